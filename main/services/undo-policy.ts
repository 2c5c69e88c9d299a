import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { Result } from '../../shared/core/result.ts';

export const UNDO_MODES = ['strict', 'lenient'] as const;
export type UndoMode = (typeof UNDO_MODES)[number];

/**
 * How far back undo may go. `count` is a number of the human's own actions in both modes.
 * - strict: only the human's latest actions that nothing has answered yet, i.e. the run of the human's actions
 *   at the end of the log. Once the enemy has acted (and rolled), those dice stand.
 * - lenient: any of the human's actions; the enemy's actions after them are taken back too, so the game returns to
 *   the human's decision.
 * With no human side (hot-seat or a watched game) every action counts as the player's, and strict undo is limited
 * to the run of the last acting side.
 * Returns the log length to go back to.
 */
export function undoTarget(actions: readonly BaseAction[], humanSide: SideId | null, mode: UndoMode, count: number): Result<number, { reason: string }> {
  if (actions.length === 0) return refuse('nothing to undo yet');
  const player = humanSide ?? actions[actions.length - 1]!.side;
  if (mode === 'strict') {
    const run = trailingRun(actions, player);
    if (run === 0) return refuse('the enemy has already answered your last action; strict undo takes back only your own moves before that');
    if (count > run) return refuse(`strict undo can take back only your last ${run} action${run === 1 ? '' : 's'}`);
    return { ok: true, value: actions.length - count };
  }
  if (humanSide === null) {
    if (count > actions.length) return refuse(`only ${actions.length} action${actions.length === 1 ? '' : 's'} to take back`);
    return { ok: true, value: actions.length - count };
  }
  let seen = 0;
  for (let i = actions.length - 1; i >= 0; i--) {
    if (actions[i]!.side !== humanSide) continue;
    seen++;
    if (seen === count) return { ok: true, value: i };
  }
  return refuse(seen === 0 ? 'you have not acted yet' : `you have only ${seen} action${seen === 1 ? '' : 's'} to take back`);
}

export const canUndo = (actions: readonly BaseAction[], humanSide: SideId | null, mode: UndoMode): boolean =>
  undoTarget(actions, humanSide, mode, 1).ok;

function trailingRun(actions: readonly BaseAction[], side: SideId): number {
  let run = 0;
  for (let i = actions.length - 1; i >= 0 && actions[i]!.side === side; i--) run++;
  return run;
}

const refuse = (reason: string): Result<never, { reason: string }> => ({ ok: false, error: { reason } });
