import { expect, test, type Page } from '@playwright/test';

// The unit panel's hidden set-up: what the scenario's rule set offers, set on a unit, and where the others are found.
test.use({ viewport: { width: 1280, height: 800 } });
test.setTimeout(240_000);

async function editCopyOf(page: Page, title: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Editor' }).click();
  await page.getByTestId('library-card').filter({ hasText: title }).first().getByRole('button', { name: 'Duplicate' }).click();
  await page.getByTestId('library-card').filter({ hasText: `${title} (copy)` }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.locator('#editor-tab-forces').click();
}

test('a Red Actions! unit starts in ambush or as a dummy marker; Ten Rounds Rapid offers camouflaged works, and each names the other\'s', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await editCopyOf(page, 'Raid on Lozovaya Station');
  await page.locator('button.unit', { hasText: 'Volunteer company' }).first().click();
  const panel = page.getByTestId('unit-hidden-setup');
  const start = page.getByTestId('unit-start');
  await expect(start).toHaveValue('');
  await expect(start.locator('option')).toHaveText(['In the open', 'In ambush', 'A dummy marker']);
  // The Whites defend: their troops start as position markers by the scenario's option.
  await expect(page.getByTestId('unit-side-setup-position-marker')).toBeChecked();
  await expect(page.getByTestId('unit-setups-elsewhere')).toContainText('dug in and camouflaged (Ten Rounds Rapid');
  await start.selectOption('ambush');
  await expect(start).toHaveValue('ambush');
  await expect(panel).toContainText('Noted, not placed');
  await page.getByTestId('undo').click();
  await expect(start).toHaveValue('');

  await editCopyOf(page, 'The wire before Tsaritsyn');
  await page.locator('button.unit', { hasText: 'Maxim nest' }).first().click();
  await expect(page.getByTestId('unit-start')).toHaveValue('camouflaged');
  await expect(page.getByTestId('unit-hidden-setup')).toContainText('Concealed by the ground');
  await expect(page.getByTestId('unit-setups-elsewhere')).toContainText('in ambush (Red Actions!');
  await page.screenshot({ path: test.info().outputPath('editor-hidden-setup.png') });
  expect(errors).toEqual([]);
});
