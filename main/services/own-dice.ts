import type { ActionCheck, ApiError, ApiResult } from '../../shared/api.ts';
import { applyAction } from '../../shared/engine/game.ts';
import { askForDice, type DiceAsked } from '../../shared/engine/dice-request.ts';
import type { Refusal } from '../../shared/core/result.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { GameSession } from '../../shared/engine/session.ts';
import { jsonPath } from '../../shared/scenario/problems.ts';
import { zodProblems } from '../../shared/scenario/index.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { AiPlan } from './game-snapshot.ts';

type Session = GameSession<unknown, BaseAction>;

/** Dice sent for a game that rolls its own are refused: they would not be stored, so the game could not be checked. */
export function diceNotWanted(session: Session, dice: readonly number[] | undefined): ApiError | null {
  if (dice === undefined || session.ownDice) return null;
  return { message: 'this game rolls the app\'s dice; dice are entered only in a game started with "roll my own dice"', problems: [{ path: '$.dice', message: 'not wanted in this game', severity: 'error' }] };
}

/** The roll the rules still need for `action` on top of `entered`, worded for the table, or null. */
export function diceAsked(session: Session, action: BaseAction, entered: readonly number[], error: Refusal): DiceAsked | null {
  if (!error.dice) return null;
  return askForDice(session.ruleset, session.state, action, entered, error.dice);
}

/**
 * A refusal of `act` in a game of the players' own dice, as the Api answers it: the roll still needed (its words,
 * under `$.dice`), or the entered die that a die of that size cannot show or that no roll read (`$.dice[i]`).
 */
export function diceRefusal(session: Session, action: BaseAction, entered: readonly number[], error: Refusal): ApiError | null {
  const asked = diceAsked(session, action, entered, error);
  if (asked) return { message: `${asked.text}, and enter ${asked.count === 1 ? 'it' : 'them'}`, problems: [{ path: '$.dice', message: `${asked.count}d${asked.sides} more needed from entry ${asked.index + 1}`, severity: 'error' }] };
  if (error.dieIndex !== undefined) return { message: error.reason, problems: [{ path: jsonPath(['dice', error.dieIndex]), message: error.reason, severity: 'error' }] };
  return null;
}

/**
 * `checkAction` in a game of the players' own dice. Dice not rolled yet do not make a move illegal: the rules are
 * asked on the app's dice whether the action itself is allowed, and the answer names the roll still to make.
 */
export function checkWithDice(session: Session, action: BaseAction, entered: readonly number[], reasonOf: (e: Refusal) => string): ActionCheck {
  const result = applyAction(session.ruleset, session.state, action, entered);
  if (result.ok) return { allowed: true, reason: null, dice: null };
  const asked = diceAsked(session, action, entered, result.error);
  if (!asked) return { allowed: false, reason: reasonOf(result.error), dice: null };
  const legal = applyAction(session.ruleset, session.state, action);
  return legal.ok ? { allowed: true, reason: null, dice: asked } : { allowed: false, reason: reasonOf(legal.error), dice: null };
}

/**
 * The AI's decision a saved game was waiting on for its dice (a game of own dice left mid-roll), taken up again on
 * resuming so the same decision asks for the same rolls. It must be the AI's decision now due, and one the rules allow.
 */
export function keptAiPlan(session: Session, humanSide: SideId | null, plan: { action: unknown; reason: string }, reasonOf: (e: Refusal) => string): ApiResult<AiPlan> {
  const { ruleset, state } = session;
  const refuse = (message: string, path: string, detail: string): { ok: false; error: ApiError } =>
    ({ ok: false, error: { message, problems: [{ path, message: detail, severity: 'error' }] } });
  if (!session.ownDice) return refuse('only a game of the players\' own dice keeps an AI decision waiting for its dice', '$.aiPlan', 'not wanted in this game');
  const parsed = ruleset.actionSchema.safeParse(plan.action);
  if (!parsed.success) return { ok: false, error: { message: 'the AI decision kept with the game is not an action this rule set knows', problems: zodProblems(parsed.error, ['aiPlan', 'action']) } };
  const action = parsed.data as BaseAction;
  const due = ruleset.pending(state.game);
  if (!due || due.side === humanSide || action.side !== due.side) {
    return refuse('the AI decision kept with the game is not the decision now due', '$.aiPlan.action.side', due ? `${due.side}'s decision is due (${due.prompt})` : 'no decision is due');
  }
  const legal = applyAction(ruleset, state, action);
  if (!legal.ok) return refuse(`the AI decision kept with the game is refused by the rules: ${reasonOf(legal.error)}`, '$.aiPlan.action', legal.error.reason);
  return { ok: true, value: { at: session.length, action, reason: plan.reason, thinkingMs: 0 } };
}
