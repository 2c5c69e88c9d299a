import { describe, expect, it } from 'vitest';
import { isTempFileStale, ownTempName } from './temp-files.ts';

const HOUR = 3600_000;
const now = 10 * HOUR;
const age = (ms: number) => () => Promise.resolve(now - ms);
const noAge = () => Promise.reject(new Error('not asked for'));

describe('isTempFileStale', () => {
  it('names our files after the target and the writer', () => {
    expect(ownTempName('a.tachanka.json', 4242, '0123456789ab')).toBe('.a.tachanka.json.4242.0123456789ab.tmp');
  });

  it('calls a file stale when its writer is gone, and leaves a running writer its file', async () => {
    const name = ownTempName('a.json', 4242, '0123456789ab');
    expect(await isTempFileStale(name, noAge, now, () => false)).toBe(true);
    expect(await isTempFileStale(name, noAge, now, () => true)).toBe(false);
  });

  it('judges an older build\'s file by its age, and never touches other names', async () => {
    expect(await isTempFileStale('.a.json.0123456789ab.tmp', age(2 * HOUR), now)).toBe(true);
    expect(await isTempFileStale('.a.json.0123456789ab.tmp', age(60_000), now)).toBe(false);
    for (const name of ['a.json', 'a.json.bak', '.a.json.tmp', '.a.json.0123456789AB.tmp', 'x.0123456789ab.tmp', '.a.json.42.0123456789ab.swp']) {
      expect(await isTempFileStale(name, age(10 * HOUR), now, () => false)).toBe(false);
    }
  });
});
