import scenarioJson from '../../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import { SCENARIO_FORMAT_VERSION, ScenarioSchema, type Scenario, type ScenarioInput } from '../../scenario/schema.ts';
import { validateScenario } from '../../scenario-checks/validate.ts';
import { type TrrState, type TrrUnit, initialState } from './state.ts';
import { boardAtSetUp } from './transport/set-up.ts';

export interface UnitSpec {
  id: string; troopType: string; x: number; y: number;
  /** Bases of `per` figures in a row 1" apart (default 4 of 2), then specialist bases. */
  bases?: number; per?: number; specialists?: string[]; tags?: string[];
}

type TerrainInput = ScenarioInput['terrain'];

/** A test scenario on a 60" by 40" table: Reds on the south edge, Whites on the north. */
export function trrScenario(red: UnitSpec[], white: UnitSpec[], terrain: TerrainInput = [], overrides: Partial<ScenarioInput> = {}): Scenario {
  const unit = (u: UnitSpec) => ({
    id: u.id, name: u.id, troopType: u.troopType, tags: u.tags ?? [],
    bases: [
      ...Array.from({ length: u.bases ?? 1 }, (_, i) => ({ x: u.x + i, y: u.y, facing: 0, figures: u.per ?? 1 })),
      ...(u.specialists ?? []).map((w, i) => ({ x: u.x + (u.bases ?? 1) + i, y: u.y, facing: 0, figures: 1, weapon: w })),
    ],
  });
  return ScenarioSchema.parse({
    format: 'tachanka-scenario', formatVersion: SCENARIO_FORMAT_VERSION, id: 'trr-test', title: 'Ten Rounds Rapid test',
    table: { width: 60, height: 40 }, ruleset: { id: 'ten-rounds-rapid' }, attacker: 'white', turnLimit: 6, terrain,
    sides: {
      red: { name: 'Reds', baseline: 'south', units: red.map(unit) },
      white: { name: 'Whites', baseline: 'north', units: white.map(unit) },
    },
    victory: [{ type: 'turn-limit', winner: 'red' }],
    ...overrides,
  });
}

/** A rifle company of 8 figures (4 bases of 2). */
export const company = (id: string, troopType: string, x: number, y: number, extra: Partial<UnitSpec> = {}): UnitSpec =>
  ({ id, troopType, x, y, bases: 4, per: 2, ...extra });

/** The state at move 1 with `toAct` to activate. */
export function startedState(scenario: Scenario, toAct: TrrState['toAct'] = 'white'): TrrState {
  const state = initialState(scenario);
  boardAtSetUp(state);
  state.turn = 1;
  state.toAct = toAct;
  return state;
}

export function unitOf(state: TrrState, id: string): TrrUnit {
  const u = state.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/** The bundled battle before Tsaritsyn, as `tachanka` loads it. */
export function tsaritsyn(): Scenario {
  const parsed = validateScenario(scenarioJson);
  if (!parsed.ok) throw new Error('the bundled Tsaritsyn scenario does not load');
  return parsed.value;
}

export const area = (id: string, type: string, x0: number, y0: number, x1: number, y1: number): TerrainInput[number] => ({
  id, kind: 'area', type: type as 'woods', polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }],
});
export const line = (id: string, type: string, points: [number, number][], width?: number): TerrainInput[number] => ({
  id, kind: 'line', type: type as 'road', points: points.map(([x, y]) => ({ x, y })), ...(width ? { width } : {}),
});
