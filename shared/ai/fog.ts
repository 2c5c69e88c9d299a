import { rngFromSeed, SeededDice } from '../engine/dice.ts';
import { applyAction, type GameState } from '../engine/game.ts';
import type { BaseAction, Ruleset } from '../engine/ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { mixSeed, withOwnDice } from './own-dice.ts';

/** The AI's dice stream for imagining what its side cannot see, apart from its simulations' and its whims'. */
const IMAGINING = 0xf06;

/**
 * The position as `side` knows it: the rule set's `imagine` with the AI's own dice (from its seed and the action count,
 * so the same game and seed imagine the same). The state itself when the rule set cannot imagine or nothing is hidden.
 */
export function knownState<S, A extends BaseAction>(ruleset: Ruleset<S, A>, state: GameState<S>, side: SideId, seed: number): GameState<S> {
  if (!ruleset.imagine) return state;
  const game = ruleset.imagine(state.game, side, new SeededDice(rngFromSeed(mixSeed(seed, state.actionCount, IMAGINING))));
  return game === state.game ? state : { ...state, game };
}

/**
 * Whether the true state accepts an action chosen on an imagined one. Tried on a copy with dice of no consequence:
 * whether a step is refused does not hang on its dice, and the game's own are never looked at.
 */
export function acceptedBy<S, A extends BaseAction>(ruleset: Ruleset<S, A>, truth: GameState<S>, action: A): boolean {
  return applyAction(ruleset, withOwnDice(truth, 0), action).ok;
}

/** The enemy units `side` does not see now, by the rule set's sighting (none without one). */
export function unknownEnemies<S, A extends BaseAction>(ruleset: Ruleset<S, A>, state: S, side: SideId): ReadonlySet<string> {
  const sighting = ruleset.sighting?.(state, side);
  if (!sighting) return new Set();
  const seen = new Set(sighting.seen);
  return new Set(ruleset.view(state).units.filter((u) => u.side !== side && !seen.has(u.id)).map((u) => u.id));
}

/** Whether an action names one of `ids` anywhere in it (a target, a unit charged). */
export function namesAny(action: unknown, ids: ReadonlySet<string>): boolean {
  if (typeof action === 'string') return ids.has(action);
  if (Array.isArray(action)) return action.some((v) => namesAny(v, ids));
  if (action && typeof action === 'object') return Object.values(action).some((v) => namesAny(v, ids));
  return false;
}
