import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_PRINT_CHILD, printChildPath } from './print-child-url.ts';

describe('where the print child is found', () => {
  it('from source, is the entry that registers tsx, and that file exists', () => {
    const path = printChildPath(new URL('./print-renderer.ts', import.meta.url).href);
    expect(path).toBe(fileURLToPath(new URL('./print-child-entry.mjs', import.meta.url)));
    expect(existsSync(path)).toBe(true);
  });

  it('from the electron-vite build, is the built child beside the main process module', () => {
    expect(printChildPath('file:///opt/Tachanka/resources/app.asar/out/main/index.js')).toBe('/opt/Tachanka/resources/app.asar/out/main/print-child.js');
  });

  it('is built under the name the renderer looks for, from the TypeScript child', async () => {
    const config = (await import('../../../electron.config.ts')).default as { main?: { build?: { rolldownOptions?: { input?: unknown } } } };
    const input = config.main?.build?.rolldownOptions?.input as Record<string, string> | undefined;
    expect(input?.[BUILT_PRINT_CHILD.replace(/\.js$/, '')]).toBe(fileURLToPath(new URL('./print-child.ts', import.meta.url)));
  });
});
