import type { ActionCheck, ApiError } from '../../shared/api.ts';
import { applyAction } from '../../shared/engine/game.ts';
import { askForDice, type DiceAsked } from '../../shared/engine/dice-request.ts';
import type { Refusal } from '../../shared/core/result.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { GameSession } from '../../shared/engine/session.ts';
import { jsonPath } from '../../shared/scenario/problems.ts';

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
