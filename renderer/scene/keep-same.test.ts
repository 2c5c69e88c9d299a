import { describe, expect, it } from 'vitest';
import { keeper, listKeeper, pointsKeeper, sameItems } from './keep-same.ts';

describe('keeping what an edit left alone', () => {
  const a = { id: 'a' }, b = { id: 'b' };

  it('finds two lists the same only when they hold the very same items in order', () => {
    expect(sameItems([a, b], [a, b])).toBe(true);
    expect(sameItems([a, b], [b, a])).toBe(false);
    expect(sameItems([a, b], [a, { id: 'b' }])).toBe(false);
    expect(sameItems([a], [a, b])).toBe(false);
  });

  it('hands back the previous list while the items stay the same, and the new one once they change', () => {
    const keep = listKeeper<{ id: string }>();
    const first = keep([a, b]);
    expect(keep([a, b])).toBe(first);
    const changed = [a, { id: 'b' }];
    expect(keep(changed)).toBe(changed);
    expect(keep([a, changed[1]!])).toBe(changed);
  });

  it('compares points made afresh by their coordinates', () => {
    const keep = pointsKeeper();
    const first = keep([{ x: 1, y: 2 }]);
    expect(keep([{ x: 1, y: 2 }])).toBe(first);
    expect(keep([{ x: 1, y: 3 }])).not.toBe(first);
  });

  it('takes any sameness', () => {
    const keep = keeper<{ w: number }>((p, q) => p.w === q.w);
    const first = keep({ w: 3 });
    expect(keep({ w: 3 })).toBe(first);
    expect(keep({ w: 4 })).toEqual({ w: 4 });
  });
});
