import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { checkScenarioText } from '../main/services/scenario-check.ts';
import { GameSession } from '../shared/engine/session.ts';
import { getRuleset } from '../shared/rulesets/registry.ts';
import { asFormat1Log } from '../shared/testing/format-1-log.ts';
import { startKomuchAsReds, startScenario, stateHash, takeChoice, waitForPlayer } from './play-helpers.ts';

test.setTimeout(180_000);

test('undo (lenient), a named save, and an exported game file each bring back the same game', async ({ page }) => {
  await page.goto('/');
  await page.click('#tab-settings');
  await page.getByRole('radio', { name: /lenient/ }).check();
  await startKomuchAsReds(page, { seed: 5, aiSpeed: 'instant' });
  await waitForPlayer(page);

  // Undo takes back the player's last action and the AI's answer to it.
  const first = await stateHash(page);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await takeChoice(page, page.getByTestId('choices').getByRole('button', { name: /stay where they are/ }));
  await expect.poll(() => stateHash(page)).not.toBe(first);
  await waitForPlayer(page);
  await page.getByTestId('undo').click();
  await expect.poll(() => stateHash(page)).toBe(first);
  await expect(page.getByTestId('battle-log')).toContainText('Taken back');

  // Play on a little, then save under a name and export the file.
  await takeChoice(page, page.getByTestId('choices').getByRole('button', { name: /stay where they are/ }));
  await waitForPlayer(page);
  const saved = await stateHash(page);
  await page.keyboard.press('m');
  await page.getByTestId('save-name').fill('before the assault');
  await page.getByTestId('save-game').click();
  await expect(page.getByRole('dialog')).toContainText('Saved as "before the assault"');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-game').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^komuch-village-turn-1\.tachanka-game\.json$/);
  const exported = test.info().outputPath('exported-game.json');
  await file.saveAs(exported);
  await page.getByTestId('leave-game').click();

  // Load the named save.
  await page.click('#tab-load');
  await expect(page.getByRole('tabpanel')).toContainText('before the assault');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Load' }).click();
  await expect.poll(() => stateHash(page)).toBe(saved);
  await page.keyboard.press('m');
  await page.getByTestId('leave-game').click();

  // Import the exported file.
  await page.click('#tab-load');
  await page.getByTestId('import-game').setInputFiles(exported);
  await expect.poll(() => stateHash(page)).toBe(saved);
});

test('two games in progress each keep their own autosave; Continue lists both, and deleting one asks first', async ({ page }) => {
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 5, aiSpeed: 'instant' });
  await waitForPlayer(page);
  await takeChoice(page, page.getByTestId('choices').getByRole('button', { name: /stay where they are/ }));
  await waitForPlayer(page);
  const komuch = await stateHash(page);
  await page.keyboard.press('m');
  await page.getByTestId('leave-game').click();

  // A second game does not wipe the first.
  await startScenario(page, { scenarioId: 'station-raid', side: /Reds/, seed: 9, aiSpeed: 'instant' });
  await waitForPlayer(page);
  const raid = await stateHash(page);
  await page.keyboard.press('m');
  await page.getByTestId('leave-game').click();

  const listed = page.getByTestId('game-in-progress');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText('Raid on Lozovaya Station');
  await expect(listed.nth(1)).toContainText('The Komuch village');
  await expect(listed.nth(1)).toContainText(/playing .*Red Army · turn 1 · last played/);
  await page.screenshot({ path: 'test-results/continue-two-games.png' });

  // Each resumes to the state it was left in.
  await listed.nth(1).getByTestId('continue').click();
  await expect.poll(() => stateHash(page)).toBe(komuch);
  await page.keyboard.press('m');
  await page.getByTestId('leave-game').click();
  // Continuing a game makes it the last played.
  await expect(listed.nth(0)).toContainText('The Komuch village');
  await listed.nth(1).getByTestId('continue').click();
  await expect.poll(() => stateHash(page)).toBe(raid);
  await page.keyboard.press('m');
  await page.getByTestId('leave-game').click();

  // Nothing is discarded on one click: the first asks, the second deletes (the Komuch game, now the older).
  await expect(listed.nth(1)).toContainText('The Komuch village');
  await listed.nth(1).getByRole('button', { name: /^Delete the game of/ }).click();
  await expect(listed).toHaveCount(2);
  await listed.nth(1).getByTestId('confirm-delete').click();
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('Raid on Lozovaya Station');
});

test('a damaged game file is refused with the place of the problem, and nothing is opened', async ({ page }) => {
  await page.goto('/');
  await page.click('#tab-load');
  await page.getByTestId('import-game').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"tachanka-game","formatVersion":1,"seed":"x"}') });
  await expect(page.getByRole('alert')).toContainText('broken.json cannot be opened');
  await expect(page.getByRole('alert')).toContainText('$.');
  await expect(page.getByTestId('play-screen')).toHaveCount(0);
});

test('a game file of log format 1 is said to be checked at its end only, and opens when the player says so', async ({ page }) => {
  // The station raid as a format-1 Tachanka saved it: a few actions, no chain, its final hash.
  const { scenario } = checkScenarioText(readFileSync('scenarios/station-raid.tachanka.json', 'utf8'));
  const ruleset = getRuleset(scenario!.ruleset.id)!;
  const session = GameSession.start(ruleset, scenario!, 3);
  for (let i = 0; i < 3; i++) session.act(ruleset.options(session.state.game)[0]!.action);
  expect(session.length).toBe(3);
  const file = JSON.stringify(asFormat1Log(session.log, session.hash()));
  await page.goto('/');
  await page.click('#tab-load');
  await page.getByTestId('import-game').setInputFiles({ name: 'raid-format-1.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  const warning = page.getByTestId('end-only-save');
  await expect(warning).toContainText('raid-format-1.json: This game was saved in game log format 1');
  await expect(warning).toContainText('could only be checked at its end');
  await expect(page.getByTestId('play-screen')).toHaveCount(0);
  await warning.getByTestId('play-as-it-is').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  await expect.poll(() => stateHash(page)).toBe(session.hash());
});
