import type { Api, GameSnapshot } from '../../shared/api.ts';
import type { GameLog } from '../../shared/engine/game.ts';

/**
 * The game's log as it is saved and exported: plain where nothing is hidden, else sealed by main (under fog of war
 * the renderer never holds the enemy's hidden moves: it keeps the sealed game file as it is, and main opens it when
 * the game is resumed).
 */
export type SavedLog = { sealed: false; log: GameLog } | { sealed: true; text: string };

/** The snapshot's own log where it carries one, else the sealed game file asked of the Api. */
export async function savedLog(api: Api, snapshot: GameSnapshot): Promise<SavedLog> {
  if (snapshot.log) return { sealed: false, log: snapshot.log };
  const result = await api.sealedGameLog({ gameId: snapshot.gameId });
  if (!result.ok) throw new Error(`the game could not be saved: ${result.error.message}`);
  return { sealed: true, text: result.value.sealed };
}

/** The text a save stores: the log's JSON, or the sealed game file (which `resumeGame` opens alike). */
export const storedLogText = (saved: SavedLog): string => (saved.sealed ? saved.text : JSON.stringify(saved.log));
