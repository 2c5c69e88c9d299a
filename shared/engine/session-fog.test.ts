import { describe, expect, it } from 'vitest';
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import { validateScenario } from '../scenario-checks/validate.ts';
import { getRuleset } from '../rulesets/registry.ts';
import { withSightRange } from '../testing/sight-range.ts';
import { playRandomGame } from '../testing/random-play.ts';
import { GameSession } from './session.ts';
import { hashValue } from './hash.ts';

const scenario = (() => { const r = validateScenario(stationRaidJson); if (!r.ok) throw new Error('bad scenario'); return r.value; })();
const ruleset = withSightRange(getRuleset(scenario.ruleset.id)!, 12);
const { actions } = playRandomGame(ruleset, scenario, 5, { stepLimit: 60 });
const knowledgeHash = (s: GameSession<unknown, (typeof actions)[number]>) => {
  const k = s.knows('red');
  return k && hashValue({ sighting: k.sighting, memory: [...k.memory] });
};

describe('a game session\'s fog of war', () => {
  const played = GameSession.start(ruleset, scenario, 5, 10, false, ['red']);
  const after: (string | null)[] = [knowledgeHash(played)];
  for (const action of actions) {
    expect(played.act(action).ok).toBe(true);
    after.push(knowledgeHash(played));
  }

  it('keeps what the side knew after every action, and remembers enemy units once seen', () => {
    expect(played.knows('white')).toBeNull();
    expect(played.knows('red')!.memory.size).toBeGreaterThan(0);
    expect(new Set(after).size).toBeGreaterThan(1);
  });

  it('finds the side\'s knowledge as it was after an undo, and after the game is resumed from its log', () => {
    const back = 23;
    played.truncate(back);
    expect(knowledgeHash(played)).toBe(after[back]);
    expect(played.knows('red', back + 1)).toBeNull();
    for (const action of actions.slice(back)) played.act(action);
    expect(knowledgeHash(played)).toBe(after.at(-1));
    const resumed = GameSession.resume(ruleset, played.log, 50, ['red']);
    expect(resumed.ok && knowledgeHash(resumed.value)).toBe(after.at(-1));
  });
});
