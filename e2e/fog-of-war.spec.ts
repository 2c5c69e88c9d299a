import { expect, test, type Page } from '@playwright/test';
import { openBattleLog, startScenario, stateHash, waitForPlayer } from './play-helpers.ts';

// Fog of war on the play screen (issue 31): the station raid as the Reds against the AI. The Whites' Plastun platoon
// starts hidden in the birch wood; until it is revealed the screen neither draws, lists nor names it, and the Api
// sends the page nothing of it. The Volunteers and the MG platoon start under position markers.
test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(300_000);

const GAME_ANSWERS = new Set(['newGame', 'getGame', 'act', 'aiAct', 'undo', 'gameOptions', 'checkAction', 'unitSight', 'lineOfSight', 'tableDecisions']);

/**
 * The Api's answers about the game the page received since it began: its snapshots, choices and sight (the rule
 * sets' rosters it also asks for name troop types, "Plastuns" among them, and the whole log the autosave writes is
 * the umpire's record by design; neither is drawn from as a unit).
 */
function apiAnswers(page: Page): { texts: string[] } {
  const seen = { texts: [] as string[], on: false };
  page.on('response', async (response) => {
    const url = response.url();
    const method = /\/api\/(\w+)/.exec(url)?.[1];
    if (!method || response.request().method() !== 'POST') return;
    if (method === 'newGame') seen.on = true;
    if (!seen.on || !GAME_ANSWERS.has(method)) return;
    seen.texts.push(`${method}: ${await response.text()}`);
  });
  return seen;
}

/** Holds (or takes the first choice) with every Red unit it is asked about until the battle log says `until`. */
async function holdUntilLog(page: Page, until: RegExp, maxDecisions = 60): Promise<void> {
  const log = page.getByTestId('battle-log');
  for (let i = 0; i < maxDecisions; i++) {
    await waitForPlayer(page);
    if (until.test((await log.textContent()) ?? '')) return;
    const choices = page.getByTestId('choices').getByRole('button');
    if ((await choices.count()) === 0) {
      await page.locator('[data-due="true"]').first().click();
      continue;
    }
    const before = await stateHash(page);
    const hold = choices.filter({ hasText: /stay where they are|hold fire|does not rally|no strike|do not/i }).first();
    await ((await hold.count()) > 0 ? hold : choices.first()).click();
    await expect.poll(() => stateHash(page)).not.toBe(before);
  }
  throw new Error(`the battle log never said ${until} within ${maxDecisions} decisions`);
}

test('the station raid under fog of war: the hidden Plastun platoon is neither drawn, listed nor named until it is revealed', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const answers = apiAnswers(page);
  await page.goto('/');
  // Fog of war is the new game's default: the open table is not ticked.
  await page.click('#tab-new');
  await expect(page.getByTestId('open-table-toggle')).not.toBeChecked();
  await startScenario(page, { scenarioId: 'station-raid', side: /Reds/, seed: 2, aiSpeed: 'instant' });
  await waitForPlayer(page);
  await openBattleLog(page);

  // Before the reveal: the Whites list what the Reds can see, the Plastuns not among them, and the position markers
  // apart from the units, by number only.
  const units = page.getByRole('navigation', { name: 'Units' });
  await expect(units).toContainText('Armoured engine');
  await expect(page.getByTestId('position-markers')).toHaveText('Position markers');
  await expect(page.getByTestId('position-marker').first()).toContainText(/^Position marker \d/);
  await expect(page.getByTestId('position-marker').first()).toContainText('not known what stands under it');
  const markerCount = await page.getByTestId('position-marker').count();
  expect(markerCount).toBeGreaterThan(0);
  // A marker is never a unit: no unit button of the Whites is a marker, and none names what a marker hides.
  await expect(units.locator('button', { hasText: /marker/i })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/Plastun|plastun/);
  await expect(units).not.toContainText('Volunteer');
  await page.screenshot({ path: test.info().outputPath('fog-before-the-reveal.png') });
  const before = answers.texts.join('\n');
  expect(before).toContain('"fogged":true');
  expect(before).not.toMatch(/Plastun|w-plastuns/);

  // Play on, holding, until the Plastuns give themselves away; the log says where, in words.
  await holdUntilLog(page, /Plastun platoon is revealed/);
  const log = page.getByTestId('battle-log');
  const reveal = log.locator('li', { hasText: 'Plastun platoon is revealed' }).locator('span:not(.turn)');
  await expect(reveal).toHaveCount(1);
  await expect(reveal).toContainText('Plastun platoon is revealed in the birch wood');
  // Words, not ids or numbers: no "w-plastuns", no grid square, no coordinates.
  await expect(reveal).not.toContainText(/w-plastuns|square [A-Z]\d|\d/);
  await expect(units.locator('[data-unit-id="w-plastuns"]')).toContainText('Plastun platoon');
  expect(answers.texts.join('\n')).toContain('"id":"w-plastuns"');

  // Its card says what is seen of it.
  await units.locator('[data-unit-id="w-plastuns"]').click();
  await expect(page.getByTestId('unit-card')).toContainText('Plastun platoon');
  await page.screenshot({ path: test.info().outputPath('fog-after-the-reveal.png') });
  expect(errors).toEqual([]);
});
