import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { API_METHODS, type ApiResult } from '../../shared/api.ts';
import type { ApiHandlers } from '../services/api-handlers.ts';
import { apiChannel } from './channels.ts';
import { isTrustedSender, type TrustedSource } from './sender-check.ts';

const dropped: ApiResult<never> = { ok: false, error: { message: 'refused: this window may not use the Tachanka Api' } };

/**
 * The only place that touches ipcMain: one `tachanka:<method>` handler per Api method. A message from anything but
 * our own window's page is dropped; every argument is then checked by the handler's schema (api-handlers.ts).
 */
export function registerApiIpc(handlers: ApiHandlers, trust: () => TrustedSource): () => void {
  for (const method of API_METHODS) {
    const call = handlers[method] as (input: unknown) => Promise<ApiResult<unknown>>;
    ipcMain.handle(apiChannel(method), (event: IpcMainInvokeEvent, input: unknown) => {
      const frame = event.senderFrame;
      if (!isTrustedSender(event.sender.id, frame?.url, frame !== null && frame.parent === null, trust())) return dropped;
      return call(input);
    });
  }
  return () => { for (const method of API_METHODS) ipcMain.removeHandler(apiChannel(method)); };
}
