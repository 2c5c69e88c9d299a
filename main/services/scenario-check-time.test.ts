import { describe, expect, it } from 'vitest';
import { checkScenarioText } from './scenario-check.ts';
import { largeScenario } from '../../shared/testing/large-scenarios.ts';
import { LIMITS } from '../../shared/scenario/limits.ts';

/**
 * Reading large documents through the app's one door, against wall-clock bounds many times what the reads
 * take (under 0.5 s of CPU; up to 3 s of wall time on a busy two-core machine), so only a scan that grows with the square of the document
 * fails them: before, each read ran the cross-checks three times, and one run on 16,000 stacked bases took 64 s.
 */
const BOUND_MS = 10_000;

function timedRead(doc: unknown): { ms: number; problems: { path: string; message: string }[] } {
  const text = JSON.stringify(doc);
  expect(text.length).toBeLessThanOrEqual(LIMITS.fileBytes);
  const start = performance.now();
  const { problems } = checkScenarioText(text);
  return { ms: performance.now() - start, problems };
}

const ring = (cx: number, cy: number, r: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ x: cx + r * (i % 2 ? 1 : 0.95) * Math.cos((2 * Math.PI * i) / n), y: cy + r * Math.sin((2 * Math.PI * i) / n) }));

describe('reading large scenarios stays near linear', () => {
  it('read 16,000 bases stacked on one spot', () => {
    const { ms, problems } = timedRead(largeScenario({ bases: 16_000, stacked: true, basesPerUnit: 64 }));
    expect(problems.filter((p) => /overlap/.test(p.message))).toHaveLength(20);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('read 32,000 bases among 32 zones of 2,000 points, only one of them round the bases', () => {
    // Testing every edge of every zone ran about 2,000,000,000 edge tests, three times over.
    const doc = largeScenario({ bases: 32_000, basesPerUnit: 64, zones: 1, zonePoints: 2000 });
    doc.sides.red.units.push(...doc.sides.white.units.map((u) => ({ ...u, id: `${u.id}r` })));
    doc.sides.white.units = [];
    doc.deployment = [...Array.from({ length: 31 }, (_, z) => ({ id: `far${z}`, side: 'red' as const, polygon: ring(440, 440, 30, 2000) })), ...doc.deployment!];
    const { ms, problems } = timedRead(doc);
    expect(problems.filter((p) => /deployment/.test(p.message))).toEqual([]);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('read 64,000 stacked bases in 32 zigzag zones, the costliest document of the size limit found', () => {
    const zigzag = Array.from({ length: 2000 }, (_, i) => ({ x: 1 + (i * 478) / 2000, y: i % 2 ? 1 : 479 }));
    const doc = largeScenario({ rulesetId: 'red-actions', troopType: 'red-regulars', bases: 64_000, basesPerUnit: 64, stacked: true });
    doc.deployment = Array.from({ length: 32 }, (_, z) => ({ id: `zig${z}`, side: 'red' as const, polygon: zigzag }));
    const { ms, problems } = timedRead(doc);
    expect(problems.some((p) => /overlap/.test(p.message))).toBe(true);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('read long railways of 2,000 points with trains and hidden units on a busy table (Red Actions! checks)', () => {
    const doc = largeScenario({ rulesetId: 'red-actions', troopType: 'red-regulars', bases: 2000, basesPerUnit: 4, hidden: true, features: 3000, lines: 60, linePoints: 2000 });
    for (const u of doc.sides.red.units.slice(0, 200)) Object.assign(u, { troopType: 'red-train-car', bases: [{ x: 30, y: 5 + (Number(u.id.slice(1)) % 60) }], hidden: false, tags: ['train-1'] });
    const { ms, problems } = timedRead(doc);
    expect(problems.some((p) => /railway/.test(p.message))).toBe(false);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});
