import { expect, test } from '@playwright/test';
import { mode, playUntilTurn, waitForTable } from './table-helpers.ts';
import { parseGameLogText } from '../main/services/game-log-file.ts';
import { looksSealed } from '../main/services/log-seal.ts';

test.setTimeout(480_000);

test('two turns of the Komuch village at the table with typed dice, a reload, and the game goes on', async ({ page }) => {
  await page.goto('/');
  await page.click('#tab-new');
  await page.getByTestId('scenario-select').selectOption('komuch-village');
  await page.getByRole('radio', { name: /Red Army/ }).check();
  await page.getByTestId('seed').fill('7');
  await page.getByRole('combobox', { name: 'AI' }).selectOption('easy');
  await page.getByTestId('table-mode-toggle').check();
  await expect(page.getByTestId('own-dice-toggle')).toBeChecked();
  await page.getByTestId('start-game').click();
  await expect(mode(page)).toBeVisible();
  await expect(page.getByTestId('table-turn')).toContainText('you roll the dice');

  // The printed mat's grid labels are on the map: columns A to L, rows 1 to 8 for the 72" x 48" table.
  const map = page.getByTestId('order-map');
  await expect(map.locator('text.label', { hasText: /^L$/ }).first()).toBeVisible();
  await expect(map.locator('text.label', { hasText: /^8$/ }).first()).toBeVisible();

  // The Reds move first: the 1st Red infantry company moves, its 2d6 typed in.
  expect(await waitForTable(page)).toBe('player');
  await page.getByTestId('your-decision').getByRole('button', { name: /1st Red infantry company: move, dicing as in the open/ }).click();
  await page.getByTestId('carry-out').click();
  await expect(page.getByTestId('dice-ask')).toHaveText(/^Roll 2d6 for 1st Red infantry company: Reds versus Reds: Movement/);
  await page.getByTestId('dice-text').fill('1 9');
  await page.getByTestId('dice-entry').getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByTestId('dice-entry')).toContainText('die 2: a d6 shows 1 to 6, not 9');
  await page.getByTestId('dice-text').fill('1 2');
  await page.getByTestId('dice-entry').getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByTestId('your-decision')).toContainText('place the figures of 1st Red infantry company');
  await page.screenshot({ path: test.info().outputPath('table-mode-place.png') });

  // A 3" move cannot reach two squares north: the rules say so and give the legal end, which is then taken.
  await page.getByTestId('your-decision').getByRole('button').nth(1).click();
  // Dragged on the map: the figures' new place is judged, and its square written in for the player.
  const start = await page.getByTestId('order-map').locator('[data-unit="red-infantry-1"]').boundingBox();
  expect(start).not.toBeNull();
  const cx = start!.x + start!.width / 2;
  const cy = start!.y + start!.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx, cy - 15, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('move-verdict')).toBeVisible();
  await expect(page.getByTestId('square-input')).toHaveValue(/^[A-L][1-8]$/);
  await page.getByTestId('square-input').fill('D5');
  await page.getByTestId('facing-input').fill('N');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('move-verdict')).toContainText('Not allowed');
  await expect(page.getByTestId('move-verdict')).toContainText('The farthest legal end that way is square');
  await page.screenshot({ path: test.info().outputPath('table-mode-illegal.png') });
  await page.getByRole('button', { name: 'Put it there' }).click();
  await expect(page.getByTestId('move-verdict')).toContainText('The rules allow it');
  const moved = await mode(page).getAttribute('data-hash');
  await page.getByTestId('carry-out').click();
  await page.waitForFunction((hash) => document.querySelector<HTMLElement>('[data-testid="table-mode"]')?.dataset.hash !== hash, moved);

  await playUntilTurn(page, 1);
  await expect(page.getByTestId('ai-orders')).toContainText(/square [A-L]\d/);
  await expect(page.getByTestId('ai-orders')).toContainText('Why:');
  await page.screenshot({ path: test.info().outputPath('table-mode-turn-2.png') });

  // Reload: Continue opens the game at the table again, where it was.
  const hash = await mode(page).getAttribute('data-hash');
  await page.reload();
  await page.getByTestId('games-in-progress').getByTestId('continue').first().click();
  await expect(mode(page)).toHaveAttribute('data-hash', hash!);
  await expect(page.getByTestId('table-turn')).toContainText('you roll the dice');

  await playUntilTurn(page, 2);
  expect(Number(await mode(page).getAttribute('data-turn'))).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: test.info().outputPath('table-mode-turn-3.png') });

  // The order sheet is one PDF page.
  const download = page.waitForEvent('download');
  await page.getByTestId('order-sheet').click();
  const sheet = await download;
  expect(sheet.suggestedFilename()).toMatch(/^komuch-village-turn-\d+-orders\.pdf$/);

  // Under fog of war (on by default) the autosave holds the log sealed: no action, die or seed in plain text. It is
  // the sealed log the reload above resumed from, typed dice and all.
  const logText = await page.evaluate(async () => {
    const open = indexedDB.open('tachanka');
    const db = await new Promise<IDBDatabase>((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
    const rows = await new Promise<{ key: string; logText: string }[]>((resolve) => {
      const req = db.transaction('autosaves').objectStore('autosaves').getAll();
      req.onsuccess = () => resolve(req.result as { key: string; logText: string }[]);
    });
    return rows.find((r) => r.key.startsWith('table:'))!.logText;
  });
  expect(looksSealed(logText)).toBe(true);
  expect(parseGameLogText(logText).ok).toBe(false);
  expect(logText).not.toMatch(/enteredDice|"actions"|"seed"/);
});
