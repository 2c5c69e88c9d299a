import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../shared/scenario-checks/validate.ts';
import { scenarioFixture } from '../../../shared/testing/scenario-fixture.ts';
import { forkPrintChild, type PrintChild, type StartPrintChild } from './print-child-process.ts';
import type { PrintChildMessage, PrintJob } from './print-job.ts';
import { PrintRenderer } from './print-renderer.ts';

const folder = new URL('../../../scenarios/', import.meta.url);
const bundled = readdirSync(folder).filter((f) => f.endsWith('.tachanka.json')).map((f) => {
  const read = validateScenario(JSON.parse(readFileSync(new URL(f, folder), 'utf8')));
  if (!read.ok) throw new Error(`${f}: ${read.error.map((p) => p.message).join('; ')}`);
  return read.value;
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('the print renderer runs each export in a child process', { timeout: 300_000 }, () => {
  // resvg aborted the whole process on the edge and bottom sheets of a tiled mat (Option::unwrap on None in its geometry).
  // Every paper's sheets are checked for what set it off in mat-sheet-bounds.test.ts; here resvg itself draws A3's.
  it('renders every sheet of every bundled scenario\'s A3 mat as PNG', async () => {
    const renderer = new PrintRenderer();
    for (const scenario of bundled) {
      const files = await renderer.render({ source: { scenario }, options: { kind: 'mat', format: 'png', paper: 'a3', dpi: 36 }, single: false });
      if (!files.ok) throw new Error(`${scenario.title}: ${files.error.message}`);
      for (const file of files.value) expect([...file.bytes.subarray(0, 4)], file.fileName).toEqual(PNG_SIGNATURE);
    }
  });

  it('turns a child that aborts into a refusal naming the sheet, and renders the next export', async () => {
    // A real print child, sent the signal a native panic raises as it begins the third sheet.
    const aborting: StartPrintChild = async (heapMb, events) => {
      let child: PrintChild | null = null;
      child = await forkPrintChild(heapMb, {
        ...events,
        message: (m) => {
          if (m.kind === 'page' && m.page === 3) process.kill(child!.pid!, 'SIGABRT');
          events.message(m);
        },
      });
      return child;
    };
    const job: PrintJob = { source: { scenario: bundled[0]! }, options: { kind: 'mat', format: 'svg', paper: 'a4' }, single: false };
    const refused = await new PrintRenderer({ start: aborting }).render(job);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/^the SVG renderer failed on sheet 3 of \d+: it stopped with SIGABRT$/);
    const next = await new PrintRenderer().render({ ...job, options: { kind: 'overview', format: 'svg' } });
    expect(next.ok).toBe(true);
  });

  it('refuses by its own words what the scenario or the options get wrong, with the JSON path', async () => {
    const renderer = new PrintRenderer();
    const broken = await renderer.render({ source: { scenarioText: JSON.stringify({ ...scenarioFixture(), turnLimit: 0 }) }, options: { kind: 'overview' }, single: true });
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.problems?.map((p) => p.path)).toContain('$.turnLimit');
    const options = await renderer.render({ source: { scenario: scenarioFixture() }, options: { kind: 'overview', dpi: 10_000 }, single: true });
    expect(options.ok).toBe(false);
    if (!options.ok) expect(options.error.problems?.[0]?.path).toBe('$.dpi');
  });
});

/** A child that answers only when told to, and records when it was started. */
function heldChildren(): { start: StartPrintChild; started: string[]; release: (index: number) => void } {
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const start: StartPrintChild = (_heapMb, events) => Promise.resolve({
    pid: undefined,
    send: (job) => {
      started.push(job.options.kind);
      finishers.push(() => events.message({ kind: 'done', result: { ok: true, value: [] } } satisfies PrintChildMessage));
    },
    stop: () => {},
  });
  return { start, started, release: (i) => finishers[i]!() };
}

describe('the print renderer keeps one export at a time', () => {
  const job = (kind: 'overview' | 'roster'): PrintJob => ({ source: { scenario: scenarioFixture() }, options: { kind }, single: true });

  it('starts the next child only when the one before has finished, and refuses beyond its queue', async () => {
    const held = heldChildren();
    const renderer = new PrintRenderer({ start: held.start, queue: 1 });
    const first = renderer.render(job('overview'));
    const second = renderer.render(job('roster'));
    const third = await renderer.render(job('overview'));
    expect(third.ok).toBe(false);
    if (!third.ok) expect(third.error.message).toBe('2 exports are already being made; try again when they are done');
    await new Promise((r) => setTimeout(r, 10));
    expect(held.started).toEqual(['overview']);
    held.release(0);
    expect((await first).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(held.started).toEqual(['overview', 'roster']);
    held.release(1);
    expect((await second).ok).toBe(true);
  });

  it('stops a child that takes longer than its time limit', async () => {
    const held = heldChildren();
    const refused = await new PrintRenderer({ start: held.start, timeLimitMs: 30 }).render(job('overview'));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toBe('the export took longer than 1 second and was stopped');
  });
});
