import { expect, test, type Page } from '@playwright/test';
import { holdUntilChoice, startScenario, stateHash, takeChoice, waitForPlayer } from './play-helpers.ts';

test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(300_000);

/** The battle log's lines of one side matching `text`. */
const logLines = (page: Page, side: 'red' | 'white', text: RegExp) => page.getByTestId('battle-log').locator(`li.${side}`, { hasText: text });

test('the station at Lipki as the Reds: leadership rolled and explained, a leader\'s command distances ringed, a unit moved, and the AI answers', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await startScenario(page, { scenarioId: 'lipki-station', side: /Reds/, seed: 7, aiSpeed: 'fast' });
  await waitForPlayer(page, 120_000);
  await expect(page.getByTestId('phase')).toContainText('phase 1: leadership and officers');

  // Phase 1 opens with a leadership roll for every unit under a leader; each is a roll the explainer reads out.
  const leadership = page.getByTestId('battle-log').getByRole('button', { name: /^Volga Sailors: (a leadership point|no leadership this turn) \([\d.]+" from Battalion Commander Gusev\)$/ });
  await expect(leadership).toHaveCount(1);
  await leadership.click();
  const explainer = page.getByTestId('explainer');
  await expect(page.getByTestId('explainer-rule')).toHaveText('Forward Comrades: Determining leadership');
  await expect(explainer).toContainText(/Table\s*leadership/);
  await expect(explainer).toContainText(/12" or less|24" to 12"|36" to 24"/);
  await expect(page.getByTestId('explainer-result')).toHaveText(/leadership point: may move or fire|no leadership/);
  await expect(page.getByTestId('dice-tray')).toBeVisible();

  // A leader selected: his command distances from the leadership table are ringed on the table, and his units.
  await page.locator('[data-unit-id="gusev"]').click();
  const rings = page.getByTestId('command-rings');
  await expect(rings).toHaveAttribute('data-leader-id', 'gusev');
  await expect(rings).toHaveAttribute('data-rings', /^(12 24 36|18 30 42)$/);
  await expect(rings).toHaveAttribute('data-units', 'r-simbirsk-1 r-sailors r-mg');
  await expect(rings).toContainText('Ringed on the table: his command distances');
  const card = page.getByTestId('unit-card');
  await expect(card).toContainText(/Command distances\s*(12", 24", 36"|18", 30", 42")/);
  // Ids never reach the card: troop types and leaders by name.
  await expect(card).not.toContainText(/\b(red|white)-[a-z-]+/);
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await page.screenshot({ path: 'test-results/fc-command-rings.png' });

  // A unit under him selected: the same leader's rings, named on its card.
  await page.locator('[data-unit-id="r-sailors"]').click();
  await expect(rings).toHaveAttribute('data-leader-id', 'gusev');
  await expect(rings).toContainText('Battalion Commander Gusev\'s command distances');
  await page.screenshot({ path: 'test-results/fc-command-rings-unit.png' });
  await page.getByRole('button', { name: 'Top', exact: true }).click();

  // Officers stay, the guns and rifles hold fire, until a unit may move in phase 3.
  await holdUntilChoice(page, /^\d?\s*move [\d.]+"/, 60);
  await expect(page.getByTestId('phase')).toContainText('phase 3: movement');
  const name = (await card.locator('strong').first().textContent()) ?? '';
  expect(name).not.toBe('');
  const before = await stateHash(page);
  await takeChoice(page, page.getByTestId('choices').getByRole('button', { name: /^\d?\s*move [\d.]+"/ }).first());
  await expect.poll(() => stateHash(page)).not.toBe(before);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(logLines(page, 'red', new RegExp(`${escaped} move [\\d.]+"`))).toHaveCount(1);

  // The AI answers once the Reds have moved (the phase's moves go side by side): the rest hold and claim cover,
  // then a White unit acts with its reasons given, and the player is asked again.
  const whiteBefore = await page.getByTestId('battle-log').locator('li.white').count();
  for (let i = 0; i < 40 && (await page.getByTestId('battle-log').locator('li.white').count()) === whiteBefore; i++) {
    await waitForPlayer(page, 180_000);
    if ((await page.getByTestId('battle-log').locator('li.white').count()) > whiteBefore) break;
    const choices = page.getByTestId('choices').getByRole('button');
    if ((await choices.count()) === 0) {
      await page.locator('[data-due="true"]').first().click();
      continue;
    }
    const hold = choices.filter({ hasText: /hold|stay|do not|stand/i }).first();
    const was = await stateHash(page);
    await takeChoice(page, (await hold.count()) > 0 ? hold : choices.first());
    await expect.poll(() => stateHash(page)).not.toBe(was);
  }
  await expect.poll(() => page.getByTestId('battle-log').locator('li.white').count(), { timeout: 120_000 }).toBeGreaterThan(whiteBefore);
  await expect(page.getByTestId('ai-panel').locator('li').first()).not.toBeEmpty();
  await waitForPlayer(page, 180_000);
  await page.screenshot({ path: 'test-results/fc-after-ai.png' });
  await expect(page.getByRole('navigation', { name: 'Units' })).not.toContainText(/\b(red|white)-[a-z]+-\d\b|\bfc-/);
  expect(errors).toEqual([]);
});
