import { SCENARIO_FORMAT_VERSION, ScenarioSchema, type Scenario, type ScenarioInput } from '../scenario/schema.ts';
import type { AreaType, LineType, SideId } from '../scenario/terrain-kinds.ts';
import { validateScenario } from '../scenario-checks/validate.ts';

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

type UnitInput = ScenarioInput['sides']['red']['units'][number];
type TerrainInput = ScenarioInput['terrain'][number];

/** What a rule set's test scenarios have in common: its table, rule set, attacker and victory; armies where it reads them. */
export interface TestScenarioFrame extends Pick<ScenarioInput, 'id' | 'title' | 'table' | 'ruleset' | 'attacker' | 'victory'> {
  turnLimit?: number;
  terrain?: ScenarioInput['terrain'];
  armies?: Partial<Record<SideId, string>>;
}

/**
 * A rule set's test scenario: the Reds' units on the south baseline, the Whites' on the north, six turns and open
 * ground unless the frame says otherwise; `overrides` replaces any top-level field.
 */
export function testScenario(frame: TestScenarioFrame, red: readonly UnitInput[], white: readonly UnitInput[], overrides: Partial<ScenarioInput> = {}): Scenario {
  const { armies, ...fields } = frame;
  const side = (id: SideId, name: string, baseline: 'south' | 'north', units: readonly UnitInput[]) =>
    ({ name, ...(armies?.[id] ? { army: armies[id] } : {}), baseline, units });
  return ScenarioSchema.parse({
    format: 'tachanka-scenario', formatVersion: SCENARIO_FORMAT_VERSION, turnLimit: 6, terrain: [], ...fields,
    sides: { red: side('red', 'Reds', 'south', red), white: side('white', 'Whites', 'north', white) },
    ...overrides,
  });
}

/** A scenario file bundled with the app (its JSON imported), as `tachanka` loads it: throws naming it when it does not load. */
export function bundledScenario(json: unknown, name: string): Scenario {
  const parsed = validateScenario(json);
  if (!parsed.ok) throw new Error(`the bundled ${name} does not load: ${parsed.error.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return parsed.value;
}

/** An area of terrain drawn as the rectangle from (x0, y0) to (x1, y1). */
export const rectangleArea = (id: string, type: AreaType, x0: number, y0: number, x1: number, y1: number): TerrainInput => ({
  id, kind: 'area', type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }],
});

/** A line of terrain through the points given as [x, y], of `width` inches where given. */
export const lineFeature = (id: string, type: LineType, points: readonly [number, number][], width?: number): TerrainInput => ({
  id, kind: 'line', type, points: points.map(([x, y]) => ({ x, y })), ...(width ? { width } : {}),
});
