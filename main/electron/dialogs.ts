import { BrowserWindow, dialog, type FileFilter } from 'electron';
import type { FileDialogs } from '../services/scenario-file-dialogs.ts';

const SCENARIO_FILTERS: FileFilter[] = [
  { name: 'Tachanka scenarios (*.tachanka.json)', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];

/** The editor's native Save and Open dialogs, attached to the window in front. */
export function electronFileDialogs(): FileDialogs {
  return {
    async chooseSavePath(suggestedFileName) {
      const options = { title: 'Save the scenario', defaultPath: suggestedFileName, filters: SCENARIO_FILTERS, properties: ['showOverwriteConfirmation' as const, 'createDirectory' as const] };
      const win = BrowserWindow.getFocusedWindow();
      const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    async chooseOpenPath() {
      const options = { title: 'Open a scenario', filters: SCENARIO_FILTERS, properties: ['openFile' as const] };
      const win = BrowserWindow.getFocusedWindow();
      const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
  };
}
