// The layer rule (docs/ARCHITECTURE.md): shared/ is pure, renderer/ never reaches into main/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

const nodeBuiltins = [
  'fs', 'path', 'os', 'child_process', 'worker_threads', 'http', 'https', 'net', 'crypto', 'url',
  'stream', 'util', 'events', 'zlib', 'process', 'buffer', 'readline', 'module', 'perf_hooks',
];

const sharedImportBan = {
  patterns: [
    { group: ['node:*', ...nodeBuiltins, ...nodeBuiltins.map((m) => `${m}/*`)], message: 'shared/ is pure: no Node modules.' },
    { group: ['electron', 'electron/*'], message: 'shared/ is pure: no Electron.' },
    { group: ['**/main/**', '../main', '../../main'], message: 'shared/ must not import main/.' },
    { group: ['**/renderer/**', '../renderer', '../../renderer'], message: 'shared/ must not import renderer/.' },
    { group: ['three', 'three/*', 'dexie', 'svelte', 'svelte/*', '@threlte/*', 'pdfkit'], message: 'shared/ is pure: no rendering, storage or print libraries.' },
  ],
};

const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'location', 'fetch', 'XMLHttpRequest', 'performance', 'setTimeout', 'setInterval', 'process', 'require', 'Buffer', '__dirname'];

const pureProperties = [
  { object: 'Math', property: 'random', message: 'shared/ uses the seeded dice, never Math.random.' },
  { object: 'Date', property: 'now', message: 'shared/ has no clock.' },
];
const hypotBan = { object: 'Math', property: 'hypot', message: 'shared/ measures with hypot() from geometry/hypot.ts: the same value, without the allocations.' };

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', '**/dist/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'svelte/require-each-key': 'off',
    },
  },
  {
    // CommonJS where a file must run before any package is installed, on any Node (scripts/node-meets-engines.cjs).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', sharedImportBan],
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'shared/ is pure: no DOM, Node or clock globals.' }))],
      'no-restricted-properties': ['error', ...pureProperties, hypotBan],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'shared/ has no clock.' }],
    },
  },
  {
    // Tests hold the rules' own measures to the built-ins.
    files: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', ...pureProperties],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.svelte'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/main/**', 'node:*', 'electron'], message: 'renderer/ talks to main/ only through the Api.' }] }],
    },
  },
);
