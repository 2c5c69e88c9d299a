import { describe, expect, it } from 'vitest';
import type { RulesetInfo } from '../../shared/api.ts';
import { PlaySession } from './play-session.svelte.ts';
import { fakeDeps, fakeSnapshot, ok } from '../testing/fake-play.ts';

const ruleset = (id: string, types: [string, string][]): RulesetInfo =>
  ({ id, troopTypes: types.map(([typeId, name]) => ({ id: typeId, name })) }) as unknown as RulesetInfo;

describe('the unit card\'s troop names', () => {
  it('come from the game\'s own rule set, asked for once', async () => {
    let asked = 0;
    const deps = fakeDeps({
      listRulesets: async () => {
        asked++;
        return ok([ruleset('other', [['red-infantry', 'Wrong rule set']]), ruleset('reds-versus-reds', [['red-infantry', 'Red Army rifles']])]);
      },
    });
    const session = new PlaySession(deps, fakeSnapshot());
    expect(session.troopNames['red-infantry']).toBeUndefined();
    await session.loadTroopNames();
    await session.loadTroopNames();
    expect(session.troopNames['red-infantry']).toBe('Red Army rifles');
    expect(asked).toBe(1);
  });
});
