import type { PersonalityTuning } from '../../ai/personalities.ts';

/**
 * How the AI's levels search under Ten Rounds Rapid. A game here is many small decisions (about 280 in the wire before
 * Tsaritsyn: each unit activated, then acting), and an activation's worth hangs on a d10 the search can only sample.
 * The normal commander judges an activation by what moving the unit could give (the pre-ranking) instead of sampling
 * the test and the unit's best act after it, and samples each candidate once: in the wire before Tsaritsyn that made a
 * normal-against-normal game about 1.7 times cheaper in CPU, and it still won 15 of 15 games against random play on
 * each side (seeds 1000-1014).
 */
export const AI_TUNING: PersonalityTuning = {
  normal: { samples: 1, maxSimulated: 4, deepCount: 0, followUps: 0 },
};
