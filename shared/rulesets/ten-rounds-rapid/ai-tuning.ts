import type { PersonalityTuning } from '../../engine/ai-levels.ts';

/**
 * How the AI's levels search under Ten Rounds Rapid. A game here is many small decisions (about 300 in the wire before
 * Tsaritsyn: each unit activated, then acting), and an activation's worth hangs on a d10 the search can only sample:
 * playing out the unit's act after one sampled test lets the luckiest roll win. So no level plays out that act; an
 * activation is judged by the table after its test and what moving the unit could give (the pre-ranking).
 * - normal samples each of four candidates once: a normal-against-normal game takes about 1.7 times less CPU than with
 *   the default normal. In the battle as bundled it beat random play in 50 of 50 games on either side (seeds
 *   1000-1049). With its default width and samples, the battle (then of ten moves) tipped to the Whites (159 of 200
 *   normal-against-normal games, against 91 of 200 with these numbers).
 * - hard weighs eight candidates over four samples without trying the replies, and easy is looser than the default
 *   (more noise, more often content with a decent option, three candidates). With the defaults, hard won 10 of 20
 *   mirrored games against easy in the wire before Tsaritsyn (seeds 2000-2009); with these, 30 of 40 (seeds
 *   2000-2019, the Reds then broken at 65% lost), and 18 of 20 in the battle as bundled (seeds 2000-2009); hard's games
 *   cost a fifth of the CPU they did.
 */
export const AI_TUNING: PersonalityTuning = {
  easy: { noise: 8, sloppiness: 0.6, decentMargin: 8, maxSimulated: 3 },
  normal: { samples: 1, maxSimulated: 4, deepCount: 0, followUps: 0 },
  hard: { samples: 4, maxSimulated: 8, deepCount: 0, followUps: 0, replies: 0 },
};
