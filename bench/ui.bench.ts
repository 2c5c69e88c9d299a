import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { chromium, type Page } from '@playwright/test';
import { createApiHandlers } from '../main/services/api-handlers.ts';
import { GameService } from '../main/services/games.ts';
import { ScenarioFiles } from '../main/services/scenario-files.ts';
import { packageRoot } from '../main/services/package-root.ts';
import { startWebHost } from '../main/web/web-host.ts';
import { type Figure, median } from './figure.ts';

/**
 * Click → redraw latency of the play screen (issue: a click that asks the Api and redraws answers in ≤ 100 ms
 * median). Builds the renderer into a temporary folder, serves it with the real services on a free port, and
 * drives Debian's Chromium: each sample runs from the pointer going down to the first animation frame after
 * the answer is on screen.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];
const SAMPLES = 15;

export async function run(): Promise<Figure[]> {
  const root = packageRoot();
  const dist = mkdtempSync(join(tmpdir(), 'tachanka-ui-bench-'));
  const host = await (async () => {
    await build({ configFile: join(root, 'renderer', 'vite.config.ts'), logLevel: 'error', build: { outDir: dist, emptyOutDir: true } });
    return startWebHost({ api: createApiHandlers({ scenarios: new ScenarioFiles(), games: new GameService() }), staticDir: dist, port: 0 });
  })();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 960, height: 640 } });
    await page.goto(host.url);
    await startGame(page);
    const acting = await sampleChoiceClicks(page);
    const sight = await sampleSightClicks(page);
    return [
      { name: `choice click → act → redraw (median of ${acting.length})`, value: median(acting), unit: 'ms', limit: { max: 100 } },
      { name: `line-of-sight click → verdict drawn (median of ${sight.length})`, value: median(sight), unit: 'ms', limit: { max: 100 } },
    ];
  } finally {
    await browser.close();
    await host.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

async function startGame(page: Page): Promise<void> {
  await page.click('#tab-settings');
  await page.getByLabel('instant').check();
  await page.click('#tab-new');
  const select = page.getByTestId('scenario-select');
  await select.waitFor();
  if ((await select.locator('option[value="komuch-village"]').count()) > 0) await select.selectOption('komuch-village');
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  await waitForPlayer(page);
}

/** Until the player has a decision and nothing is in flight. */
async function waitForPlayer(page: Page): Promise<void> {
  const ready = `(() => {
    const screen = document.querySelector('[data-testid="play-screen"]');
    return screen?.dataset.busy === 'false' && document.querySelector('[data-testid="choices"] button:not(:disabled)') !== null;
  })()`;
  // Polled from here: waitForFunction would evaluate the text inside the page, which its CSP forbids.
  for (const started = Date.now(); !(await page.evaluate(ready)); await page.waitForTimeout(20)) {
    if (Date.now() - started > 60_000) throw new Error('the player was never given a decision');
  }
}

/** Remembers when the pointer last went down, so timing starts at the real click. */
async function armClickClock(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    if (window.clickAt === undefined) window.addEventListener('pointerdown', () => { window.clickAt = performance.now(); }, { capture: true });
    window.clickAt = 0;
  })()`);
}

type Awaited = { kind: 'hash-changed'; from: string } | { kind: 'sight-verdict' };

/**
 * Milliseconds from the last pointer-down until the awaited change is on screen and one more frame is drawn.
 * The page code goes as text: tsx would otherwise wrap its functions in helpers the page does not have.
 */
function elapsedUntil(page: Page, awaited: Awaited): Promise<number> {
  const done = awaited.kind === 'hash-changed'
    ? `document.querySelector('[data-testid="play-screen"]')?.dataset.hash !== ${JSON.stringify(awaited.from)}`
    : `document.querySelector('[data-testid="sight-verdict"]') !== null`;
  return page.evaluate(`(async () => {
    while (!(${done})) await new Promise((r) => setTimeout(r, 1));
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    return performance.now() - window.clickAt;
  })()`) as Promise<number>;
}

async function sampleChoiceClicks(page: Page): Promise<number[]> {
  console.log("sampling choices");
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    await waitForPlayer(page);
    const hash = await page.getByTestId('play-screen').getAttribute('data-hash');
    await armClickClock(page);
    await page.locator('[data-testid="choices"] button').first().click();
    times.push(await elapsedUntil(page, { kind: 'hash-changed', from: hash ?? '' }));
    if (await page.getByTestId('end-summary').count()) break;
  }
  return times;
}

async function sampleSightClicks(page: Page): Promise<number[]> {
  const canvas = page.locator('canvas').first();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas on the play screen');
  await page.keyboard.press('Escape');
  await page.keyboard.press('l');
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // The first click of a pair starts the line over; the second asks main for the verdict.
    const y = box.y + box.height * (0.45 + 0.01 * i);
    await page.mouse.click(box.x + box.width * 0.42, y);
    await armClickClock(page);
    await page.mouse.click(box.x + box.width * 0.58, y);
    times.push(await elapsedUntil(page, { kind: 'sight-verdict' }));
  }
  return times;
}
