import { applyAction, type GameState, type Stepped } from '../engine/game.ts';
import type { GameEvent } from '../engine/events.ts';
import type { BaseAction, Choice, Ruleset } from '../engine/ruleset.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import { withAnnouncedLosses } from './announced-losses.ts';
import type { EvalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { prerank, shortlist, type RankedChoice } from './prerank.ts';
import { readTable, type TableReading } from './table-reading.ts';

/** How far past the candidate itself a simulation looks. */
export interface Depth {
  /** Own decisions played out after the candidate while the decision stays ours, each among this many options. */
  followUps: number;
  followUpWidth: number;
  /** The opponent's replies tried after that (0: none): each line is first played on to the opponent's decision, and each reply through its own follow-ups. */
  replies: number;
}

/** Own decisions played out at most, after the follow-ups, to bring a line to the opponent's answer; and the opponent's after its reply. */
const FINISHING_STEPS = 3;

export const SHALLOW: Depth = { followUps: 0, followUpWidth: 0, replies: 0 };

/** What one dice sample of one candidate showed. */
export interface Sample {
  score: number;
  /** The table right after the candidate itself (before follow-ups and replies), for the reason. */
  table: TableReading;
  events: GameEvent[];
  /** No die was thrown anywhere in the sample: every other sample would show the same. */
  certain: boolean;
  /** The candidate only prepared a decision that is still ours to make (a unit activated, not yet placed). */
  unresolved: boolean;
  /** The candidate's own step and the table it left: a deeper look with the same dice starts from them. */
  start: Start<unknown>;
}

/** What playing the candidate itself gave, on a state with given dice. */
export interface Start<S> {
  stepped: Stepped<S>;
  table: TableReading;
}

interface Line<S> {
  state: GameState<S>;
  events: GameEvent[];
}

/**
 * Plays one candidate on a state that already carries the AI's own dice, then (as deep as asked) the AI's
 * own follow-up decisions and the opponent's most damaging reply, and scores what results against `root`,
 * the table before the candidate. Null when the rule set refuses the candidate. `start` is what an earlier
 * sample of the candidate on the same state, with the same dice, gave for its own step (the step is the same).
 */
export function simulateChoice<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, ranked: RankedChoice<A>, side: SideId, context: EvalContext, depth: Depth, root: TableReading,
  start?: Start<S>,
): Sample | null {
  const choice = ranked.choice;
  let first: Stepped<S>, table: TableReading;
  if (start) {
    ({ stepped: first, table } = start);
  } else {
    const stepped = applyAction(ruleset, state, choice.action);
    if (!stepped.ok) return null;
    first = stepped.value;
    table = readTable(ruleset.view(first.state.game), context, ranked.placed ?? root);
  }
  let line: Line<S> = { state: first.state, events: first.events };
  // The score of the line's end as our last follow-up judged it (the same reading as scoring it afresh).
  let lineScore: number | null = null;
  for (let i = 0; i < depth.followUps && dueSide(ruleset, line.state) === side; i++) {
    const next = bestStep(ruleset, line, side, side, context, depth.followUpWidth, root, line.state === first.state ? table : undefined);
    if (!next) break;
    ({ line, score: lineScore } = next);
  }
  let score: number;
  if (depth.replies > 0) {
    // Every candidate is judged at the same point, the opponent's answer: our decisions still due are played out first.
    for (let i = 0; i < FINISHING_STEPS && dueSide(ruleset, line.state) === side; i++) {
      const next = bestStep(ruleset, line, side, side, context, 1, root);
      if (!next) break;
      ({ line, score: lineScore } = next);
    }
  }
  if (depth.replies > 0 && dueSide(ruleset, line.state) === otherSide(side)) {
    // The opponent answers with whatever hurts us most among its best-looking options, played out as far as its own
    // decisions go on (a unit it activates must then act).
    const reply = bestReply(ruleset, line, otherSide(side), side, context, depth.replies, root);
    line = reply?.line ?? line;
    score = reply?.score ?? lineScore ?? scoreLine(ruleset, line, context, side, root);
  } else {
    score = lineScore ?? evaluateReading(withAnnouncedLosses(root, table, line.events), ruleset.outcome(line.state.game), context, side).total
      + foresightOf(ruleset, line.state, side);
  }
  const unresolved = line.state === first.state && onlyPrepared(ruleset, first.state, choice, side, root, table);
  // An unresolved choice is scored by its prior alone, which no other sample would change.
  return { score, table, events: first.events, certain: unresolved || sameDice(state, line.state), unresolved, start: { stepped: first, table } };
}

/**
 * Whether a choice only prepared a later decision of ours about the same unit (a unit activated, not yet placed):
 * the decision now due is ours, for that unit alone, and the unit still stands where it stood. A fire order
 * followed by another unit's fire order is not that: it has done its work.
 */
function onlyPrepared<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, choice: Choice<A>, side: SideId, root: TableReading, table: TableReading,
): boolean {
  if (!choice.unitId || ruleset.outcome(state.game)) return false;
  const due = ruleset.pending(state.game);
  if (!due || due.side !== side || due.unitIds.length !== 1 || due.unitIds[0] !== choice.unitId) return false;
  const unit = root.units.find((u) => u.unit.id === choice.unitId);
  const after = table.units.find((u) => u.unit.id === choice.unitId);
  return !!unit && !!after && unit.centre.x === after.centre.x && unit.centre.y === after.centre.y;
}

function sameDice<S>(a: GameState<S>, b: GameState<S>): boolean {
  return a.rng.length === b.rng.length && a.rng.every((v, i) => v === b.rng[i]);
}

function dueSide<S, A extends BaseAction>(ruleset: Ruleset<S, A>, state: GameState<S>): SideId | null {
  if (ruleset.outcome(state.game)) return null;
  return ruleset.pending(state.game)?.side ?? null;
}

/** The line's end scored against `root`; `earlier` is a table to start reading it from (the root by default). */
function scoreLine<S, A extends BaseAction>(ruleset: Ruleset<S, A>, line: Line<S>, context: EvalContext, side: SideId, root: TableReading, earlier = root): number {
  const table = withAnnouncedLosses(root, readTable(ruleset.view(line.state.game), context, earlier), line.events);
  return evaluateReading(table, ruleset.outcome(line.state.game), context, side).total + foresightOf(ruleset, line.state, side);
}

/** What the rule set foresees in the state beyond its table (Ruleset.foresight); nothing once the game is decided. */
function foresightOf<S, A extends BaseAction>(ruleset: Ruleset<S, A>, state: GameState<S>, side: SideId): number {
  if (!ruleset.foresight || ruleset.outcome(state.game)) return 0;
  return ruleset.foresight(state.game, side);
}

/**
 * The decision-maker's best few options by the cheap pre-ranking, each played once; keeps the one best
 * for `mover` (judged as `judge` sees it: the same side for our follow-ups, the other for a reply). `read` is the
 * line's table when it has been read already.
 */
function bestStep<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, line: Line<S>, mover: SideId, judge: SideId, context: EvalContext, width: number, root: TableReading,
  read?: TableReading,
): { line: Line<S>; score: number } | null {
  const table = read ?? readTable(ruleset.view(line.state.game), context, root);
  // The opponent's options are ranked without probing every unit's moves: a reply only needs a rough order.
  const picks = shortlist(prerank(ruleset.options(line.state.game), table, context, mover, { potentials: mover === judge }), width);
  let best: { line: Line<S>; score: number } | null = null;
  for (const p of picks) {
    const r = applyAction(ruleset, line.state, p.choice.action);
    if (!r.ok) continue;
    const next = { state: r.value.state, events: [...line.events, ...r.value.events] };
    const score = scoreLine(ruleset, next, context, judge, root, p.placed);
    const better = mover === judge ? !best || score > best.score : !best || score < best.score;
    if (better) best = { line: next, score };
  }
  return best;
}

/**
 * The opponent's `width` best-looking replies, each played on through its own decisions that follow (each the best by
 * the pre-ranking, as far as FINISHING_STEPS); keeps the one that leaves `judge` worst off.
 */
function bestReply<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, line: Line<S>, mover: SideId, judge: SideId, context: EvalContext, width: number, root: TableReading,
): { line: Line<S>; score: number } | null {
  const table = readTable(ruleset.view(line.state.game), context, root);
  const picks = shortlist(prerank(ruleset.options(line.state.game), table, context, mover, { potentials: false }), width);
  let best: { line: Line<S>; score: number } | null = null;
  for (const p of picks) {
    const r = applyAction(ruleset, line.state, p.choice.action);
    if (!r.ok) continue;
    let next: Line<S> = { state: r.value.state, events: [...line.events, ...r.value.events] };
    for (let i = 0; i < FINISHING_STEPS && dueSide(ruleset, next.state) === mover; i++) {
      const on = bestStep(ruleset, next, mover, mover, context, 1, root);
      if (!on) break;
      next = on.line;
    }
    const score = scoreLine(ruleset, next, context, judge, root);
    if (!best || score < best.score) best = { line: next, score };
  }
  return best;
}
