import { applyAction, type GameState } from '../engine/game.ts';
import type { GameEvent } from '../engine/events.ts';
import type { BaseAction, Choice, Ruleset } from '../engine/ruleset.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import type { EvalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import type { Personality } from './personalities.ts';
import { prerank, shortlist } from './prerank.ts';
import { readTable, type TableReading } from './table-reading.ts';

/** What one dice sample of one candidate showed. */
export interface Sample<S> {
  score: number;
  /** The position right after the candidate itself (before follow-ups and replies), for the reason. */
  after: GameState<S>;
  table: TableReading;
  events: GameEvent[];
  /** Ruleset steps spent (the candidate, follow-ups, replies). */
  steps: number;
}

/**
 * Plays one candidate on a state that already carries the AI's own dice, then (as the personality
 * allows) the AI's own follow-up decisions and the opponent's best reply, and scores what results.
 * Null when the ruleset refuses the candidate.
 */
export function simulateChoice<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, choice: Choice<A>, side: SideId, context: EvalContext, personality: Personality,
): Sample<S> | null {
  const stepped = applyAction(ruleset, state, choice.action);
  if (!stepped.ok) return null;
  const after = stepped.value.state;
  const table = readTable(ruleset.view(after.game), context);
  let steps = 1;
  let current = after;
  for (let i = 0; i < personality.followUps && dueSide(ruleset, current) === side; i++) {
    const next = greedyStep(ruleset, current, side, context, personality.followUpWidth);
    if (!next) break;
    current = next.state;
    steps += next.steps;
  }
  let score: number;
  if (personality.replies > 0 && dueSide(ruleset, current) === otherSide(side)) {
    const reply = bestReply(ruleset, current, side, context, personality.replies);
    score = reply.score;
    steps += reply.steps;
  } else {
    score = current === after
      ? evaluateReading(table, ruleset.outcome(after.game), context, side).total
      : scoreOf(ruleset, current, context, side);
  }
  return { score, after, table, events: stepped.value.events, steps };
}

function dueSide<S, A extends BaseAction>(ruleset: Ruleset<S, A>, state: GameState<S>): SideId | null {
  if (ruleset.outcome(state.game)) return null;
  return ruleset.pending(state.game)?.side ?? null;
}

const scoreOf = <S, A extends BaseAction>(ruleset: Ruleset<S, A>, state: GameState<S>, context: EvalContext, side: SideId): number =>
  evaluateReading(readTable(ruleset.view(state.game), context), ruleset.outcome(state.game), context, side).total;

/** The decision-maker's best few options by the cheap pre-ranking, each played once; the best for `mover` is kept. */
function greedyStep<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, mover: SideId, context: EvalContext, width: number,
): { state: GameState<S>; steps: number } | null {
  const table = readTable(ruleset.view(state.game), context);
  const picks = shortlist(prerank(ruleset.options(state.game), table, context, mover), width);
  let best: { state: GameState<S>; score: number } | null = null;
  let steps = 0;
  for (const p of picks) {
    const r = applyAction(ruleset, state, p.choice.action);
    steps++;
    if (!r.ok) continue;
    const score = scoreOf(ruleset, r.value.state, context, mover);
    if (!best || score > best.score) best = { state: r.value.state, score };
  }
  return best ? { state: best.state, steps } : null;
}

/** The opponent's most damaging reply among its best few options, scored for `side`. */
function bestReply<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, side: SideId, context: EvalContext, width: number,
): { score: number; steps: number } {
  const enemy = otherSide(side);
  const table = readTable(ruleset.view(state.game), context);
  const picks = shortlist(prerank(ruleset.options(state.game), table, context, enemy), width);
  let worst = Infinity;
  let steps = 0;
  for (const p of picks) {
    const r = applyAction(ruleset, state, p.choice.action);
    steps++;
    if (!r.ok) continue;
    worst = Math.min(worst, scoreOf(ruleset, r.value.state, context, side));
  }
  return { score: worst === Infinity ? scoreOf(ruleset, state, context, side) : worst, steps };
}
