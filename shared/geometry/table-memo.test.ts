import { describe, expect, it } from 'vitest';
import { TerrainIndex } from './terrain-index.ts';
import { memoisedPerTable } from './table-memo.ts';

describe('memoisedPerTable', () => {
  it('answers as the work does, working each table and numbers out once', () => {
    const calls: string[] = [];
    const kept = memoisedPerTable((_index, ax, ay, bx, by) => { calls.push(`${ax},${ay},${bx},${by}`); return { sum: ax + ay + bx + by }; });
    const a = new TerrainIndex([], { width: 10, height: 10 }), b = new TerrainIndex([], { width: 10, height: 10 });
    const first = kept(a, 1, 2, 3, 4);
    expect(first).toEqual({ sum: 10 });
    expect(kept(a, 1, 2, 3, 4)).toBe(first);
    expect(kept(a, 4, 3, 2, 1)).toEqual({ sum: 10 });
    expect(kept(b, 1, 2, 3, 4)).not.toBe(first);
    expect(calls).toEqual(['1,2,3,4', '4,3,2,1', '1,2,3,4']);
  });
});
