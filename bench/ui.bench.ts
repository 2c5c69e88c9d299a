import type { Page } from '@playwright/test';
import { withAppInChromium } from './app-in-chromium.ts';
import { armClock, waitForQuiet } from './frame-clock.ts';
import { type Figure, median } from './figure.ts';

/**
 * Click → redraw latency of the play screen (issue: a click that asks the Api and redraws answers in ≤ 100 ms
 * median). Builds the renderer into a temporary folder, serves it with the real services on a free port and drives
 * Debian's Chromium on the Komuch village.
 *
 * Each sample runs from the pointer going down to (a) the answer on screen: Api round trip, new state and DOM
 * updated — the figure held to 100 ms — and (b) the following frame finished. (b) is dominated by SwiftShader's
 * software rasterising here, so, as TOOLCHAIN.md asks, it is reported as a ratio to a redraw that needs no Api (a
 * camera turn) measured in the same run, not as an absolute time.
 */
const SAMPLES = 15;

interface Sample {
  /** Pointer down → answer in the DOM, ms. */
  answer: number;
  /** Pointer down → the frame after the answer finished, ms. */
  frame: number;
}

export async function run(): Promise<Figure[]> {
  return withAppInChromium('ui', { width: 800, height: 600 }, async (page) => {
    await startGame(page);
    await armClock(page, ['pointerdown', 'keydown']);
    const acting = await sampleChoiceClicks(page);
    const sight = await sampleSightClicks(page);
    const plain = await sampleCameraRedraws(page);
    const clickFrames = median([...acting, ...sight].map((s) => s.frame));
    return [
      { name: `choice click → act answered on screen (median of ${acting.length})`, value: median(acting.map((s) => s.answer)), unit: 'ms', limit: { max: 100 } },
      { name: `line-of-sight click → verdict on screen (median of ${sight.length})`, value: median(sight.map((s) => s.answer)), unit: 'ms', limit: { max: 100 } },
      { name: `click → table redrawn, over a camera-only redraw (${median(plain).toFixed(0)} ms in software WebGL)`, value: clickFrames / median(plain), unit: '×', limit: { max: 2 } },
    ];
  });
}

async function startGame(page: Page): Promise<void> {
  await page.click('#tab-settings');
  await page.getByRole('radio', { name: 'instant', exact: true }).check();
  // No stop after the rules' own steps: the player's decisions come one after another.
  await page.getByRole('radio', { name: /run straight through/ }).check();
  await page.click('#tab-new');
  const select = page.getByTestId('scenario-select');
  await select.waitFor();
  if ((await select.locator('option[value="komuch-village"]').count()) > 0) await select.selectOption('komuch-village');
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  await waitForPlayer(page);
}

const STUCK_SHOT = '/tmp/tachanka-ui-bench-stuck.png';

/** Until the player has a decision, nothing is in flight and a choice may be clicked. */
async function waitForPlayer(page: Page): Promise<void> {
  const ready = `(() => {
    const screen = document.querySelector('[data-testid="play-screen"]');
    return screen?.dataset.busy === 'false' && document.querySelector('[data-testid="choices"] button:not(:disabled)') !== null;
  })()`;
  // Polled from here: waitForFunction would evaluate the text inside the page, which the page's CSP forbids.
  for (const started = Date.now(); !(await page.evaluate(ready)); await page.waitForTimeout(20)) {
    if (Date.now() - started > 60_000) {
      await page.screenshot({ path: STUCK_SHOT });
      throw new Error(`the player was never given a decision (the screen then: ${STUCK_SHOT})`);
    }
  }
}

type Answer = { kind: 'hash-changed'; from: string } | { kind: 'sight-verdict' } | { kind: 'none' };

/**
 * Times the next input from inside the page: a watcher set before the input notes when the answer reaches the DOM,
 * then when the frame after it is done (the first animation frame issues the draw, the second starts once it is
 * finished). The page code goes as text: tsx would wrap functions passed as functions in helpers the page lacks.
 */
async function watchFor(page: Page, answer: Answer): Promise<void> {
  const done = answer.kind === 'hash-changed'
    ? `document.querySelector('[data-testid="play-screen"]')?.dataset.hash !== ${JSON.stringify(answer.from)}`
    : answer.kind === 'sight-verdict' ? `document.querySelector('[data-testid="sight-verdict"]') !== null` : 'window.inputAt > window.watchFrom';
  await page.evaluate(`(() => {
    window.timed = null;
    window.watchFrom = performance.now();
    const done = () => window.inputAt > window.watchFrom && (${done});
    const finish = () => {
      const answered = performance.now() - window.inputAt;
      requestAnimationFrame(() => requestAnimationFrame(() => { window.timed = [answered, performance.now() - window.inputAt]; }));
    };
    const watch = new MutationObserver(() => { if (done()) { watch.disconnect(); finish(); } });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    if (${answer.kind === 'none'}) window.addEventListener('keydown', () => setTimeout(() => { watch.disconnect(); finish(); }), { once: true });
  })()`);
}

async function timed(page: Page): Promise<Sample> {
  for (const started = Date.now(); Date.now() - started < 30_000; await page.waitForTimeout(10)) {
    const t = (await page.evaluate('window.timed')) as [number, number] | null;
    if (t) return { answer: t[0], frame: t[1] };
  }
  throw new Error('the answer never reached the screen');
}

/** Clicks the first choice for the unit in front of the player (usually "stay where they are": no dice), confirmed when it is a plan. */
async function sampleChoiceClicks(page: Page): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    await waitForPlayer(page);
    await waitForQuiet(page, 500, 20_000);
    // A choice that moves troops is first drawn as a plan: the click that sends it is Confirm's.
    const choice = page.locator('[data-testid="choices"] button').first();
    const planned = (await choice.getAttribute('data-arms')) === 'true';
    if (planned) await choice.click();
    const confirm = page.getByTestId('armed').getByTestId('confirm');
    const hash = (await page.getByTestId('play-screen').getAttribute('data-hash')) ?? '';
    await watchFor(page, { kind: 'hash-changed', from: hash });
    await (planned ? confirm : choice).click();
    samples.push(await timed(page));
    if ((await page.getByTestId('end-summary').count()) > 0) break;
  }
  return samples;
}

/** Pairs of clicks on the table with the line-of-sight tool: the second of each pair asks main for the verdict. */
async function sampleSightClicks(page: Page): Promise<Sample[]> {
  const box = await page.locator('canvas').first().boundingBox();
  if (!box) throw new Error('no canvas on the play screen');
  await waitForPlayer(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('l');
  const samples: Sample[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const y = box.y + box.height * (0.45 + 0.01 * i);
    await page.mouse.click(box.x + box.width * 0.42, y);
    await waitForQuiet(page, 500, 20_000);
    await watchFor(page, { kind: 'sight-verdict' });
    await page.mouse.click(box.x + box.width * 0.58, y);
    samples.push(await timed(page));
  }
  await page.keyboard.press('Escape');
  return samples;
}

/** A redraw with no Api behind it: the camera turned by a key. */
async function sampleCameraRedraws(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    await waitForQuiet(page, 500, 20_000);
    await watchFor(page, { kind: 'none' });
    await page.keyboard.press(i % 2 === 0 ? 'q' : 'e');
    times.push((await timed(page)).frame);
  }
  return times;
}
