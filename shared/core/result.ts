/** Errors are values: a rule refuses an illegal action with a reason the UI can show. */
export type Result<T, E = Refusal> = { ok: true; value: T } | { ok: false; error: E };

/** The roll the rules asked for next that the entered dice did not hold: `count` dice of `sides`, from entry `index` on. */
export interface DiceRequest {
  count: number;
  sides: number;
  index: number;
}

export interface Refusal {
  /** What is wrong, in the player's words. */
  reason: string;
  /** The rule that forbids it, e.g. "Reds versus Reds: Movement". */
  rule?: string;
  /** In a game played with the players' own dice: the roll the rules need next, which was not entered yet. */
  dice?: DiceRequest;
  /** In such a game: the entered die (its index among the action's entries) that is wrong or one too many. */
  dieIndex?: number;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const refuse = (reason: string, rule?: string): Result<never, Refusal> => ({
  ok: false,
  error: rule === undefined ? { reason } : { reason, rule },
});
