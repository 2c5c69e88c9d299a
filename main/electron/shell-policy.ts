import { APP_HOST, APP_SCHEME } from './app-protocol.ts';

/**
 * The desktop shell's decisions that depend on whether the app is packaged, as plain functions so they are tested
 * without Electron: which renderer URL to load, what the window may do, and which requests the session lets out.
 */

/**
 * electron-vite's dev server, trusted only in development (an unpackaged run) and only on loopback: a packaged
 * app ignores `ELECTRON_RENDERER_URL`, so nobody can point it at another page through the environment.
 */
export function devServerUrl(isPackaged: boolean, env: Readonly<Record<string, string | undefined>>): string | undefined {
  const value = env.ELECTRON_RENDERER_URL;
  if (isPackaged || !value) return undefined;
  try {
    const url = new URL(value);
    const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    return url.protocol === 'http:' && loopback ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The window's web preferences: sandboxed, isolated, no Node, and no DevTools in a packaged build. */
export function windowPreferences(preload: string, isPackaged: boolean) {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    devTools: !isPackaged,
  } as const;
}

/**
 * Whether the session lets a request out: our own `app://` origin, data and blob URLs, and while developing the
 * dev server and DevTools. Never `file:`, never the network.
 */
export function isAllowedRequest(url: string, devUrl: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === `${APP_SCHEME}:`) return parsed.host === APP_HOST;
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  if (devUrl === undefined) return false;
  return parsed.protocol === 'devtools:' || parsed.origin === new URL(devUrl).origin;
}
