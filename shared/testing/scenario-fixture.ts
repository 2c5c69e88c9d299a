import { SCENARIO_FORMAT_VERSION, ScenarioSchema, type Scenario, type ScenarioInput } from '../scenario/schema.ts';

/** A small valid scenario for tests; override any top-level field. */
export function scenarioFixture(overrides: Partial<ScenarioInput> = {}): Scenario {
  const unit = (id: string, x: number, y: number, bases = 3) => ({
    id, name: id, troopType: 'infantry',
    bases: Array.from({ length: bases }, (_, i) => ({ x: x + i, y, facing: 0 })),
  });
  return ScenarioSchema.parse({
    format: 'tachanka-scenario',
    formatVersion: SCENARIO_FORMAT_VERSION,
    id: 'fixture',
    title: 'Fixture',
    table: { width: 48, height: 48 },
    ruleset: { id: 'duel-test' },
    attacker: 'red',
    turnLimit: 12,
    terrain: [{ id: 'village', kind: 'area', type: 'built-up', polygon: [{ x: 20, y: 30 }, { x: 28, y: 30 }, { x: 28, y: 38 }, { x: 20, y: 38 }] }],
    sides: {
      red: { name: 'Reds', baseline: 'south', units: [unit('r1', 10, 4), unit('r2', 30, 4)] },
      white: { name: 'Whites', baseline: 'north', units: [unit('w1', 22, 34)] },
    },
    victory: [{ type: 'clear-area', winner: 'red', areaId: 'village' }, { type: 'turn-limit', winner: 'white' }],
    ...overrides,
  });
}
