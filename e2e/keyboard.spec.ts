import { expect, test } from '@playwright/test';
import { openBattleLog, startKomuchAsReds, stateHash, waitForPlayer } from './play-helpers.ts';

test.setTimeout(120_000);

test('a move can be given from the keyboard alone: pick a unit, dice, plan with the arrows, confirm', async ({ page }) => {
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 3, aiSpeed: 'instant' });
  await waitForPlayer(page);
  await page.locator('body').focus();

  // N steps through the units that may act; the unit card follows.
  const card = page.getByTestId('unit-card');
  const firstName = await card.locator('strong').textContent();
  await page.keyboard.press('n');
  await expect(card.locator('strong')).not.toHaveText(firstName ?? '');
  const name = (await card.locator('strong').textContent()) ?? '';

  // The numbered choice "move, dicing as in the open", then G to plan, arrows to set the end, Enter to send.
  const choices = page.getByTestId('choices').getByRole('button');
  await expect(choices.filter({ hasText: /dicing as in the open/ })).not.toHaveCount(0);
  const labels = await choices.allTextContents();
  const open = labels.findIndex((l) => /dicing as in the open/.test(l));
  expect(open).toBeGreaterThanOrEqual(0);
  await page.keyboard.press(String(open + 1));
  await expect(page.getByTestId('explainer-rule')).toContainText('Movement');
  await expect(page.getByTestId('plan-move')).toBeVisible();
  await page.keyboard.press('g');
  await expect(page.getByTestId('move-plan')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const before = await stateHash(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => stateHash(page)).not.toBe(before);
  // Two presses plan 2"; the rule set may stop the figures short of ground they may not enter diced as in the open.
  const moved = new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} move (\\d+\\.\\d)"`);
  await openBattleLog(page);
  await expect(page.getByTestId('battle-log')).toContainText(moved);
  const inches = Number(moved.exec((await page.getByTestId('battle-log').textContent()) ?? '')?.[1]);
  expect(inches).toBeGreaterThan(0);
  expect(inches).toBeLessThanOrEqual(2);
});

test('the help overlay lists the keys, and every choice is a focusable button', async ({ page }) => {
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 3, aiSpeed: 'instant' });
  await waitForPlayer(page);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('line of sight');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  const first = page.getByTestId('choices').getByRole('button').first();
  await first.focus();
  await expect(first).toBeFocused();
});
