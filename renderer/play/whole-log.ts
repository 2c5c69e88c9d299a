import type { Api, GameSnapshot } from '../../shared/api.ts';
import type { GameLog } from '../../shared/engine/game.ts';

/**
 * The game's whole log, to save or export it: the snapshot's own where nothing is hidden, else asked of the Api
 * (under fog of war the snapshot carries none). It is written to the save and never drawn from.
 */
export async function wholeLog(api: Api, snapshot: GameSnapshot): Promise<GameLog> {
  if (snapshot.log) return snapshot.log;
  const result = await api.gameLog({ gameId: snapshot.gameId });
  if (!result.ok) throw new Error(`the game could not be saved: ${result.error.message}`);
  return result.value;
}
