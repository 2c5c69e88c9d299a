import { app, BrowserWindow, dialog, protocol, session, shell, type WebContents } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiHandlers } from '../services/api-handlers.ts';
import { GameService } from '../services/games.ts';
import { ScenarioFiles } from '../services/scenario-files.ts';
import { LogSeal } from '../services/log-seal.ts';
import { CONTENT_SECURITY_POLICY } from '../csp.ts';
import { registerApiIpc } from './ipc.ts';
import { electronFileDialogs } from './dialogs.ts';
import { installMenu } from './menu.ts';
import { isOwnPage, type TrustedSource } from './sender-check.ts';
import { APP_INDEX_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, handleAppRequest } from './app-protocol.ts';
import { isAllowedExternalLink } from './external-links.ts';
import { devServerUrl, isAllowedRequest, windowPreferences } from './shell-policy.ts';

// The desktop shell: one window on our own page (served from app://tachanka, see app-protocol.ts), the Api over
// IPC, nothing remote. Built by electron-vite into out/main/index.js, with the preload in out/preload/ and the
// renderer in out/renderer/. The decisions live in plain modules beside this file, with their tests.
const here = dirname(fileURLToPath(import.meta.url));
const preloadPath = join(here, '../preload/index.cjs');
const rendererDir = join(here, '../renderer');
/** electron-vite's dev server, set only by `electron-vite dev`; ignored by a packaged app. */
const devUrl = devServerUrl(app.isPackaged, process.env);

const windows = new Set<BrowserWindow>();
const trust = (): TrustedSource => ({
  webContentsIds: new Set([...windows].map((w) => w.webContents.id)),
  ...(devUrl ? { devOrigin: devUrl } : {}),
});

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
app.enableSandbox();
if (!app.requestSingleInstanceLock()) app.quit();

app.on('second-instance', () => {
  const [first] = windows;
  if (first) {
    if (first.isMinimized()) first.restore();
    first.focus();
  }
});

// Every web contents, whatever opened it: no navigation away, no new windows, no webviews.
app.on('web-contents-created', (_event, contents: WebContents) => {
  contents.on('will-navigate', (event, url) => { if (!isOwnPage(url, trust())) event.preventDefault(); });
  contents.on('will-redirect', (event, url) => { if (!isOwnPage(url, trust())) event.preventDefault(); });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // Links on the allow-list open in the user's browser, never inside the app; anything else is dropped.
    if (isAllowedExternalLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  if (app.isPackaged) contents.on('devtools-opened', () => contents.closeDevTools());
});

function lockDownSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.protocol.handle(APP_SCHEME, (request) => handleAppRequest(request, rendererDir));
  // No remote content and no file: requests; only our app:// origin (and the dev server while developing).
  ses.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !isAllowedRequest(details.url, devUrl) }));
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
}

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Tachanka',
    backgroundColor: '#1d1f1c',
    webPreferences: windowPreferences(preloadPath, app.isPackaged),
  });
  windows.add(win);
  win.on('closed', () => windows.delete(win));
  win.once('ready-to-show', () => win.show());
  if (devUrl) void win.loadURL(devUrl);
  else void win.loadURL(APP_INDEX_URL);
}

void app.whenReady().then(async () => {
  lockDownSession();
  installMenu(!app.isPackaged);
  // The key that seals games saved under fog of war, kept with the app's own data.
  // Without it the app would lose fogged games or show them in plain text: it says why and stops instead.
  const seal = await LogSeal.openOrExplain(app.getPath('userData'));
  if (!seal.ok) {
    dialog.showErrorBox('Tachanka cannot start', seal.error);
    app.exit(1);
    return;
  }
  registerApiIpc(createApiHandlers({ scenarios: new ScenarioFiles(), games: new GameService({ seal: seal.value }), dialogs: electronFileDialogs() }), trust);
  createWindow();
  app.on('activate', () => { if (windows.size === 0) createWindow(); });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
