import { describe, expect, it } from 'vitest';
import { SeededDice, rngFromSeed } from '../../../engine/dice.ts';
import { type FixtureUnit, fixtureScenario, unit } from '../test-fixture.ts';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { setupState } from './setup.ts';
import { stepState } from '../step.ts';
import { RaActionSchema } from '../actions.ts';
import type { RaState } from '../state.ts';

/** "Game Sequence": the attacker (red) enters; the defender's troops start under position markers. */
const red: FixtureUnit[] = [{ id: 'r1', type: 'red-regulars', at: [20, 4], bases: 2 }, { id: 'r2', type: 'red-regulars', at: [50, 4], bases: 2 }];
const white: FixtureUnit[] = [{ id: 'w1', type: 'white-volunteers', at: [30, 40], bases: 2, facing: 180 }];
/** The Whites stand deep in a wood, where no Red can see them (a marker seen is revealed at once). */
const wood = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 20, y: 34 }, { x: 40, y: 34 }, { x: 40, y: 46 }, { x: 20, y: 46 }] };
const start = (options: Record<string, boolean> = {}): RaState => setupState(
  fixtureScenario(red, white, { terrain: [wood], ruleset: { id: 'red-actions', options: { positionMarkers: false, ...options } } }), new SeededDice(rngFromSeed(1)),
).state;

describe('Game sequence', () => {
  it('“4) The attacker moves any or all of his troops 100m (4″) onto the table at his entry points”: up to 4″ straight ahead, each unit once', () => {
    const s = start();
    expect(s.decision).toEqual({ kind: 'entry', side: 'red' });
    const r = stepState(s, { type: 'entry-move', side: 'red', unitId: 'r1', distance: 4 }, forcedDice([]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(unit(r.value.state, 'r1').bases[0]!.y).toBeCloseTo(8, 5);
    expect(stepState(r.value.state, { type: 'entry-move', side: 'red', unitId: 'r1', distance: 2 }, forcedDice([])).ok).toBe(false);
    expect(RaActionSchema.safeParse({ type: 'entry-move', side: 'red', unitId: 'r2', distance: 5 }).success).toBe(false);
  });

  it('“An attacker may use unit position markers too, if only to speed play” (attackerMarkers); the defender’s are the usual ones', () => {
    expect(start().units.map((u) => u.concealment)).toEqual(['none', 'none', 'none']);
    expect(start({ positionMarkers: true }).units.map((u) => [u.id, u.concealment])).toEqual([['r1', 'none'], ['r2', 'none'], ['w1', 'marker']]);
    expect(start({ positionMarkers: true, attackerMarkers: true }).units.map((u) => u.concealment)).toEqual(['marker', 'marker', 'marker']);
  });
});
