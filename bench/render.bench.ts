import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type Browser, type Page, chromium } from '@playwright/test';
import { parseScenarioText } from '../shared/scenario/validate.ts';
import { scenarioFixture } from '../shared/testing/scenario-fixture.ts';
import { type Figure, median } from './figure.ts';

/**
 * The 3D table's frame cost in Debian's Chromium with software WebGL, as ratios measured in one run
 * (absolute frame times depend on the machine):
 * - the Komuch table drawn through the scene's Threlte components against a bare three.js WebGLRenderer
 *   drawing the very same THREE.Scene from the same camera (≤ 1.3: the components add little);
 * - a 300-base battle against a 30-base one on the same table (≤ 1.5: instancing keeps troops cheap).
 * Each side of a ratio is 100 frames at 1280×720, each frame waited for by reading a pixel back, taken in
 * ten chunks alternating with the other side; the medians of the chunks are compared. The last frame is
 * saved as a PNG for a look.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];
const FRAMES = 100;
const CHUNKS = 10;
const root = fileURLToPath(new URL('..', import.meta.url));

export async function run(): Promise<Figure[]> {
  const session = await openBenchPage();
  try {
    const { page } = session;
    const time = (what: 'timeThrelte' | 'timePlain', frames: number) =>
      page.evaluate(([w, n]) => (window as unknown as { tachankaBench: BenchDriver }).tachankaBench[w](n), [what, frames] as const);
    // Other work on the machine comes and goes: interleave short chunks of each pair and compare medians.
    const threlte: number[] = [], plain: number[] = [], small: number[] = [], large: number[] = [];
    await setCase(page, 'scenario');
    const komuch = await page.evaluate(() => (window as unknown as { tachankaBench: BenchDriver }).tachankaBench.info());
    for (let c = 0; c < CHUNKS; c++) {
      threlte.push(await time('timeThrelte', FRAMES / CHUNKS));
      plain.push(await time('timePlain', FRAMES / CHUNKS));
    }
    for (let c = 0; c < CHUNKS; c++) {
      await setCase(page, 'battle-30');
      small.push(await time('timeThrelte', FRAMES / CHUNKS));
      await setCase(page, 'battle-300');
      large.push(await time('timeThrelte', FRAMES / CHUNKS));
    }
    const battle = await page.evaluate(() => (window as unknown as { tachankaBench: BenchDriver }).tachankaBench.info());
    const shot = join(tmpdir(), 'tachanka-render-bench.png');
    await page.screenshot({ path: shot });
    console.log(`  ${session.scenarioName} table: ${komuch.calls} draw calls, ${komuch.triangles} triangles; 300-base battle: ${battle.calls} calls, ${battle.triangles} triangles`);
    console.log(`  ms per frame (medians of ${CHUNKS} chunks): scene ${fmt(median(threlte))}, bare three.js ${fmt(median(plain))}, 30 bases ${fmt(median(small))}, 300 bases ${fmt(median(large))}; last frame: ${shot}`);
    return [
      { name: `${session.scenarioName} table, Threlte scene vs bare three.js (${FRAMES} frames each, 1280×720)`, value: median(threlte) / median(plain), unit: '×', limit: { max: 1.3 } },
      { name: `300-base battle vs 30-base battle (${FRAMES} frames each, 1280×720)`, value: median(large) / median(small), unit: '×', limit: { max: 1.5 } },
    ];
  } finally {
    await session.close();
  }
}

const fmt = (v: number) => v.toFixed(1);

/** The page's driver, as BenchProbe.svelte puts it on window. */
interface BenchDriver {
  setCase(name: string): Promise<void>;
  timeThrelte(frames: number): number;
  timePlain(frames: number): number;
  info(): { calls: number; triangles: number; width: number; height: number };
}

async function setCase(page: Page, name: string): Promise<void> {
  await page.evaluate((n) => (window as unknown as { tachankaBench: BenchDriver }).tachankaBench.setCase(n), name);
}

export interface BenchPage {
  page: Page;
  browser: Browser;
  scenarioName: string;
  close(): Promise<void>;
}

/**
 * Builds renderer/bench into a temporary folder, serves it on a free loopback port (with the Komuch
 * scenario, or the test fixture while that file is missing, at /scenario.json) and opens it in Chromium.
 * `query` picks another scenario (`?scenario=showcase`).
 */
export async function openBenchPage(query = '', viewport = { width: 1280, height: 720 }): Promise<BenchPage> {
  const dist = mkdtempSync(join(tmpdir(), 'tachanka-render-bench-'));
  await build({ configFile: join(root, 'renderer', 'bench', 'vite.config.ts'), logLevel: 'error', build: { outDir: dist, emptyOutDir: true } });
  const komuch = join(root, 'scenarios', 'komuch-village.tachanka.json');
  const parsed = existsSync(komuch) ? parseScenarioText(readFileSync(komuch, 'utf8')) : null;
  const scenario = parsed?.ok ? parsed.value : scenarioFixture();
  const scenarioName = parsed?.ok ? 'Komuch village' : 'fixture';
  const server = await serve(dist, JSON.stringify(scenario));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (e) => console.error(`  page error: ${e.message}`));
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/index.html${query}`);
    await page.waitForFunction(() => (window as unknown as { tachankaBench?: { ready: boolean } }).tachankaBench?.ready === true, undefined, { timeout: 60_000 });
    return {
      page, browser, scenarioName,
      async close() {
        await browser.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        rmSync(dist, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await browser.close();
    server.close();
    rmSync(dist, { recursive: true, force: true });
    throw e;
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.wasm': 'application/wasm',
};

function serve(dir: string, scenarioJson: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/scenario.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(scenarioJson);
      return;
    }
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
