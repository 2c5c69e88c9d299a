import scenarioJson from '../../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import type { Scenario, ScenarioInput } from '../../scenario/schema.ts';
import { bundledScenario, testScenario } from '../../testing/scenario-fixture.ts';
import { mustFind } from '../../testing/must-find.ts';
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
  return testScenario({
    id: 'trr-test', title: 'Ten Rounds Rapid test', table: { width: 60, height: 40 }, ruleset: { id: 'ten-rounds-rapid' },
    attacker: 'white', terrain, victory: [{ type: 'turn-limit', winner: 'red' }],
  }, red.map(unit), white.map(unit), overrides);
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

export const unitOf = (state: TrrState, id: string): TrrUnit => mustFind(state.units, id);

/** The bundled battle before Tsaritsyn, as `tachanka` loads it. */
export const tsaritsyn = (): Scenario => bundledScenario(scenarioJson, 'Tsaritsyn scenario');

export { rectangleArea as area, lineFeature as line } from '../../testing/scenario-fixture.ts';
