import { describe, expect, it } from 'vitest';
import { statesOfARandomGame } from '../../../testing/random-states.ts';
import { redsVersusReds as rvr } from '../index.ts';
import { type RvrState, type UnitState, figureRadius, isActive } from '../state.ts';
import { unitsToFire, unitsToFireAfresh } from '../sequence/sequence.ts';
import { komuchVillageClose } from '../test-fixtures.ts';
import { answersOnly, figuresOnTable, isWithdrawing } from '../troops/figures.ts';
import { hasTarget } from './shooting.ts';
import { enemyLists, keptTargets } from './target-memo.ts';
import { otherSide, type SideId } from '../../../scenario/terrain-kinds.ts';

// "Has a target" answers kept from one state to the next of a shooting category must be those worked out afresh.

const closeStart = () => ({ ...komuchVillageClose(), turnLimit: 3 });
const states = [31, 32, 33, 34, 35].flatMap((seed) => statesOfARandomGame(rvr, closeStart(), seed));
const shooting = states.filter((s) => s.phase === 'shooting');
const ids = (units: readonly UnitState[]) => units.map((u) => u.id);

/** Lists the side's units to fire both ways, then checks every answer kept for a figure against `hasTarget` asked afresh. */
function expectSameAnswers(state: RvrState, side: SideId): void {
  expect(ids(unitsToFire(state, side))).toEqual(ids(unitsToFireAfresh(state, side)));
  const enemies = figuresOnTable(state, otherSide(side));
  for (const unit of state.units) {
    if (unit.side !== side || !isActive(unit)) continue;
    const answers = keptTargets(state, unit, enemyLists(state, side));
    unit.figures.forEach((figure, i) => {
      if (answers[i] !== undefined) expect(answers[i]).toBe(hasTarget(state, { unit, figure, radius: figureRadius(unit) }, enemies));
    });
  }
}

/** The state with one enemy unit of `side` stepped sideways by `dx` inches (a new figures list, as a move makes). */
function withEnemyMoved(state: RvrState, side: string, dx: number): RvrState {
  let done = false;
  const units = state.units.map((u) => {
    if (done || u.side === side || u.figures.length === 0) return u;
    done = true;
    return { ...u, figures: u.figures.map((f) => ({ ...f, x: f.x + dx })) };
  });
  return { ...state, units };
}

describe('units with someone to shoot at, answers kept between states', () => {
  it('has shooting states, some with units to fire and some without', () => {
    expect(shooting.length).toBeGreaterThan(10);
    expect(shooting.some((s) => unitsToFireAfresh(s, 'red').length > 0)).toBe(true);
    expect(shooting.some((s) => unitsToFireAfresh(s, s.toAct).length === 0)).toBe(true);
  });

  it('lists the units that listing afresh lists, state after state, for both sides (game order, then reversed)', () => {
    for (const list of [shooting, [...shooting].reverse()]) {
      for (const state of list) {
        for (const side of ['red', 'white'] as const) expectSameAnswers(state, side);
      }
    }
  });

  it('has states with combats, withdrawing units and units that only fire back among them', () => {
    expect(shooting.some((s) => s.combats.length > 0)).toBe(true);
    expect(shooting.some((s) => s.units.some((u) => isWithdrawing(s, u)))).toBe(true);
    // Their attackers are set below ("provoked"): in three turns the Reds seldom reach the Czechs.
    expect(shooting.some((s) => s.units.some((u) => answersOnly(s, u)))).toBe(true);
  });

  it('works the answers out again when an enemy moved, a combat ended, a unit was fired at or the category differs', () => {
    for (const state of shooting) {
      for (const side of ['red', 'white'] as const) {
        unitsToFire(state, side);
        for (const dx of [-6, 6]) {
          const moved = withEnemyMoved(state, side, dx);
          expectSameAnswers(moved, side);
        }
        // Combats ended and defensive fire spent (a new state with the same figures lists).
        const calm: RvrState = { ...state, combats: [], defensiveFire: [] };
        expectSameAnswers(calm, side);
        // Every enemy figure fighting (figures in close combat are no targets).
        const embattled: RvrState = { ...state, combats: figuresOnTable(state, otherSide(side)).map((e, i) => ({ id: `c${i}`, single: e.figure.id, opponents: [], attackerSide: side, startedTurn: state.turn })) };
        expectSameAnswers(embattled, side);
        // Nobody fired at the side's units this turn (a unit that only fires back may then answer last turn's attackers only).
        const unprovoked: RvrState = { ...state, units: state.units.map((u) => (u.side === side ? { ...u, attackedBy: [] } : u)) };
        expectSameAnswers(unprovoked, side);
        // Every unit of the side now fired at by every enemy unit (a unit that only fires back may answer them all).
        const enemyIds = state.units.filter((u) => u.side !== side).map((u) => u.id);
        const provoked: RvrState = { ...state, units: state.units.map((u) => (u.side === side ? { ...u, attackedBy: enemyIds } : u)) };
        expectSameAnswers(provoked, side);
        for (const category of [2, 3, 4] as const) {
          const other: RvrState = { ...state, category };
          expectSameAnswers(other, side);
        }
      }
    }
  });
});
