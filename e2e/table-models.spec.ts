import { expect, test } from '@playwright/test';
import { startKomuchAsReds, waitForPlayer } from './play-helpers.ts';
import { countColours } from './screenshot-colours.ts';

// Screenshots of the troops on the table, from the opening view and close up, for a person to look at:
// the Komuch village (with its armoured train on the railway) and the Lozovaya station raid.
test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(180_000);

test('the Komuch village and the station raid show painted models from the opening view and close up', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'fast' });
  await waitForPlayer(page);
  const table = page.locator('canvas').first();
  await expect(table).toBeVisible();
  const opening = await table.screenshot({ path: 'test-results/models-komuch-opening.png' });
  expect(countColours(opening).distinct).toBeGreaterThan(200);

  // The Red Maxim close up: select it, look at it, come nearer.
  await page.locator('[data-unit-id="red-maxim"]').click();
  await page.keyboard.press('f');
  for (let i = 0; i < 4; i++) await page.keyboard.press('+');
  await table.screenshot({ path: 'test-results/models-komuch-maxim.png' });

  // The wheel zooms toward the pointer: the village's far corner, then back out.
  await page.keyboard.press('r');
  const box = (await table.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.3);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -200);
  await table.screenshot({ path: 'test-results/models-komuch-wheel.png' });

  // The station raid, from the opening view and close up on the Reds' armoured train by the station.
  await page.goto('/');
  await page.click('#tab-new');
  await page.getByTestId('scenario-select').selectOption('station-raid');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  await waitForPlayer(page);
  await table.screenshot({ path: 'test-results/models-raid-opening.png' });
  await page.mouse.move(box.x + box.width * 0.77, box.y + box.height * 0.53);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -200);
  await table.screenshot({ path: 'test-results/models-raid-close.png' });
  expect(errors).toEqual([]);
});
