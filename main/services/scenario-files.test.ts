import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { ScenarioFiles, readTextLimited } from './scenario-files.ts';
import { bundledScenariosDir, packageRoot } from './package-root.ts';

let dir: string;
let files: ScenarioFiles;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tachanka-scenarios-'));
  files = new ScenarioFiles(dir);
});
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

const fixtureText = (overrides: Record<string, unknown> = {}) => JSON.stringify({ ...scenarioFixture(), ...overrides }, null, 2);

async function readRefusal(name: string, text: string) {
  const path = join(dir, name);
  await writeFile(path, text);
  const result = await files.read(path);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('ScenarioFiles.read', () => {
  it('loads a sound scenario whole', async () => {
    await writeFile(join(dir, 'fixture.tachanka.json'), fixtureText());
    const result = await files.read(join(dir, 'fixture.tachanka.json'));
    expect(result.ok && result.value.scenario.id).toBe('fixture');
  });

  it('accepts a file that starts with a byte-order mark', async () => {
    await writeFile(join(dir, 'bom.tachanka.json'), `\uFEFF${fixtureText()}`);
    expect((await files.read(join(dir, 'bom.tachanka.json'))).ok).toBe(true);
  });

  it('refuses bad JSON with its line and column', async () => {
    const problems = await readRefusal('bad.tachanka.json', '{\n  "format": "tachanka-scenario",\n  oops\n}');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe('$');
    expect(problems[0]!.message).toMatch(/not valid JSON.*line 3/);
  });

  it('refuses a file from a newer Tachanka at $.formatVersion', async () => {
    const problems = await readRefusal('new.tachanka.json', fixtureText({ formatVersion: 99 }));
    expect(problems[0]).toMatchObject({ path: '$.formatVersion', severity: 'error' });
    expect(problems[0]!.message).toMatch(/newer Tachanka/);
  });

  it('refuses a 50 MB file by its size, before reading it', async () => {
    const path = join(dir, 'huge.tachanka.json');
    await writeFile(path, '');
    await truncate(path, 50 * 1024 * 1024);
    const result = await files.read(path);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error[0]!.message).toMatch(/50\.0 MB; the limit is 5 MB/);
  });

  it('refuses a file over a given byte limit', async () => {
    const path = join(dir, 'growing.json');
    await writeFile(path, 'x'.repeat(200));
    const result = await readTextLimited(path, 100);
    expect(result.ok).toBe(false);
  });

  it('refuses 10,000-deep nesting without parsing it', async () => {
    const problems = await readRefusal('deep.tachanka.json', `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(problems[0]!.message).toMatch(/nests 10000 levels deep/);
  });

  it('refuses NaN (not JSON) and a coordinate too large for any table, naming the path', async () => {
    const nan = await readRefusal('nan.tachanka.json', fixtureText().replace('"x": 10', '"x": NaN'));
    expect(nan[0]!.message).toMatch(/not valid JSON/);
    const scenario = scenarioFixture();
    const huge = JSON.stringify(scenario).replace('"x":10', '"x":1e308');
    const problems = await readRefusal('huge-x.tachanka.json', huge);
    expect(problems.map((p) => p.path)).toContain('$.sides.red.units[0].bases[0].x');
    const infinite = await readRefusal('inf.tachanka.json', JSON.stringify(scenario).replace('"y":4', '"y":1e999'));
    expect(infinite.map((p) => p.path)).toContain('$.sides.red.units[0].bases[0].y');
  });

  it('refuses an unknown rule set at $.ruleset.id', async () => {
    const problems = await readRefusal('unknown.tachanka.json', fixtureText({ ruleset: { id: 'no-such-rules', options: {} } }));
    expect(problems[0]).toMatchObject({ path: '$.ruleset.id' });
    expect(problems[0]!.message).toMatch(/unknown rule set "no-such-rules"/);
  });

  it('refuses a missing file and a folder with a message, not a throw', async () => {
    expect((await files.read(join(dir, 'absent.tachanka.json'))).ok).toBe(false);
    expect((await files.read(dir)).ok).toBe(false);
  });
});

describe('ScenarioFiles.write', () => {
  it('writes a scenario that reads back equal, keeping the previous version as .bak', async () => {
    const path = join(dir, 'mine.tachanka.json');
    const first = scenarioFixture({ title: 'First' });
    const second = scenarioFixture({ title: 'Second' });
    expect((await files.write(path, first)).ok).toBe(true);
    expect((await files.write(path, second)).ok).toBe(true);
    const read = await files.read(path);
    expect(read.ok && read.value.scenario).toEqual(second);
    expect(JSON.parse(await readFile(`${path}.bak`, 'utf8'))).toMatchObject({ title: 'First' });
  });

  it('writes nothing for a scenario with errors', async () => {
    const path = join(dir, 'broken.tachanka.json');
    const broken = { ...scenarioFixture(), victory: [{ type: 'hold-area' as const, winner: 'red' as const, areaId: 'nowhere' }] };
    const result = await files.write(path, broken);
    expect(!result.ok && result.error[0]!.path).toBe('$.victory[0].areaId');
    expect(await readdir(dir)).toEqual([]);
  });

  it('leaves the old file in place when the rename fails', async () => {
    const path = join(dir, 'mine.tachanka.json');
    await files.write(path, scenarioFixture({ title: 'Old' }));
    const rename: typeof fsp.rename = () => Promise.reject(new Error('rename failed'));
    await expect(files.write(path, scenarioFixture({ title: 'New' }), { ops: { rename } })).rejects.toThrow('rename failed');
    const read = await files.read(path);
    expect(read.ok && read.value.scenario.title).toBe('Old');
  });
});

describe('bundled scenarios', () => {
  it('lists the sound ones and sets the refused apart', async () => {
    await writeFile(join(dir, 'b.tachanka.json'), fixtureText({ id: 'b-scenario', title: 'B' }));
    await writeFile(join(dir, 'a.tachanka.json'), fixtureText({ id: 'a-scenario', title: 'A' }));
    await writeFile(join(dir, 'broken.tachanka.json'), '{');
    await writeFile(join(dir, 'notes.txt'), 'not a scenario');
    const listed = await files.listBundled();
    expect(listed.scenarios.map((s) => s.fileName)).toEqual(['a.tachanka.json', 'b.tachanka.json']);
    expect(listed.refused.map((r) => r.fileName)).toEqual(['broken.tachanka.json']);
    expect(await files.summaries()).toEqual([
      { id: 'a-scenario', title: 'A', rulesetId: 'duel-test', description: '', fileName: 'a.tachanka.json' },
      { id: 'b-scenario', title: 'B', rulesetId: 'duel-test', description: '', fileName: 'b.tachanka.json' },
    ]);
    expect((await files.getBundled('b-scenario'))?.scenario.title).toBe('B');
    expect(await files.getBundled('missing')).toBeUndefined();
  });

  it('reads only the file named after the id when there is one', async () => {
    await writeFile(join(dir, 'a-scenario.tachanka.json'), fixtureText({ id: 'a-scenario', title: 'A' }));
    await writeFile(join(dir, 'b.tachanka.json'), fixtureText({ id: 'b-scenario', title: 'B' }));
    const reads = vi.spyOn(files, 'read');
    expect((await files.getBundled('a-scenario'))?.fileName).toBe('a-scenario.tachanka.json');
    expect(reads).toHaveBeenCalledTimes(1);
    expect((await files.getBundled('../a-scenario'))).toBeUndefined();
  });

  it('treats a missing folder as no scenarios', async () => {
    expect(await new ScenarioFiles(join(dir, 'absent')).summaries()).toEqual([]);
  });

  it('finds the package root and its scenarios folder from source', async () => {
    expect(JSON.parse(await readFile(join(packageRoot(), 'package.json'), 'utf8')).name).toBe('tachanka');
    expect(bundledScenariosDir()).toBe(join(packageRoot(), 'scenarios'));
    expect(packageRoot(join(packageRoot(), 'out', 'main', 'index.js'))).toBe(packageRoot());
  });
});
