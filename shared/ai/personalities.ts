/**
 * AI personalities are data: how many dice samples a candidate gets, how many candidates are simulated,
 * how much noise clouds the judgement and how far the commander looks ahead. The levels differ only here.
 */
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface Personality {
  difficulty: Difficulty;
  /** Dice samples per candidate at most (successive halving spends them on the leaders). */
  samples: number;
  /** Candidates simulated at most; the rest are dropped by the cheap pre-ranking. */
  maxSimulated: number;
  /** Spread of the uniform noise added to each candidate's score, in figure-equivalents. */
  noise: number;
  /** Chance of picking any option whose score lies within `decentMargin` of the best. */
  sloppiness: number;
  decentMargin: number;
  /** Leaders of the first look that get the deeper look (follow-ups played out, replies tried). */
  deepCount: number;
  /**
   * Own follow-up decisions played out after a candidate while the decision stays ours (a unit activated
   * must then be placed), each by trying the `followUpWidth` best pre-ranked options once.
   */
  followUps: number;
  followUpWidth: number;
  /** How many of the opponent's replies are tried after a candidate (0: no look-ahead). */
  replies: number;
  /** Time budget for one decision when the caller supplies a clock. */
  budgetMs: number;
}

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

/** A rule set's own numbers for some levels (`Ruleset.aiTuning`), each replacing the default's where given. */
export type PersonalityTuning = Readonly<Partial<Record<Difficulty, Readonly<Partial<Omit<Personality, 'difficulty'>>>>>>;

export const personalityFor = (difficulty: Difficulty, tuning?: PersonalityTuning): Personality => {
  const own = tuning?.[difficulty];
  return own ? { ...PERSONALITIES[difficulty], ...own } : PERSONALITIES[difficulty];
};
