import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(import.meta.dirname, 'check-cycles.mjs');

function check(...folders: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [script, ...folders], (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }));
  });
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tachanka-cycles-'));
  const files: Record<string, string> = {
    'cycle/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
    'cycle/b.ts': "import {\n  c,\n} from './deeper/c.ts';\nexport const b = c;\n",
    'cycle/deeper/c.ts': "export { a as c } from '../a.ts';\n",
    // Erased by TypeScript, loading nothing: no cycle.
    'types/x.ts': "import type { Y } from './y.ts';\nexport interface X { y?: Y }\n",
    'types/y.ts': "import { type X } from './z.ts';\nexport interface Y { x?: X }\n",
    'types/z.ts': "/* import { Y } from './y.ts'; */\nexport type { X } from './x.ts';\n// import './y.ts';\n",
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the import-cycle check', () => {
  it('names a cycle through re-exports and imports over several lines, and exits 1', async () => {
    const result = await check(join(dir, 'cycle'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Import cycle \(3 files\): .*a\.ts -> .*b\.ts -> .*c\.ts -> .*a\.ts/);
  });

  it('does not count type-only imports and re-exports, nor commented-out ones', async () => {
    const result = await check(join(dir, 'types'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('finds none in the project', async () => {
    const result = await check();
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/No import cycles among \d+ files/);
  });
});
