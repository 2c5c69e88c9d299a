import { describe, expect, it } from 'vitest';
import type { FcState } from '../state.ts';
import { fcScenario, stateAt, unitOf } from '../test-fixtures.ts';
import { routChance, routTerm } from './rout-risk.ts';

/** A Red battalion `y` inches from its own (south) edge, and a White battalion 10" in front of it. */
function facing(y: number): FcState {
  const scenario = fcScenario(
    [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y, stands: 4 }],
    [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: Math.min(y + 10, 46), stands: 4 }],
  );
  return stateAt(scenario, 'movement', 'red');
}

describe('the AI weighs units falling back off their own edge', () => {
  // "Units, that fail morale, move one move to rear and mark as falling back"; a fall back that carries a stand off the
  // table loses the unit, and it counts for army morale ("Losses are units destroyed, off the table or surrendered").
  it('counts the risk only where a fall back (2 D6 for infantry) could carry the unit off', () => {
    expect(routChance(facing(37), unitOf(facing(37), 'reds'))).toBe(0);
    const near = facing(6);
    const mid = facing(14);
    expect(routChance(near, unitOf(near, 'reds'))).toBeGreaterThan(routChance(mid, unitOf(mid, 'reds')));
    expect(routChance(mid, unitOf(mid, 'reds'))).toBeGreaterThan(0);
  });

  it('needs an enemy able to fire on a unit that stands, not one already falling back', () => {
    const state = facing(6);
    state.units = state.units.filter((u) => u.id !== 'whites');
    expect(routChance(state, unitOf(state, 'reds'))).toBe(0);
    unitOf(state, 'reds').fallingBack = true;
    // It must fail its rally test first ("+1 already falling back": it passes on 1-3), then 2 D6 over 6" take it off.
    const rally = 3 / 6;
    const over6 = 26 / 36;
    expect(routChance(state, unitOf(state, 'reds'))).toBeGreaterThan(rally * over6);
  });

  it('is lower in cover, and counts against the side whose unit is at risk', () => {
    const open = facing(6);
    const covered = facing(6);
    unitOf(covered, 'reds').cover = true;
    expect(routChance(covered, unitOf(covered, 'reds'))).toBeLessThan(routChance(open, unitOf(open, 'reds')));
    expect(routTerm(open, 'red')).toBeLessThan(0);
    expect(routTerm(open, 'white')).toBeCloseTo(-routTerm(open, 'red'), 9);
  });
});
