import { expect, test, type Page } from '@playwright/test';
import { countColours } from './screenshot-colours.ts';

// The three tanks of Ten Rounds Rapid side by side on the 3D table, each with its own model, for a person to look at.
test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(240_000);

/** Places a White unit of the roster and types its place (centimetres in this rule set). */
async function place(page: Page, typeId: string, x: number, y: number): Promise<void> {
  await page.getByTestId(`place-${typeId}`).click();
  for (const [axis, value] of [['x', x], ['y', y]] as const) {
    const field = page.getByTestId(`unit-${axis}`);
    await field.fill(String(value));
    await field.press('Tab');
    await expect(field).toHaveValue(String(value));
  }
}

test('a Whippet, a Mark V and a Renault FT stand side by side, each its own shape', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await page.getByRole('button', { name: 'Editor' }).click();
  const bundled = page.getByTestId('library-card').filter({ hasText: 'The wire before Tsaritsyn' });
  await bundled.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByTestId('library-card').filter({ hasText: 'The wire before Tsaritsyn (copy)' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('editor')).toBeVisible();

  await page.locator('#editor-tab-forces').click();
  await page.getByTestId('roster-side-white').check();
  await place(page, 'white-mark-v', 20, 40);
  await place(page, 'white-renault', 34, 40);
  await place(page, 'white-whippet', 27, 40);

  await page.getByTestId('view-toggle').click();
  const canvas = page.getByTestId('editor-canvas');
  await canvas.focus();
  await page.keyboard.press('f');
  for (let i = 0; i < 6; i++) await page.keyboard.press('+');
  const shot = await canvas.screenshot({ path: test.info().outputPath('tanks-side-by-side.png') });
  // Turned to see them from the flank: the Mark V's rhomboid horns, the Whippet's low tracks and rear cab.
  for (let i = 0; i < 3; i++) await page.keyboard.press('q');
  await canvas.screenshot({ path: test.info().outputPath('tanks-from-the-flank.png') });
  expect(countColours(shot).distinct).toBeGreaterThan(200);
  expect(errors).toEqual([]);
});
