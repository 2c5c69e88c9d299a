import { describe, expect, it } from 'vitest';
import { run } from './print-exports.fuzz.ts';

describe('print exports fuzzer, a short seeded run', () => {
  it('made every kind in every format without a crash, an unclear refusal or a malformed file', async () => {
    const counts = await run({ seed: 1919, count: 9 });
    expect(counts['exports tried']).toBe(9);
    // Both kinds of answer occur: some exports make files, some are refused (a roster as PNG, say).
    expect(counts['files made']).toBeGreaterThan(0);
    expect(counts.refused).toBeGreaterThan(0);
    expect(counts.crashes).toBe(0);
    expect(counts['unclear refusals']).toBe(0);
    expect(counts['malformed files']).toBe(0);
  }, 600_000);
});
