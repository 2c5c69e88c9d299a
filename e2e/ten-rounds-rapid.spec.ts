import { expect, test, type Page } from '@playwright/test';
import { startScenario, stateHash, takeChoice, waitForPlayer } from './play-helpers.ts';

test.use({ viewport: { width: 1100, height: 720 } });
test.setTimeout(400_000);

/** The words a motivation event gives each band (shared/rulesets/ten-rounds-rapid/motivation/motivation.ts). */
const BAND_WORDS = /test motivation: -?\d+, (must advance at full speed|may act freely|hesitates: half speed, no closer than close range|retires|routs|stays halted)/;

async function take(page: Page, choice: ReturnType<Page['locator']>): Promise<string> {
  const label = (await choice.textContent()) ?? '';
  const before = await stateHash(page);
  await takeChoice(page, choice);
  await expect.poll(() => stateHash(page), { timeout: 60_000 }).not.toBe(before);
  return label;
}

test('The wire before Tsaritsyn as the Whites: a company is activated through its motivation test, its band shown before it acts, and the AI answers', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await startScenario(page, { scenarioId: 'tsaritsyn-wire', side: /Caucasian Army/, seed: 3, aiSpeed: 'fast' });
  await waitForPlayer(page, 180_000);
  // The Whites' light bombers attack in the first phase of the move, before the initiative (section 17).
  await expect(page.getByTestId('decision')).toContainText('send a flight of light bombers (1 left) or keep them back');
  await take(page, page.getByTestId('choices').getByRole('button', { name: /light bombers: bomb / }).first());
  await expect(page.getByTestId('battle-log')).toContainText(/Caucasian Army's light bombers bomb /);
  await waitForPlayer(page, 180_000);
  await expect(page.getByTestId('decision')).toContainText('activate a unit (its motivation is tested first)');

  // Activate the first company offered: its motivation is tested as it is activated.
  const due = page.locator('[data-due="true"]');
  await due.first().click();
  const card = page.getByTestId('unit-card');
  const name = ((await card.locator('strong').first().textContent()) ?? '').trim();
  // The card reads in centimetres and names the troop type, never an id.
  await expect(card).toContainText(/\d+ cm road/);
  await expect(card.getByTestId('troop-name')).not.toBeEmpty();
  await expect(card).not.toContainText(/\b[wr]-[a-z0-9-]+|\b(red|white)-[a-z-]+/);
  await take(page, page.getByTestId('choices').getByRole('button', { name: /test motivation and act/ }).first());

  // The roll and its band are in the battle log at once, and the explainer reads the motivation table for it.
  const logLine = page.getByTestId('battle-log').getByRole('button', { name: new RegExp(`${name} ${BAND_WORDS.source}`) });
  await expect(logLine).toBeVisible();
  await logLine.click();
  const explainer = page.getByTestId('explainer');
  await expect(explainer).toHaveAttribute('data-table', 'motivation');
  await expect(explainer.getByTestId('explainer-result')).toContainText(/over 18|8 or more|4 or more|1 or more|0 or less|stays halted/);
  await expect(explainer.getByTestId('explainer-rule')).toContainText('Ten Rounds Rapid');
  await page.screenshot({ path: 'test-results/trr-motivation.png' });

  // Before the unit acts, the decision names the band the test gave it.
  const aiLines = page.getByTestId('ai-panel').locator('li');
  // The panel shows the AI's last four reasons, newest first: an answer shows as a new newest line.
  const aiBefore = (await aiLines.count()) > 0 ? await aiLines.first().textContent() : null;
  await waitForPlayer(page, 120_000);
  const decision = page.getByTestId('decision');
  if (/act on the motivation result/.test((await decision.textContent()) ?? '')) {
    await expect(decision).toContainText(`${name}: act on the motivation result, `);
    await expect(decision).toContainText(/over 18|8 or more|4 or more|1 or more|under 10/);
    // Its moves read in centimetres; one is taken, then the activation is ended.
    const choices = page.getByTestId('choices').getByRole('button');
    const move = choices.filter({ hasText: /move \d+(\.5)? cm/ }).first();
    if ((await move.count()) > 0) {
      await expect(move).not.toContainText('"');
      await take(page, move);
      await waitForPlayer(page, 120_000);
    }
    if ((await decision.textContent())?.includes(`${name}: act on`)) await take(page, choices.filter({ hasText: /end the activation/ }).first());
  }

  // The AI answers with reasons, in centimetres where it gives a distance, then the player has a decision again.
  // (The screen stops between the AI's steps: waiting for the player's decision goes on through them.)
  await waitForPlayer(page, 240_000);
  await expect(aiLines.first()).toBeVisible();
  if (aiBefore !== null) await expect(aiLines.first()).not.toHaveText(aiBefore);
  await expect(page.getByTestId('decision')).toContainText('Your decision');
  await expect(page.getByTestId('ai-panel')).not.toContainText(/\d"/);

  // The tape reads in centimetres too (the table stays in inches underneath).
  await page.keyboard.press('i');
  const box = (await page.locator('canvas').first().boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.6);
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.6);
  const tape = page.getByTestId('tape-length');
  await expect(tape).toHaveText(/^\d+(\.5)? cm$/);
  const inches = Number(await tape.getAttribute('data-inches'));
  expect(Math.abs(Number((await tape.textContent())!.replace(' cm', '')) - inches * 2.54)).toBeLessThanOrEqual(0.5);
  await page.screenshot({ path: 'test-results/trr-tape.png' });

  // Names, never ids, in the unit list.
  await expect(page.getByRole('navigation', { name: 'Units' })).not.toContainText(/\b[wr]-[a-z0-9-]+\b|\b(red|white)-[a-z-]+/);
  expect(errors).toEqual([]);
});

test('the editor opens the Tsaritsyn wire with its Ten Rounds Rapid roster, and its grid and pointer read in centimetres', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Editor' }).click();
  const card = page.getByTestId('library-card').filter({ hasText: 'The wire before Tsaritsyn' });
  await card.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('editor')).toBeVisible();
  // The grid steps are 2 cm and 10 cm.
  const grid = page.getByTestId('grid-step');
  await expect(grid.locator('option')).toHaveText(['off', '2 cm', '10 cm']);
  // The pointer reads in centimetres; its data stay in table inches.
  const box = (await page.locator('canvas').first().boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const readout = page.getByTestId('pointer-readout');
  await expect(readout).toHaveText(/^\d+ cm, \d+ cm$/);
  const x = Number(await readout.getAttribute('data-x'));
  expect(Number((await readout.textContent())!.split(' cm')[0]) - x * 2.54).toBeLessThanOrEqual(0.5);
  // The roster offers each side its own army's Ten Rounds Rapid troops, by name.
  await page.locator('#editor-tab-forces').click();
  const roster = page.locator('section.roster');
  for (const name of ['Red Army rifle company', 'Red armoured train']) await expect(roster.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(roster.getByRole('button', { name: 'White Mark V tank', exact: true })).toHaveCount(0);
  await page.getByTestId('roster-side-white').check();
  for (const name of ['White Mark V tank', 'White armoured train', 'White officer company']) await expect(roster.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(roster).not.toContainText('no roster');
  await page.screenshot({ path: 'test-results/trr-editor.png' });
});
