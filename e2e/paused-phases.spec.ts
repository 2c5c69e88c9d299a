import { expect, test, type Page } from '@playwright/test';
import { startKomuchAsReds, stateHash, takeChoice } from './play-helpers.ts';

test.use({ viewport: { width: 1200, height: 760 } });
test.setTimeout(300_000);

/** Waits until the screen is still: either stopped after a rules step, or the player's decision is due. */
async function settled(page: Page): Promise<'stopped' | 'decision'> {
  await page.waitForFunction(() => {
    const screen = document.querySelector<HTMLElement>('[data-testid="play-screen"]');
    const due = /Your decision/.test(document.querySelector('[data-testid="decision"]')?.textContent ?? '');
    return screen?.dataset.busy === 'false' && (due || document.querySelector('[data-testid="phase-stop"]') !== null);
  }, undefined, { timeout: 60_000 });
  return (await page.getByTestId('phase-stop').count()) > 0 ? 'stopped' : 'decision';
}

/** Each unit's strength and markers, as "now/start marker,marker", by unit id. */
type Readout = Record<string, string>;

const readoutOf = (units: { id: string; strength: { now: number; start: number }; markers: { kind: string }[] }[]): Readout =>
  Object.fromEntries(units.map((u) => [u.id, `${u.strength.now}/${u.strength.start} ${u.markers.map((m) => m.kind).sort().join(',')}`]));

/** What the unit list reads for every unit on the table, in the same shape. */
const readoutOnScreen = (page: Page): Promise<Readout> =>
  page.locator('nav[aria-label="Units"] button[data-unit-id]').evaluateAll((buttons) => Object.fromEntries(buttons.map((b) => [
    b.getAttribute('data-unit-id'),
    `${/\d+\/\d+/.exec(b.querySelector('.meta')?.textContent ?? '')?.[0]} ${[...b.querySelectorAll('.marker')].map((m) => m.getAttribute('title')).sort().join(',')}`,
  ])));

interface ActionTables { steps: Readout[]; after: Readout }

const turnNow = async (page: Page): Promise<number> => Number(/Turn (\d+)/.exec((await page.getByTestId('turn').textContent()) ?? '')?.[1]);

/** Takes the player's decision: fire where the rules allow it, else keep the unit where it is. */
async function decide(page: Page): Promise<void> {
  const choices = page.getByTestId('choices').getByRole('button');
  if ((await choices.count()) === 0) await page.locator('[data-due="true"]').first().click();
  // The unit's choices are looked through once they are on screen.
  await expect(choices.first()).toBeVisible();
  const fire = choices.filter({ hasText: /fire,|fire at/ }).first();
  const hold = choices.filter({ hasText: /stay where they are|hold fire|does not rally|no strike|do not/i }).first();
  const pick = (await fire.count()) > 0 ? fire : (await hold.count()) > 0 ? hold : choices.first();
  const before = await stateHash(page);
  await takeChoice(page, pick);
  await expect.poll(() => stateHash(page)).not.toBe(before);
}

test('the Komuch village stops after each rules step, shows its results, and goes on when the player says so', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'instant' });

  const headings: string[] = [];
  let shotStop = false;
  // The tables main sent with each action (by the game's hash after it): as each rules step ended, and after it all.
  const sent = new Map<string, ActionTables>();
  page.on('response', async (response) => {
    if (!/\/api\/(act|aiAct)$/.test(new URL(response.url()).pathname)) return;
    const body = await response.json().catch(() => null) as { ok: boolean; value: { snapshot?: unknown } } | null;
    if (!body?.ok) return;
    const snapshot = (body.value.snapshot ?? body.value) as { hash: string; view: { units: [] }; stepTables: { table: { units: [] } }[] };
    sent.set(snapshot.hash, { steps: snapshot.stepTables.map((t) => readoutOf(t.table.units)), after: readoutOf(snapshot.view.units) });
  });
  let readEarlier = 0;
  for (let i = 0; i < 300 && (await turnNow(page)) < 3; i++) {
    if ((await settled(page)) === 'decision') {
      await decide(page);
      continue;
    }
    // Paused, the unit list reads the units as main's table for a step of this action has them, or as after it all.
    const hashNow = await stateHash(page);
    await expect.poll(() => sent.has(hashNow)).toBe(true);
    const tables = sent.get(hashNow)!;
    const onScreen = await readoutOnScreen(page);
    const matches = tables.steps.filter((t) => JSON.stringify(t) === JSON.stringify(onScreen));
    expect(matches.length > 0 || JSON.stringify(tables.after) === JSON.stringify(onScreen), JSON.stringify(onScreen)).toBe(true);
    if (matches.length > 0 && JSON.stringify(tables.after) !== JSON.stringify(onScreen)) readEarlier++;
    const stop = page.getByTestId('phase-stop');
    const heading = (await page.getByTestId('stop-heading').textContent()) ?? '';
    headings.push(heading);
    expect(heading).toMatch(/ — done\. Next: .+\.$/);
    // Stopped: the choices wait behind the stop, and the AI does not move.
    await expect(page.getByTestId('choices')).toHaveCount(0);
    await expect(page.getByTestId('decision')).toContainText('Paused between steps');
    const hash = await stateHash(page);
    if (!shotStop && /^Shooting/.test(heading)) {
      shotStop = true;
      // The step's results are in the log: its last line is a result of this step, in names.
      await expect(page.getByTestId('battle-log').locator('li').last()).not.toContainText(/\w-\w+\/\d/);
      await page.screenshot({ path: 'test-results/paused-after-shooting.png' });
      // The stop and its Go on stay on screen in a small window too.
      await page.setViewportSize({ width: 800, height: 600 });
      await expect(page.getByTestId('go-on')).toBeInViewport();
      await page.screenshot({ path: 'test-results/paused-after-shooting-800x600.png' });
      await page.setViewportSize({ width: 1200, height: 760 });
    }
    const at = await stop.getAttribute('data-stop');
    const logLines = await page.getByTestId('battle-log').locator('ol[role="log"] > li').count();
    expect(await stateHash(page)).toBe(hash);
    await page.keyboard.press('Space');
    // The next step's lines come into the log, or the stop gives way to the next decision.
    await expect.poll(async () => (await stop.count()) === 0 || (await stop.getAttribute('data-stop')) !== at).toBe(true);
    expect(await page.getByTestId('battle-log').locator('ol[role="log"] > li').count()).toBeGreaterThanOrEqual(logLines);
  }
  expect(await turnNow(page)).toBe(3);
  expect(headings.some((h) => /^Shooting/.test(h)), headings.join(' | ')).toBe(true);
  // Some stop showed a step whose table differs from the action's end (a later step's casualties, markers or the
  // new turn's cleared "moved" markers not yet on the table).
  expect(readEarlier).toBeGreaterThan(0);
  expect(headings.length, headings.join(' | ')).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});

test('with "run straight through" the phases never stop', async ({ page }) => {
  await page.goto('/');
  await page.click('#tab-settings');
  await page.getByRole('radio', { name: /run straight through/ }).check();
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'instant' });
  await page.evaluate(() => {
    const w = window as unknown as { stops: number };
    w.stops = 0;
    new MutationObserver(() => { if (document.querySelector('[data-testid="phase-stop"]')) w.stops++; }).observe(document.body, { childList: true, subtree: true });
  });
  for (let i = 0; i < 200 && (await turnNow(page)) < 2; i++) {
    expect(await settled(page)).toBe('decision');
    await decide(page);
  }
  expect(await turnNow(page)).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { stops: number }).stops)).toBe(0);
});
