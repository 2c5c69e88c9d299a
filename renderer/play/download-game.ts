import type { Api, GameSnapshot } from '../../shared/api.ts';
import { exportFileName, exportGameText } from '../start/resume-game.ts';
import { downloadBlob } from '../download.ts';
import { savedLog } from './saved-log.ts';

/** Offers the game's log as a file download (sealed under fog of war); returns the file name used. */
export async function downloadGame(api: Api, snapshot: GameSnapshot): Promise<string> {
  const fileName = exportFileName(snapshot);
  downloadBlob(new Blob([exportGameText(snapshot, await savedLog(api, snapshot))], { type: 'application/json' }), fileName);
  return fileName;
}
