import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { waitForPlayer } from './play-helpers.ts';

// Ten Rounds Rapid's sectors for big games, drawn on the 3D table: a copy of Tsaritsyn cut into two sectors.
test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(180_000);

/** Imports the bundled Tsaritsyn, retitled, with `ruleset.options.sectors` set (or not). */
async function importTsaritsyn(page: Page, title: string, sectors: number | null): Promise<void> {
  const json = JSON.parse(await readFile('scenarios/tsaritsyn-wire.tachanka.json', 'utf8')) as { id: string; title: string; ruleset: { options: Record<string, unknown> } };
  json.id = `${json.id}-${sectors ?? 0}-sectors`;
  json.title = title;
  if (sectors !== null) json.ruleset.options.sectors = sectors;
  await page.goto('/');
  await page.getByRole('button', { name: 'Editor' }).click();
  await expect(page.getByTestId('library')).toBeVisible();
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('import').click();
  await (await choosing).setFiles({ name: 'tsaritsyn.tachanka.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) });
  await expect(page.getByTestId('library-card').filter({ hasText: title })).toBeVisible();
}

/** Starts a library scenario by its title against the AI, as the Reds, and shows the table from straight above. */
async function playFromAbove(page: Page, title: string): Promise<Buffer> {
  await page.goto('/');
  await page.click('#tab-new');
  const select = page.getByTestId('scenario-select');
  const value = await select.locator('option', { hasText: title }).getAttribute('value');
  await select.selectOption(value!);
  await page.getByRole('radio', { name: /^Reds/ }).check();
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  await waitForPlayer(page, 120_000);
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Top', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Two frames for the camera to settle on the top view.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.locator('canvas').first().screenshot();
}

/** Pale pixels (the sectors' chalk #F4F1E8, shaded and blended into the felt) in a band a few pixels wide down the middle of the picture. */
function chalkDownTheMiddle(png: Buffer): number {
  const image = PNG.sync.read(png);
  let n = 0;
  const mid = Math.round(image.width / 2);
  for (let y = Math.round(image.height * 0.25); y < image.height * 0.75; y++) {
    for (let x = mid - 4; x <= mid + 4; x++) {
      const i = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
      if (r > 120 && g > 130 && b > 70 && Math.abs(r - g) < 40) n++;
    }
  }
  return n;
}

test('a Tsaritsyn cut into two sectors shows the border down the middle of the table and names both sectors; the bundled one shows none', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await importTsaritsyn(page, 'Tsaritsyn in two sectors', 2);
  await importTsaritsyn(page, 'Tsaritsyn uncut', null);

  const cut = await playFromAbove(page, 'Tsaritsyn in two sectors');
  await page.screenshot({ path: test.info().outputPath('tsaritsyn-two-sectors.png') });
  const uncut = await playFromAbove(page, 'Tsaritsyn uncut');
  await page.screenshot({ path: test.info().outputPath('tsaritsyn-uncut.png') });
  // The table's middle is the border's x (30" of 60"): the dashed chalk line runs down it only when cut.
  expect(chalkDownTheMiddle(cut)).toBeGreaterThan(chalkDownTheMiddle(uncut) + 40);
  expect(errors).toEqual([]);
});

test('table mode\'s order map draws the sectors\' border and names them, clear of the terrain\'s names', async ({ page }) => {
  await importTsaritsyn(page, 'Tsaritsyn in two sectors', 2);
  await page.goto('/');
  await page.click('#tab-new');
  const select = page.getByTestId('scenario-select');
  await select.selectOption((await select.locator('option', { hasText: 'Tsaritsyn in two sectors' }).getAttribute('value'))!);
  await page.getByRole('radio', { name: /^Reds/ }).check();
  await page.getByTestId('table-mode-toggle').check();
  await page.getByTestId('start-game').click();
  const map = page.getByTestId('order-map');
  await expect(map).toBeVisible();
  // One border down the middle of the 60" table, from the south edge (y 40 on the map) to the north (y 0).
  const border = map.locator('line.sector');
  await expect(border).toHaveCount(1);
  expect(await border.evaluate((l) => [l.getAttribute('x1'), l.getAttribute('y1'), l.getAttribute('x2'), l.getAttribute('y2')])).toEqual(['30', '40', '30', '0']);
  await expect(map.locator('text.sector-name', { hasText: 'Sector 1' })).toHaveCount(2);
  await expect(map.locator('text.sector-name', { hasText: 'Sector 2' })).toHaveCount(2);
  // No two names on the map overlap (the Red line and the Red trench were lettered on top of each other).
  const boxes = await map.locator('text.feature-label').evaluateAll((ts) => ts.map((t) => { const b = (t as SVGTextElement).getBBox(); return { text: t.textContent, x: b.x, y: b.y, w: b.width, h: b.height }; }));
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart = a.x + a.w <= b.x + 0.05 || b.x + b.w <= a.x + 0.05 || a.y + a.h <= b.y + 0.05 || b.y + b.h <= a.y + 0.05;
      expect(apart, `${a.text} / ${b.text}`).toBe(true);
    }
  }
  await page.screenshot({ path: test.info().outputPath('tsaritsyn-two-sectors-table-mode.png') });
});
