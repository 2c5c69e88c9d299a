import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupPath, removeStaleTempFiles, writeFileAtomic } from './atomic-write.ts';
import { ownTempName } from './temp-files.ts';

let dir: string;
beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'tachanka-atomic-')); });
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

describe('writeFileAtomic', () => {
  it('writes a new file and leaves no temporary file or backup behind', async () => {
    const target = join(dir, 'a.tachanka.json');
    await writeFileAtomic(target, 'first');
    expect(await readFile(target, 'utf8')).toBe('first');
    expect(await readdir(dir)).toEqual(['a.tachanka.json']);
  });

  it('keeps the previous version as <file>.bak', async () => {
    const target = join(dir, 'a.tachanka.json');
    await writeFileAtomic(target, 'first');
    await writeFileAtomic(target, 'second');
    expect(await readFile(target, 'utf8')).toBe('second');
    expect(await readFile(backupPath(target), 'utf8')).toBe('first');
    expect((await readdir(dir)).sort()).toEqual(['a.tachanka.json', 'a.tachanka.json.bak']);
  });

  it('leaves the old file whole and no half file when the final rename fails', async () => {
    const target = join(dir, 'a.tachanka.json');
    await writeFile(target, 'old contents');
    const failingRename: typeof fsp.rename = () => Promise.reject(Object.assign(new Error('disk pulled out'), { code: 'EIO' }));
    await expect(writeFileAtomic(target, 'new contents', { ops: { rename: failingRename } })).rejects.toThrow('disk pulled out');
    expect(await readFile(target, 'utf8')).toBe('old contents');
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves no file at all when a first write fails midway through the data', async () => {
    const target = join(dir, 'fresh.tachanka.json');
    const failingOpen: typeof fsp.open = async (path, flags, mode) => {
      const handle = await fsp.open(path, flags, mode);
      handle.writeFile = async (data) => {
        await fsp.appendFile(path as string, String(data).slice(0, 3));
        throw new Error('no space left on device');
      };
      return handle;
    };
    await expect(writeFileAtomic(target, 'a long text', { ops: { open: failingOpen } })).rejects.toThrow('no space left');
    expect(await readdir(dir)).toEqual([]);
  });

  it('can skip the backup', async () => {
    const target = join(dir, 'log.json');
    await writeFileAtomic(target, '1', { backup: false });
    await writeFileAtomic(target, '2', { backup: false });
    expect(await readdir(dir)).toEqual(['log.json']);
  });

  it('keeps the old backup whole when making the new one fails midway', async () => {
    const target = join(dir, 'a.tachanka.json');
    await writeFile(backupPath(target), 'version 1');
    await writeFile(target, 'version 2, a longer text than the first');
    const failingCopy: typeof fsp.copyFile = async (from, to) => {
      const text = await readFile(from, 'utf8');
      await writeFile(to, text.slice(0, 5));
      throw Object.assign(new Error('killed while copying'), { code: 'EIO' });
    };
    await expect(writeFileAtomic(target, 'version 3', { ops: { copyFile: failingCopy } })).rejects.toThrow('killed while copying');
    expect(await readFile(backupPath(target), 'utf8')).toBe('version 1');
    expect(await readFile(target, 'utf8')).toBe('version 2, a longer text than the first');
    expect((await readdir(dir)).sort()).toEqual(['a.tachanka.json', 'a.tachanka.json.bak']);
  });

  it('removes the temporary files crashed writers left, before writing, and nothing else', async () => {
    const target = join(dir, 'a.tachanka.json');
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
    const debris = [
      ownTempName('a.tachanka.json', deadPid, '0123456789ab'),
      ownTempName('a.tachanka.json.bak', deadPid, 'ba0123456789'),
      ownTempName('other.tachanka.json', deadPid, 'cd0123456789'),
    ];
    const kept = [
      ownTempName('a.tachanka.json', process.ppid, 'ef0123456789'), // a writer that is still running
      '.a.tachanka.json.tmp', 'notes.txt', '.other-program.0123456789ab.swp',
    ];
    for (const name of [...debris, ...kept]) await writeFile(join(dir, name), 'partial');
    await writeFileAtomic(target, 'fresh');
    expect((await readdir(dir)).sort()).toEqual(['a.tachanka.json', ...kept].sort());
  });

  it('removes an older build\'s temporary files (no writer in the name) once they are an hour old', async () => {
    const old = '.a.tachanka.json.0123456789ab.tmp';
    const recent = '.a.tachanka.json.ba9876543210.tmp';
    await writeFile(join(dir, old), 'x');
    await writeFile(join(dir, recent), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(join(dir, old), twoHoursAgo, twoHoursAgo);
    expect(await removeStaleTempFiles(dir)).toEqual([old]);
    expect(await readdir(dir)).toEqual([recent]);
  });

  it('cleans a folder at start without writing, and tolerates a folder that does not exist', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
    await writeFile(join(dir, ownTempName('x.json', deadPid, '0123456789ab')), 'partial');
    expect(await removeStaleTempFiles(dir)).toHaveLength(1);
    expect(await readdir(dir)).toEqual([]);
    expect(await removeStaleTempFiles(join(dir, 'missing'))).toEqual([]);
  });
});
