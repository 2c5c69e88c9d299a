/**
 * The AI's levels and the numbers that make a level, as a rule set may tune them (`Ruleset.aiTuning`). The
 * engine owns the shape so that a rule set names it without reaching into the AI; `shared/ai/personalities.ts`
 * holds the default numbers.
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

/** A rule set's own numbers for some levels (`Ruleset.aiTuning`), each replacing the default's where given. */
export type PersonalityTuning = Readonly<Partial<Record<Difficulty, Readonly<Partial<Omit<Personality, 'difficulty'>>>>>>;
