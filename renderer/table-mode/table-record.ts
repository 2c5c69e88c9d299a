import type { BaseAction, Choice } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';

/**
 * Table mode's part of a game's autosave, written in the same record as the log (one put, so the two never part).
 * The orders themselves (the AI's, and the results of the player's own actions) are worded again from the log
 * when the game is resumed (Api `tableDecisions`); what the log cannot give back is kept here: why the AI decided as it did, and the action in hand when the game was left.
 */
export interface TableRecord {
  /** The AI's reason for each of its latest decisions, by the number of actions before it. */
  reasons: { at: number; reason: string }[];
  inHand?: TableInHand;
}

/** An action begun and not yet taken: the AI's decision waiting for its dice, or the player's choice as placed. */
export interface TableInHand {
  /** The game's state hash when it was begun: it belongs to that moment of the game only. */
  hash: string;
  ai?: { action: BaseAction; reason: string };
  picked?: Choice;
  placement?: { point: Vec; facing: number | null };
  /** Dice entered for it so far, and whether the next roll was being asked for. */
  entered: number[];
  rolling: boolean;
}

/** The reasons of the AI's latest decisions kept, as many as table mode lists orders. */
export const REASONS_KEPT = 50;

export function withReason(reasons: readonly TableRecord['reasons'][number][], at: number, reason: string): TableRecord['reasons'] {
  return [...reasons.filter((r) => r.at !== at), { at, reason }].slice(-REASONS_KEPT);
}

/** The action in hand of a record, if it was begun at the state the game is now in. */
export const inHandAt = (record: TableRecord | undefined, hash: string): TableInHand | undefined =>
  record?.inHand?.hash === hash ? record.inHand : undefined;

/** The choice among those now offered that is the one kept (the same action and words), if it still is offered. */
export function offeredAgain(kept: Choice, options: readonly Choice[]): Choice | undefined {
  const key = choiceKey(kept);
  return options.find((c) => choiceKey(c) === key);
}

const choiceKey = (c: Choice): string => JSON.stringify([c.label, c.unitId ?? null, c.action]);
