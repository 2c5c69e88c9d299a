import type { ScenarioInput } from '../scenario/schema.ts';

/**
 * Scenario documents grown along one dimension at a time, for the tests and the benchmark that hold every
 * check of a scenario to near-linear time. Each is sound JSON the schema accepts; sizes stay within LIMITS.
 */
export interface Growth {
  /** Deployed bases in units of `basesPerUnit`, split between the sides. */
  bases?: number;
  /** All bases on one spot, or spread 1" apart. */
  stacked?: boolean;
  basesPerUnit?: number;
  /** Red deployment zones, each the table's outline 1" in, drawn with `zonePoints` points that zigzag by 0.3". */
  zones?: number;
  zonePoints?: number;
  /** Small woods, spread over the table. */
  features?: number;
  /** Railway lines of `linePoints` points each, straight across the table. */
  lines?: number;
  linePoints?: number;
  /** Units hidden in ambush (red side first). */
  hidden?: boolean;
  rulesetId?: string;
  troopType?: string;
}

export const LARGE_TABLE = { width: 480, height: 480 } as const;

export function largeScenario(g: Growth): ScenarioInput {
  const { width, height } = LARGE_TABLE;
  const perUnit = g.basesPerUnit ?? 4;
  const unitCount = Math.ceil((g.bases ?? 0) / perUnit);
  const columns = Math.floor(width / 1.5) - 2;
  const units = Array.from({ length: unitCount }, (_, u) => ({
    id: `u${u}`, name: `Unit ${u}`, troopType: g.troopType ?? 'infantry', hidden: g.hidden ?? false,
    bases: Array.from({ length: perUnit }, (_, b) => {
      const k = u * perUnit + b;
      return g.stacked ? { x: 10, y: 10 } : { x: 2 + (k % columns) * 1.5, y: 2 + Math.floor(k / columns) * 1.5 };
    }),
  }));
  const half = Math.ceil(units.length / 2);
  const zone = (n: number) => Array.from({ length: n }, (_, i) => {
    // Walk the rectangle's perimeter; every other point steps 0.3" in.
    const w = width - 2, h = height - 2, d = (2 * (w + h) * i) / n, inset = i % 2 ? 0.3 : 0;
    if (d < w) return { x: 1 + d, y: 1 + inset };
    if (d < w + h) return { x: width - 1 - inset, y: 1 + d - w };
    if (d < 2 * w + h) return { x: width - 1 - (d - w - h), y: height - 1 - inset };
    return { x: 1 + inset, y: height - 1 - (d - 2 * w - h) };
  });
  const woods = Array.from({ length: g.features ?? 0 }, (_, i) => {
    const x = 4 + ((i * 7.3) % (width - 8)), y = 4 + ((i * 3.1) % (height - 8));
    return { id: `f${i}`, kind: 'area' as const, type: 'woods' as const, polygon: [{ x, y }, { x: x + 2, y }, { x: x + 2, y: y + 2 }, { x, y: y + 2 }] };
  });
  const linePoints = Math.max(2, g.linePoints ?? 2);
  const rails = Array.from({ length: g.lines ?? 0 }, (_, i) => ({
    id: `rail${i}`, kind: 'line' as const, type: 'railway' as const,
    points: Array.from({ length: linePoints }, (_, k) => ({ x: 1 + ((width - 2) * k) / (linePoints - 1), y: 5 + (i % 200) })),
  }));
  return {
    format: 'tachanka-scenario', formatVersion: 3, id: 'large', title: 'Large', table: { ...LARGE_TABLE },
    ruleset: { id: g.rulesetId ?? 'duel-test' }, attacker: 'red', turnLimit: 12,
    terrain: [...woods, ...rails],
    sides: {
      red: { name: 'Reds', baseline: 'south', units: units.slice(0, half) },
      white: { name: 'Whites', baseline: 'north', units: units.slice(half) },
    },
    deployment: Array.from({ length: g.zones ?? 0 }, (_, z) => ({ id: `zone${z}`, side: 'red' as const, polygon: zone(g.zonePoints ?? 8) })),
    victory: [{ type: 'turn-limit', winner: 'white' }],
  };
}
