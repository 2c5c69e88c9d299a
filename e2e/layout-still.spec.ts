import { expect, test, type Page } from '@playwright/test';
import { startKomuchAsReds, startScenario, stateHash, takeChoice } from './play-helpers.ts';
import { armTool } from './editor-helpers.ts';

// The size the layout was found jumping at.
test.use({ viewport: { width: 1280, height: 800 } });
test.setTimeout(300_000);

/** Waits until the screen is still: stopped after a rules step, or the player's decision due. */
async function settled(page: Page): Promise<'stopped' | 'decision'> {
  await page.waitForFunction(() => {
    const screen = document.querySelector<HTMLElement>('[data-testid="play-screen"]');
    const due = /Your decision/.test(document.querySelector('[data-testid="decision"]')?.textContent ?? '');
    return screen?.dataset.busy === 'false' && (due || document.querySelector('[data-testid="phase-stop"]') !== null);
  }, undefined, { timeout: 120_000 });
  return (await page.getByTestId('phase-stop').count()) > 0 ? 'stopped' : 'decision';
}

/** Takes the player's decision: the first choice offered (a due unit picked first when none is). */
async function decide(page: Page): Promise<void> {
  const choices = page.getByTestId('choices').getByRole('button');
  if ((await choices.count()) === 0) await page.locator('[data-due="true"]').first().click();
  await expect(choices.first()).toBeVisible();
  const before = await stateHash(page);
  await takeChoice(page, choices.first());
  await expect.poll(() => stateHash(page)).not.toBe(before);
}

const box = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!;

/** Plays `steps` stops and decisions, checking the top bar and the table at each; returns the texts it showed. */
async function barHoldsStill(page: Page, steps: number, picture: string): Promise<string[]> {
  const heights = new Set<number>();
  const canvasTops = new Set<number>();
  const texts: string[] = [];
  for (let i = 0; i < steps; i++) {
    const state = await settled(page);
    const hud = await box(page, 'hud');
    const canvas = (await page.getByTestId('table-canvas').locator('canvas').boundingBox())!;
    heights.add(Math.round(hud.height));
    canvasTops.add(Math.round(canvas.y));
    // the bar never reaches over the table
    expect(hud.y + hud.height).toBeLessThanOrEqual(canvas.y + 1);
    // no text runs under its neighbour: the decision's words stay inside its box, and that box clear of the phase
    const spill = await page.getByTestId('hud').evaluate((hud) => {
      const inside = (el: Element, box: DOMRect) => { const r = el.getBoundingClientRect(); return r.left >= box.left - 1 && r.right <= box.right + 1; };
      const who = hud.querySelector('[data-testid="decision"]')!, where = who.previousElementSibling!;
      const out = [...who.children].filter((c) => !inside(c, who.getBoundingClientRect())).map((c) => c.textContent);
      out.push(...[...where.children].filter((c) => !inside(c, where.getBoundingClientRect())).map((c) => c.textContent));
      // side by side on a wide window; on a narrow one the decision has a line of its own under them
      const [w, d] = [where.getBoundingClientRect(), who.getBoundingClientRect()];
      if (w.right > d.left + 1 && w.bottom > d.top + 1) out.push('the phase runs into the decision');
      // and all of it inside the bar's one height
      const bar = hud.getBoundingClientRect();
      for (const el of hud.querySelectorAll('strong, span, button')) {
        const r = el.getBoundingClientRect();
        if (r.height > 0 && (r.top < bar.top - 1 || r.bottom > bar.bottom + 1)) out.push(`${el.textContent} is cut off by the bar's foot`);
      }
      return out;
    });
    expect(spill).toEqual([]);
    // a text cut short is whole in its title
    for (const id of ['phase', 'decision']) {
      const el = page.getByTestId(id);
      const prompt = id === 'decision' ? el.locator('.prompt') : el;
      if ((await prompt.count()) === 0) continue;
      expect(await prompt.getAttribute('title')).toBe((await prompt.textContent())?.trim());
      texts.push((await prompt.textContent()) ?? '');
    }
    if (i === 0) await page.screenshot({ path: test.info().outputPath(`${picture}.png`) });
    if (state === 'stopped') await page.getByTestId('go-on').click();
    else await decide(page);
  }
  await page.screenshot({ path: test.info().outputPath(`${picture}-later.png`) });
  expect([...heights]).toHaveLength(1);
  expect([...canvasTops]).toHaveLength(1);
  return texts;
}

test('the top bar keeps one height and the table holds still through Tsaritsyn\'s long phases and decisions', async ({ page }) => {
  await page.goto('/');
  await startScenario(page, { scenarioId: 'tsaritsyn-wire', side: /^Reds/, seed: 5, aiSpeed: 'instant' });
  const texts = await barHoldsStill(page, 8, 'tsaritsyn-top-bar');
  // some of what it showed was longer than its room on the bar
  expect(texts.some((t) => t.length > 40)).toBe(true);
});

test('in a small window (800×600) the top bar\'s two lines keep one height too', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/');
  await startScenario(page, { scenarioId: 'tsaritsyn-wire', side: /^Reds/, seed: 5, aiSpeed: 'instant' });
  await barHoldsStill(page, 5, 'tsaritsyn-top-bar-800x600');
});

test('Space goes on after a step even when a roll in the battle log has the focus', async ({ page }) => {
  await page.goto('/');
  await startKomuchAsReds(page, { seed: 11, aiSpeed: 'instant' });
  for (let i = 0; i < 20; i++) {
    if ((await settled(page)) === 'decision') {
      await decide(page);
      continue;
    }
    const roll = page.getByTestId('battle-log').getByRole('button', { name: /./ }).and(page.locator('[title="Explain this roll"]')).first();
    if ((await roll.count()) === 0) {
      await page.getByTestId('go-on').click();
      continue;
    }
    const stop = await page.getByTestId('phase-stop').getAttribute('data-stop');
    await roll.click();
    expect(await roll.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(' ');
    await expect.poll(async () => (await page.getByTestId('phase-stop').count()) === 0 || (await page.getByTestId('phase-stop').getAttribute('data-stop')) !== stop).toBe(true);
    return;
  }
  throw new Error('no step with a roll in the log came');
});

test('the editor\'s bar holds still as tools are armed, a clamped number says so, and "Saved" waits for a save', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Editor' }).click();
  await expect(page.getByTestId('library')).toHaveAttribute('data-loaded', 'true');
  await page.getByTestId('new-scenario').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  // Opened, nothing is saved yet.
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'unchanged');
  await expect(page.getByTestId('save-state')).not.toHaveText('Saved');

  const bar = page.locator('header[aria-label="Editor tools"]');
  const canvas = page.getByTestId('editor-canvas');
  const still = async () => ({ bar: await bar.boundingBox(), canvas: await canvas.boundingBox(), save: await page.getByTestId('save').boundingBox() });
  const before = await still();
  for (const tool of ['Wooden building', 'Small stream', 'Built-up area', 'Objective']) {
    await armTool(page, tool);
    await expect(page.getByTestId('armed-tool')).toHaveText(tool);
    expect(await still()).toEqual(before);
  }
  await page.keyboard.press('Escape');

  // A unit's strength typed far past its most is kept at the most, and the field says so.
  await page.locator('#editor-tab-forces').click();
  await page.getByTestId('zone-strip-red').click();
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('roster-side-red').check();
  await page.getByTestId('place-red-infantry').click();
  const strength = page.getByTestId('unit-strength');
  const most = await strength.getAttribute('max');
  await strength.fill('99999999');
  await strength.press('Tab');
  await expect(strength).toHaveValue(most!);
  await expect(page.getByTestId('unit-strength-note')).toHaveText(`at most ${most}`);
  await page.screenshot({ path: test.info().outputPath('editor-clamped-strength.png') });
  // A number within the limits is kept as typed, and the note goes.
  const least = Number(await strength.getAttribute('min'));
  await strength.fill(String(least + 1));
  await strength.press('Tab');
  await expect(strength).toHaveValue(String(least + 1));
  await expect(page.getByTestId('unit-strength-note')).toHaveCount(0);
});
