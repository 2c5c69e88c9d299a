import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_BALANCE_WORKER, balanceWorkerUrl } from './balance-worker-url.ts';

describe('where the balance worker is found', () => {
  it('from source, is the CLI worker entry that registers tsx, and that file exists', () => {
    const url = balanceWorkerUrl(new URL('./balance.ts', import.meta.url).href);
    expect(url.href).toBe(new URL('../cli/balance-worker-entry.mjs', import.meta.url).href);
    expect(existsSync(fileURLToPath(url))).toBe(true);
  });

  it('from the electron-vite build, is the built worker beside the main process module', () => {
    expect(balanceWorkerUrl('file:///opt/Tachanka/resources/app.asar/out/main/index.js').href)
      .toBe('file:///opt/Tachanka/resources/app.asar/out/main/balance-worker.js');
  });

  it('is built under the name the service looks for, from the TypeScript worker', async () => {
    const config = (await import('../../electron.config.ts')).default as { main?: { build?: { rolldownOptions?: { input?: unknown } } } };
    const input = config.main?.build?.rolldownOptions?.input as Record<string, string> | undefined;
    const name = BUILT_BALANCE_WORKER.replace(/\.js$/, '');
    expect(input?.[name]).toBe(fileURLToPath(new URL('../cli/balance-worker.ts', import.meta.url)));
  });
});
