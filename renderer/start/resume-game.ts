import type { Api, GameSnapshot } from '../../shared/api.ts';
import type { SavedLog } from '../play/saved-log.ts';
import type { StoredGame } from '../db.ts';
import type { Settings } from '../db.ts';
import { inHandAt } from '../table-mode/table-record.ts';

export type Resumed =
  | { kind: 'same'; snapshot: GameSnapshot }
  /** A format-1 save: no hash for each action, so only its end was checked, and it matched. */
  | { kind: 'end-only'; snapshot: GameSnapshot; detail: string }
  /** Saved by an older Tachanka: its hashes cannot be checked by this version; it plays as this version plays it. */
  | { kind: 'older'; snapshot: GameSnapshot; detail: string }
  /** The log replayed to another state than the one saved: rules changed since, or the save was altered. */
  | { kind: 'differs'; snapshot: GameSnapshot; detail: string }
  | { kind: 'refused'; message: string };

/**
 * Resumes a stored game through main, which replays its log to every hash the save recorded: its chain, and the
 * state hash stored beside it (`resumeCheck` in main).
 */
export async function resumeStoredGame(api: Api, game: StoredGame, undoMode: Settings['undoMode']): Promise<Resumed> {
  const settings = { logText: game.logText, humanSide: game.humanSide, difficulty: game.difficulty, undoMode, savedHash: game.hash };
  // A table-mode game left while the AI's decision waited for its dice: main takes up that same decision.
  const ai = inHandAt(game.table, game.hash)?.ai;
  let result = await api.resumeGame(ai ? { ...settings, aiPlan: { action: { ...ai.action }, reason: ai.reason } } : settings);
  // Should the rules no longer allow it, the game still resumes, and the AI decides again.
  if (!result.ok && ai) result = await api.resumeGame(settings);
  if (!result.ok) {
    const problems = result.error.problems?.slice(0, 5).map((p) => `${p.path}: ${p.message}`) ?? [];
    return { kind: 'refused', message: [result.error.message, ...problems].join('\n') };
  }
  const { check, ...snapshot } = result.value;
  return check.kind === 'verified' ? { kind: 'same', snapshot } : { kind: check.kind, snapshot, detail: check.detail };
}

/**
 * The exported game file: the log with the final state hash, so a replay elsewhere can prove it is the same game; a
 * game under fog of war exports main's sealed game file as it is (it holds the log and final hash, sealed).
 */
export function exportGameText(snapshot: GameSnapshot, saved: SavedLog): string {
  return saved.sealed ? saved.text : `${JSON.stringify({ ...saved.log, finalHash: snapshot.hash }, null, 2)}\n`;
}

/** A file name for an exported game: the scenario and the turn, safe on every file system. */
export function exportFileName(snapshot: GameSnapshot): string {
  const slug = snapshot.scenario.id.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'game';
  return `${slug}-turn-${snapshot.view.turn}.tachanka-game.json`;
}
