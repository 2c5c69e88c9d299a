import { describe, expect, it } from 'vitest';
import { OUTCOME_SCORE } from '../../../engine/ruleset.ts';
import { area, fcScenario, stateAt, unitOf } from '../test-fixtures.ts';
import { decisiveTerm } from './decisive-melee.ts';
import { meleeOdds } from './melee-odds.ts';

/** A town the Whites must clear, one Red unit in it near its southern edge, a White unit assaulting it (in contact: only attackers in contact fight). */
function townFight(redY: number, extraRed = false) {
  const scenario = fcScenario(
    [{ id: 'reds', troopType: 'red-infantry', x: 30, y: redY, stands: 2 }, ...(extraRed ? [{ id: 'more', troopType: 'red-infantry', x: 24, y: 25, stands: 2 }] : [])],
    [{ id: 'whites', troopType: 'white-officers', x: 30, y: redY + 1.5, stands: 4 }],
    [area('town', 'built-up', 20, 10, 50, 30)],
    { victory: [{ type: 'clear-area', winner: 'white', areaId: 'town' }, { type: 'turn-limit', winner: 'red' }] });
  const state = stateAt(scenario, 'assault', 'white');
  state.assaults = [{ attacker: 'whites', target: 'reds', from: unitOf(state, 'whites').stands.map((s) => ({ x: s.x, y: s.y })), flank: false, wire: false }];
  return state;
}

describe('a melee that clears the area the attackers must take, as the AI weighs it', () => {
  it('is worth the game when the defender it beats is the last in the area and falls back out of it', () => {
    const state = townFight(11);
    const forWhites = decisiveTerm(state, 'white');
    // The Reds stand 1" inside the town's southern edge: beaten, any fall back (2 D6) takes them out, so the game is
    // won whenever the Whites win the melee (by 3 against defenders in the town).
    const odds = meleeOdds(state, state.assaults, unitOf(state, 'reds'));
    expect(odds.attackerWins).toBeGreaterThan(0);
    expect(forWhites).toBeCloseTo(odds.attackerWins * OUTCOME_SCORE, 6);
    expect(decisiveTerm(state, 'red')).toBe(-forWhites);
  });

  it('is worth less where the beaten defender must fall back farther to leave the area', () => {
    expect(decisiveTerm(townFight(22), 'white')).toBeLessThan(decisiveTerm(townFight(11), 'white'));
  });

  it('is worth nothing while another unit of the defender\'s side stays in the area unassaulted', () => {
    expect(decisiveTerm(townFight(11, true), 'white')).toBe(0);
  });
});
