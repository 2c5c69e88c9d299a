import { type Figure, cpuSeconds, median } from './figure.ts';
import type { ScenarioInput, TerrainFeature } from '../shared/scenario/schema.ts';
import { validateScenario } from '../shared/scenario-checks/validate.ts';
import { type LosRules, TerrainIndex, lineOfSight } from '../shared/geometry/index.ts';
import { generateTerrain, seededRandom } from '../shared/geometry/terrain-fixtures.ts';

/**
 * Geometry figures: line-of-sight queries a second of CPU time on a busy 200-feature table, and the CPU time
 * to validate a 1,000-feature scenario.
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
  const rand = seededRandom(1917);
  const index = new TerrainIndex(generateTerrain(rand, 200, TABLE), TABLE);
  const pairs = Array.from({ length: 4096 }, () => ({
    from: { x: rand() * TABLE.width, y: rand() * TABLE.height },
    to: { x: rand() * TABLE.width, y: rand() * TABLE.height },
  }));
  const pass = (n: number): number => {
    let blocked = 0;
    for (let i = 0; i < n; i++) {
      const p = pairs[i & 4095]!;
      if (!lineOfSight(index, p.from, p.to, RULES).clear) blocked++;
    }
    return blocked;
  };
  const warm = pass(50_000);
  if (warm === 0 || warm === 50_000) throw new Error('the generated table blocks all or no sight lines: the benchmark would measure little');
  const rates: number[] = [];
  for (let round = 0; round < 7; round++) rates.push(100_000 / cpuSeconds(() => pass(100_000)).seconds);
  return { name: 'line of sight, 200-feature table, random endpoints', value: median(rates), unit: 'queries/s', limit: { min: 200_000 } };
}

function validateFigure(): Figure {
  const rand = seededRandom(1920);
  const doc = scenarioDoc(generateTerrain(rand, 1000, { width: 96, height: 72 }));
  const times: number[] = [];
  for (let round = 0; round < 9; round++) {
    const copy = structuredClone(doc);
    const { seconds, value: result } = cpuSeconds(() => validateScenario(copy));
    times.push(seconds * 1000);
    if (!result.ok) throw new Error(`generated scenario failed validation: ${JSON.stringify(result.error.slice(0, 3))}`);
  }
  return { name: 'validateScenario, 1,000 features', value: median(times), unit: 'ms', limit: { max: 50 } };
}

function scenarioDoc(terrain: TerrainFeature[]): ScenarioInput {
  const unit = (id: string, x: number, y: number) => ({ id, name: id, troopType: 'infantry', bases: [{ x, y }, { x: x + 1, y }] });
  return {
    format: 'tachanka-scenario', formatVersion: 3, id: 'bench', title: 'Bench', table: { width: 96, height: 72 },
    ruleset: { id: 'duel-test' }, attacker: 'red', turnLimit: 12, terrain,
    sides: {
      red: { name: 'Reds', baseline: 'south', units: Array.from({ length: 20 }, (_, i) => unit(`r${i}`, 2 + i * 4, 4)) },
      white: { name: 'Whites', baseline: 'north', units: Array.from({ length: 20 }, (_, i) => unit(`w${i}`, 2 + i * 4, 68)) },
    },
    victory: [{ type: 'turn-limit', winner: 'white' }],
  };
}
