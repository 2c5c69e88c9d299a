// Svelte options for the renderer. vite.config.ts points the plugin here by absolute path,
// because the renderer's root is renderer/ while the repo root holds package.json.
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

export default {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
};
