import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'tachanka';

/**
 * The folder holding Tachanka's package.json. Found by walking up from this module, so the same code works
 * from source (tsx, Vitest), from the electron-vite build (`out/main/`) and inside a packaged app.
 */
export function packageRoot(from: string = import.meta.url): string {
  let dir = dirname(from.startsWith('file:') ? fileURLToPath(from) : from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === PACKAGE_NAME) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the ${PACKAGE_NAME} package folder above ${from}`);
    dir = parent;
  }
}

function readPackageName(manifest: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'name' in parsed && typeof parsed.name === 'string') return parsed.name;
  } catch {
    // An unreadable manifest is not ours; keep walking up.
  }
  return undefined;
}

export const bundledScenariosDir = (): string => join(packageRoot(), 'scenarios');
export const rendererDistDir = (): string => join(packageRoot(), 'renderer', 'dist');
