/**
 * AI personalities are data: how many dice samples a candidate gets, how many candidates are simulated,
 * how much noise clouds the judgement and how far the commander looks ahead. The levels differ only here.
 */
import type { Difficulty, Personality, PersonalityTuning } from '../engine/ai-levels.ts';

export const PERSONALITIES: Readonly<Record<Difficulty, Personality>> = {
  easy: {
    difficulty: 'easy', samples: 1, maxSimulated: 4, noise: 3, sloppiness: 0.35, decentMargin: 4,
    deepCount: 0, followUps: 0, followUpWidth: 1, replies: 0, budgetMs: 10,
  },
  // One follow-up option is tried, not two: over 120 games against random play the Reds won 106 with one and
  // 107 with two, and one makes a normal-against-normal game about a fifth cheaper.
  normal: {
    difficulty: 'normal', samples: 2, maxSimulated: 6, noise: 0, sloppiness: 0, decentMargin: 0,
    deepCount: 2, followUps: 1, followUpWidth: 1, replies: 0, budgetMs: 25,
  },
  // Five samples, not three: where every activation first rolls a die for motivation (Ten Rounds Rapid), three
  // samples let the luckiest of several activations look best. Against the easy AI in the wire before Tsaritsyn
  // (seeds 2000-2019, each side), hard won 24 of 40 with three and 26 of 40 with five (as the Reds 5 and 7 of 20).
  hard: {
    difficulty: 'hard', samples: 5, maxSimulated: 8, noise: 0, sloppiness: 0, decentMargin: 0,
    deepCount: 3, followUps: 1, followUpWidth: 2, replies: 2, budgetMs: 150,
  },
};

export const personalityFor = (difficulty: Difficulty, tuning?: PersonalityTuning): Personality => {
  const own = tuning?.[difficulty];
  return own ? { ...PERSONALITIES[difficulty], ...own } : PERSONALITIES[difficulty];
};
