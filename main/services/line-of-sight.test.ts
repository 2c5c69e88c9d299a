import { describe, expect, it } from 'vitest';
import { GameSession } from '../../shared/engine/session.ts';
import { duelRuleset } from '../../shared/testing/duel-ruleset.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { lineOfSightVerdict } from './line-of-sight.ts';

// The fixture's village is a built-up area from (20, 30) to (28, 38).
const sighted = { ...duelRuleset, sightRules: { areas: { 'built-up': { blocksAfter: 3 } }, buildings: 'block', hills: true } as const };

describe('lineOfSightVerdict', () => {
  const session = GameSession.start(sighted, scenarioFixture(), 1);

  it('answers with the rule set sight rules: through the village is blocked, beside it is clear', () => {
    const blocked = lineOfSightVerdict(session, { x: 24, y: 10 }, { x: 24, y: 45 });
    expect(blocked.ok && blocked.value).toMatchObject({ clear: false, distance: 35 });
    const clear = lineOfSightVerdict(session, { x: 5, y: 5 }, { x: 5, y: 45 });
    expect(clear.ok && clear.value).toMatchObject({ clear: true, distance: 40, reason: 'clear' });
  });

  it('refuses when the rule set gives no sight rules', () => {
    const plain = GameSession.start(duelRuleset, scenarioFixture(), 1);
    expect(lineOfSightVerdict(plain, { x: 0, y: 0 }, { x: 1, y: 1 }).ok).toBe(false);
  });
});
