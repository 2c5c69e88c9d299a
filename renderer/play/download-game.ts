import type { GameSnapshot } from '../../shared/api.ts';
import { exportFileName, exportGameText } from '../start/resume-game.ts';

/** Offers the game's log as a file download; returns the file name used. */
export function downloadGame(snapshot: GameSnapshot): string {
  const blob = new Blob([exportGameText(snapshot)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = exportFileName(snapshot);
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return link.download;
}
