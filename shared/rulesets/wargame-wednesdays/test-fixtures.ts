import scenarioJson from '../../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import type { Scenario, ScenarioInput } from '../../scenario/schema.ts';
import { bundledScenario, rectangleArea, testScenario } from '../../testing/scenario-fixture.ts';
import { mustFind } from '../../testing/must-find.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import { type UnitState, type WwState, initialState } from './state.ts';

export interface UnitSpec { id: string; troopType: string; command: string; x: number; y: number; stands?: number }

type TerrainInput = ScenarioInput['terrain'];

/** A test scenario: the given units (stands in a line 1" apart from x), three commands a side unless told. */
export function wwScenario(red: UnitSpec[], white: UnitSpec[], terrain: TerrainInput = [], overrides: Partial<ScenarioInput> = {}): Scenario {
  const unit = (u: UnitSpec) => ({
    id: u.id, name: u.id, troopType: u.troopType, tags: [`command.${u.command}`],
    bases: Array.from({ length: u.stands ?? 1 }, (_, i) => ({ x: u.x + i, y: u.y, facing: 0 })),
  });
  return testScenario({
    id: 'ww-test', title: 'Wargame Wednesdays test', table: { width: 72, height: 48 }, ruleset: { id: 'wargame-wednesdays' },
    attacker: 'red', terrain, victory: [{ type: 'turn-limit', winner: 'white' }],
  }, red.map(unit), white.map(unit), overrides);
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

export const unitOf = (state: WwState, id: string): UnitState => mustFind(state.units, id);

/** The bundled Kamenka crossroads battle, as `tachanka` loads it. */
export const kamenka = (): Scenario => bundledScenario(scenarioJson, 'Kamenka crossroads');

export const woods = (id: string, x0: number, y0: number, x1: number, y1: number): TerrainInput[number] => rectangleArea(id, 'woods', x0, y0, x1, y1);
