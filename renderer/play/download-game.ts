import type { GameSnapshot } from '../../shared/api.ts';
import { exportFileName, exportGameText } from '../start/resume-game.ts';
import { downloadBlob } from '../download.ts';

/** Offers the game's log as a file download; returns the file name used. */
export function downloadGame(snapshot: GameSnapshot): string {
  const fileName = exportFileName(snapshot);
  downloadBlob(new Blob([exportGameText(snapshot)], { type: 'application/json' }), fileName);
  return fileName;
}
