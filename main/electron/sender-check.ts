import { APP_HOST, APP_SCHEME } from './app-protocol.ts';

/** What a trusted IPC sender looks like: our window's web contents showing our own page. */
export interface TrustedSource {
  /** webContents ids of the app's windows. */
  webContentsIds: ReadonlySet<number>;
  /** electron-vite's dev server origin, only while developing. */
  devOrigin?: string;
}

/**
 * Whether an IPC message may reach the Api: it must come from one of our windows, from the top frame's own page
 * (our app://tachanka/index.html, or the dev server's origin in development), never from a frame or page loaded later.
 */
export function isTrustedSender(webContentsId: number, frameUrl: string | undefined, isMainFrame: boolean, trust: TrustedSource): boolean {
  if (!trust.webContentsIds.has(webContentsId) || !isMainFrame || !frameUrl) return false;
  let url: URL;
  try {
    url = new URL(frameUrl);
  } catch {
    return false;
  }
  if (url.protocol === `${APP_SCHEME}:`) return url.host === APP_HOST && (url.pathname === '/index.html' || url.pathname === '/');
  return trust.devOrigin !== undefined && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === new URL(trust.devOrigin).origin;
}

/** Whether the window may navigate to a URL: only to our own page again (a reload), never elsewhere. */
export function isOwnPage(target: string, trust: Omit<TrustedSource, 'webContentsIds'>): boolean {
  return isTrustedSender(0, target, true, { ...trust, webContentsIds: new Set([0]) });
}
