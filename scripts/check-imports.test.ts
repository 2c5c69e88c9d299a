import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(import.meta.dirname, 'check-imports.mjs');

function check(root?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, root ? [script, root] : [script], (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }));
  });
}

const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '').sort();

/** A tree whose every import keeps the floors: downward, within an area, and tests reaching anywhere. */
const sound: Record<string, string> = {
  'shared/core/result.ts': 'export type Result = { ok: boolean };\n',
  'shared/scenario/schema.ts': "import type { Result } from '../core/result.ts';\nexport type S = Result;\n",
  'shared/geometry/vec.ts': "import type { S } from '../scenario/schema.ts';\n// import { e } from '../engine/game.ts';\n/* import '../engine/game.ts'; */\nexport type V = S;\n",
  'shared/engine/game.ts': "import type { V } from '../geometry/vec.ts';\nexport const game = (v: V) => v;\n",
  'shared/scenario-checks/cross-check.ts': "import { type V } from '../geometry/vec.ts';\nexport const check = (v: V) => v;\n",
  'shared/table-orders/order.ts': "import { game } from '../engine/game.ts';\nexport const order = game;\n",
  'shared/rulesets/alpha/index.ts': "import { order } from '../../table-orders/order.ts';\nimport { local } from './local.ts';\nexport const alpha = [order, local];\n",
  'shared/rulesets/alpha/local.ts': 'export const local = 1;\n',
  'shared/rulesets/alpha/test-fixture.ts': "import { forced } from '../../testing/forced.ts';\nimport komuch from '../../../scenarios/komuch.json';\nexport const fixture = [forced, komuch];\n",
  'shared/rulesets/alpha/index.test.ts': "import { beta } from '../beta/index.ts';\nimport { commander } from '../../ai/commander.ts';\nexport const t = [beta, commander];\n",
  'shared/rulesets/beta/index.ts': "export const beta = import('../../engine/game.ts');\n",
  'shared/ai/commander.ts': "import type { V } from '../geometry/vec.ts';\nexport const commander = (v: V) => v;\n",
  'shared/ai/commander.test.ts': "import { alpha } from '../rulesets/alpha/index.ts';\nimport { forced } from '../testing/forced.ts';\nexport const t = [alpha, forced];\n",
  'shared/testing/forced.ts': "import { game } from '../engine/game.ts';\nexport const forced = game;\n",
  'shared/rulesets/registry.ts': "import { alpha } from './alpha/index.ts';\nimport { forced } from '../testing/forced.ts';\nexport const all = [alpha, forced];\n",
  'shared/rulesets/labels.test.ts': "import { all } from './registry.ts';\nexport const t = all;\n",
  'shared/api.ts': "import type { Result } from './core/result.ts';\nexport type Api = Result;\n",
  'main/services/games.ts': "import { all } from '../../shared/rulesets/registry.ts';\nimport type { Api } from '../../shared/api.ts';\nexport const games = (api: Api) => [api, all];\n",
  'renderer/api.ts': "import type { Api } from '../shared/api.ts';\nexport type A = Api;\n",
  'renderer/library/test-api.ts': "import { forced } from '../../shared/testing/forced.ts';\nexport const fake = forced;\n",
  'scenarios/komuch.json': '{}\n',
};

/** A tree breaking each rule once, with the line each break must give. */
const broken: Record<string, string> = {
  'shared/core/distance-units.ts': 'export const inches = 1;\n',
  'shared/engine/words.ts': 'export const inches = 1;\n',
  'shared/geometry/line-of-sight.ts': "import { inches } from '../engine/words.ts';\nexport const sight = inches;\n",
  'shared/scenario/migrate.ts': "import type { Result } from '../engine/refusal.ts';\nexport type M = Result;\n",
  'shared/engine/refusal.ts': "import { inches } from '../core/distance-units.ts';\nexport type Result = typeof inches;\n",
  'shared/engine/cycle/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
  'shared/engine/cycle/b.ts': "import {\n  c,\n} from './deeper/c.ts';\nexport const b = c;\n",
  'shared/engine/cycle/deeper/c.ts': "export { a as c } from '../a.ts';\n",
  'shared/engine/types/x.ts': "import type { Y } from './y.ts';\nexport interface X { y?: Y }\n",
  'shared/engine/types/y.ts': "export type Y = import('./x.ts').X;\n",
  'shared/rulesets/alpha/index.ts': "import { beta } from '../beta/index.ts';\nexport const alpha = beta;\n",
  'shared/rulesets/beta/index.ts': 'export const beta = 1;\n',
  'shared/ai/commander.ts': "import { beta } from '../rulesets/beta/index.ts';\nimport komuch from '../../scenarios/komuch.json';\nexport const commander = [beta, komuch];\n",
  'shared/ai/commander.test.ts': 'export const shared = 1;\n',
  'shared/ai/search.ts': "import { shared } from './commander.test.ts';\nimport { forced } from '../testing/forced.ts';\nexport const search = [shared, forced];\n",
  'shared/testing/forced.ts': 'export const forced = 1;\n',
  'shared/elsewhere/loose.ts': 'export const loose = 1;\n',
  'renderer/play/screen.ts': "import { games } from '../../main/services/games.ts';\nexport const screen = games;\n",
  'main/services/games.ts': 'export const games = 1;\n',
  'scenarios/komuch.json': '{}\n',
};

const brokenLines = [
  'shared/geometry/line-of-sight.ts imports shared/engine/words.ts: geometry (floor 2) may not import engine (floor 3)',
  'shared/scenario/migrate.ts imports shared/engine/refusal.ts: scenario (floor 1) may not import engine (floor 3)',
  'shared/rulesets/alpha/index.ts imports shared/rulesets/beta/index.ts: rule set alpha (floor 5) may not import rule set beta (floor 5): a rule set imports only its own folder and the floors below',
  'shared/ai/commander.ts imports shared/rulesets/beta/index.ts: ai (floor 5) may not import rule set beta (floor 5): the areas of one floor stand apart',
  'shared/ai/commander.ts imports scenarios/komuch.json: shared/ imports only shared/ (bundled scenarios are for tests)',
  'shared/ai/search.ts imports shared/ai/commander.test.ts: nothing imports a test file',
  'shared/ai/search.ts imports shared/testing/forced.ts: shared/testing is for tests and their helpers',
  'shared/elsewhere/loose.ts is on no floor: give its folder one in scripts/check-imports.mjs and docs/ARCHITECTURE.md',
  'renderer/play/screen.ts imports main/services/games.ts: renderer (floor 7) may not import main (floor 7): the areas of one floor stand apart',
  'Import circle (3 files): shared/engine/cycle/a.ts -> shared/engine/cycle/b.ts -> shared/engine/cycle/deeper/c.ts -> shared/engine/cycle/a.ts',
  'Import circle (2 files): shared/engine/types/x.ts -> shared/engine/types/y.ts -> shared/engine/types/x.ts',
];

let dir = '';
async function plant(name: string, files: Record<string, string>): Promise<string> {
  const root = join(dir, name);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tachanka-imports-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the import check', () => {
  it('passes a tree that keeps the floors: downward, within an area, helpers and tests reaching shared/testing', async () => {
    const result = await check(await plant('sound', sound));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const sources = Object.keys(sound).filter((p) => /^(shared|main|renderer)\/.*\.ts$/.test(p)).length;
    expect(result.stdout).toBe(`Imports keep the floors and close no circle (${sources} files).\n`);
  });

  it('names each import against the floors and each circle (type imports included), and exits 1', async () => {
    const result = await check(await plant('broken', broken));
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([...brokenLines].sort());
  });

  it('finds nothing wrong in the project', async () => {
    const result = await check();
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Imports keep the floors and close no circle \(\d{3,} files\)/);
  });
});
