import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { duelRuleset, DuelActionSchema, type DuelAction, type DuelState } from '../testing/duel-ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import type { GameLog } from './game.ts';
import type { Ruleset } from './ruleset.ts';
import { GameSession } from './session.ts';
import { verifyGameLog } from './log-chain.ts';

/**
 * The duel with a facing on each action that the rules keep only until the next action, as a figure's facing is
 * overwritten by its next move: an edit of it changes the game but not its final state.
 */
type FacingAction = DuelAction & { facing?: number };
const facingDuel: Ruleset<DuelState & { facing?: number }, FacingAction> = {
  ...duelRuleset,
  actionSchema: DuelActionSchema.extend({ facing: z.number().optional() }),
  step(state, action, dice) {
    const { facing, ...duelAction } = action;
    const stepped = duelRuleset.step(state, duelAction, dice);
    return stepped.ok ? { ok: true, value: { ...stepped.value, state: { ...stepped.value.state, facing } } } : stepped;
  },
};

function played(length = 12): { log: GameLog<FacingAction>; hash: string } {
  const session = GameSession.start(facingDuel, scenarioFixture({ turnLimit: 200 }), 11);
  for (let i = 0; i < length; i++) {
    const side = i % 2 === 0 ? 'red' : 'white';
    const r = session.act({ type: i % 3 === 0 ? 'fire' : 'rest', side, facing: i * 10 });
    if (!r.ok) throw new Error(r.error.reason);
  }
  // A last action without facing, so the facings before it do not reach the final state.
  session.act({ type: 'rest', side: length % 2 === 0 ? 'red' : 'white' });
  return { log: session.log, hash: session.hash() };
}

const divergence = (log: GameLog<FacingAction>, finalHash?: string) => {
  const checked = verifyGameLog(facingDuel, log, finalHash);
  return checked.ok ? 'verified' : checked.actionIndex;
};

describe('the game log hash chain', () => {
  it('records one link for the setup and one per action, and verifies the game it recorded', () => {
    const { log, hash } = played();
    expect(log.chain).toHaveLength(log.actions.length + 1);
    expect(verifyGameLog(facingDuel, log, hash)).toMatchObject({ ok: true, hash, chained: true });
  });

  it('names the edited action even when the game ends in the same state (a facing changed)', () => {
    const { log, hash } = played();
    const edited = structuredClone(log);
    edited.actions[4] = { ...edited.actions[4]!, facing: 275 };
    // The final state is the same, so a check of the final hash alone accepts the edit.
    expect(verifyGameLog(facingDuel, { ...edited, chain: [] }, hash).ok).toBe(true);
    expect(divergence(edited, hash)).toBe(4);
  });

  it('names the first action touched by a swap, a drop or a duplicate', () => {
    const { log, hash } = played();
    const swapped = structuredClone(log);
    [swapped.actions[2], swapped.actions[4]] = [swapped.actions[4]!, swapped.actions[2]!];
    expect(divergence(swapped, hash)).toBe(2);

    // Dropping or repeating a pair keeps the sides alternating, so the rules accept what is left.
    const dropped = structuredClone(log);
    dropped.actions.splice(6, 2);
    dropped.chain.splice(7, 2);
    expect(divergence(dropped, hash)).toBe(6);

    const duplicated = structuredClone(log);
    duplicated.actions.splice(6, 0, duplicated.actions[6]!, duplicated.actions[7]!);
    duplicated.chain.splice(7, 0, duplicated.chain[7]!, duplicated.chain[8]!);
    expect(divergence(duplicated, hash)).toBe(8);
  });

  it('refuses another seed at the setup, an edited link, and a chain of the wrong length', () => {
    const { log, hash } = played();
    expect(verifyGameLog(facingDuel, { ...log, seed: log.seed + 1 }, hash)).toMatchObject({ ok: false, actionIndex: null, reason: expect.stringMatching(/starts in another state/) });
    const relinked = structuredClone(log);
    relinked.chain[9] = '0123456789abcdef';
    expect(divergence(relinked, hash)).toBe(8);
    expect(verifyGameLog(facingDuel, { ...log, chain: log.chain.slice(1) }, hash)).toMatchObject({ ok: false, reason: expect.stringMatching(/links for/) });
  });

  it('still checks the final hash, and says when a log recorded no chain', () => {
    const { log, hash } = played();
    expect(verifyGameLog(facingDuel, log, '0123456789abcdef')).toMatchObject({ ok: false, actionIndex: null, reason: expect.stringMatching(/final state differs/) });
    expect(verifyGameLog(facingDuel, { ...log, chain: [] }, hash)).toMatchObject({ ok: true, chained: false });
  });

  it('keeps the chain in step with undo', () => {
    const session = GameSession.start(facingDuel, scenarioFixture({ turnLimit: 200 }), 3, 4);
    for (let i = 0; i < 9; i++) session.act({ type: 'fire', side: i % 2 === 0 ? 'red' : 'white' });
    const before = session.log.chain.slice(0, 7);
    session.undo(3);
    expect(session.log.chain).toEqual(before);
    session.act({ type: 'rest', side: 'red' });
    expect(verifyGameLog(facingDuel, session.log, session.hash()).ok).toBe(true);
  });
});
