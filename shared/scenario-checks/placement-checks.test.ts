import { describe, expect, it } from 'vitest';
import { parseScenarioShape } from '../scenario/shape.ts';
import { crossCheck } from './cross-check.ts';
import { MAX_OVERLAP_WARNINGS } from './placement-checks.ts';
import type { Scenario } from '../scenario/schema.ts';
import { largeScenario, LARGE_TABLE } from '../testing/large-scenarios.ts';

const shaped = (doc: unknown): Scenario => {
  const r = parseScenarioShape(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.error.slice(0, 3)));
  return r.value;
};

/* The time these take is held to bounds in main/services/scenario-check-time.test.ts, which has a clock. */

const ring = (cx: number, cy: number, r: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ x: cx + r * (i % 2 ? 1 : 0.95) * Math.cos((2 * Math.PI * i) / n), y: cy + r * Math.sin((2 * Math.PI * i) / n) }));

describe('placement checks on large scenarios', () => {
  it('list only the first 20 overlaps of 16,000 bases stacked on one spot', () => {
    const scenario = shaped(largeScenario({ bases: 16_000, stacked: true, basesPerUnit: 64 }));
    const problems = crossCheck(scenario);
    const overlaps = problems.filter((p) => /overlap/.test(p.message));
    expect(overlaps).toHaveLength(MAX_OVERLAP_WARNINGS);
    expect(overlaps[0]).toMatchObject({ path: '$.sides.red.units[0].bases[1]', message: 'two bases of Unit 0 overlap at (10, 10): bases cannot share the table' });
    expect(overlaps[1]!.message).toBe('Unit 1 and Unit 0 overlap at (10, 10): bases cannot share the table');
  });

  it('find no overlap among 16,000 bases that stand apart', () => {
    const scenario = shaped(largeScenario({ bases: 16_000, basesPerUnit: 64 }));
    const problems = crossCheck(scenario);
    expect(problems.filter((p) => /overlap/.test(p.message))).toEqual([]);
  });

  it('find every base of 16,000 in the one zone round them, among 31 detailed zones elsewhere', () => {
    // 31 zones of 2,000 points far from the bases and one round them.
    const doc = largeScenario({ bases: 16_000, basesPerUnit: 32, zones: 1, zonePoints: 2000 });
    doc.sides.red.units.push(...doc.sides.white.units.map((u) => ({ ...u, id: `${u.id}r` })));
    doc.sides.white.units = [];
    doc.deployment = [
      ...Array.from({ length: 31 }, (_, z) => ({ id: `far${z}`, side: 'red' as const, polygon: ring(440, 440, 30, 2000) })),
      ...doc.deployment!,
    ];
    const scenario = shaped(doc);
    const problems = crossCheck(scenario);
    expect(problems.filter((p) => /deployment/.test(p.message))).toEqual([]);
  });

  it('still warn of a unit standing outside its zone', () => {
    const doc = largeScenario({ bases: 400, zones: 4, zonePoints: 2000 });
    doc.sides.red.units[3]!.bases[2] = { x: 1, y: 1 };
    const problems = crossCheck(shaped(doc)).filter((p) => /deployment/.test(p.message));
    expect(problems).toEqual([{ path: '$.sides.red.units[3].bases', message: "Unit 3 stands outside the deployment zone of Reds", severity: 'warning' }]);
  });

  it('stop at a budget on zones drawn to defeat the index, and say how many units went unchecked', () => {
    // Zigzags whose every edge spans the zone's whole height: any level ray meets them all.
    const zigzag = Array.from({ length: 2000 }, (_, i) => ({ x: 1 + (i * (LARGE_TABLE.width - 2)) / 2000, y: i % 2 ? 1 : LARGE_TABLE.height - 1 }));
    const doc = largeScenario({ bases: 32_000, basesPerUnit: 64 });
    doc.sides.red.units.push(...doc.sides.white.units.map((u) => ({ ...u, id: `${u.id}r` })));
    doc.sides.white.units = [];
    doc.deployment = Array.from({ length: 32 }, (_, z) => ({ id: `zig${z}`, side: 'red' as const, polygon: zigzag }));
    const scenario = shaped(doc);
    const problems = crossCheck(scenario);
    const unchecked = problems.filter((p) => p.path === '$.deployment');
    expect(unchecked).toHaveLength(1);
    expect(unchecked[0]!.message).toMatch(/too intricate to check every base .*; \d+ units were not checked/);
  });
});
