import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The layer rule is only worth having if it fails: lint sample files as if they lived in each layer. */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'parse-error');
}

describe('the layer rule', () => {
  it.each([
    ["import { readFileSync } from 'node:fs';\nexport const f = readFileSync;", 'no-restricted-imports'],
    ["import { ipcMain } from 'electron';\nexport const f = ipcMain;", 'no-restricted-imports'],
    ["import { x } from '../../main/services/games.ts';\nexport const f = x;", 'no-restricted-imports'],
    ["import { x } from '../renderer/db.ts';\nexport const f = x;", 'no-restricted-imports'],
    ['export const f = () => document.title;', 'no-restricted-globals'],
    ['export const f = () => Math.random();', 'no-restricted-properties'],
    ['export const f = () => Date.now();', 'no-restricted-properties'],
  ])('refuses in shared/: %s', async (code, rule) => {
    expect(await ruleIds(code, 'shared/engine/sample.ts')).toContain(rule);
  });

  it('lets shared/ import its own modules and zod', async () => {
    expect(await ruleIds("import { z } from 'zod';\nimport { ok } from '../engine/result.ts';\nexport const f = [z, ok];", 'shared/ai/sample.ts')).toEqual([]);
  });

  it('refuses renderer/ importing main/', async () => {
    expect(await ruleIds("import { x } from '../main/services/games.ts';\nexport const f = x;", 'renderer/sample.ts')).toContain('no-restricted-imports');
  });

  it('lets main/ use Node', async () => {
    expect(await ruleIds("import { readFileSync } from 'node:fs';\nexport const f = readFileSync;", 'main/services/sample.ts')).toEqual([]);
  });
});
