import { describe, expect, it } from 'vitest';
import type { Api, ApiInput, ResumeCheck } from '../../shared/api.ts';
import { fakeSnapshot, ok } from '../testing/fake-play.ts';
import { storedGame } from '../testing/test-db.ts';
import { resumeStoredGame } from './resume-game.ts';

/** An Api whose resumeGame answers with `check`, keeping what it was asked. */
function apiAnswering(check: ResumeCheck) {
  const asked: ApiInput<'resumeGame'>[] = [];
  const api = { resumeGame: async (input: ApiInput<'resumeGame'>) => { asked.push(input); return ok({ ...fakeSnapshot(), check }); } } as unknown as Api;
  return { api, asked };
}

describe('resuming a stored game', () => {
  it('sends the state hash stored with the save, for main to check with the rest', async () => {
    const { api, asked } = apiAnswering({ kind: 'verified', detail: 'every hash reached' });
    const resumed = await resumeStoredGame(api, storedGame({ hash: '0123456789abcdef' }), 'strict');
    expect(asked[0]).toMatchObject({ savedHash: '0123456789abcdef' });
    expect(resumed.kind).toBe('same');
    expect(resumed.kind === 'same' && 'check' in resumed.snapshot).toBe(false);
  });

  it('a save by an older Tachanka is older, with main\'s words, not a game that differs', async () => {
    const detail = 'This game was saved by an older version of Tachanka (game log format 2) and …, so it cannot be verified.';
    expect(await resumeStoredGame(apiAnswering({ kind: 'older', detail }).api, storedGame(), 'strict')).toMatchObject({ kind: 'older', detail });
    expect(await resumeStoredGame(apiAnswering({ kind: 'differs', detail: 'at action 3' }).api, storedGame(), 'strict')).toMatchObject({ kind: 'differs', detail: 'at action 3' });
  });

  it('a save checked only at its end (format 1) is not taken for one verified: main\'s words go with it', async () => {
    const detail = 'This game was saved in game log format 1, … so it could only be checked at its end …';
    expect(await resumeStoredGame(apiAnswering({ kind: 'end-only', detail }).api, storedGame(), 'strict')).toMatchObject({ kind: 'end-only', detail });
  });
});
