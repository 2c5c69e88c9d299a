import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuUsage } from 'node:process';
import { checkScenarioText } from '../main/services/scenario-check.ts';
import { SeededRandom } from './seeded-random.ts';
import { DOCUMENT_MUTATIONS, type Json, mutateText } from './scenario-mutations.ts';

/**
 * A read slower than this counts as a hang: the app would seem frozen. It must take this long both on the wall
 * clock and in CPU time, so a shared machine's other work does not make a quick read look like a hang.
 */
const HANG_MS = 2000;

/**
 * Mutates the bundled scenarios and reads each result the way every door into the app does
 * (`checkScenarioText`: JSON limits, migration, schema, cross-references, the rule set's checks). A clean
 * refusal is the right answer to a broken file; a crash is any exception, and a malformed answer one that
 * refuses without a problem, accepts with an error, or names a problem without a JSON path.
 */
export async function run(opts: { seed: number; count: number }): Promise<Record<string, number>> {
  const counts = { 'documents tried': 0, accepted: 0, refused: 0, crashes: 0, 'malformed answers': 0, 'hangs over 2 s': 0, 'slowest read (CPU ms)': 0 };
  let i = -1;
  for (const text of scenarioDocuments(opts.seed, opts.count)) {
    i++;
    counts['documents tried']++;
    const start = performance.now(), cpuStart = cpuUsage();
    try {
      const { scenario, problems } = checkScenarioText(text);
      const errors = problems.filter((p) => p.severity === 'error');
      const malformed = problems.some((p) => !p.path.startsWith('$') || typeof p.message !== 'string' || p.message.length === 0)
        || (scenario === null ? errors.length === 0 : errors.length > 0);
      if (malformed) {
        counts['malformed answers']++;
        report(opts.seed, i, 'malformed answer', problems.slice(0, 3));
      }
      counts[scenario ? 'accepted' : 'refused']++;
    } catch (e) {
      counts.crashes++;
      report(opts.seed, i, 'crash', e instanceof Error ? e.stack ?? e.message : e);
    }
    const ms = performance.now() - start, cpu = cpuUsage(cpuStart), cpuMs = (cpu.user + cpu.system) / 1000;
    counts['slowest read (CPU ms)'] = Math.max(counts['slowest read (CPU ms)'], Math.round(cpuMs));
    if (ms > HANG_MS && cpuMs > HANG_MS) {
      counts['hangs over 2 s']++;
      report(opts.seed, i, `read took ${Math.round(ms)} ms, ${Math.round(cpuMs)} ms of CPU`, text.slice(0, 200));
    }
  }
  return counts;
}

/** The mutated documents' texts, the same for the same seed: document i of a run is the i-th of these. */
export function* scenarioDocuments(seed: number, count: number): Generator<string> {
  const r = new SeededRandom(seed);
  const bundled = bundledDocuments();
  for (let i = 0; i < count; i++) {
    const doc = structuredClone(r.pick(bundled));
    for (let m = 0, n = r.int(1, 3); m < n; m++) r.pick(DOCUMENT_MUTATIONS)(doc, r);
    const text = JSON.stringify(doc);
    yield r.chance(0.3) ? mutateText(text, r) : text;
  }
}

function bundledDocuments(): { [key: string]: Json }[] {
  const dir = fileURLToPath(new URL('../scenarios/', import.meta.url));
  return readdirSync(dir).filter((f) => f.endsWith('.tachanka.json')).sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { [key: string]: Json });
}

/** Enough to replay the case: the seed and the document's number, and what went wrong. */
function report(seed: number, index: number, what: string, detail: unknown): void {
  console.error(`scenario-documents seed ${seed}, document ${index}: ${what}`, detail);
}
