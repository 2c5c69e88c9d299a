import type { GameState } from '../engine/game.ts';
import type { BaseAction, Ruleset } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import { evalContext } from './context.ts';
import { AiRandom, mixSeed, withOwnDice } from './own-dice.ts';
import { personalityFor, type Difficulty } from './personalities.ts';
import { prerank, shortlist, type RankedChoice } from './prerank.ts';
import { describeDecision, strengthLostBetween } from './reason.ts';
import { simulateChoice, type Sample } from './simulate.ts';
import { withAnnouncedLosses } from './announced-losses.ts';
import { readTable } from './table-reading.ts';

export interface AiSettings {
  difficulty: Difficulty;
  /** The AI's own seed: its simulations and its whims come from it, never from the game's dice. */
  seed: number;
  /** Time for this decision; used only with `now`. Defaults to the personality's. */
  budgetMs?: number;
  /** A clock in milliseconds (the caller's performance.now). Without it the budget is the personality's candidate count. */
  now?: () => number;
}

export interface AiDecision<A extends BaseAction> {
  action: A;
  /** One line for the battle report. */
  reason: string;
  /** Candidates simulated (1 when there was nothing to choose). */
  considered: number;
}

interface Candidate<A extends BaseAction> {
  ranked: RankedChoice<A>;
  scores: number[];
  first?: Sample;
  /** No dice were involved: one sample says all. */
  certain: boolean;
  enemyLoss: number;
  ownLoss: number;
  illegal: boolean;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/**
 * Picks one of `ruleset.options(state)` for `side`, the way a player would; the caller submits it with
 * applyAction. Each shortlisted candidate is played on copies of the state with the AI's own dice;
 * successive halving spends the later samples on the leaders. Deterministic for a seed unless a clock is given.
 */
export function chooseAction<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, scenario: Scenario, side: SideId, settings: AiSettings,
): AiDecision<A> {
  if (ruleset.outcome(state.game)) throw new Error('chooseAction: the game is over');
  const due = ruleset.pending(state.game);
  if (!due || due.side !== side) throw new Error(`chooseAction: no decision is due for ${side}`);
  const options = ruleset.options(state.game);
  if (options.length === 0) throw new Error(`chooseAction: the rule set offers ${side} no option for "${due.prompt}"`);

  const personality = personalityFor(settings.difficulty);
  const context = evalContext(scenario);
  const before = readTable(ruleset.view(state.game), context);
  if (options.length === 1) {
    const only = options[0]!;
    return { action: only.action, reason: describeDecision({ context, side, choice: only, before }), considered: 1 };
  }

  const now = settings.now;
  const started = now?.() ?? 0;
  const budget = settings.budgetMs ?? personality.budgetMs;
  const outOfTime = () => (now ? now() - started >= budget : false);

  const candidates: Candidate<A>[] = shortlist(prerank(options, before, context, side), personality.maxSimulated)
    .map((ranked) => ({ ranked, scores: [], enemyLoss: 0, ownLoss: 0, illegal: false, certain: false }));
  let alive = candidates;
  let simulations = 0;
  search: for (let round = 0; round < personality.samples; round++) {
    // The same dice for every candidate in a round, so candidates are compared on equal luck.
    const sampleSeed = mixSeed(settings.seed, state.actionCount, round);
    for (const c of alive) {
      if (c.certain) { c.scores.push(c.scores[0]!); continue; }
      if (simulations > 0 && outOfTime()) break search;
      const sample = simulateChoice(ruleset, withOwnDice(state, sampleSeed), c.ranked.choice, side, context, personality, before);
      simulations++;
      if (!sample) { c.illegal = true; continue; }
      // A choice that only prepares a later decision of ours is worth what that decision can make of it.
      c.scores.push(sample.score + (sample.unresolved ? c.ranked.prior : 0));
      c.first ??= sample;
      c.certain = sample.certain;
      const lost = withAnnouncedLosses(before, sample.table, sample.events);
      c.enemyLoss += strengthLostBetween(before, lost, otherSide(side));
      c.ownLoss += strengthLostBetween(before, lost, side);
    }
    alive = alive.filter((c) => !c.illegal && c.scores.length > 0).sort((a, b) => mean(b.scores) - mean(a.scores));
    alive = alive.slice(0, Math.max(2, Math.ceil(alive.length / 2)));
  }

  const scored = candidates.filter((c) => !c.illegal && c.scores.length > 0);
  if (scored.length === 0) {
    // Nothing was simulated in time (or every candidate was refused): fall back on the pre-ranking.
    const fallback = candidates.find((c) => !c.illegal) ?? candidates[0]!;
    const choice = fallback.ranked.choice;
    return { action: choice.action, reason: describeDecision({ context, side, choice, before }), considered: 0 };
  }
  const chosen = pick(scored, alive, personality, new AiRandom(mixSeed(settings.seed, state.actionCount, 0x5eed)));
  const n = chosen.scores.length;
  const reason = describeDecision({
    context, side, choice: chosen.ranked.choice, before,
    ...(chosen.first ? { after: chosen.first.table, events: chosen.first.events } : {}),
    enemyLoss: chosen.enemyLoss / n, ownLoss: chosen.ownLoss / n,
  });
  return { action: chosen.ranked.choice.action, reason, considered: scored.length };
}

/** The best of the candidates that received the most samples, clouded by the personality's noise and whims. */
function pick<S, A extends BaseAction>(
  scored: Candidate<A>[], finalists: Candidate<A>[], personality: ReturnType<typeof personalityFor>, random: AiRandom,
): Candidate<A> {
  const most = Math.max(...scored.map((c) => c.scores.length));
  const pool = finalists.filter((c) => c.scores.length === most);
  const field = (pool.length > 0 ? pool : scored).map((c) => ({ c, score: mean(c.scores) + (random.unit() - 0.5) * 2 * personality.noise }));
  field.sort((a, b) => b.score - a.score || a.c.ranked.index - b.c.ranked.index);
  const best = field[0]!;
  if (personality.sloppiness > 0 && random.unit() < personality.sloppiness) {
    // A careless commander settles for any option that looked decent.
    const decent = scored.filter((c) => mean(c.scores) >= best.score - personality.decentMargin);
    return decent[random.index(decent.length)] ?? best.c;
  }
  return best.c;
}
