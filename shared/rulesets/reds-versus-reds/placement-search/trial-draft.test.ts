import { describe, expect, it } from 'vitest';
import { statesOfARandomGame } from '../../../testing/random-states.ts';
import { redsVersusReds as rvr } from '../index.ts';
import type { RvrState } from '../state.ts';
import { TrialDrafts, trialDraft } from './trial-draft.ts';
import { joinCombat } from '../combat/combat.ts';
import { leaveCombats } from '../combat/casualties.ts';
import { komuchVillageClose } from '../test-fixtures.ts';

// The one trial copy of a placement search must read as a fresh copy before every trial, whatever the last
// trial did to its combats: joined one in place, started one, or left one.

const activated = statesOfARandomGame(rvr, { ...komuchVillageClose(), turnLimit: 2 }, 51).filter((s) => s.activation);

/** The state with one combat: an enemy figure fought by one of ours. */
function withCombat(state: RvrState): RvrState {
  const mover = state.units.find((u) => u.id === state.activation!.unitId)!;
  const enemy = state.units.find((u) => u.side !== mover.side && u.figures.length > 1)!;
  return { ...state, combats: [{ id: 'c90', single: enemy.figures[0]!.id, opponents: [mover.figures[0]!.id], attackerSide: mover.side, startedTurn: state.turn - 1 }] };
}

describe('the trial copy put back after a trial', () => {
  it('has activated states to try', () => expect(activated.length).toBeGreaterThan(5));

  it('reads as a fresh copy after its combats were changed in place, added to or left', () => {
    for (const state of activated.map(withCombat)) {
      const trials = new TrialDrafts(state, state.activation!.unitId);
      const combat = state.combats[0]!;
      const enemyIds = state.units.find((u) => u.figures.some((f) => f.id === combat.single))!.figures.map((f) => f.id);
      const changes: ((d: RvrState) => void)[] = [
        (d) => joinCombat(d, 'extra/1', combat.attackerSide, combat.single),
        (d) => joinCombat(d, 'extra/1', combat.attackerSide, combat.opponents[0]!),
        (d) => joinCombat(d, 'extra/1', combat.attackerSide, enemyIds[1]!),
        (d) => leaveCombats(d, [combat.opponents[0]!]),
        (d) => { d.combats[0]!.startedTurn += 1; },
      ];
      for (const change of changes) {
        const draft = trials.next();
        expect(draft).toEqual(trialDraft(state, state.activation!.unitId));
        change(draft);
        expect(draft.combats).not.toEqual(state.combats);
      }
      expect(trials.next()).toEqual(trialDraft(state, state.activation!.unitId));
    }
  });
});
