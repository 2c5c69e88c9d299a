import { fileURLToPath } from 'node:url';

/** The built print child's file name: electron.config.ts builds main/services/print/print-child.ts under this name. */
export const BUILT_PRINT_CHILD = 'print-child.js';

/**
 * Where the print child's script is, seen from the module that starts it (print-renderer.ts). From source it is
 * the entry beside it, which registers tsx; from the electron-vite build, which has neither TypeScript nor tsx, the
 * child is an entry of its own written beside the main process's modules in out/main/.
 */
export function printChildPath(moduleUrl: string): string {
  const fromSource = new URL(moduleUrl).pathname.endsWith('.ts');
  return fileURLToPath(fromSource ? new URL('./print-child-entry.mjs', moduleUrl) : new URL(`./${BUILT_PRINT_CHILD}`, moduleUrl));
}
