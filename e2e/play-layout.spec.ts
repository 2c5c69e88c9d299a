import { expect, test } from '@playwright/test';
import { openBattleLog, startKomuchAsReds, startScenario, waitForPlayer } from './play-helpers.ts';

test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(240_000);

test('at 1200×760 the open battle log is docked under the table: nothing covers the canvas', async ({ page }) => {
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'fast' });
  await waitForPlayer(page);
  await openBattleLog(page);
  const canvas = page.getByTestId('table-canvas').locator('canvas');
  // The canvas ends above the open log (it is resized, and the camera frames the table in what is left).
  await expect.poll(async () => {
    const [c, log] = [await canvas.boundingBox(), await page.getByTestId('battle-log').boundingBox()];
    return c && log ? log.y - (c.y + c.height) : -1;
  }).toBeGreaterThanOrEqual(0);
  // Whatever lies at any point of the canvas, its foot included, is the canvas itself.
  const covered = await canvas.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const out: string[] = [];
    for (let i = 0; i <= 10; i++) {
      for (let j = 0; j <= 10; j++) {
        const x = r.left + 1 + ((r.width - 2) * i) / 10, y = r.top + 1 + ((r.height - 2) * j) / 10;
        const hit = document.elementFromPoint(x, y);
        if (hit !== el) out.push(`(${Math.round(x)}, ${Math.round(y)}): ${hit?.tagName.toLowerCase()}.${hit?.className} ${hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? ''}`);
      }
    }
    return out;
  });
  await page.screenshot({ path: test.info().outputPath('log-open-1200x760.png') });
  expect(covered).toEqual([]);
  // Closed again, the table grows back down to the log's bar.
  const openHeight = (await canvas.boundingBox())!.height;
  await page.getByTestId('battle-log').getByRole('button', { name: /Battle log/ }).click();
  await expect.poll(async () => (await canvas.boundingBox())!.height).toBeGreaterThan(openHeight + 60);
  await page.screenshot({ path: test.info().outputPath('log-closed-1200x760.png') });
});

// Ring placement is tested as a pure function (renderer/play/ring-labels.test.ts); this takes the pictures to look at.
test('a Forward Comrades leader\'s rings drawn from above and in the opening view', async ({ page }) => {
  await page.goto('/');
  await startScenario(page, { scenarioId: 'lipki-station', side: /Reds/, seed: 7, aiSpeed: 'fast' });
  await waitForPlayer(page, 120_000);
  await page.locator('[data-unit-id="gusev"]').click();
  await expect(page.getByTestId('command-rings')).toHaveAttribute('data-leader-id', 'gusev');
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await page.screenshot({ path: test.info().outputPath('fc-rings-top.png') });
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await page.screenshot({ path: test.info().outputPath('fc-rings-orbit.png') });
});

test('in a small window (800×600) the log still starts closed to its bar under the table', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'fast' });
  await waitForPlayer(page);
  const log = page.getByTestId('battle-log');
  await expect(log).toHaveAttribute('data-open', 'false');
  const [c, bar] = [await page.getByTestId('table-canvas').locator('canvas').boundingBox(), await log.boundingBox()];
  expect(bar!.y).toBeGreaterThanOrEqual(c!.y + c!.height - 1);
  await page.screenshot({ path: test.info().outputPath('log-bar-800x600.png') });
});
