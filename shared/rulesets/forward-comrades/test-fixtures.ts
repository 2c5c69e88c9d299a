import scenarioJson from '../../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import type { Scenario, ScenarioInput } from '../../scenario/schema.ts';
import { bundledScenario, testScenario } from '../../testing/scenario-fixture.ts';
import { mustFind } from '../../testing/must-find.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import { type FcState, type LeaderState, type Phase, type UnitState, initialState } from './state.ts';

export interface UnitSpec {
  id: string;
  troopType: string;
  /** The leader's id (leaders themselves name none). */
  leader?: string;
  x: number;
  y: number;
  stands?: number;
  figures?: number;
  facing?: number;
  characteristics?: string[];
  /** Attached weapons, each on a base of its own behind the unit. */
  weapons?: { weapon: string; figures: number }[];
}

type TerrainInput = ScenarioInput['terrain'];

/** A test scenario: stands in a line 1.6" apart from x; Reds on the south baseline facing north, Whites facing south. */
export function fcScenario(red: UnitSpec[], white: UnitSpec[], terrain: TerrainInput = [], overrides: Partial<ScenarioInput> = {}): Scenario {
  const unit = (u: UnitSpec, facing: number) => ({
    id: u.id, name: u.id, troopType: u.troopType, tags: u.leader ? [`leader.${u.leader}`] : [], characteristics: u.characteristics ?? [],
    bases: [
      ...Array.from({ length: u.stands ?? 1 }, (_, i) => ({ x: u.x + i * 1.6, y: u.y, facing: u.facing ?? facing, figures: u.figures ?? 4 })),
      ...(u.weapons ?? []).map((w, i) => ({ x: u.x + i * 1.6, y: u.y + (facing === 0 ? -1.2 : 1.2), facing: u.facing ?? facing, figures: w.figures, weapon: w.weapon })),
    ],
  });
  return testScenario({
    id: 'fc-test', title: 'Forward Comrades test', table: { width: 72, height: 48 }, ruleset: { id: 'forward-comrades', options: {} },
    attacker: 'white', terrain, victory: [{ type: 'turn-limit', winner: 'red' }],
  }, red.map((u) => unit(u, 0)), white.map((u) => unit(u, 180)), overrides);
}

/** The state at turn 1 in the given phase, every unit as drawn, no dice rolled yet (leadership as the test sets it). */
export function stateAt(scenario: Scenario, phase: Phase = 'movement', toAct: SideId = 'white'): FcState {
  const state = initialState(scenario);
  state.turn = 1;
  state.phase = phase;
  state.toAct = toAct;
  return state;
}

export const unitOf = (state: FcState, id: string): UnitState => mustFind(state.units, id);
export const leaderOf = (state: FcState, id: string): LeaderState => mustFind(state.leaders, id, 'leader');

/** The bundled Lipki station battle, as `tachanka` loads it. */
export const lipki = (): Scenario => bundledScenario(scenarioJson, 'Lipki station');

export { rectangleArea as area, lineFeature as line } from '../../testing/scenario-fixture.ts';
