import { describe, expect, it } from 'vitest';
import { run } from './game-log-downgrades.fuzz.ts';

describe('game logs passed off as an older format (short seeded run)', () => {
  it('never verifies one, and never crashes; a format-1 log that replays is not verifiable', async () => {
    const counts = await run({ seed: 5, count: 40 });
    expect(counts).toMatchObject({ 'logs tried': 40, 'downgraded logs verified': 0, crashes: 0 });
    expect(counts['refused when read']).toBeGreaterThan(0);
    expect(counts['not verifiable (exit 3)']).toBeGreaterThan(0);
  }, 60_000);
});
