import { expect, test } from '@playwright/test';
import { startScenario, stateHash, takeChoice, waitForPlayer } from './play-helpers.ts';

test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(300_000);

/** Clicks the choice matching `name` and waits until the game has taken it. */
async function choose(page: import('@playwright/test').Page, name: RegExp): Promise<string> {
  await waitForPlayer(page);
  const button = page.getByTestId('choices').getByRole('button', { name }).first();
  const label = (await button.textContent()) ?? '';
  const before = await stateHash(page);
  await takeChoice(page, button);
  await expect.poll(() => stateHash(page)).not.toBe(before);
  return label;
}

test('Kamenka crossroads as the Reds: set up, take the initiative, move a command, and the AI answers', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await startScenario(page, { scenarioId: 'kamenka-crossroads', side: /Red Army/, seed: 7, aiSpeed: 'fast' });

  // Set-up and initiative: take whatever the player is asked (first, as drawn, pin nobody) until a command may move.
  for (let i = 0; i < 20; i++) {
    await waitForPlayer(page, 120_000);
    const choices = page.getByTestId('choices').getByRole('button');
    if ((await choices.filter({ hasText: /^\d?\s*Move the .* command$/ }).count()) > 0) break;
    const before = await stateHash(page);
    const pick = choices.filter({ hasText: /move first|set up first|as drawn|Pin no enemy/ }).first();
    await takeChoice(page, (await pick.count()) > 0 ? pick : choices.first());
    await expect.poll(() => stateHash(page)).not.toBe(before);
  }
  await expect(page.getByTestId('phase')).toContainText('movement');
  // The unit list shows each side's units under their commands.
  await expect.poll(() => page.getByTestId('command-group').count()).toBeGreaterThanOrEqual(6);
  const commandChoice = await choose(page, /Move the .* command/);
  const command = /Move the (.*) command/.exec(commandChoice)![1]!;
  await expect(page.getByTestId('phase')).toContainText(`${command} command`);

  // Every unit of the command is due; each is selected, its card names its command, and it moves.
  const moved: string[] = [];
  for (let i = 0; i < 12; i++) {
    await waitForPlayer(page);
    const due = page.locator('[data-due="true"]');
    if ((await due.count()) === 0) break;
    await due.first().click();
    const card = page.getByTestId('unit-card');
    await expect(card).toContainText(command);
    // The card names the troop type, never its id.
    await expect(card.getByTestId('troop-name')).not.toBeEmpty();
    await expect(card).toContainText(/[a-z'] · \d+ of \d+ bases?/);
    await expect(card).not.toContainText(/\b(red|white)-[a-z-]+/);
    const name = (await card.locator('strong').first().textContent()) ?? '';
    const choices = page.getByTestId('choices').getByRole('button');
    const go = choices.filter({ hasText: /move [\d.]+" (north|toward)/ }).first();
    if ((await go.count()) === 0) break; // the phase moved on (the command is done)
    const before = await stateHash(page);
    await takeChoice(page, go);
    await expect.poll(() => stateHash(page)).not.toBe(before);
    moved.push(name);
  }
  expect(moved.length).toBeGreaterThan(0);
  await expect(page.getByTestId('battle-log')).toContainText(moved[0]!);

  // The AI answers with reasons, then the player has a decision again.
  await expect(page.getByTestId('ai-panel').locator('li').first()).not.toBeEmpty({ timeout: 120_000 });
  await waitForPlayer(page, 180_000);
  await page.screenshot({ path: 'test-results/ww-table.png' });
  // Nearer the Red lines, to see the stands and their figures.
  const canvas = (await page.locator('canvas').first().boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width * 0.5, canvas.y + canvas.height * 0.72);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -200);
  await page.screenshot({ path: 'test-results/ww-table-near.png' });
  // Names, never ids: the unit list shows no troop-type or unit ids.
  await expect(page.getByRole('navigation', { name: 'Units' })).not.toContainText(/ww-|\b[a-z]+-[a-z]+-\d\b/);
  expect(errors).toEqual([]);
});

test('the editor\'s roster for the Kamenka crossroads offers each side the Wargame Wednesdays troop types of its army and allies', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Editor' }).click();
  const card = page.getByTestId('library-card').filter({ hasText: 'The crossroads at Kamenka' });
  await card.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.locator('#editor-tab-forces').click();
  const roster = page.locator('section.roster');
  // The roster opens on the Reds: the Red Army's own types, and no other army's.
  for (const name of ['Latvian riflemen', 'Captured Renault FT']) {
    await expect(roster.getByRole('button', { name, exact: true })).toBeVisible();
  }
  for (const name of ['White Maxim team', 'Polish uhlans', 'Makhnovist horse']) {
    await expect(roster.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(roster.getByTestId('place-red-infantry-elite')).toBeAttached();
  await expect(roster).not.toContainText('no roster');
  await page.screenshot({ path: 'test-results/ww-roster.png' });
});
