#!/usr/bin/env node
// `npm start`: the desktop app when Electron's binary is installed; otherwise the same app in the browser,
// served on this computer only by the web host.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The Electron executable, or null when its binary was never downloaded. Read from the package's path.txt the way
 * the electron package does, without requiring it: requiring it tries a download, which fails noisily offline.
 */
function electronBinary() {
  let folder;
  try {
    folder = dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = join(folder, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const executable = join(override || join(folder, 'dist'), readFileSync(pathFile, 'utf8').trim());
  return existsSync(executable) ? executable : null;
}

/** Runs a package's command-line script (`pkg/bin/x.js`) with this Node, quietly unless it fails. */
function runQuietly(label, script, args) {
  const [pkg, ...rest] = script.split('/');
  const file = join(dirname(require.resolve(`${pkg}/package.json`)), ...rest);
  const result = spawnSync(process.execPath, [file, ...args], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(`${label} failed`);
    process.exit(1);
  }
}

const electron = electronBinary();
if (electron) {
  runQuietly('building the app (electron-vite build)', 'electron-vite/bin/electron-vite.js', ['build', '-c', 'electron.config.ts']);
  const child = spawn(electron, [root], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log('Electron is not installed on this machine, so Tachanka opens in your browser instead:');
  runQuietly('building the pages (vite build)', 'vite/bin/vite.js', ['build', '-c', 'renderer/vite.config.ts', '--logLevel', 'error']);
  const { register } = await import('tsx/esm/api');
  register();
  // serve.ts prints the address and serves until Ctrl+C; it takes --port N and TACHANKA_PORT like `npm run web`.
  await import('../main/web/serve.ts');
}
