import { expect, test } from '@playwright/test';
import { startScenario } from './play-helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });
test.setTimeout(300_000);

test('the briefing names the AI commander and his temperament, and the end summary draws his battle plan', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');

  // Against the AI: the briefing, open at the start, gives the player's orders and who commands the enemy.
  await startScenario(page, { scenarioId: 'station-raid', side: /Red/, seed: 31, aiSpeed: 'instant' });
  const briefing = page.getByTestId('briefing');
  await expect(briefing).toHaveAttribute('open', '');
  await expect(briefing.getByTestId('ai-commander')).toHaveCount(1);
  await expect(briefing.getByTestId('ai-commander')).toHaveText(/commanded by .+: (bold|cautious|cunning)/);

  // The AI on both sides plays the battle out, straight through to its end.
  await page.getByTestId('menu').click();
  await page.getByTestId('leave-game').click();
  await page.click('#tab-settings');
  await page.getByRole('radio', { name: /run straight through/ }).check();
  await page.click('#tab-new');
  await page.getByTestId('scenario-select').selectOption('station-raid');
  await page.getByRole('radio', { name: /Watch the AI/ }).check();
  await page.getByTestId('seed').fill('31');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('briefing').getByTestId('ai-commander')).toHaveCount(2);
  const summary = page.getByTestId('end-summary');
  await expect(summary).toBeVisible({ timeout: 240_000 });

  // After the battle: each AI side's plan as arrows on a map of the table, each arrow named.
  const plans = summary.getByTestId('ai-plan');
  await expect(plans).toHaveCount(2);
  for (const plan of await plans.all()) {
    await expect(plan.getByTestId('plan-arrow').first()).toBeAttached();
    await expect(plan.locator('figcaption')).toHaveText(/Plan/i);
  }
  await summary.screenshot({ path: test.info().outputPath('end-summary-plan.png') });
  expect(errors).toEqual([]);
});
