import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LogSeal, SEAL_KEY_FILE, looksSealed } from './log-seal.ts';

let dir: string;
beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'tachanka-seal-')); });
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

describe('the log seal', () => {
  it('makes its key once in the data folder, readable by its owner only, and keeps it from one launch to the next', async () => {
    const first = await LogSeal.inDataDir(join(dir, 'data'));
    const keyFile = join(dir, 'data', SEAL_KEY_FILE);
    expect((await readFile(keyFile, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    if (process.platform !== 'win32') expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const again = await LogSeal.inDataDir(join(dir, 'data'));
    expect(again.install).toBe(first.install);
    expect(again.unseal(first.seal('the whole log'))).toEqual({ ok: true, value: 'the whole log' });
  });

  it('keeps the first key when two launches make one at the same moment', async () => {
    const [a, b] = await Promise.all([LogSeal.inDataDir(dir), LogSeal.inDataDir(dir)]);
    expect(a.install).toBe(b.install);
  });

  it('refuses a key file that holds something else rather than replace it', async () => {
    await writeFile(join(dir, SEAL_KEY_FILE), 'not a key\n');
    await expect(LogSeal.inDataDir(dir)).rejects.toThrow(/does not hold a Tachanka log-seal key/);
    expect(await readFile(join(dir, SEAL_KEY_FILE), 'utf8')).toBe('not a key\n');
  });

  it('says in one line, naming the key file, why the hosts cannot start when the key cannot be had', async () => {
    await writeFile(join(dir, SEAL_KEY_FILE), 'not a key\n');
    const refused = await LogSeal.openOrExplain(dir);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toContain(join(dir, SEAL_KEY_FILE));
      expect(refused.error).toMatch(/^cannot read or make the key that seals games saved under fog of war .*does not hold a Tachanka log-seal key/);
      expect(refused.error).not.toContain('\n');
    }
    const opened = await LogSeal.openOrExplain(join(dir, 'fresh'));
    expect(opened.ok).toBe(true);
  });

  it('seals so that the text is not readable, and names what is wrong with a file it cannot open', async () => {
    const seal = LogSeal.forThisRun();
    const sealed = seal.seal('{"seed":1234567891}');
    expect(sealed).not.toContain('1234567891');
    expect(looksSealed(sealed)).toBe(true);
    expect(looksSealed('{"format":"tachanka-game"}')).toBe(false);
    const file = JSON.parse(sealed) as { sealed: { text: string } };
    const flipped = file.sealed.text.startsWith('A') ? `B${file.sealed.text.slice(1)}` : `A${file.sealed.text.slice(1)}`;
    const tampered = seal.unseal(JSON.stringify({ ...file, sealed: { ...file.sealed, text: flipped } }));
    expect(tampered).toEqual({ ok: false, error: expect.stringContaining('tampered') });
    expect(LogSeal.forThisRun().unseal(sealed)).toEqual({ ok: false, error: expect.stringContaining('sealed by another Tachanka install') });
    expect(seal.unseal('{"format":"tachanka-game","sealed":{"version":1}}')).toEqual({ ok: false, error: expect.stringContaining('not well formed') });
  });

  it('keys a state hash by the side: unique per state and side, not the plain hash, and the same for the same install', () => {
    const seal = LogSeal.forThisRun();
    const keyed = seal.keyedHash('0123456789abcdef', 'red');
    expect(keyed).toMatch(/^[0-9a-f]{16}$/);
    expect(keyed).not.toBe('0123456789abcdef');
    expect(seal.keyedHash('0123456789abcdef', 'red')).toBe(keyed);
    expect(seal.keyedHash('0123456789abcdef', 'white')).not.toBe(keyed);
    expect(seal.keyedHash('0123456789abcdee', 'red')).not.toBe(keyed);
    expect(LogSeal.forThisRun().keyedHash('0123456789abcdef', 'red')).not.toBe(keyed);
  });
});
