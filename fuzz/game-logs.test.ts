import { describe, expect, it } from 'vitest';
import { run } from './game-logs.fuzz.ts';

describe('edited game logs (short seeded run)', () => {
  it('never verifies an edit that changes the game, and never crashes', async () => {
    const counts = await run({ seed: 3, count: 40 });
    expect(counts).toMatchObject({ 'logs tried': 40, 'edited logs verified': 0, crashes: 0 });
    expect(counts['refused on replay']).toBeGreaterThan(0);
  }, 60_000);
});
