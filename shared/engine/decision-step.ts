import type { Dice } from './dice.ts';
import type { GameEvent } from './events.ts';
import type { BaseAction, Pending } from './ruleset.ts';
import { ok, refuse, type Result } from '../core/result.ts';
import { type StepOptions, stepEvents } from './step-tables.ts';

/** Why a rule set's handler refused an action, with the rule it cites; null when it took the action. */
export type RuleRefusal = { reason: string; rule: string } | null;

/** A refusal when `reason` is given, none otherwise. */
export const refusalIf = (reason: string | null, rule: string): RuleRefusal => (reason ? { reason, rule } : null);

/** What a rule set whose every action answers one pending decision tells `stepDecision`. */
export interface DecisionStepParts<S, A extends BaseAction> {
  isOver: (state: S) => boolean;
  due: (state: S) => Pending | null;
  /** Whether an action of this type answers a decision of this kind. */
  answers: (type: A['type'], kind: string) => boolean;
  /** A copy the step may change; the state it came from stays as it was. */
  draft: (state: S) => S;
  apply: (state: S, action: A, unitIds: readonly string[], dice: Dice, events: GameEvent[]) => RuleRefusal;
  /** Runs the rules on to the next decision. */
  advance: (state: S, dice: Dice, events: GameEvent[]) => void;
  /** Whose decision a refusal says is due ("Whites'"); the side's id and "'s" when not given. */
  whose?: (state: S, side: string) => string;
}

/** One decision: checks it answers what is due and from whom, applies it to a fresh copy, then runs on to the next decision. */
export function stepDecision<S, A extends BaseAction>(
  parts: DecisionStepParts<S, A>, state: S, action: A, dice: Dice, options?: StepOptions,
): Result<{ state: S; events: GameEvent[] }> {
  if (parts.isOver(state)) return refuse('the game is over');
  const due = parts.due(state);
  if (!due) return refuse('no decision is due');
  if (action.side !== due.side) return refuse(`it is ${parts.whose?.(state, due.side) ?? `${due.side}'s`} decision (${due.prompt})`);
  if (!parts.answers(action.type, due.kind)) return refuse(`a "${action.type}" does not answer the decision now due: ${due.prompt}`);
  const next = parts.draft(state);
  const events = stepEvents(options);
  const refusal = parts.apply(next, action, due.unitIds, dice, events);
  if (refusal) return refuse(refusal.reason, refusal.rule);
  parts.advance(next, dice, events);
  return ok({ state: next, events });
}
