import { describe, expect, it } from 'vitest';
import { PERSONALITIES, personalityFor } from './personalities.ts';
import { tenRoundsRapid } from '../rulesets/ten-rounds-rapid/index.ts';

describe("a rule set's own numbers for the AI's levels", () => {
  it('replace the defaults where given, for that level only', () => {
    const tuned = personalityFor('normal', { normal: { samples: 1, followUps: 0 } });
    expect(tuned).toEqual({ ...PERSONALITIES.normal, samples: 1, followUps: 0 });
    expect(personalityFor('hard', { normal: { samples: 1 } })).toBe(PERSONALITIES.hard);
    expect(personalityFor('easy')).toBe(PERSONALITIES.easy);
  });

  it('give Ten Rounds Rapid commanders that judge an activation without playing out its act, hard still the widest', () => {
    const [easy, normal, hard] = (['easy', 'normal', 'hard'] as const).map((d) => personalityFor(d, tenRoundsRapid.aiTuning));
    for (const p of [easy!, normal!, hard!]) expect(p.followUps).toBe(0);
    expect(normal!.samples).toBe(1);
    expect(hard!.samples).toBeGreaterThan(normal!.samples);
    expect(hard!.maxSimulated).toBeGreaterThan(normal!.maxSimulated);
    expect(easy!.noise).toBeGreaterThan(PERSONALITIES.easy.noise);
  });
});
