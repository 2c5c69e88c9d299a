import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupPath, writeFileAtomic } from './atomic-write.ts';

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
});
