import { BoxGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { GeometryCache } from './geometry-cache.ts';

describe('the geometry cache', () => {
  it('builds a key once, knows its geometries, and disposes them all', () => {
    const cache = new GeometryCache();
    let built = 0;
    const build = () => { built++; return new BoxGeometry(); };
    const a = cache.get('a', build);
    expect(cache.get('a', build)).toBe(a);
    expect(built).toBe(1);
    expect(cache.has(a)).toBe(true);
    expect(cache.has(new BoxGeometry())).toBe(false);
    let disposed = false;
    a.addEventListener('dispose', () => { disposed = true; });
    cache.dispose();
    expect(disposed).toBe(true);
    expect(cache.has(a)).toBe(false);
  });
});
