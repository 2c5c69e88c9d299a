import { app, BrowserWindow, session, shell, type WebContents } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApiHandlers } from '../services/api-handlers.ts';
import { GameService } from '../services/games.ts';
import { ScenarioFiles } from '../services/scenario-files.ts';
import { CONTENT_SECURITY_POLICY } from '../csp.ts';
import { registerApiIpc } from './ipc.ts';
import { electronFileDialogs } from './dialogs.ts';
import { installMenu } from './menu.ts';
import { isOwnPage, type TrustedSource } from './sender-check.ts';

// The desktop shell: one window on our own page, the Api over IPC, nothing remote. Built by electron-vite
// into out/main/index.js, with the preload in out/preload/ and the renderer in out/renderer/.
const here = dirname(fileURLToPath(import.meta.url));
const preloadPath = join(here, '../preload/index.cjs');
const rendererFile = join(here, '../renderer/index.html');
/** electron-vite's dev server, set only by `electron-vite dev`. */
const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;

const windows = new Set<BrowserWindow>();
const trust = (): TrustedSource => ({
  webContentsIds: new Set([...windows].map((w) => w.webContents.id)),
  fileUrl: pathToFileURL(rendererFile).href,
  ...(devUrl ? { devOrigin: devUrl } : {}),
});

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
    // Links to the web open in the user's browser, never inside the app.
    if (/^https:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
});

function lockDownSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  // No remote content: only our files, devtools, and the dev server while developing.
  ses.webRequest.onBeforeRequest((details, callback) => {
    const url = details.url;
    const allowed = url.startsWith('file:') || url.startsWith('devtools:') || url.startsWith('data:') || url.startsWith('blob:')
      || (devUrl !== undefined && new URL(url).origin === new URL(devUrl).origin);
    callback({ cancel: !allowed });
  });
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
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  windows.add(win);
  win.on('closed', () => windows.delete(win));
  win.once('ready-to-show', () => win.show());
  if (devUrl) void win.loadURL(devUrl);
  else void win.loadFile(rendererFile);
}

void app.whenReady().then(() => {
  lockDownSession();
  installMenu(!app.isPackaged);
  registerApiIpc(createApiHandlers({ scenarios: new ScenarioFiles(), games: new GameService(), dialogs: electronFileDialogs() }), trust);
  createWindow();
  app.on('activate', () => { if (windows.size === 0) createWindow(); });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
