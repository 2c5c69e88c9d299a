import { describe, expect, it } from 'vitest';
import { someSee } from './sight-memo.ts';
import type { Vec } from './vec.ts';

describe('someSee', () => {
  const from = [{ x: 0, y: 0 }, { x: 10, y: 0 }];
  const to = [{ x: 12, y: 0 }, { x: 30, y: 0 }];

  it('tries the nearest pair first and stops there when it sees', () => {
    const asked: [Vec, Vec][] = [];
    expect(someSee(from, to, (p, q) => { asked.push([p, q]); return true; })).toBe(true);
    expect(asked).toEqual([[{ x: 10, y: 0 }, { x: 12, y: 0 }]]);
  });

  it('sees when any one pair does, each pair asked once', () => {
    const asked: string[] = [];
    const seen = someSee(from, to, (p, q) => { asked.push(`${p.x}-${q.x}`); return p.x === 0 && q.x === 30; });
    expect(seen).toBe(true);
    expect(new Set(asked).size).toBe(asked.length);
    expect(someSee(from, to, () => false)).toBe(false);
  });

  it('an empty group sees nothing and is never asked about', () => {
    expect(someSee([], to, () => { throw new Error('asked'); })).toBe(false);
    expect(someSee(from, [], () => { throw new Error('asked'); })).toBe(false);
  });
});
