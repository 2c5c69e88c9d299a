import { describe, expect, it } from 'vitest';
import { applyAction, startGame } from '../../engine/game.ts';
import { playGame } from '../../ai/play-out.ts';
import { redActionsRuleset as R } from './index.ts';
import { stationRaid } from './test-fixture.ts';

describe('choice labels', () => {
  it('name what tells two choices apart (the building taken, the ground scouted, the move after firing), so no two read alike', () => {
    const scenario = stationRaid();
    let decisions = 0;
    for (const seed of [1, 2, 3]) {
      const played = playGame(R, scenario, seed, { red: { kind: 'random' }, white: { kind: 'random' } });
      let state = startGame(R, scenario, seed).state;
      for (const action of played.log.actions) {
        const labels = R.options(state.game).map((c) => c.label);
        expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
        decisions++;
        const next = applyAction(R, state, action);
        if (!next.ok) throw new Error(next.error.reason);
        state = next.value.state;
      }
    }
    expect(decisions).toBeGreaterThan(100);
  }, 60_000);
});
