import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startKomuchAsReds } from './play-helpers.ts';

// Print from the editor: the briefing map and the tiled table mat come back as real PDF files.
test.use({ viewport: { width: 1280, height: 800 } });

test('the editor prints the Komuch village as a briefing map and as a tiled mat', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Editor' }).click();
  const card = page.getByTestId('library-card').filter({ hasText: 'The Komuch village' });
  await card.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('editor')).toBeVisible();
  // the armoured train is a point of its own kind, which the palette also offers
  await page.locator('#editor-tab-table').click();
  await expect(page.getByRole('group', { name: 'Points' }).getByRole('button', { name: 'Armoured train (off table)' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('komuch-editor.png') });
  await page.getByTestId('print').click();
  await expect(page.getByTestId('print-dialog')).toBeVisible();

  const overview = page.waitForEvent('download');
  await page.getByTestId('print-go').click();
  const overviewFile = await overview;
  // named by the scenario's title, as an exported scenario file is
  expect(overviewFile.suggestedFilename()).toBe('the-komuch-village-overview.pdf');
  expect(readFileSync(await overviewFile.path()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByLabel(/Table mat at true scale/).check();
  const mat = page.waitForEvent('download');
  await page.getByTestId('print-go').click();
  const matFile = await mat;
  expect(matFile.suggestedFilename()).toBe('the-komuch-village-mat.pdf');
  const pdf = readFileSync(await matFile.path()).toString('latin1');
  // An assembly sheet and the tiles: far more than one page.
  expect((pdf.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(10);
});

test('the play screen prints the scenario being played', async ({ page }) => {
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'instant' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('print-scenario').click();
  await page.getByLabel(/Roster sheets/).check();
  const roster = page.waitForEvent('download');
  await page.getByTestId('print-go').click();
  const file = await roster;
  expect(file.suggestedFilename()).toBe('the-komuch-village-roster.pdf');
  expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');
});
