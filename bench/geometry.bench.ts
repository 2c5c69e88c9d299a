import { performance } from 'node:perf_hooks';
import { type Figure, median } from './figure.ts';
import type { ScenarioInput, TerrainFeature } from '../shared/scenario/schema.ts';
import { validateScenario } from '../shared/scenario/index.ts';
import { type LosRules, TerrainIndex, lineOfSight } from '../shared/geometry/index.ts';

/**
 * Geometry figures: line-of-sight queries a second on a busy 200-feature table, and validating a
 * 1,000-feature scenario.
 */
export async function run(): Promise<Figure[]> {
  return [losFigure(), validateFigure()];
}

const TABLE = { width: 72, height: 48 };

/** A rules mix like the skirmish rule sets use: woods and scrub after 4", built-up after 3" unless on a straight road. */
const RULES: LosRules = {
  areas: { woods: { blocksAfter: 4 }, 'dense-woods': { blocksAfter: 2 }, scrub: { blocksAfter: 4 }, 'built-up': { blocksAfter: 3, roadExempt: true } },
  buildings: 'block',
  hills: true,
  lines: { hedge: 'block', wall: 'block' },
};

function losFigure(): Figure {
  const rand = mulberry32(1917);
  const index = new TerrainIndex(generateTerrain(rand, 200, TABLE), TABLE);
  const pairs = Array.from({ length: 4096 }, () => ({
    from: { x: rand() * TABLE.width, y: rand() * TABLE.height },
    to: { x: rand() * TABLE.width, y: rand() * TABLE.height },
  }));
  let blocked = 0;
  const pass = (n: number): number => {
    const start = performance.now();
    for (let i = 0; i < n; i++) {
      const p = pairs[i & 4095]!;
      if (!lineOfSight(index, p.from, p.to, RULES).clear) blocked++;
    }
    return performance.now() - start;
  };
  pass(20_000);
  const rates: number[] = [];
  for (let round = 0; round < 5; round++) rates.push(100_000 / (pass(100_000) / 1000));
  if (blocked === 0) throw new Error('the generated table blocked no sight line: the benchmark would measure nothing');
  return [{ name: 'line of sight, 200-feature table', value: median(rates), unit: 'queries/s', limit: { min: 200_000 } }][0]!;
}

function validateFigure(): Figure {
  const rand = mulberry32(1920);
  const doc = scenarioDoc(generateTerrain(rand, 1000, { width: 96, height: 72 }));
  const times: number[] = [];
  for (let round = 0; round < 9; round++) {
    const copy = structuredClone(doc);
    const start = performance.now();
    const result = validateScenario(copy);
    times.push(performance.now() - start);
    if (!result.ok) throw new Error(`generated scenario failed validation: ${JSON.stringify(result.error.slice(0, 3))}`);
  }
  return { name: 'validateScenario, 1,000 features', value: median(times), unit: 'ms', limit: { max: 50 } };
}

/** A deterministic table: woods, scrub, built-up, buildings, hills, roads, tracks, hedges and a few points. */
export function generateTerrain(rand: () => number, count: number, table: { width: number; height: number }): TerrainFeature[] {
  const out: TerrainFeature[] = [];
  const at = () => ({ x: rand() * table.width, y: rand() * table.height });
  for (let i = 0; i < count; i++) {
    const id = `f${i}`;
    const roll = i % 20;
    const c = at();
    if (roll < 5) out.push({ id, kind: 'area', type: (['woods', 'scrub', 'built-up', 'woods', 'dense-woods'] as const)[roll]!, polygon: blob(rand, c, 2 + rand() * 4, 12) });
    else if (roll < 11) out.push({ id, kind: 'building', type: rand() < 0.5 ? 'stone' : 'wood', x: c.x, y: c.y, width: 1 + rand() * 2, depth: 1 + rand() * 1.5, rotation: rand() * 360 });
    else if (roll < 13) out.push({ id, kind: 'hill', polygon: blob(rand, c, 3 + rand() * 5, 16), height: 1 + Math.floor(rand() * 2), steepness: rand() < 0.5 ? 'gentle' : 'steep' });
    else if (roll < 15) out.push({ id, kind: 'line', type: roll === 13 ? 'road' : 'track', points: wander(rand, c, 6, 8) });
    else if (roll < 19) out.push({ id, kind: 'line', type: roll === 18 ? 'wall' : 'hedge', points: wander(rand, c, 2, 4) });
    else out.push({ id, kind: 'point', type: 'objective', x: c.x, y: c.y });
  }
  return out;
}

function blob(rand: () => number, c: { x: number; y: number }, radius: number, sides: number) {
  return Array.from({ length: sides }, (_, k) => {
    const a = (k / sides) * Math.PI * 2;
    const r = radius * (0.7 + rand() * 0.3);
    return { x: c.x + Math.sin(a) * r, y: c.y + Math.cos(a) * r };
  });
}

function wander(rand: () => number, start: { x: number; y: number }, points: number, step: number) {
  let heading = rand() * Math.PI * 2;
  const out = [start];
  for (let k = 1; k < points; k++) {
    heading += (rand() - 0.5) * 0.6;
    const p = out[k - 1]!;
    out.push({ x: p.x + Math.sin(heading) * step, y: p.y + Math.cos(heading) * step });
  }
  return out;
}

function scenarioDoc(terrain: TerrainFeature[]): ScenarioInput {
  const unit = (id: string, x: number, y: number) => ({ id, name: id, troopType: 'infantry', bases: [{ x, y }, { x: x + 1, y }] });
  return {
    format: 'tachanka-scenario', formatVersion: 2, id: 'bench', title: 'Bench', table: { width: 96, height: 72 },
    ruleset: { id: 'duel-test' }, attacker: 'red', turnLimit: 12, terrain,
    sides: {
      red: { name: 'Reds', baseline: 'south', units: Array.from({ length: 20 }, (_, i) => unit(`r${i}`, 2 + i * 4, 4)) },
      white: { name: 'Whites', baseline: 'north', units: Array.from({ length: 20 }, (_, i) => unit(`w${i}`, 2 + i * 4, 68)) },
    },
    victory: [{ type: 'turn-limit', winner: 'white' }],
  };
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
