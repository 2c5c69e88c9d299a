import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type LosRules, lineOfSight, lineOfSightClear } from './line-of-sight.ts';
import { TerrainIndex } from './terrain-index.ts';
import { area, building, generateTerrain, hill, line, rect, seededRandom } from './terrain-fixtures.ts';

const table = { width: 48, height: 48 };

/** Reds versus Reds: scrub and open woods block at 4"; a built-up area blocks past 3" unless the line runs along a straight road. */
const redsVersusReds: LosRules = {
  areas: { woods: { blocksAfter: 4 }, scrub: { blocksAfter: 4 }, 'built-up': { blocksAfter: 3, roadExempt: true } },
  buildings: 'ignore',
  hills: true,
};
const open: LosRules = { areas: {}, buildings: 'ignore', hills: false };

describe('areas', () => {
  const wood = new TerrainIndex([area('wood', 'woods', rect(10, 10, 10, 10))], table);

  it('sees through up to 4" of woods and no further', () => {
    expect(lineOfSight(wood, { x: 7, y: 15 }, { x: 13.9, y: 15 }, redsVersusReds).clear).toBe(true);
    const blocked = lineOfSight(wood, { x: 7, y: 15 }, { x: 14.3, y: 15 }, redsVersusReds);
    expect(blocked.clear).toBe(false);
    expect(blocked.reason).toBe('4.3" of woods (limit 4")');
    expect(blocked.blockedAt?.x).toBeCloseTo(14);
    expect(blocked.blockedAt?.y).toBeCloseTo(15);
    expect(blocked.crossings).toEqual([{ type: 'woods', length: expect.closeTo(4.3) }]);
  });

  it('counts overlapping woods once along the line, but separate woods add up', () => {
    const overlapping = new TerrainIndex([area('a', 'woods', rect(10, 10, 2.5, 10)), area('b', 'woods', rect(11, 10, 2.5, 10))], table);
    const apart = new TerrainIndex([area('a', 'woods', rect(10, 10, 2.5, 10)), area('b', 'woods', rect(14, 10, 2.5, 10))], table);
    const through = lineOfSight(overlapping, { x: 5, y: 15 }, { x: 20, y: 15 }, redsVersusReds);
    expect(through.clear).toBe(true);
    expect(through.crossings[0]?.length).toBeCloseTo(3.5);
    expect(lineOfSight(apart, { x: 5, y: 15 }, { x: 20, y: 15 }, redsVersusReds).clear).toBe(false);
  });

  it('ignores area types the ruleset does not list', () => {
    const fields = new TerrainIndex([area('f', 'fields', rect(10, 10, 10, 10))], table);
    const result = lineOfSight(fields, { x: 5, y: 15 }, { x: 25, y: 15 }, redsVersusReds);
    expect(result).toEqual({ clear: true, crossings: [] });
  });

  it('lets a unit at the edge of a wood see out only when the ruleset asks', () => {
    const from = { x: 11, y: 15 }, to = { x: 30, y: 15 };
    expect(lineOfSight(wood, from, to, redsVersusReds).clear).toBe(false);
    expect(lineOfSight(wood, from, to, { ...redsVersusReds, ignoreOwnArea: true }).clear).toBe(true);
    // A wood between the two still counts.
    expect(lineOfSight(wood, { x: 5, y: 15 }, to, { ...redsVersusReds, ignoreOwnArea: true }).clear).toBe(false);
  });

  it('sees along a straight road through more than 3" of built-up area, but not across the village', () => {
    const village = new TerrainIndex([
      area('village', 'built-up', rect(20, 0, 10, 10)),
      line('road', 'road', [{ x: 0, y: 5 }, { x: 48, y: 5 }]),
    ], table);
    expect(lineOfSight(village, { x: 18, y: 5 }, { x: 32, y: 5.3 }, redsVersusReds).clear).toBe(true);
    const across = lineOfSight(village, { x: 18, y: 3 }, { x: 32, y: 8 }, redsVersusReds);
    expect(across.clear).toBe(false);
    expect(across.reason).toMatch(/of built-up \(limit 3"\)/);
  });
});

describe('buildings and lines', () => {
  const yard = new TerrainIndex([
    building('barn', 10, 10, 4, 2, 0, 'wood'),
    line('hedge', 'hedge', [{ x: 0, y: 20 }, { x: 20, y: 20 }]),
  ], table);
  const rules: LosRules = { areas: {}, buildings: 'block', hills: false, lines: { hedge: 'block' } };

  it('blocks at a building when the ruleset says so', () => {
    const result = lineOfSight(yard, { x: 10, y: 0 }, { x: 10, y: 15 }, rules);
    expect(result.clear).toBe(false);
    expect(result.reason).toBe('wood building');
    expect(result.blockedAt?.y).toBeCloseTo(9);
    expect(lineOfSight(yard, { x: 10, y: 0 }, { x: 10, y: 15 }, open).clear).toBe(true);
  });

  it('lets troops in a building see out', () => {
    expect(lineOfSight(yard, { x: 10, y: 10 }, { x: 10, y: 15 }, rules).clear).toBe(true);
    expect(lineOfSight(yard, { x: 10, y: 0 }, { x: 10, y: 10.5 }, rules).clear).toBe(true);
  });

  it('blocks at a hedge, except for troops lining it', () => {
    const result = lineOfSight(yard, { x: 5, y: 15 }, { x: 5, y: 25 }, rules);
    expect(result.clear).toBe(false);
    expect(result.reason).toBe('hedge');
    expect(result.blockedAt?.y).toBeCloseTo(20);
    expect(lineOfSight(yard, { x: 5, y: 20.2 }, { x: 5, y: 25 }, rules).clear).toBe(true);
    expect(lineOfSight(yard, { x: 5, y: 15 }, { x: 5, y: 25 }, { ...rules, lines: {} }).clear).toBe(true);
  });

  it('reports the block nearest the observer', () => {
    const result = lineOfSight(yard, { x: 10, y: 25 }, { x: 10, y: 0 }, rules);
    expect(result.reason).toBe('hedge');
    expect(result.crossings.map((c) => c.type).sort()).toEqual(['hedge', 'wood building']);
  });
});

describe('hills', () => {
  const ridge = new TerrainIndex([hill('ridge', rect(20, 0, 8, 48), 2, 'steep')], table);

  it('blocks sight over a crest between two men on the flat', () => {
    const result = lineOfSight(ridge, { x: 10, y: 24 }, { x: 40, y: 24 }, redsVersusReds);
    expect(result.clear).toBe(false);
    expect(result.reason).toBe('rising ground');
    expect(result.blockedAt!.x).toBeGreaterThan(20);
    expect(result.blockedAt!.x).toBeLessThan(21);
  });

  it('lets a man on the crest see down the far slope', () => {
    expect(lineOfSight(ridge, { x: 24, y: 24 }, { x: 40, y: 24 }, redsVersusReds).clear).toBe(true);
  });

  it('leaves dead ground close behind the crest for a high observer who sees farther out', () => {
    const tower = { x: 0, y: 24, eyeHeight: 6 };
    expect(lineOfSight(ridge, tower, { x: 29, y: 24 }, redsVersusReds).clear).toBe(false);
    expect(lineOfSight(ridge, tower, { x: 60, y: 24 }, redsVersusReds).clear).toBe(true);
  });

  it('names the hill in the reason when it has a label', () => {
    const named = new TerrainIndex([{ ...hill('h203', rect(20, 0, 8, 48), 2, 'steep'), label: 'Hill 203' }], table);
    expect(lineOfSight(named, { x: 10, y: 24 }, { x: 40, y: 24 }, redsVersusReds).reason).toBe('rising ground (Hill 203)');
  });

  it('ignores hills when the ruleset does', () => {
    expect(lineOfSight(ridge, { x: 10, y: 24 }, { x: 40, y: 24 }, { ...redsVersusReds, hills: false }).clear).toBe(true);
  });
});

describe('symmetry', () => {
  const busy = new TerrainIndex(generateTerrain(seededRandom(3), 200, { width: 72, height: 48 }), { width: 72, height: 48 });
  const full: LosRules = { ...redsVersusReds, areas: { ...redsVersusReds.areas, 'dense-woods': { blocksAfter: 2 } }, buildings: 'block', lines: { hedge: 'block', wall: 'block' } };
  const arbPoint = fc.record({ x: fc.double({ min: 0, max: 72, noNaN: true }), y: fc.double({ min: 0, max: 48, noNaN: true }) });

  it('gives the same answer both ways for equal eye heights', () => {
    fc.assert(fc.property(arbPoint, arbPoint, (a, b) => lineOfSight(busy, a, b, full).clear === lineOfSight(busy, b, a, full).clear), { numRuns: 500 });
  });

  it('sees from a point to itself', () => {
    expect(lineOfSight(busy, { x: 30, y: 30 }, { x: 30, y: 30 }, full).clear).toBe(true);
  });
});

describe('lineOfSightClear', () => {
  const busy = new TerrainIndex(generateTerrain(seededRandom(5), 200, { width: 72, height: 48 }), { width: 72, height: 48 });
  const full: LosRules = { ...redsVersusReds, areas: { ...redsVersusReds.areas, 'dense-woods': { blocksAfter: 2 } }, buildings: 'block', lines: { hedge: 'block', wall: 'block' } };
  const arbPoint = fc.record({
    x: fc.double({ min: 0, max: 72, noNaN: true }), y: fc.double({ min: 0, max: 48, noNaN: true }),
    eyeHeight: fc.option(fc.double({ min: 0, max: 3, noNaN: true }), { nil: undefined }),
  });

  it('answers exactly as lineOfSight(...).clear, under every kind of rule', () => {
    for (const rules of [full, redsVersusReds, open, { ...full, ignoreOwnArea: true }, { ...full, hills: false }]) {
      fc.assert(fc.property(arbPoint, arbPoint, (a, b) => lineOfSightClear(busy, a, b, rules) === lineOfSight(busy, a, b, rules).clear), { numRuns: 400 });
    }
  });

  it('stops at a building, a hedge, too much wood or a crest', () => {
    const index = new TerrainIndex([
      building('house', 20, 10, 2, 2), line('hedge', 'hedge', [{ x: 30, y: 0 }, { x: 30, y: 48 }]),
      area('wood', 'woods', rect(10, 30, 10, 10)), hill('hill', rect(40, 20, 10, 10), 2),
    ], table);
    const rules: LosRules = { ...redsVersusReds, buildings: 'block', lines: { hedge: 'block' } };
    expect(lineOfSightClear(index, { x: 15, y: 10 }, { x: 25, y: 10 }, rules)).toBe(false);
    expect(lineOfSightClear(index, { x: 25, y: 5 }, { x: 35, y: 5 }, rules)).toBe(false);
    expect(lineOfSightClear(index, { x: 5, y: 35 }, { x: 25, y: 35 }, rules)).toBe(false);
    expect(lineOfSightClear(index, { x: 35, y: 25 }, { x: 47, y: 25 }, rules)).toBe(false);
    expect(lineOfSightClear(index, { x: 5, y: 5 }, { x: 25, y: 5 }, rules)).toBe(true);
  });
});
