import type { GameState } from '../engine/game.ts';
import type { BaseAction, Ruleset } from '../engine/ruleset.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import { withAnnouncedLosses } from './announced-losses.ts';
import type { EvalContext } from './context.ts';
import { mixSeed, withOwnDice } from './own-dice.ts';
import type { Personality } from '../engine/ai-levels.ts';
import type { RankedChoice } from './prerank.ts';
import { strengthLostBetween } from './reason.ts';
import { SHALLOW, simulateChoice, type Depth, type Sample, type Start } from './simulate.ts';
import type { TableReading } from './table-reading.ts';

export interface Candidate<A extends BaseAction> {
  ranked: RankedChoice<A>;
  /** Score at first look (the candidate alone, one sample), with the prior for an unresolved one. */
  shallow: number | null;
  unresolved: boolean;
  /** Scores of the samples that count for the final choice. */
  scores: number[];
  /** Every further sample would show the same. */
  certain: boolean;
  /** First sample of the candidate (round 0's dice), for the reason and for a deeper look with the same dice. */
  first?: Sample;
  enemyLoss: number;
  ownLoss: number;
  lossSamples: number;
  illegal: boolean;
}

export interface SearchResult<A extends BaseAction> {
  candidates: Candidate<A>[];
  /** The candidates that survived to the last round of sampling. */
  finalists: Candidate<A>[];
  simulations: number;
}

/** A candidate not yet looked at. */
export const unsearched = <A extends BaseAction>(ranked: RankedChoice<A>): Candidate<A> => ({
  ranked, shallow: null, unresolved: false, scores: [], certain: false, enemyLoss: 0, ownLoss: 0, lossSamples: 0, illegal: false,
});

export const meanScore = (c: Candidate<BaseAction>): number => c.scores.reduce((a, b) => a + b, 0) / Math.max(1, c.scores.length);

/**
 * The search, in stages that spend the budget where it matters:
 * 1. a first look at every shortlisted candidate (one sample, the candidate alone);
 * 2. the leaders, and every candidate that needs no deeper look, go on: unresolved ones have their
 *    follow-ups played out, and (for a commander who looks ahead) the opponent's reply is tried;
 * 3. later samples are spent on the better half each round (successive halving), with the same dice for
 *    every candidate in a round so they are compared on equal luck.
 */
export function searchCandidates<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, side: SideId, context: EvalContext, personality: Personality,
  before: TableReading, seed: number, shortlisted: readonly RankedChoice<A>[], outOfTime: () => boolean, tallyLosses = true,
): SearchResult<A> {
  const candidates: Candidate<A>[] = shortlisted.map(unsearched);
  const deep: Depth = { followUps: personality.followUps, followUpWidth: personality.followUpWidth, replies: personality.replies };
  let simulations = 0;
  const seedOf = (round: number) => mixSeed(seed, state.actionCount, round);
  const run = (c: Candidate<A>, depth: Depth, round: number): Sample | null => {
    // Round 0's dice are the first sample's: the candidate's own step need not be played again.
    const start = round === 0 ? c.first?.start as Start<S> | undefined : undefined;
    const sample = simulateChoice(ruleset, withOwnDice(state, seedOf(round)), c.ranked, side, context, depth, before, start);
    simulations++;
    if (!sample) { c.illegal = true; return null; }
    // The losses only word the reason.
    if (tallyLosses) {
      const lost = withAnnouncedLosses(before, sample.table, sample.events);
      c.enemyLoss += strengthLostBetween(before, lost, otherSide(side));
      c.ownLoss += strengthLostBetween(before, lost, side);
      c.lossSamples++;
    }
    c.first ??= sample;
    return sample;
  };
  // A choice that only prepares a later decision of ours is worth, at first look, what moving could give.
  const valueOf = (c: Candidate<A>, sample: Sample) => sample.score + (sample.unresolved ? c.ranked.prior : 0);

  for (const c of candidates) {
    if (simulations > 0 && outOfTime()) break;
    const sample = run(c, SHALLOW, 0);
    if (!sample) continue;
    c.shallow = valueOf(c, sample);
    c.unresolved = sample.unresolved;
    c.certain = sample.certain;
  }
  const looked = candidates.filter((c) => c.shallow !== null && !c.illegal).sort((a, b) => b.shallow! - a.shallow!);
  const needsDeep = (c: Candidate<A>) => (c.unresolved && deep.followUps > 0) || deep.replies > 0;
  const leaders = new Set(looked.slice(0, personality.deepCount));
  // Ways of preparing the same unit's move (how to dice for it, say) only differ once played out: a leader
  // among them brings its siblings along, or the first listed would win every tie.
  for (const c of [...leaders]) {
    if (c.unresolved) for (const o of looked) if (o.unresolved && o.ranked.choice.unitId === c.ranked.choice.unitId) leaders.add(o);
  }
  let alive = looked.filter((c) => leaders.has(c) || !needsDeep(c));
  for (const c of alive) if (needsDeep(c)) c.certain = false;

  search: for (let round = 0; round < personality.samples; round++) {
    for (const c of alive) {
      if (c.certain && c.scores.length > 0) { c.scores.push(c.scores[0]!); continue; }
      if (round === 0 && !needsDeep(c)) { c.scores.push(c.shallow!); continue; }
      if (outOfTime()) break search;
      const sample = run(c, needsDeep(c) ? deep : SHALLOW, round);
      if (!sample) continue;
      c.scores.push(valueOf(c, sample));
      c.certain = sample.certain;
    }
    alive = alive.filter((c) => !c.illegal && c.scores.length > 0).sort((a, b) => meanScore(b) - meanScore(a));
    alive = alive.slice(0, Math.max(2, Math.ceil(alive.length / 2)));
  }
  return { candidates, finalists: alive, simulations };
}
