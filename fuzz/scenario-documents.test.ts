import { describe, expect, it } from 'vitest';
import { run } from './scenario-documents.fuzz.ts';

describe('scenario documents fuzzer, a short seeded run', () => {
  it('read 200 mutated bundled scenarios without a crash, a malformed answer or a hang', async () => {
    const counts = await run({ seed: 1918, count: 200 });
    expect(counts['documents tried']).toBe(200);
    // Both kinds of answer occur, so the mutations neither break every file nor leave them all sound.
    expect(counts.accepted).toBeGreaterThan(0);
    expect(counts.refused).toBeGreaterThan(0);
    expect(counts.crashes).toBe(0);
    expect(counts['malformed answers']).toBe(0);
    expect(counts['hangs over 2 s']).toBe(0);
  }, 300_000);
});
