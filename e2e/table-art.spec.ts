import { expect, test, type Page } from '@playwright/test';
import { startScenario, waitForPlayer } from './play-helpers.ts';
import { countColours } from './screenshot-colours.ts';

// Every bundled scenario on the 3D table (opening view, top view) and at the table (table mode's map), saved for a
// person to look at: labels clear of each other and of the troops, models standing on the ground at their scale.
test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(420_000);

const SCENARIOS: readonly { id: string; side: RegExp; leader?: string }[] = [
  { id: 'komuch-village', side: /Red Army/ },
  { id: 'kamenka-crossroads', side: /Red Army/ },
  { id: 'lipki-station', side: /^Reds/, leader: 'tukhachevsky' },
  { id: 'station-raid', side: /^Reds/ },
  { id: 'tsaritsyn-wire', side: /^Reds/ },
];

async function tableShots(page: Page, id: string, leader?: string): Promise<void> {
  const table = page.locator('canvas').first();
  await expect(table).toBeVisible();
  const opening = await table.screenshot({ path: `test-results/art-${id}-opening.png` });
  expect(countColours(opening).distinct).toBeGreaterThan(200);
  if (leader) await page.locator(`[data-unit-id="${leader}"]`).click();
  await page.locator('canvas').first().focus();
  await page.keyboard.press('t');
  await table.screenshot({ path: `test-results/art-${id}-top.png` });
}

for (const s of SCENARIOS) {
  test(`${s.id} on the 3D table and at the table`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await startScenario(page, { scenarioId: s.id, side: s.side, seed: 5, aiSpeed: 'instant' });
    await waitForPlayer(page);
    await tableShots(page, s.id, s.leader);

    await page.goto('/');
    await page.click('#tab-new');
    await page.getByTestId('scenario-select').selectOption(s.id);
    await page.getByRole('radio', { name: s.side }).check();
    await page.getByTestId('table-mode-toggle').check();
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('table-mode')).toBeVisible();
    await expect(page.getByTestId('order-map')).toBeVisible();
    await page.getByTestId('order-map').screenshot({ path: `test-results/art-${s.id}-map.png` });
    expect(errors).toEqual([]);
  });
}
