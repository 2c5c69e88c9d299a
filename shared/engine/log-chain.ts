import type { BaseAction, Ruleset } from './ruleset.ts';
import { canonicalJson, hashLink, hashString } from './hash.ts';
import type { Refusal } from '../core/result.ts';
import { applyAction, startGame, stateHash, type GameLog, type GameState, type Stepped } from './game.ts';

/**
 * The game log's hash chain. `chain[0]` is the hash of the state the game starts in (scenario, seed and the rule
 * set's setup); `chain[i + 1]` hashes `chain[i]` with action i and the dice generator's state after it. Since the
 * fold is deterministic, equal setups and equal actions make equal games, so an edited action, a swap, a dropped
 * or repeated action or another seed breaks the chain at the first action it touches, and a rule change that
 * throws a different number of dice breaks it where it does so. Hashing the state or the events after every
 * action would cost several times the replay itself (a 10,000-action log); the final state hash (`finalHash` in
 * the file) covers the rest.
 */
export function chainLink(previous: string, action: BaseAction, stepped: Stepped<unknown>, entered?: readonly number[]): string {
  // The entered dice follow the generator's state, whose length is fixed, and their count ends them.
  const numbers = entered ? [...stepped.state.rng, ...entered, entered.length] : stepped.state.rng;
  return hashLink(previous, canonicalJson(action), numbers);
}

/**
 * The link format-2 logs were first written with, before links folded the dice state's integers in directly: the
 * same inputs joined as text. Such a log is still verified against the links it recorded (`verifyGameLog`'s `link`).
 */
export function firstFormat2Link(previous: string, action: BaseAction, stepped: Stepped<unknown>): string {
  return hashString(`${previous}|${canonicalJson(action)}|${stepped.state.rng.join(',')}`);
}

export type ChainLink = (previous: string, action: BaseAction, stepped: Stepped<unknown>, entered?: readonly number[]) => string;

/** Appends an accepted action to the log with its link (and, in a game of the players' own dice, the dice entered). */
export function recordAction<A extends BaseAction>(log: GameLog<A>, action: A, stepped: Stepped<unknown>, entered?: readonly number[]): void {
  const dice = log.enteredDice ? [...(entered ?? [])] : undefined;
  log.chain.push(chainLink(log.chain[log.chain.length - 1] ?? '', action, stepped, dice));
  log.actions.push(action);
  if (dice) log.enteredDice!.push(dice);
}

export type ChainCheck<S> =
  /** `chained` is false for a log that recorded no chain (format 1): then only the final hash can be checked. */
  | { ok: true; state: GameState<S>; hash: string; chained: boolean }
  /** `actionIndex` is the first action whose link or replay differs; null when the setup or only the final state differs. */
  | { ok: false; actionIndex: number | null; reason: string };

/**
 * Replays a log and checks every link of its recorded chain, stopping at the first that differs, and then the
 * final state against `finalHash` when the file recorded one. `link`: how the log's links were made (`chainLink`,
 * or `firstFormat2Link` for a format-2 log of the first kind).
 */
export function verifyGameLog<S, A extends BaseAction>(ruleset: Ruleset<S, A>, log: GameLog<A>, finalHash?: string, link: ChainLink = chainLink): ChainCheck<S> {
  const chained = log.chain.length > 0;
  if (log.enteredDice && log.enteredDice.length !== log.actions.length) {
    return { ok: false, actionIndex: null, reason: `the log has entered dice for ${log.enteredDice.length} actions but records ${log.actions.length} actions` };
  }
  if (chained && log.chain.length !== log.actions.length + 1) {
    return { ok: false, actionIndex: null, reason: `the chain has ${log.chain.length} links for ${log.actions.length} actions (expected one more link than actions)` };
  }
  let state = startGame(ruleset, log.scenario, log.seed).state;
  let previous = stateHash(state);
  if (chained && previous !== log.chain[0]) {
    return { ok: false, actionIndex: null, reason: 'the game starts in another state than the one recorded (scenario, seed or rule set setup differ)' };
  }
  for (let i = 0; i < log.actions.length; i++) {
    const action = log.actions[i]!;
    const entered = log.enteredDice?.[i];
    const next = applyAction(ruleset, state, action, entered);
    if (!next.ok) return { ok: false, actionIndex: i, reason: `the rules refuse it: ${enteredDiceRefusal(next.error, i)}` };
    state = next.value.state;
    if (!chained) continue;
    previous = link(previous, action, next.value, entered);
    if (previous !== log.chain[i + 1]) {
      return { ok: false, actionIndex: i, reason: 'the action or the dice it threw differ from the game that was recorded' };
    }
  }
  const hash = stateHash(state);
  if (finalHash !== undefined && finalHash !== hash) {
    return { ok: false, actionIndex: null, reason: `the final state differs: the log records ${finalHash}, this replay ends in ${hash}` };
  }
  return { ok: true, state, hash, chained };
}

/** A refusal of a logged action's entered dice, pointing at them in the file. */
function enteredDiceRefusal(error: Refusal, actionIndex: number): string {
  if (error.dieIndex !== undefined) return `$.enteredDice[${actionIndex}][${error.dieIndex}]: ${error.reason}`;
  if (error.dice) return `$.enteredDice[${actionIndex}]: the dice entered run out (${error.reason})`;
  return error.reason;
}
