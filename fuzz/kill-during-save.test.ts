import { describe, expect, it } from 'vitest';
import { run } from './kill-during-save.fuzz.ts';

describe('kill during save (short seeded run)', () => {
  it('leaves the target and its backup whole and no temporary file after the next start', async () => {
    // Each kill costs a process start, so the short run kills twice; `npm run fuzz kill` runs hundreds.
    expect(await run({ seed: 7, count: 2 })).toEqual({ kills: 2, 'partial files': 0, 'debris files': 0 });
  }, 60_000);
});
