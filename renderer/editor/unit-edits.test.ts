import { describe, expect, it } from 'vitest';
import { basesOverlap } from '../../shared/geometry/base.ts';
import { addUnit, facingFromBaseline, formation, freeSpot, newUnit, placeInZone, rotateUnit, setUnitFacing, setUnitStrength, unitCentre } from './unit-edits.ts';
import { RIFLES, editorTestScenario } from './test-scenario.ts';

describe('unit edits', () => {
  it('lay out bases in ranks of at most eight, centred, none overlapping', () => {
    const spots = formation({ x: 20, y: 6 }, 0, 10, { width: 1, depth: 1 });
    expect(spots).toHaveLength(10);
    expect(new Set(spots.map((p) => p.y)).size).toBe(2);
    const mean = spots.reduce((m, p) => ({ x: m.x + p.x / 10, y: m.y + p.y / 10 }), { x: 0, y: 0 });
    expect(mean.x).toBeCloseTo(20, 5);
    expect(mean.y).toBeCloseTo(6, 5);
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) {
        expect(basesOverlap({ ...spots[i]!, facing: 0, width: 1, depth: 1 }, { ...spots[j]!, facing: 0, width: 1, depth: 1 })).toBe(false);
      }
    }
  });

  it('face a new unit away from its own baseline', () => {
    expect(facingFromBaseline('south')).toBe(0);
    expect(facingFromBaseline('north')).toBe(180);
    const u = newUnit({ id: 'r', name: 'R', type: RIFLES, centre: { x: 10, y: 5 }, facing: 180 });
    expect(u.bases).toHaveLength(6);
    expect(u.bases.every((b) => b.facing === 180 && b.figures === 1)).toBe(true);
  });

  it('wheel a unit about its centre, turning every base with it', () => {
    const u = newUnit({ id: 'r', name: 'R', type: RIFLES, centre: { x: 10, y: 5 }, facing: 0, count: 4 });
    const turned = rotateUnit(u, 90);
    expect(turned.bases.every((b) => b.facing === 90)).toBe(true);
    expect(unitCentre(turned).x).toBeCloseTo(10, 5);
    // A line facing north becomes a column of bases along y.
    expect(new Set(turned.bases.map((b) => b.x)).size).toBe(1);
    expect(setUnitFacing(turned, 0).bases.map((b) => b.facing)).toEqual([0, 0, 0, 0]);
  });

  it('change strength within the troop type\'s limits, keeping special weapons', () => {
    const u = newUnit({ id: 'r', name: 'R', type: RIFLES, centre: { x: 10, y: 5 }, facing: 0 });
    const armed = { ...u, bases: u.bases.map((b, i) => (i === 0 ? { ...b, weapon: 'lewis-gun' } : b)) };
    const bigger = setUnitStrength(armed, 9, RIFLES.base, RIFLES);
    expect(bigger.bases).toHaveLength(9);
    expect(bigger.bases[0]!.weapon).toBe('lewis-gun');
    expect(bigger.bases.slice(1).every((b) => b.weapon === undefined)).toBe(true);
    expect(setUnitStrength(armed, 100, RIFLES.base, RIFLES).bases).toHaveLength(12);
    expect(setUnitStrength(armed, 1, RIFLES.base, RIFLES).bases).toHaveLength(4);
    expect(setUnitStrength(armed, 6, RIFLES.base, RIFLES)).toBe(armed);
  });

  it('pull a unit dropped outside its side\'s zone an inch inside the nearest zone', () => {
    const s = editorTestScenario();
    expect(placeInZone(s, 'red', { x: 30, y: 5 })).toEqual({ x: 30, y: 5 });
    const pulled = placeInZone(s, 'red', { x: 30, y: 20 });
    // Pulled from the nearest edge point (30, 12) toward the zone's centre (36, 6).
    expect(pulled.x).toBeGreaterThan(30);
    expect(pulled.x).toBeLessThan(31);
    expect(pulled.y).toBeLessThan(12);
    expect(pulled.y).toBeGreaterThan(10);
    // White has no zone: anywhere goes.
    expect(placeInZone(s, 'white', { x: 30, y: 20 })).toEqual({ x: 30, y: 20 });
  });
});

describe('a free spot for a new unit', () => {
  it('keeps new units apart and inside the zone', () => {
    let s = editorTestScenario();
    const size = () => RIFLES.base;
    const spots = [];
    for (let i = 0; i < 3; i++) {
      const spot = freeSpot(s, 'red', RIFLES, { x: 36, y: 6 }, 0, size);
      spots.push(spot);
      s = addUnit(s, 'red', newUnit({ id: `r${i}`, name: 'R', type: RIFLES, centre: spot, facing: 0 }));
    }
    expect(spots[0]).toEqual({ x: 36, y: 6 });
    const bases = s.sides.red.units.flatMap((u) => u.bases.map((b) => ({ ...b, width: 1, depth: 1 })));
    for (let i = 0; i < bases.length; i++) for (let j = i + 1; j < bases.length; j++) expect(basesOverlap(bases[i]!, bases[j]!)).toBe(false);
    expect(bases.every((b) => b.y > 0 && b.y < 12)).toBe(true);
  });
});
