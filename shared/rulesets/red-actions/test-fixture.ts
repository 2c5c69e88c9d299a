import stationRaidJson from '../../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import type { Scenario, ScenarioInput } from '../../scenario/schema.ts';
import { bundledScenario, testScenario } from '../../testing/scenario-fixture.ts';
import type { Dice } from '../../engine/dice.ts';
import { SeededDice, rngFromSeed } from '../../engine/dice.ts';
import type { Ctx } from './context.ts';
import type { RaState, RaUnit } from './state.ts';
import { setupState } from './scenario/setup.ts';
import { stepState } from './step.ts';
import { mustUnit } from './troops/units.ts';
import type { RaAction } from './actions.ts';
import { forcedDice } from '../../testing/forced-dice.ts';

/**
 * Test support: small Red Actions! scenarios and states. Every officer is fixed (no random draws) unless a
 * test asks otherwise, position markers are off, and the entry is skipped, so a test starts in turn 1.
 */

type UnitInput = ScenarioInput['sides']['red']['units'][number];

export interface FixtureUnit {
  id: string;
  type: string;
  at: [number, number];
  bases?: number;
  facing?: number;
  column?: boolean;
  officer?: string | null;
  extra?: Partial<UnitInput>;
}

export function fixtureUnit(u: FixtureUnit): UnitInput {
  const n = u.bases ?? 1;
  const facing = u.facing ?? 0;
  const r = (facing * Math.PI) / 180;
  const across = { x: Math.cos(r) * 1.2, y: -Math.sin(r) * 1.2 };
  const along = { x: -Math.sin(r) * 0.8, y: -Math.cos(r) * 0.8 };
  const step = u.column ? along : across;
  const bases = Array.from({ length: n }, (_, i) => {
    const k = i - (n - 1) / 2;
    return { x: u.at[0] + step.x * k, y: u.at[1] + step.y * k, facing };
  });
  const officers = u.officer === null ? [] : [{ id: `${u.id}.o`, rank: 'junior' as const, characteristic: u.officer ?? 'ordinary-a' }];
  return { id: u.id, name: u.id, troopType: u.type, bases, officers, ...u.extra };
}

export function fixtureScenario(red: FixtureUnit[], white: FixtureUnit[], overrides: Partial<ScenarioInput> = {}): Scenario {
  return testScenario({
    id: 'ra-fixture', title: 'Red Actions fixture', table: { width: 72, height: 48 }, ruleset: { id: 'red-actions', options: { positionMarkers: false } },
    attacker: 'red', armies: { red: 'soviet', white: 'whites' }, victory: [{ type: 'turn-limit', winner: 'white' }],
  }, red.map(fixtureUnit), white.map(fixtureUnit), overrides);
}

/** A state in turn 1 with no decision waiting (the entry skipped). */
export function fixtureState(scenario: Scenario, seed = 1): RaState {
  const dice = new SeededDice(rngFromSeed(seed));
  let { state } = setupState(scenario, dice);
  let guard = 0;
  while (state.decision && guard++ < 20) {
    const d = state.decision;
    const action = d.kind === 'entry' ? { type: 'end-entry' as const, side: d.side }
      : d.kind === 'officer-token' ? { type: 'choose-officer' as const, side: d.side, officerUnitId: d.officerUnitId, tokenId: d.tokens[0]! }
        : null;
    if (!action) break;
    const r = stepState(state, action, dice);
    if (!r.ok) throw new Error(r.error.reason);
    state = r.value.state;
  }
  return state;
}

export function ctxOf(s: RaState, dice: Dice): Ctx {
  return { s, dice, events: [] };
}

export const unit = (s: RaState, id: string): RaUnit => mustUnit(s, id);

/** The bundled station raid, checked by the scenario validator. */
export const stationRaid = (): Scenario => bundledScenario(stationRaidJson, 'station raid');

/** One step on forced dice, every one of which must be used: the new state and what its events say. */
export function stepForced(s: RaState, action: RaAction, dice: number[]): { s: RaState; text: string[] } {
  const d = forcedDice(dice);
  const r = stepState(s, action, d);
  if (!r.ok) throw new Error(r.error.reason);
  if (d.remaining() !== 0) throw new Error(`${d.remaining()} forced dice were left unused`);
  return { s: r.value.state, text: r.value.events.map((e) => e.text) };
}
