import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Unit tests for shared/ and main/ (and renderer logic that needs no DOM).
// The renderer's own vite config has renderer/ as its root, so tests keep this separate config.
export default defineConfig({
  // Compiles runes in *.svelte.ts state classes (e.g. renderer/scene/camera-controller.svelte.ts) for their tests.
  plugins: [svelte({ configFile: false, compilerOptions: { runes: true } })],
  test: {
    environment: 'node',
    include: ['shared/**/*.test.ts', 'main/**/*.test.ts', 'renderer/**/*.test.ts', 'bin/**/*.test.ts', 'fuzz/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'threads',
  },
});
