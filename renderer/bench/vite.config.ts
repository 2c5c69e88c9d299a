import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The 3D table's own page for the render benchmark (bench/render.bench.ts) and for screenshots: the
// scene in a bare Canvas, with no app shell, Api or database around it.
const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: './',
  plugins: [svelte({ configFile: `${here}/../svelte.config.js` })],
  logLevel: 'warn',
  build: {
    outDir: `${here}/dist`,
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 4000,
  },
});
