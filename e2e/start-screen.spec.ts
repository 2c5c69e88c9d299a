import { expect, test } from '@playwright/test';
import { countColours } from './screenshot-colours.ts';

test('the start screen loads and the table is drawn in WebGL', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tachanka' })).toBeVisible();
  await expect(page.getByTestId('scenario-select')).toContainText('The Komuch village');
  // Each scenario names its rule set by title, never by id.
  await expect(page.getByTestId('scenario-select')).toContainText('The crossroads at Kamenka (Wargame Wednesdays – Russian Civil War Rules)');
  await expect(page.getByTestId('scenario-select')).not.toContainText('(wargame-wednesdays)');

  // The canvas must have a WebGL context and show more than a cleared background.
  const hasWebgl = await page.locator('canvas').first().evaluate((c) => (c as HTMLCanvasElement).getContext('webgl2') !== null || (c as HTMLCanvasElement).getContext('webgl') !== null);
  expect(hasWebgl).toBe(true);
  await expect.poll(async () => countColours(await page.locator('canvas').first().screenshot()).distinct, { timeout: 20_000 }).toBeGreaterThan(40);
  const colours = countColours(await page.locator('canvas').first().screenshot());
  expect(colours.commonest).toBeLessThan(0.9);
  expect(errors).toEqual([]);
});

test('the About tab credits every rule set by title and author', async ({ page }) => {
  await page.goto('/');
  await page.click('#tab-about');
  const about = page.getByRole('tabpanel');
  await expect(about.getByRole('heading', { name: /Reds versus Reds/ })).toBeVisible();
  await expect(about).toContainText('Chris Peers');
});

test('settings are kept: a larger text size survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.click('#tab-settings');
  await page.getByRole('radio', { name: 'larger', exact: true }).check();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('21px');
  await page.reload();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('21px');
});

test('How to play walks through a game in seven short steps', async ({ page }) => {
  await page.goto('/');
  await page.click('#tab-how');
  const how = page.getByTestId('how-to-play');
  for (const step of ['Start a game.', 'Select.', 'Move.', 'Fire.', 'Read a roll.', 'Undo.', 'Save.']) await expect(how).toContainText(step);
  await page.screenshot({ path: 'test-results/how-to-play.png' });
});
