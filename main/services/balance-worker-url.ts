/** The built balance worker's file name: electron.config.ts builds main/cli/balance-worker.ts under this name. */
export const BUILT_BALANCE_WORKER = 'balance-worker.js';

/**
 * Where the balance worker thread's script is, seen from the module that starts it (the balance service).
 * From source (the CLI, the web host, Vitest: the module is a .ts file run through tsx) it is the CLI's entry,
 * which registers tsx inside the thread before loading the TypeScript worker. From the electron-vite build
 * there is neither TypeScript nor tsx: the worker is its own built entry, written beside the main process's
 * modules in out/main/.
 */
export function balanceWorkerUrl(moduleUrl: string): URL {
  const fromSource = new URL(moduleUrl).pathname.endsWith('.ts');
  return fromSource ? new URL('../cli/balance-worker-entry.mjs', moduleUrl) : new URL(`./${BUILT_BALANCE_WORKER}`, moduleUrl);
}
