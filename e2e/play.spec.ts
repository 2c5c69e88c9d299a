import { expect, test } from '@playwright/test';
import { clickTableNear, holdUntilChoice, plannedOrigin, startKomuchAsReds, stateHash, takeChoice, waitForPlayer } from './play-helpers.ts';
import { countColours } from './screenshot-colours.ts';

// A wider page than the default so the table shows between the panels.
test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(240_000);

test('the Komuch village as the Reds: move by clicking, shoot, read the explainer, watch the AI, reload and continue', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'fast' });

  // The phase and whose decision it is are always on screen.
  await waitForPlayer(page);
  await expect(page.getByTestId('turn')).toHaveText('Turn 1 of 14');
  await expect(page.getByTestId('phase')).toContainText('Phase');

  // The observer dies to any enemy that touches him, and his card says so.
  await page.locator('[data-unit-id="czech-observer"]').click();
  await expect(page.getByTestId('unit-card')).toContainText('Czech artillery observer');
  await expect(page.getByTestId('breaks-on-contact')).toBeVisible();

  // Select the Volga sailors and move them, dicing as in the open.
  await page.locator('[data-unit-id="sailors-1"]').click();
  await expect(page.getByTestId('unit-card')).toContainText('Sailors of the Volga flotilla');
  await expect(page.getByTestId('breaks-on-contact')).toHaveCount(0);
  await takeChoice(page, page.getByTestId('choices').getByRole('button', { name: /move, dicing as in the open/ }));

  // The throw is shown: dice in the tray, and the explainer names the rule and the reach.
  await expect(page.getByTestId('dice-tray').locator('.die').first()).toBeVisible();
  await expect(page.getByTestId('explainer-rule')).toContainText('Movement');
  const reach = Number(/up to ([\d.]+)"/.exec((await page.getByTestId('explainer-result').textContent()) ?? '')?.[1]);
  expect(reach).toBeGreaterThan(0);

  // Click the table a little ahead of the sailors; the plan shows the path and facing before anything is sent.
  await page.getByTestId('plan-move').click();
  const origin = await plannedOrigin(page);
  const advance = Math.min(3, reach * 0.8);
  const landed = await clickTableNear(page, { x: origin.x, y: origin.y + advance });
  await expect(page.getByTestId('move-plan')).toContainText('facing');
  await page.screenshot({ path: 'test-results/play-move-plan.png' });
  const beforeMove = await stateHash(page);
  await page.getByTestId('confirm').click();
  await expect.poll(() => stateHash(page)).not.toBe(beforeMove);
  await expect(page.getByTestId('battle-log')).toContainText(/Sailors of the Volga flotilla move \d/);
  expect(landed.y).toBeGreaterThan(origin.y);

  // A move far beyond the reach is refused with the rule set's reason, and nothing changes.
  await waitForPlayer(page);
  await page.locator('[data-due="true"]').first().click();
  // The unit's choices are counted once they are on screen.
  await expect(page.getByTestId('choices').getByRole('button').first()).toBeVisible();
  const activate = page.getByTestId('choices').getByRole('button', { name: /move, dicing/ }).first();
  if ((await activate.count()) > 0) {
    await activate.click();
    await page.getByTestId('plan-move').click();
    const from = await plannedOrigin(page);
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowUp');
    const beforeRefusal = await stateHash(page);
    // The rules' answer for the plan comes first, in words: what was rolled and how long the path is.
    await expect(page.getByTestId('plan-refusal')).toContainText(/rolled\); this path is \d+\.\d"/);
    await expect(page.getByTestId('plan-refusal')).not.toContainText(/\/\d/);
    await expect(page.getByTestId('confirm')).toBeDisabled();
    await page.screenshot({ path: 'test-results/play-move-refused.png' });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('notice')).toContainText('Not allowed');
    expect(await stateHash(page)).toBe(beforeRefusal);
    expect(from.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Escape');
  }

  // Keep everyone else in place until the Maxim may fire, then shoot.
  await holdUntilChoice(page, /fire,|fire at/);
  await takeChoice(page, page.getByTestId('choices').getByRole('button', { name: /fire,|fire at/ }).first());
  // The shot's line in the log is the event meant (the AI may already have rolled after it): pick it, and the
  // tray and the explainer both show that roll, and keep it while the AI goes on.
  // A unit's volley is one line, in names, that opens to its single rolls.
  const volley = page.getByTestId('battle-log').getByTestId('volley').filter({ hasText: /fires \d+ shots? at/ }).first();
  await expect(volley.locator('summary')).not.toContainText(/\w-\w+\/\d/);
  await volley.locator('summary').click();
  const shotLine = volley.getByRole('button', { name: /fires at/ }).first();
  await shotLine.click();
  const shotText = (await shotLine.textContent()) ?? '';
  await expect(page.getByTestId('explainer-rule')).toContainText('Shooting');
  await expect(page.getByTestId('explainer')).toContainText('Needed');
  await expect(page.getByTestId('explainer')).toContainText(shotText);
  await expect(page.getByTestId('dice-tray')).toContainText(shotText);

  // The AI answers at a readable pace and says why.
  await expect(page.getByTestId('ai-panel')).toBeVisible({ timeout: 60_000 });
  await waitForPlayer(page, 120_000);
  await expect(page.getByTestId('ai-panel').locator('li').first()).not.toBeEmpty();
  // Come nearer the Red lines with the wheel (it zooms toward the pointer), so the docs show the models.
  const canvas = (await page.locator('canvas').first().boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width * 0.5, canvas.y + canvas.height * 0.72);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -200);
  // A picture to look at, kept with the test's results: the docs' pictures are made by `npm run screenshots`.
  const shot = await page.screenshot({ path: test.info().outputPath('play-close-up.png') });
  expect(countColours(shot).distinct).toBeGreaterThan(200);

  // Reload and continue: the game comes back at exactly the same state.
  const hash = await stateHash(page);
  await page.reload();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  await expect.poll(() => stateHash(page)).toBe(hash);
  await expect(page.getByTestId('hash-mismatch')).toHaveCount(0);
  await expect(page.getByTestId('battle-log')).toContainText(/fires \d+ shots? at/);
  expect(errors).toEqual([]);
});

test('at 800×600 the panels and the battle log leave the table clear, and the log opens when asked', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 3, aiSpeed: 'instant' });
  await waitForPlayer(page);
  const canvas = await page.locator('canvas').first().boundingBox();
  if (!canvas) throw new Error('no canvas');
  // A table to play on, not a slit between panels.
  expect(canvas.width).toBeGreaterThan(300);
  expect(canvas.height).toBeGreaterThan(350);
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const log = page.getByTestId('battle-log');
  await expect(log.getByRole('button', { name: /Battle log/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('log-latest')).not.toBeEmpty();
  for (const panel of [log, page.getByTestId('hud'), page.getByTestId('orders'), page.getByRole('navigation', { name: 'Units' })]) {
    const box = await panel.boundingBox();
    expect(box && overlap(box, canvas), `${(await panel.getAttribute('class')) ?? ''} ${JSON.stringify([box, canvas])}`).toBe(false);
  }
  await page.screenshot({ path: 'test-results/play-800x600.png' });
  // Opened, the log lies over the table's foot until it is closed again.
  await log.getByRole('button', { name: /Battle log/ }).click();
  await expect(log.locator('ol[role="log"] > li').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/play-800x600-log-open.png' });
  await log.getByRole('button', { name: /Battle log/ }).click();
  await expect(log.locator('ol[role="log"]')).toHaveCount(0);
});
