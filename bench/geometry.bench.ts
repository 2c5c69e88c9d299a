import { performance } from 'node:perf_hooks';
import { cpuUsage } from 'node:process';
import { type Figure, median } from './figure.ts';
import type { ScenarioInput, TerrainFeature } from '../shared/scenario/schema.ts';
import { validateScenario } from '../shared/scenario/index.ts';
import { type LosRules, TerrainIndex, lineOfSight } from '../shared/geometry/index.ts';
import { generateTerrain, seededRandom } from '../shared/geometry/terrain-fixtures.ts';

/**
 * Geometry figures: line-of-sight queries a second on a busy 200-feature table, and validating a
 * 1,000-feature scenario.
 */
export async function run(): Promise<Figure[]> {
  return [...losFigures(), validateFigure()];
}

const TABLE = { width: 72, height: 48 };

/** A rules mix like the skirmish rule sets use: woods and scrub after 4", built-up after 3" unless on a straight road. */
const RULES: LosRules = {
  areas: { woods: { blocksAfter: 4 }, 'dense-woods': { blocksAfter: 2 }, scrub: { blocksAfter: 4 }, 'built-up': { blocksAfter: 3, roadExempt: true } },
  buildings: 'block',
  hills: true,
  lines: { hedge: 'block', wall: 'block' },
};

/**
 * Rate of queries over wall time, and over the process's CPU time. The second is steadier on a shared
 * machine (other work steals wall time, not CPU time), so it carries the limit; both are printed.
 */
function losFigures(): Figure[] {
  const rand = seededRandom(1917);
  const index = new TerrainIndex(generateTerrain(rand, 200, TABLE), TABLE);
  const pairs = Array.from({ length: 4096 }, () => ({
    from: { x: rand() * TABLE.width, y: rand() * TABLE.height },
    to: { x: rand() * TABLE.width, y: rand() * TABLE.height },
  }));
  let blocked = 0;
  const pass = (n: number): { wall: number; cpu: number } => {
    const wallStart = performance.now();
    const cpuStart = cpuUsage();
    for (let i = 0; i < n; i++) {
      const p = pairs[i & 4095]!;
      if (!lineOfSight(index, p.from, p.to, RULES).clear) blocked++;
    }
    const cpu = cpuUsage(cpuStart);
    return { wall: (performance.now() - wallStart) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
  };
  pass(50_000);
  const wall: number[] = [], cpu: number[] = [];
  for (let round = 0; round < 7; round++) {
    const t = pass(100_000);
    wall.push(100_000 / t.wall);
    cpu.push(100_000 / t.cpu);
  }
  if (blocked === 0) throw new Error('the generated table blocked no sight line: the benchmark would measure nothing');
  return [
    { name: 'line of sight, 200-feature table (CPU time)', value: median(cpu), unit: 'queries/s', limit: { min: 200_000 } },
    { name: 'line of sight, 200-feature table (wall time, shared machine)', value: median(wall), unit: 'queries/s', limit: { min: 100_000 } },
  ];
}

function validateFigure(): Figure {
  const rand = seededRandom(1920);
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
