import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../testing/forced-dice.ts';
import { SeededDice, rngFromSeed } from '../../engine/dice.ts';
import { type FixtureUnit, fixtureScenario, unit } from './test-fixture.ts';
import { setupState } from './scenario/setup.ts';
import { stepState } from './step.ts';
import { pendingOf } from './choices/pending.ts';
import type { RaAction } from './actions.ts';
import type { RaState } from './state.ts';

const red: FixtureUnit[] = [
  { id: 'r1', type: 'red-regulars', at: [20, 4], bases: 2 },
  { id: 'r2', type: 'red-regulars', at: [40, 4], bases: 2 },
];
const white: FixtureUnit[] = [{ id: 'w1', type: 'white-volunteers', at: [30, 46], bases: 2, facing: 180 }];
const options = (o: Record<string, string | boolean>) => ({ ruleset: { id: 'red-actions', options: { positionMarkers: false, ...o } } });

/** Starts a game with forced dice for the set-up: skips the entry, leaving the first initiative roll to the test. */
function start(o: Record<string, string | boolean>, dice: number[]): RaState {
  const { state } = setupState(fixtureScenario(red, white, options(o)), new SeededDice(rngFromSeed(1)));
  const r = stepState(state, { type: 'end-entry', side: 'red' }, forcedDice(dice));
  if (!r.ok) throw new Error(r.error.reason);
  return r.value.state;
}

const hold = (side: 'red' | 'white', unitId: string): RaAction => ({ type: 'hold', side, unitId });
function act(s: RaState, a: RaAction, dice: number[] = []): RaState {
  const r = stepState(s, a, forcedDice(dice));
  if (!r.ok) throw new Error(r.error.reason);
  return r.value.state;
}

describe('Initiative', () => {
  it('Standard: roll for first initiative, then alternate; “After one player has had an action segment for all his units, the other player has one for each of his remaining units”, so “A turn is a series of action segments, one for each unit on the table”', () => {
    let s = start({ initiative: 'standard' }, [2, 5]);
    expect(pendingOf(s)).toMatchObject({ side: 'white', kind: 'activate', unitIds: ['w1'] });
    s = act(s, hold('white', 'w1'));
    expect(pendingOf(s)).toMatchObject({ side: 'red', unitIds: ['r1', 'r2'] });
    s = act(s, hold('red', 'r1'));
    expect(pendingOf(s)).toMatchObject({ side: 'red', unitIds: ['r2'] });
    s = act(s, hold('red', 'r2'), [6, 1]);
    expect(s.turn).toBe(2);
    expect(pendingOf(s)?.side).toBe('red');
  });

  it('Option 1: "a card is made for each unit"; “Each turn these are shuffled and drawn at random, indicating the order in which the units have their action segment”', () => {
    // Shuffle of three cards with d3 then d2: [r1, r2, w1] -> swap(2, 0) -> swap(1, 1).
    let s = start({ initiative: 'cards' }, [1, 2]);
    expect(s.initiative.drawn).toBe('w1');
    expect(pendingOf(s)).toMatchObject({ side: 'white', unitIds: ['w1'] });
    s = act(s, hold('white', 'w1'));
    expect(pendingOf(s)).toMatchObject({ side: 'red', unitIds: ['r2'] });
  });

  it('Option 1: "If an HQ directly commands a unit … they may choose to move when either of the cards are drawn"', () => {
    const s = start({ initiative: 'cards' }, [1, 2]);
    const hq = { ...s.units.find((u) => u.id === 'r1')! };
    s.units.push({ ...hq, id: 'hq', type: 'red-senior-officer', bases: [{ x: 20, y: 2, facing: 0 }], officers: [{ id: 'hq.o', name: 'hq', rank: 'senior', tokenId: 'steady-a', bonus: 1, characteristic: null }], attachedTo: 'r1', personalCommand: true });
    s.initiative.drawn = 'hq';
    expect(pendingOf(s)).toMatchObject({ side: 'red', unitIds: ['hq', 'r1'] });
    s.initiative.drawn = 'r1';
    expect(pendingOf(s)).toMatchObject({ side: 'red', unitIds: ['r1', 'hq'] });
  });

  it('Option 2: “The players each roll a d6 at the start each action segment, the winner moving a unit”, draws going to "the player who lost the previous roll-off"', () => {
    let s = start({ initiative: 'roll-off' }, [5, 3]);
    expect(pendingOf(s)?.side).toBe('red');
    s = act(s, hold('red', 'r1'), [4, 4]);
    expect(pendingOf(s)?.side).toBe('white');
  });

  it('Option 2: "the turn ends when both players roll a 1", if agreed', () => {
    const s = start({ initiative: 'roll-off', doubleOnesEndTurn: true }, [5, 3]);
    const after = act(s, hold('red', 'r1'), [1, 1, 3, 2]);
    expect(after.turn).toBe(2);
    expect(unit(after, 'r2').acted).toBe(false);
  });

  it('"If a unit is forced … to make an action out of sequence … it forfeits any later voluntary action segment"', () => {
    let s = start({ initiative: 'standard' }, [2, 5]);
    s.units.find((u) => u.id === 'w1')!.bases = [{ x: 20, y: 11, facing: 180 }, { x: 21.2, y: 11, facing: 180 }];
    // White fires at r1 (which chooses to take it): 2 × 3 = 6 at close range, a 7 is Ret: r1 retires and loses its segment.
    s = act(s, { type: 'shoot', side: 'white', unitId: 'w1', targetId: 'r1', mode: 'aimed' });
    expect(s.decision).toMatchObject({ kind: 'shot-at', unitId: 'r1', canEvade: true });
    s = act(s, { type: 'shot-at-response', side: 'red', unitId: 'r1', evade: false, returnFire: false }, [3, 4]);
    expect(unit(s, 'r1')).toMatchObject({ acted: true, forfeit: true, retiredThisTurn: 3 });
    expect(pendingOf(s)).toMatchObject({ side: 'red', unitIds: ['r2'] });
  });

  it('"An infantry or cavalry unit that is shot at by enemy at close range may elect to return fire simultaneously"', () => {
    let s = start({ initiative: 'standard' }, [2, 5]);
    s.units.find((u) => u.id === 'w1')!.bases = [{ x: 20, y: 10, facing: 180 }, { x: 21.2, y: 10, facing: 180 }];
    s = act(s, { type: 'shoot', side: 'white', unitId: 'w1', targetId: 'r1', mode: 'aimed' });
    expect(s.decision).toMatchObject({ kind: 'shot-at', canReturn: true });
    const r = stepState(s, { type: 'shot-at-response', side: 'red', unitId: 'r1', evade: false, returnFire: true }, forcedDice([1, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.value.events.map((e) => e.text)).toContain('r1 returns fire');
    expect(unit(r.value.state, 'r1').forfeit).toBe(true);
  });
});

describe('Pre-empting: a Clever officer', () => {
  it('“Clever officers may attempt to pre-empt the enemy”: “A Clever officer may attempt to pre-empt the actions of a visible unit”: "If he rolls a 6 on a d6 his unit may move out of initiative order"', () => {
    const scenario = fixtureScenario(red, [{ ...white[0]!, at: [30, 30], officer: 'clever' }], options({}));
    const { state } = setupState(scenario, new SeededDice(rngFromSeed(1)));
    let s = act(state, { type: 'end-entry', side: 'red' }, [6, 1]);
    s = act(s, { type: 'move', side: 'red', unitId: 'r1', to: { x: 20, y: 8 }, facing: 0 });
    expect(s.decision).toMatchObject({ kind: 'preempt', side: 'white', unitIds: ['w1'] });
    s = act(s, { type: 'preempt', side: 'white', unitId: 'w1' }, [6]);
    expect(s.decision).toMatchObject({ kind: 'out-of-turn', unitId: 'w1' });
    s = act(s, hold('white', 'w1'));
    expect(unit(s, 'r1').bases[0]!.y).toBeCloseTo(8, 1);
    expect(unit(s, 'w1')).toMatchObject({ acted: true, forfeit: true });
  });

  it('“Another Clever officer may not be pre-empted this way”', () => {
    const clever = [{ ...red[0]!, officer: 'clever' }, red[1]!];
    const scenario = fixtureScenario(clever, [{ ...white[0]!, at: [30, 30], officer: 'clever' }], options({}));
    const { state } = setupState(scenario, new SeededDice(rngFromSeed(1)));
    let s = act(state, { type: 'end-entry', side: 'red' }, [6, 1]);
    s = act(s, { type: 'move', side: 'red', unitId: 'r1', to: { x: 20, y: 8 }, facing: 0 });
    expect(s.decision?.kind).not.toBe('preempt');
    expect(unit(s, 'r1').bases[0]!.y).toBeCloseTo(8, 1);
    expect(unit(s, 'w1').acted).toBe(false);
  });
});
