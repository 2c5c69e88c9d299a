import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// `npm run build` = `electron-vite build -c electron.config.ts`: the Electron main process, its preload and the
// renderer, into out/. The renderer settings mirror renderer/vite.config.ts (same root, relative base and Svelte
// config file) but are written out here: that file finds its folder through import.meta.dirname, which the
// electron-vite config bundler does not rewrite per file.
const root = fileURLToPath(new URL('.', import.meta.url));
const at = (path: string) => resolve(root, path);

export default defineConfig({
  main: {
    build: {
      outDir: at('out/main'),
      // The balance estimate's worker thread is an entry of its own (out/main/balance-worker.js): the built app has
      // neither the TypeScript source nor tsx, which the CLI's worker entry needs. Shared chunks stay in the same
      // folder, so whichever module holds the balance service finds the worker beside it (balance-worker-url.ts).
      // The print child, which makes each print export in a process of its own, is built the same way
      // (out/main/print-child.js, found by print-child-url.ts).
      rolldownOptions: {
        input: {
          index: at('main/electron/main.ts'),
          'balance-worker': at('main/cli/balance-worker.ts'),
          'print-child': at('main/services/print/print-child.ts'),
        },
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: at('out/preload'),
      // A sandboxed preload runs as a classic script: CommonJS, one file, nothing but 'electron' required.
      rolldownOptions: {
        input: { index: at('main/electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: at('renderer'),
    base: './',
    plugins: [svelte({ configFile: at('renderer/svelte.config.js') })],
    build: {
      outDir: at('out/renderer'),
      chunkSizeWarningLimit: 2000,
      // zod and zod-without-eval.ts in a chunk of their own, run before any schema is built (renderer/vite.config.ts).
      rolldownOptions: {
        input: { index: at('renderer/index.html') },
        output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval\.ts$/ }] } },
      },
    },
  },
});
