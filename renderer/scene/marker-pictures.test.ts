import { describe, expect, it } from 'vitest';
import { PictureCache, markerKey } from './marker-pictures.ts';

describe('marker pictures', () => {
  it('keys a unit’s counters by kind and count', () => {
    expect(markerKey([{ kind: 'terror', count: 2 }, { kind: 'pinned', count: 1 }])).toBe('terror:2|pinned:1');
  });

  it('draws each picture once and forgets those no longer shown', () => {
    const cache = new PictureCache();
    let drawn = 0;
    const draw = () => { drawn++; return {} as HTMLCanvasElement; };
    const a = cache.take('terror:1', draw);
    expect(cache.take('terror:1', draw)).toBe(a);
    cache.take('pinned:1', draw);
    expect(drawn).toBe(2);
    cache.keepOnly(['pinned:1']);
    expect(cache.size).toBe(1);
    cache.take('terror:1', draw);
    expect(drawn).toBe(3);
  });
});
