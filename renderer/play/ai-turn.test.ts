import { describe, expect, it } from 'vitest';
import { PlaySession } from './play-session.svelte.ts';
import { fakeDeps, fakeSnapshot, ok } from '../testing/fake-play.ts';

describe('the AI panel', () => {
  it('stamps a decision with the turn it was taken in, even when it ends that turn', async () => {
    const aiDue = fakeSnapshot({ turn: 1, pending: { side: 'white', kind: 'activate', prompt: 'activate a unit', unitIds: [] } });
    const nextTurn = fakeSnapshot({ turn: 2, pending: null });
    const deps = fakeDeps({ aiAct: async () => ok({ snapshot: nextTurn, reason: 'hold the village', thinkingMs: 5 }) });
    const session = new PlaySession(deps, aiDue);
    await session.ai.run();
    expect(session.ai.reasons.map((r) => [r.turn, r.side, r.text])).toEqual([[1, 'white', 'hold the village']]);
  });
});
