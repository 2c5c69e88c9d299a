import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type Browser, type Page, chromium } from '@playwright/test';
import { parseScenarioText } from '../shared/scenario-checks/validate.ts';
import { scenarioFixture } from '../shared/testing/scenario-fixture.ts';
import { type Figure, median } from './figure.ts';
import { CHROMIUM_ARGS } from './app-in-chromium.ts';
import { type OpeningTable, bundledOpenings, emptyTable } from './bundled-battles.ts';

/**
 * The 3D table's frame cost in Debian's Chromium with software WebGL, as ratios measured in one run
 * (absolute frame times depend on the machine):
 * - the Komuch table drawn through the scene's Threlte components against a bare three.js WebGLRenderer
 *   drawing the very same THREE.Scene from the same camera (≤ 1.3: the components add little);
 * - a 300-base battle against a 30-base one on the same table (≤ 1.5: instancing keeps troops cheap);
 * - the busiest bundled battle at its opening view (a new game on an open table, every unit drawn) against an empty table
 *   of the same size (≤ 2.0: terrain and troops together cost no more than the bare table again). The busiest is the one
 *   drawing the most triangles, read from three's renderer.info after a frame; every battle's draw calls and triangles
 *   are printed.
 * Each side of a ratio is 100 frames at 1280×720, each frame waited for by reading a pixel back, taken in
 * ten chunks alternating with the other side; the medians of the chunks are compared. Software WebGL is
 * all CPU work, so the figures use the CPU time Chromium's processes spend per frame, which stays steady
 * when other jobs share the machine (wall-clock times swing by 2× then; both are printed). The last
 * frame is saved as a PNG for a look.
 */
const FRAMES = 100;
const CHUNKS = 10;
const root = fileURLToPath(new URL('..', import.meta.url));

export async function run(): Promise<Figure[]> {
  const session = await openBenchPage();
  try {
    const { page } = session;
    /** Times a chunk of frames both ways: wall clock in the page, CPU time of Chromium's processes. */
    const time = async (what: 'timeThrelte' | 'timePlain', frames: number, into: Timings) => {
      const cpu0 = session.cpuMs();
      into.wall.push(await page.evaluate(([w, n]) => (window as unknown as { tachankaBench: BenchDriver }).tachankaBench[w](n), [what, frames] as const));
      const cpu1 = session.cpuMs();
      if (cpu0 !== null && cpu1 !== null) into.cpu.push((cpu1 - cpu0) / frames);
    };
    const threlte = timings(), plain = timings(), small = timings(), large = timings();
    await setCase(page, 'scenario');
    const komuch = await info(page);
    // Other work on the machine comes and goes: interleave short chunks of each pair and compare medians.
    for (let c = 0; c < CHUNKS; c++) {
      await time('timeThrelte', FRAMES / CHUNKS, threlte);
      await time('timePlain', FRAMES / CHUNKS, plain);
    }
    for (let c = 0; c < CHUNKS; c++) {
      await setCase(page, 'battle-30');
      await time('timeThrelte', FRAMES / CHUNKS, small);
      await setCase(page, 'battle-300');
      await time('timeThrelte', FRAMES / CHUNKS, large);
    }
    const battle = await info(page);
    const shot = join(tmpdir(), 'tachanka-render-bench.png');
    await page.screenshot({ path: shot });

    // The bundled battles at their opening views: what each draws, then the busiest against an empty table.
    const drawn: { table: OpeningTable; calls: number; triangles: number }[] = [];
    for (const table of session.openings) {
      await loadBattle(page, table.id);
      drawn.push({ table, ...(await info(page)) });
    }
    for (const d of drawn) console.log(`  ${d.table.title} at its opening view: ${d.calls} draw calls, ${d.triangles} triangles`);
    const busiest = drawn.reduce((a, b) => (b.triangles > a.triangles ? b : a));
    const busy = timings(), empty = timings();
    for (let c = 0; c < CHUNKS; c++) {
      await loadBattle(page, busiest.table.id);
      await time('timeThrelte', FRAMES / CHUNKS, busy);
      await loadBattle(page, emptyTable(busiest.table).id);
      await time('timeThrelte', FRAMES / CHUNKS, empty);
    }
    const busiestShot = join(tmpdir(), 'tachanka-render-bench-busiest.png');
    await loadBattle(page, busiest.table.id);
    await page.screenshot({ path: busiestShot });
    const basis = threlte.cpu.length === CHUNKS ? 'cpu' : 'wall';
    console.log(`  ${session.scenarioName} table: ${komuch.calls} draw calls, ${komuch.triangles} triangles; 300-base battle: ${battle.calls} calls, ${battle.triangles} triangles`);
    for (const b of ['wall', 'cpu'] as const) {
      if (threlte[b].length === 0) continue;
      console.log(`  ${b === 'wall' ? 'wall-clock' : 'Chromium CPU'} ms per frame (medians of ${CHUNKS} chunks): scene ${fmt(median(threlte[b]))}, bare three.js ${fmt(median(plain[b]))}, ` +
        `30 bases ${fmt(median(small[b]))}, 300 bases ${fmt(median(large[b]))}, ${busiest.table.title} ${fmt(median(busy[b]))}, empty table ${fmt(median(empty[b]))}; ` +
        `ratios ${(median(threlte[b]) / median(plain[b])).toFixed(2)}, ${(median(large[b]) / median(small[b])).toFixed(2)} and ${(median(busy[b]) / median(empty[b])).toFixed(2)}`);
    }
    console.log(`  figures below use ${basis === 'cpu' ? 'CPU time (steady when other work shares the machine)' : 'wall-clock time'}; frames: ${shot}, ${busiestShot}`);
    return [
      { name: `${session.scenarioName} table, Threlte scene vs bare three.js (${FRAMES} frames each, 1280×720)`, value: median(threlte[basis]) / median(plain[basis]), unit: '×', limit: { max: 1.3 } },
      { name: `300-base battle vs 30-base battle (${FRAMES} frames each, 1280×720)`, value: median(large[basis]) / median(small[basis]), unit: '×', limit: { max: 1.5 } },
      {
        name: `busiest bundled battle (${busiest.table.title}: ${busiest.calls} draw calls, ${busiest.triangles} triangles) at its opening view vs an empty table (${FRAMES} frames each, 1280×720)`,
        value: median(busy[basis]) / median(empty[basis]), unit: '×', limit: { max: 2.0 },
      },
    ];
  } finally {
    await session.close();
  }
}

interface Timings {
  wall: number[];
  cpu: number[];
}
const timings = (): Timings => ({ wall: [], cpu: [] });

const fmt = (v: number) => v.toFixed(1);

/** The page's driver, as BenchProbe.svelte puts it on window. */
interface BenchDriver {
  setCase(name: string): Promise<void>;
  timeThrelte(frames: number): number;
  timePlain(frames: number): number;
  loadBattle(path: string): Promise<void>;
  info(): { calls: number; triangles: number; width: number; height: number };
}

function info(page: Page): Promise<{ calls: number; triangles: number }> {
  return page.evaluate(() => (window as unknown as { tachankaBench: BenchDriver }).tachankaBench.info());
}

/** Shows a table the bench serves (a bundled battle's opening, or its empty table) by its id. */
async function loadBattle(page: Page, id: string): Promise<void> {
  await page.evaluate((path) => (window as unknown as { tachankaBench: BenchDriver }).tachankaBench.loadBattle(path), `./battles/${id}.json`);
}

async function setCase(page: Page, name: string): Promise<void> {
  await page.evaluate((n) => (window as unknown as { tachankaBench: BenchDriver }).tachankaBench.setCase(n), name);
}

export interface BenchPage {
  page: Page;
  browser: Browser;
  scenarioName: string;
  /** The bundled battles at their opening views, served at ./battles/<id>.json, each with its empty table at ./battles/<id>-empty.json. */
  openings: OpeningTable[];
  /** CPU milliseconds used so far by Chromium's processes (renderer and GPU, where SwiftShader draws), or null off Linux. */
  cpuMs(): number | null;
  close(): Promise<void>;
}

/**
 * Builds renderer/bench into a temporary folder, serves it on a free loopback port (with the Komuch
 * scenario, or the test fixture while that file is missing, at /scenario.json; the bundled battles' opening tables
 * and their empty tables at /battles/<id>.json) and opens it in Chromium.
 * `query` picks another scenario (`?scenario=showcase`).
 */
export async function openBenchPage(query = '', viewport = { width: 1280, height: 720 }): Promise<BenchPage> {
  const dist = mkdtempSync(join(tmpdir(), 'tachanka-render-bench-'));
  await build({ configFile: join(root, 'renderer', 'bench', 'vite.config.ts'), logLevel: 'error', build: { outDir: dist, emptyOutDir: true } });
  const komuch = join(root, 'scenarios', 'komuch-village.tachanka.json');
  const parsed = existsSync(komuch) ? parseScenarioText(readFileSync(komuch, 'utf8')) : null;
  const scenario = parsed?.ok ? parsed.value : scenarioFixture();
  const scenarioName = parsed?.ok ? 'Komuch village' : 'fixture';
  const openings = bundledOpenings();
  const battles = new Map([...openings, ...openings.map(emptyTable)].map((t) => [`/battles/${t.id}.json`, JSON.stringify({ scenario: t.scenario, view: t.view })]));
  const server = await serve(dist, JSON.stringify(scenario), battles);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (e) => console.error(`  page error: ${e.message}`));
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/index.html${query}`);
    await page.waitForFunction(() => (window as unknown as { tachankaBench?: { ready: boolean } }).tachankaBench?.ready === true, undefined, { timeout: 60_000 });
    const root = chromiumPid();
    return {
      page, browser, scenarioName, openings,
      cpuMs: () => (root === null ? null : processTreeCpuMs(root)),
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

function serve(dir: string, scenarioJson: string, battles: ReadonlyMap<string, string>): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const json = path === '/scenario.json' ? scenarioJson : battles.get(path);
    if (json !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(json);
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

/** The Chromium that Playwright started for this process: its direct child whose command line names it. */
function chromiumPid(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.ppid !== process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('chromium')) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/** User and system CPU time of a process and all its descendants, in milliseconds (Linux /proc). */
function processTreeCpuMs(root: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (!stat) continue;
    ticks.set(Number(entry), stat.ticks);
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += ticks.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return (total * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, fixed at 100 on the kernels this project runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

function procStat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name, which is in parentheses and may hold spaces
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}
