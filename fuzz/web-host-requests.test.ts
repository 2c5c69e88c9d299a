import { describe, expect, it } from 'vitest';
import { run } from './web-host-requests.fuzz.ts';

describe('hostile requests against the web host (short seeded run)', () => {
  it('accepts none of them and keeps answering', async () => {
    expect(await run({ seed: 5, count: 80 })).toEqual({ requests: 80, 'accepted hostile requests': 0, crashes: 0 });
  }, 30_000);
});
