import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The renderer builds on its own (web host, e2e) and inside electron-vite; base './' keeps asset
// URLs relative so the same dist loads from file:// in Electron and from the web host.
// Vite fills in import.meta.dirname for config files, so no Node path module is needed here.
const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: './',
  plugins: [svelte({ configFile: `${here}/svelte.config.js` })],
  build: {
    outDir: `${here}/dist`,
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // zod and the module that tells it not to probe for eval (zod-without-eval.ts) in a chunk of their own: it runs
    // before any chunk that builds a schema, as zod probes when a schema is built.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval\.ts$/ }] } } },
  },
});
