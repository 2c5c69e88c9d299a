import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { mode, playUntil, waitForTable } from './table-helpers.ts';

// Table mode keeps its state: the AI's orders of the turn, the roll asked for and the dice entered so far, and the
// player's choice in hand come back the same after Leave and Continue, and after a reload.

test.setTimeout(480_000);

/** The order sheet as printed: the orders sent for it, and its PDF less the moment it was made. */
async function orderSheet(page: Page): Promise<{ orders: unknown; pdf: string }> {
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/exportOrderSheet'));
  const download = page.waitForEvent('download');
  await page.getByTestId('order-sheet').click();
  const orders = (await asked).postDataJSON().orders as unknown;
  const pdf = readFileSync(await (await download).path()).toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '').replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/gi, '');
  return { orders, pdf };
}

/** What the table shows that must come back: the game's state, its turn, the AI's orders, and the question asked. */
async function tableState(page: Page) {
  const entry = page.getByTestId('dice-entry');
  const asking = (await entry.count()) > 0;
  const ring = page.getByTestId('asked-unit');
  return {
    hash: await mode(page).getAttribute('data-hash'),
    phase: await mode(page).getAttribute('data-phase'),
    turn: await page.getByTestId('table-turn').textContent(),
    orders: await page.getByTestId('ai-orders').innerText(),
    dice: asking ? { ask: await page.getByTestId('dice-ask').textContent(), index: await entry.getAttribute('data-index'), for: await entry.getAttribute('data-for') } : null,
    asked: (await ring.count()) > 0 ? await ring.getAttribute('data-asked-unit') : null,
  };
}

async function leaveAndContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Leave' }).click();
  await continueGame(page);
}

async function continueGame(page: Page): Promise<void> {
  const listed = page.getByTestId('games-in-progress').getByTestId('game-in-progress');
  await expect(listed).toHaveCount(1);
  // Continue says which game this is: at the table, the side played, the turn.
  await expect(listed.getByTestId('game-at-table')).toHaveText('at the table');
  await expect(listed).toContainText('playing');
  await expect(listed).toContainText('Red Army');
  await expect(listed.getByTestId('game-turn')).toHaveText(/^turn \d+$/);
  await listed.getByTestId('continue').click();
  await expect(mode(page)).toBeVisible();
  await waitForTable(page);
}

test('the Komuch village at the table: orders, dice and the choice in hand come back after Leave, Continue and a reload', async ({ page }) => {
  await page.goto('/');
  await page.click('#tab-new');
  await page.getByTestId('scenario-select').selectOption('komuch-village');
  await page.getByRole('radio', { name: /Red Army/ }).check();
  await page.getByTestId('seed').fill('7');
  await page.getByRole('combobox', { name: 'AI' }).selectOption('easy');
  await page.getByTestId('table-mode-toggle').check();
  await page.getByTestId('start-game').click();
  expect(await waitForTable(page)).toBe('player');

  // Every unit on the map is labelled by name and strength, never by id.
  const map = page.getByTestId('order-map');
  await expect(map.locator('[data-unit-label="red-infantry-1"]')).toHaveText(/^1st Red Inf Coy\s*\d+\/\d+$/);
  const labels = await map.locator('[data-unit-label]').allTextContents();
  expect(labels.length).toBeGreaterThan(6);
  for (const l of labels) expect(l).not.toMatch(/-\d|white-|red-/);

  // The player's choice in hand, its roll asked for: Leave and Continue ask for the same roll, the same unit ringed.
  await page.getByTestId('your-decision').getByRole('button', { name: /1st Red infantry company: move, dicing as in the open/ }).click();
  await page.getByTestId('carry-out').click();
  await expect(page.getByTestId('dice-ask')).toHaveText(/^Roll 2d6 for 1st Red infantry company/);
  await expect(page.getByTestId('asked-unit')).toHaveAttribute('data-asked-unit', 'red-infantry-1');
  const choiceInHand = await tableState(page);
  expect(choiceInHand.dice?.for).toBe('player');
  await leaveAndContinue(page);
  expect(await tableState(page)).toEqual(choiceInHand);
  await page.getByTestId('dice-text').fill('1 2');
  await page.getByTestId('dice-entry').getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByTestId('your-decision')).toContainText('place the figures of 1st Red infantry company');

  // Played on until the AI has given orders this turn and the player is asked again.
  const orderCount = () => page.getByTestId('ai-orders').locator('li.order').count();
  expect(await playUntil(page, async (phase) => phase === 'player' && (await orderCount()) >= 2)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('table-mode-labels.png') });
  const before = await tableState(page);
  expect(before.orders).toMatch(/square [A-L]\d/);
  const sheet = await orderSheet(page);
  expect((sheet.orders as unknown[]).length).toBeGreaterThan(0);
  await leaveAndContinue(page);
  expect(await tableState(page)).toEqual(before);
  expect(await orderSheet(page)).toEqual(sheet);

  // The AI's decision waiting for its dice: after a reload the same roll is asked for, for the AI.
  expect(await playUntil(page, async (phase) => phase === 'dice' && (await page.getByTestId('dice-entry').getAttribute('data-for')) === 'ai')).toBe(true);
  const aiRolling = await tableState(page);
  expect(aiRolling.dice?.ask).toMatch(/^Roll \d+d\d+/);
  await page.reload();
  await continueGame(page);
  expect(await tableState(page)).toEqual(aiRolling);
  const sheetAfter = await orderSheet(page);
  await page.reload();
  await continueGame(page);
  expect(await orderSheet(page)).toEqual(sheetAfter);
});
