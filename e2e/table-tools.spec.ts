import { expect, test } from '@playwright/test';
import { aimAtTable, plannedOrigin, screenNear, startKomuchAsReds, startScenario, stateHash, takeChoice, waitForPlayer } from './play-helpers.ts';

test.setTimeout(240_000);

test('a unit is moved by dragging it on the table; the rules check the plan before Confirm', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 760 });
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'instant' });
  await waitForPlayer(page);
  await page.locator('[data-unit-id="sailors-1"]').click();
  await takeChoice(page, page.getByTestId('choices').getByRole('button', { name: /move, dicing as in the open/ }));
  const reach = Number(/up to ([\d.]+)"/.exec((await page.getByTestId('explainer-result').textContent()) ?? '')?.[1]);
  expect(reach).toBeGreaterThan(0);

  // Find the sailors on screen: aim a planned move just ahead of them, then take the plan back.
  await page.getByTestId('plan-move').click();
  const origin = await plannedOrigin(page);
  const aim = await aimAtTable(page, { x: origin.x, y: origin.y + 4 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('move-plan')).toHaveCount(0);

  // A click on the sailors on the table chooses them, though a press on them could also have begun a drag.
  const from = screenNear(aim, origin);
  await page.locator('[data-unit-id="red-maxim"]').click();
  await expect(page.getByTestId('unit-card')).toContainText('Red Maxim');
  await page.mouse.click(from.x, from.y);
  await expect(page.getByTestId('unit-card')).toContainText('Sailors of the Volga flotilla');

  // Press on the sailors and drag them forward.
  await page.mouse.move(from.x, from.y);
  await expect(page.getByTestId('unit-tooltip')).toContainText('Sailors of the Volga flotilla');
  const advance = Math.min(2.5, reach * 0.8);
  const to = screenNear(aim, { x: origin.x, y: origin.y + advance });
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();

  const plan = page.getByTestId('move-plan');
  await expect(plan).toBeVisible();
  await expect(page.getByTestId('move-title')).toContainText('Sailors of the Volga flotilla advance');
  const endY = Number(await plan.getAttribute('data-point-y'));
  expect(endY).toBeGreaterThan(origin.y + advance / 2);

  // Drag the plan's ghost: the end follows to the right, and the camera stays where it was.
  const end = { x: Number(await plan.getAttribute('data-point-x')), y: endY };
  const ghost = screenNear(aim, end);
  const aside = screenNear(aim, { x: end.x + 1.2, y: end.y + 0.3 });
  await page.mouse.move(ghost.x, ghost.y);
  await page.mouse.down();
  await page.mouse.move(aside.x, aside.y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Number(await plan.getAttribute('data-point-x'))).toBeGreaterThan(end.x + 0.8);
  expect(Number(await plan.getAttribute('data-point-y'))).toBeCloseTo(end.y + 0.3, 0);
  await page.mouse.click(aim.screen.x, aim.screen.y);
  await expect.poll(async () => Number(await plan.getAttribute('data-point-y'))).toBeCloseTo(aim.table.y, 0);
  expect(Number(await plan.getAttribute('data-point-x'))).toBeCloseTo(aim.table.x, 0);
  // Back where the drag left it, for the rules' check.
  await page.mouse.click(aside.x, aside.y);
  await expect.poll(async () => Number(await plan.getAttribute('data-point-x'))).toBeGreaterThan(end.x + 0.8);
  await expect(page.getByTestId('confirm')).toBeEnabled();
  await page.screenshot({ path: 'test-results/drag-move.png' });
  const before = await stateHash(page);
  await page.getByTestId('confirm').click();
  await expect.poll(() => stateHash(page)).not.toBe(before);
  await expect(page.getByTestId('battle-log')).toContainText(/Sailors of the Volga flotilla move \d/);
});

test('"Sees" marks what the selected unit can see, as the rules judge it', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 760 });
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'instant' });
  await waitForPlayer(page);
  await page.locator('[data-unit-id="red-maxim"]').click();
  await page.getByTestId('unit-sight').click();
  await expect(page.getByTestId('unit-sight')).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByTestId('sight-list');
  await expect(list).toContainText(/^Sees: /);
  await expect(list).toContainText(/out of sight|Komuch|People|Czech/);
  await page.screenshot({ path: 'test-results/unit-sight.png' });
  // Another unit chosen: the marks follow it.
  const first = await list.textContent();
  await page.locator('[data-unit-id="sailors-2"]').click();
  await expect(page.getByTestId('unit-card')).toContainText('Sailors');
  await expect(list).toBeVisible();
  expect(typeof first).toBe('string');
  await page.keyboard.press('v');
  await expect(page.getByTestId('unit-sight')).toHaveAttribute('aria-pressed', 'false');
  await expect(list).toHaveCount(0);
});

test('the Continue card at 800×600 shows each game whole, its turn on one line', async ({ page }) => {
  await page.goto('/');
  // The station raid waits for the Reds' choice of officer before turn 1.
  await startScenario(page, { scenarioId: 'station-raid', side: /Red/, seed: 3, aiSpeed: 'instant' });
  await page.getByTestId('menu').click();
  await page.getByTestId('leave-game').click();
  const card = page.getByTestId('games-in-progress');
  const game = card.getByTestId('game-in-progress').first();
  await expect(game).toContainText('before turn 1');
  await page.screenshot({ path: 'test-results/continue-800x600.png' });
  // Nothing of the card is cut off or scrolled away, and "before turn 1" is not broken across lines.
  expect(await card.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  const cardBox = (await card.boundingBox())!;
  const turn = game.getByTestId('game-turn');
  const turnBox = (await turn.boundingBox())!;
  expect(turnBox.y + turnBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
  const lineHeight = await turn.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(turnBox.height).toBeLessThan(lineHeight * 1.5);
  await expect(game.getByTestId('continue')).toBeVisible();
});
