import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Flatbush from 'flatbush';
import { TerrainIndex } from './terrain-index.ts';
import { SegmentSearch } from './segment-search.ts';
import { STRAIGHT_SECTION_MAX_POINTS } from './terrain-shapes.ts';
import { area, building, generateTerrain, hill, line, point, rect, seededRandom } from './terrain-fixtures.ts';

const table = { width: 48, height: 48 };
const ids = (features: readonly { id: string }[]) => features.map((f) => f.id).sort();

const index = new TerrainIndex([
  area('wood', 'woods', rect(10, 10, 10, 10)),
  area('scrub', 'scrub', rect(15, 15, 10, 10)),
  hill('knoll', rect(30, 30, 10, 10), 1, 'steep'),
  building('barn', 5, 40, 4, 2, 90),
  line('high-road', 'road', [{ x: 0, y: 5 }, { x: 20, y: 5 }, { x: 40, y: 5.05 }, { x: 47, y: 12 }]),
  line('lane', 'track', [{ x: 0, y: 30 }, { x: 10, y: 30 }], 1),
  line('brook', 'stream-small', [{ x: 0, y: 25 }, { x: 48, y: 25 }]),
  point('well', 'objective', 40, 40, 2),
], table);

describe('building the index', () => {
  it('leaves the scenario terrain untouched', () => {
    const terrain = generateTerrain(seededRandom(11), 60, table);
    const before = structuredClone(terrain);
    new TerrainIndex(terrain, table).along({ x: 0, y: 0 }, { x: 48, y: 48 });
    expect(terrain).toEqual(before);
  });
});

describe('TerrainIndex.at', () => {
  it('finds every feature holding a point: overlapping areas, hills, buildings, lines by width, points by radius', () => {
    expect(ids(index.at({ x: 17, y: 17 }))).toEqual(['scrub', 'wood']);
    expect(ids(index.at({ x: 35, y: 35 }))).toEqual(['knoll']);
    expect(ids(index.at({ x: 41.5, y: 40 }))).toEqual(['well']);
    expect(ids(index.at({ x: 3, y: 25.2 }))).toEqual(['brook']);
    expect(index.at({ x: 3, y: 26 })).toEqual([]);
  });

  it('uses a building’s turned footprint: 4" wide turned 90 degrees runs along y', () => {
    expect(ids(index.at({ x: 5, y: 41.8 }))).toEqual(['barn']);
    expect(index.at({ x: 6.8, y: 40 })).toEqual([]);
  });

  it('lists area types once each', () => {
    expect(index.areaTypesAt({ x: 17, y: 17 }).sort()).toEqual(['scrub', 'woods']);
    expect(index.areaTypesAt({ x: 1, y: 1 })).toEqual([]);
  });

  it('answers for an empty table', () => {
    const empty = new TerrainIndex([], table);
    expect(empty.at({ x: 1, y: 1 })).toEqual([]);
    expect(empty.along({ x: 0, y: 0 }, { x: 9, y: 9 })).toEqual([]);
    expect(empty.onRoad({ x: 1, y: 1 })).toBe(false);
    expect(empty.nearest({ x: 1, y: 1 }, () => true, 10)).toBeNull();
  });
});

describe('TerrainIndex.within', () => {
  it('finds every feature whose box overlaps a box, in its corners too, where a search along its diagonal misses', () => {
    // The lane's box lies in the top-left corner of the box round (12, 27) and the scrub's in its bottom right: both
    // off the diagonal from its bottom left.
    const lo = { x: 8, y: 23 }, hi = { x: 16, y: 31 };
    expect(ids(index.within(lo, hi))).toEqual(['brook', 'lane', 'scrub']);
    expect(ids(index.along(lo, hi))).toEqual(['brook']);
    expect(new TerrainIndex([], table).within(lo, hi)).toEqual([]);
  });
});

describe('roads', () => {
  it('counts a point as on a road within half its width, 1.5" wide by default', () => {
    expect(index.onRoad({ x: 8, y: 5.7 })).toBe(true);
    expect(index.onRoad({ x: 8, y: 5.8 })).toBe(false);
    expect(index.onRoad({ x: 5, y: 30.4 })).toBe(true);
    expect(index.onRoad({ x: 5, y: 30.6 })).toBe(false);
    expect(index.onRoad({ x: 3, y: 25 })).toBe(false);
  });

  it('sees a segment along a straight section, even over a slight kink, but not across a bend', () => {
    expect(index.isAlongStraightRoad({ x: 2, y: 5.2 }, { x: 38, y: 4.9 })).toBe(true);
    expect(index.isAlongStraightRoad({ x: 30, y: 5 }, { x: 45, y: 10 })).toBe(false);
    expect(index.isAlongStraightRoad({ x: 2, y: 5 }, { x: 2, y: 20 })).toBe(false);
  });

  it('does not count a short hop across the road', () => {
    expect(index.isAlongStraightRoad({ x: 8, y: 4.4 }, { x: 8.2, y: 5.6 })).toBe(false);
  });

  it('lets a caller widen the lateral tolerance', () => {
    expect(index.isAlongStraightRoad({ x: 2, y: 6 }, { x: 30, y: 6 })).toBe(false);
    expect(index.isAlongStraightRoad({ x: 2, y: 6 }, { x: 30, y: 6 }, { lateralTolerance: 0.5 })).toBe(true);
  });
});

describe('straight sections of a long line', () => {
  it('split a straight run drawn with 2,000 points into sections of at most STRAIGHT_SECTION_MAX_POINTS points', () => {
    // Growing one section point by point re-measures every point under it: n² tests for n points in a row.
    const points = Array.from({ length: 2000 }, (_, i) => ({ x: i * 0.02, y: 10 }));
    const road = new TerrainIndex([line('long', 'road', points)], { width: 48, height: 48 }).features[0]!;
    if (road.kind !== 'line') throw new Error('expected the line');
    expect(road.straightSections.length / 4).toBe(Math.ceil(1999 / (STRAIGHT_SECTION_MAX_POINTS - 1)));
    expect(road.straightSections[2]).toBeCloseTo((STRAIGHT_SECTION_MAX_POINTS - 1) * 0.02, 9);
  });
});

describe('along and nearest', () => {
  it('returns candidates whose boxes the segment touches', () => {
    expect(ids(index.along({ x: 12, y: 0 }, { x: 12, y: 12 }))).toEqual(['high-road', 'wood']);
  });

  it('finds the nearest matching feature within reach, 0 when inside it', () => {
    const nearWood = index.nearest({ x: 8, y: 15 }, (f) => f.kind === 'area', 5);
    expect(nearWood?.feature.id).toBe('wood');
    expect(nearWood?.distance).toBeCloseTo(2);
    expect(index.nearest({ x: 12, y: 12 }, (f) => f.kind === 'area', 5)?.distance).toBe(0);
    expect(index.nearest({ x: 0, y: 45 }, (f) => f.kind === 'hill', 5)).toBeNull();
  });

  it('finds a feature by id', () => {
    expect(index.featureById('knoll')?.kind).toBe('hill');
    expect(index.featureById('nowhere')).toBeUndefined();
  });
});

describe('SegmentSearch', () => {
  const rand = seededRandom(7);
  const busy = new TerrainIndex(generateTerrain(rand, 300, { width: 72, height: 48 }), { width: 72, height: 48 });
  const coord = fc.double({ min: -5, max: 80, noNaN: true });
  const arbSegment = fc.tuple(coord, coord, coord, coord);

  const bruteForce = (boxes: Float64Array, [ax, ay, bx, by]: readonly number[]) => {
    const hits: number[] = [];
    for (let i = 0; i < boxes.length / 4; i++) {
      const [x0, y0, x1, y1] = [boxes[i * 4]!, boxes[i * 4 + 1]!, boxes[i * 4 + 2]!, boxes[i * 4 + 3]!];
      // Sample the segment densely: any sample in the box, or the segment crossing a box edge, counts.
      let touches = false;
      for (let k = 0; k <= 2000 && !touches; k++) {
        const x = ax! + ((bx! - ax!) * k) / 2000, y = ay! + ((by! - ay!) * k) / 2000;
        touches = x >= x0 && x <= x1 && y >= y0 && y <= y1;
      }
      if (touches) hits.push(i);
    }
    return hits;
  };

  it('finds the same candidates as testing every box', () => {
    fc.assert(fc.property(arbSegment, (s) => {
      const out: number[] = [];
      busy.indicesAlong(s[0], s[1], s[2], s[3], out);
      const expected = bruteForce(busy.boxes, s);
      // Sampling can only miss a box the segment barely clips, so every sampled hit must be found.
      return expected.every((i) => out.includes(i)) && out.length <= expected.length + 2;
    }), { numRuns: 200 });
  });

  it('gives the same answer through flatbush search when the packed arrays are not as expected', () => {
    const boxes = busy.boxes;
    const tree = new Flatbush(boxes.length / 4, 8);
    for (let i = 0; i < boxes.length; i += 4) tree.add(boxes[i]!, boxes[i + 1]!, boxes[i + 2]!, boxes[i + 3]!);
    tree.finish();
    const packed = new SegmentSearch(tree, boxes);
    const unpackedTree = new Flatbush(boxes.length / 4, 8);
    for (let i = 0; i < boxes.length; i += 4) unpackedTree.add(boxes[i]!, boxes[i + 1]!, boxes[i + 2]!, boxes[i + 3]!);
    unpackedTree.finish();
    // A plain array where a typed one is expected: search still works, the packed walk must step aside.
    Object.defineProperty(unpackedTree, '_boxes', { value: Array.from(unpackedTree._boxes) });
    const fallback = new SegmentSearch(unpackedTree, boxes);
    expect(packed.walksPackedTree).toBe(true);
    expect(fallback.walksPackedTree).toBe(false);
    fc.assert(fc.property(arbSegment, (s) => {
      const one: number[] = [], other: number[] = [];
      packed.search(s[0], s[1], s[2], s[3], one);
      fallback.search(s[0], s[1], s[2], s[3], other);
      one.sort((p, q) => p - q);
      return JSON.stringify(one) === JSON.stringify(other.sort((p, q) => p - q));
    }), { numRuns: 200 });
  });
});
