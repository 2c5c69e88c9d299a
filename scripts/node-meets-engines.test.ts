import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';

const { meets } = createRequire(import.meta.url)('./node-meets-engines.cjs') as { meets: (range: string, version: string) => boolean };

describe('node-meets-engines (what .ci/run asks before it installs anything)', () => {
  it('reads the range package.json declares: 22 from 22.13.0 on, nothing of 23, 24 and later', () => {
    const range = '^22.13.0 || >=24';
    const admitted = ['20.20.2', '22.12.0', '22.12.9', '22.13.0', '22.23.5', '23.5.0', '23.11.1', '24.0.0', '26.12.1', '100.0.0'].filter((v) => meets(range, v));
    expect(admitted).toEqual(['22.13.0', '22.23.5', '24.0.0', '26.12.1', '100.0.0']);
  });

  it('takes parts left off as 0 and compares numbers, not text', () => {
    expect(meets('>=22.12', '22.12.0')).toBe(true);
    expect(meets('>=22.12', '22.9.0')).toBe(false);
    expect(meets('>=9', '10.0.0')).toBe(true);
    expect(meets('^22.2.10', '22.10.0')).toBe(true);
    expect(meets('^22.2.10', '22.2.9')).toBe(false);
  });

  it('refuses a form it does not read rather than guess', () => {
    expect(() => meets('20 || >=22', '22.0.0')).toThrow('engines.node "20 || >=22": only ">=x.y.z" and "^x.y.z" (x above 0) joined by "||" are read here');
    expect(() => meets('^0.12', '0.12.0')).toThrow(/x above 0/);
    expect(() => meets('>=22 <25', '22.0.0')).toThrow();
  });
});
