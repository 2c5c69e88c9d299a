import scenarioJson from '../../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import { SCENARIO_FORMAT_VERSION, ScenarioSchema, type Scenario, type ScenarioInput } from '../../scenario/schema.ts';
import { validateScenario } from '../../scenario-checks/validate.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import { type WwState, initialState } from './state.ts';

export interface UnitSpec { id: string; troopType: string; command: string; x: number; y: number; stands?: number }

type TerrainInput = ScenarioInput['terrain'];

/** A test scenario: the given units (stands in a line 1" apart from x), three commands a side unless told. */
export function wwScenario(red: UnitSpec[], white: UnitSpec[], terrain: TerrainInput = [], overrides: Partial<ScenarioInput> = {}): Scenario {
  const unit = (u: UnitSpec) => ({
    id: u.id, name: u.id, troopType: u.troopType, tags: [`command.${u.command}`],
    bases: Array.from({ length: u.stands ?? 1 }, (_, i) => ({ x: u.x + i, y: u.y, facing: 0 })),
  });
  return ScenarioSchema.parse({
    format: 'tachanka-scenario', formatVersion: SCENARIO_FORMAT_VERSION, id: 'ww-test', title: 'Wargame Wednesdays test',
    table: { width: 72, height: 48 }, ruleset: { id: 'wargame-wednesdays' }, attacker: 'red', turnLimit: 6, terrain,
    sides: {
      red: { name: 'Reds', baseline: 'south', units: red.map(unit) },
      white: { name: 'Whites', baseline: 'north', units: white.map(unit) },
    },
    victory: [{ type: 'turn-limit', winner: 'white' }],
    ...overrides,
  });
}

/** The state with every unit set up where the scenario drew it, at the start of turn 1's movement (red first). */
export function deployedState(scenario: Scenario, phase: WwState['phase'] = 'activate', toAct: SideId = 'red'): WwState {
  const state = initialState(scenario);
  for (const u of state.units) u.status = 'active';
  state.turn = 1;
  state.phase = phase;
  state.toAct = toAct;
  state.firstMover = 'red';
  return state;
}

export function unitOf(state: WwState, id: string) {
  const u = state.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/** The bundled Kamenka crossroads battle, as `tachanka` loads it. */
export function kamenka(): Scenario {
  const parsed = validateScenario(scenarioJson);
  if (!parsed.ok) throw new Error('the bundled Kamenka crossroads does not load');
  return parsed.value;
}

export const woods = (id: string, x0: number, y0: number, x1: number, y1: number): TerrainInput[number] => ({
  id, kind: 'area', type: 'woods', polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }],
});
