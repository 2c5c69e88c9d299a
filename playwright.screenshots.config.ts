import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run screenshots`: the docs' pictures of each bundled battle, written on purpose into docs/screenshots/.
// Kept out of e2e/ so `npm test` never writes into the working tree.
export default defineConfig({
  ...base,
  testDir: 'screenshots',
  timeout: 240_000,
  outputDir: 'test-results/screenshots',
});
