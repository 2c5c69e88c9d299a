import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { TROOP_CLASSES } from '../../shared/engine/ruleset.ts';
import { SELECTED_COLOUR, baseTilt, drawnAs, layoutUnits, unitAnchor, unitColour } from './troop-layout.ts';
import { BASE_THICKNESS, farGroupKey, figureSlots, parseFarGroupKey } from './figure-slots.ts';
import { SIDE_COLOURS } from './palette.ts';
import { MODEL_LENGTH } from './troop-models.ts';
import { worldToTable } from './coordinates.ts';

const table = { width: 48, height: 48 };
const flat = () => 0;

function unit(id: string, over: Partial<UnitView> = {}): UnitView {
  return {
    id, side: 'red', name: id, troopType: 'rifles', troopClass: 'infantry',
    bases: [{ x: 10, y: 10, facing: 0, figures: 4 }, { x: 12, y: 10, facing: 0, figures: 4 }],
    baseSize: { width: 1.6, depth: 0.8 }, officers: [], markers: [], status: 'active',
    strength: { now: 8, start: 8, unit: 'figures' }, stats: {}, ...over,
  };
}

describe('units laid out for instancing', () => {
  it('puts a base under each base and its figures on top', () => {
    const out = layoutUnits({ units: [unit('a')], table, heightAt: flat });
    expect(out.rims.specs).toHaveLength(2);
    expect(out.hulls.unitIds).toEqual(['a', 'a']);
    expect(out.hulls.specs[0]!.sy).toBeGreaterThan(1);
    expect(out.figures.infantry.specs).toHaveLength(8);
    expect(out.figures.infantry.unitIds.every((id) => id === 'a')).toBe(true);
    for (const s of out.figures.infantry.specs) expect(s.y).toBeCloseTo(BASE_THICKNESS);
  });

  it('keeps every figure on its base', () => {
    const u = unit('a', { bases: [{ x: 20, y: 20, facing: 37, figures: 6 }] });
    const out = layoutUnits({ units: [u], table, heightAt: flat });
    for (const s of out.figures.infantry.specs) {
      const p = worldToTable(s.x, s.z, table);
      expect(Math.hypot(p.x - 20, p.y - 20)).toBeLessThan(Math.hypot(0.8, 0.4));
    }
  });

  it('colours Red vermilion and White blue', () => {
    const out = layoutUnits({ units: [unit('r'), unit('w', { side: 'white' })], table, heightAt: flat });
    expect(out.rims.specs[0]!.colour).toBe(SIDE_COLOURS.red);
    expect(out.rims.specs[2]!.colour).toBe(SIDE_COLOURS.white);
  });

  it('leaves out routed, destroyed and withdrawn units and pales hidden ones', () => {
    const units = [unit('a', { status: 'routed' }), unit('b', { status: 'destroyed' }), unit('c', { status: 'withdrawn' }), unit('d', { status: 'hidden' })];
    const out = layoutUnits({ units, table, heightAt: flat });
    expect(out.rims.unitIds).toEqual(['d', 'd']);
    expect(out.rims.specs[0]!.colour).not.toBe(SIDE_COLOURS.red);
  });

  it('rings the selected unit and the highlighted ones, and hangs a pointer over the selection', () => {
    const out = layoutUnits({
      units: [unit('a'), unit('b'), unit('c')], table, heightAt: flat, selectedUnitId: 'a',
      highlights: [{ unitIds: ['b'], color: '#00ff00' }],
    });
    expect(out.halos.map((h) => h.colour)).toEqual([SELECTED_COLOUR, SELECTED_COLOUR, '#00ff00', '#00ff00']);
    expect(out.pointer).toHaveLength(1);
  });

  it('draws one vehicle per base, scaled to its base', () => {
    const tank = unit('t', { troopClass: 'tank', bases: [{ x: 5, y: 5, facing: 90, figures: 1 }], baseSize: { width: 2, depth: 3 } });
    const out = layoutUnits({ units: [tank], table, heightAt: flat });
    expect(out.figures.tank.specs).toHaveLength(1);
    expect(out.figures.tank.specs[0]!.sx).toBeGreaterThan(1);
  });

  it('leaves trains and officers to their own layers', () => {
    const out = layoutUnits({ units: [unit('e', { troopClass: 'train-engine' }), unit('o', { troopClass: 'commander' })], table, heightAt: flat });
    expect(out.rims.specs).toHaveLength(0);
    expect(out.anchors.has('e')).toBe(true);
  });

  // Its speed is a benchmark figure (bench/scene-layout.bench.ts), not a unit test: CI machines are shared.
  it('lays out every one of 300 bases', () => {
    const units = Array.from({ length: 100 }, (_, i) => unit(`u${i}`, {
      bases: [0, 1, 2].map((k) => ({ x: 4 + (i % 10) * 4 + k * 1.6, y: 4 + Math.floor(i / 10) * 4, facing: 0, figures: 4 })),
    }));
    const out = layoutUnits({ units, table, heightAt: flat });
    expect(out.rims.specs).toHaveLength(300);
  });
});

describe('figure slots', () => {
  it('spreads foot figures across the front of the base', () => {
    const slots = figureSlots('infantry', 4, { width: 1.6, depth: 0.8 });
    expect(slots).toHaveLength(4);
    for (const s of slots) expect(Math.abs(s.right)).toBeLessThan(0.8);
    expect(new Set(slots.map((s) => s.right.toFixed(3))).size).toBe(4);
  });

  it('stacks ranks when the front is full', () => {
    const slots = figureSlots('infantry', 6, { width: 0.9, depth: 0.9 });
    expect(new Set(slots.map((s) => s.forward.toFixed(3))).size).toBeGreaterThan(1);
    for (const s of slots) expect(Math.abs(s.forward)).toBeLessThan(0.45);
  });

  it('fits a gun to a small base by shrinking it', () => {
    expect(figureSlots('field-gun', 1, { width: 1, depth: 1 })[0]!.scale).toBeLessThan(0.6);
  });
});

describe('units on slopes', () => {
  const slope = (p: { x: number; y: number }) => p.y * 0.1;

  it('pitches a base facing up the slope', () => {
    const t = baseTilt({ x: 10, y: 10 }, 0, 2, 1, slope);
    expect(t.tiltX).toBeCloseTo(Math.atan(0.1));
    expect(t.tiltZ).toBeCloseTo(0);
  });

  it('rolls a base facing across it', () => {
    const t = baseTilt({ x: 10, y: 10 }, 90, 2, 1, slope);
    // facing east, the slope rises to its left (north)
    expect(t.tiltZ).toBeCloseTo(-Math.atan(0.1));
  });

  it('lays a vehicle on its tilted base but keeps foot figures upright', () => {
    const out = layoutUnits({
      units: [unit('car', { troopClass: 'armoured-car', troopType: 'austin', bases: [{ x: 10, y: 10, facing: 0, figures: 1 }], baseSize: { width: 1.1, depth: 2.2 } }), unit('foot')],
      table: { width: 72, height: 48 }, heightAt: slope,
    });
    const car = out.figures['armoured-car'].specs[0]!;
    expect(car.tiltX).toBeCloseTo(Math.atan(0.1));
    for (const f of out.figures.infantry.specs) expect(f.tiltX ?? 0).toBe(0);
  });

  it('anchors a unit at the middle of its bases with its mean facing', () => {
    const a = unitAnchor(unit('a', { bases: [{ x: 10, y: 10, facing: 80, figures: 1 }, { x: 14, y: 10, facing: 100, figures: 1 }] }), slope);
    expect(a.centre).toEqual({ x: 12, y: 10 });
    expect(a.facing).toBeCloseTo(90);
    expect(a.ground).toBeCloseTo(1);
  });
});

describe('troop classes', () => {
  it.each(TROOP_CLASSES)('%s has a way to be drawn', (c) => {
    expect(drawnAs(c).layer).toMatch(/figures|train|officer/);
  });

  it('draws a tank as a Mark V unless its troop type names a light tank, drawn as a smaller Renault', () => {
    expect(drawnAs('tank', 'white-tank')).toMatchObject({ kind: 'tank' });
    expect(drawnAs('tank', 'polish-light-tank')).toMatchObject({ kind: 'light-tank' });
    expect(drawnAs('tank', 'renault-ft')).toMatchObject({ kind: 'light-tank' });
    const base = { width: 1.6, depth: 3 };
    // drawn lengths: the Renault was 5 m long, the Mark V 8 m
    const drawn = (kind: 'tank' | 'light-tank') => figureSlots(kind, 1, base)[0]!.scale * MODEL_LENGTH[kind];
    expect(drawn('light-tank')).toBeLessThan(drawn('tank') * 0.75);
  });
});

describe('far groups', () => {
  it('puts each base of foot figures in one instance, grouped by figure count, base size and dress', () => {
    const out = layoutUnits({ units: [unit('a'), unit('b', { bases: [{ x: 30, y: 30, facing: 90, figures: 2 }] })], table, heightAt: flat });
    const four = out.farGroups.get(farGroupKey('infantry', 4, { width: 1.6, depth: 0.8 }, 'red-rifleman'))!;
    const two = out.farGroups.get(farGroupKey('infantry', 2, { width: 1.6, depth: 0.8 }, 'red-rifleman'))!;
    expect(four.unitIds).toEqual(['a', 'a']);
    expect(two.unitIds).toEqual(['b']);
    expect(two.specs[0]!.y).toBeCloseTo(BASE_THICKNESS);
  });

  it('reads its key back', () => {
    expect(parseFarGroupKey(farGroupKey('cavalry', 3, { width: 2, depth: 1.25 }, 'cossack', 1.5)))
      .toEqual({ kind: 'cavalry', count: 3, base: { width: 2, depth: 1.25 }, dress: 'cossack', figureScale: 1.5 });
  });

  it('keeps sailors apart from riflemen of the same base size', () => {
    const sailors = unit('s', { troopType: 'red-sailors', name: 'Volga sailors' });
    const out = layoutUnits({ units: [unit('a'), sailors], table, heightAt: flat });
    expect(out.farGroups.get(farGroupKey('infantry', 4, { width: 1.6, depth: 0.8 }, 'sailor'))!.unitIds).toEqual(['s', 's']);
    expect(out.figures.infantry.dresses.filter((d, i) => out.figures.infantry.unitIds[i] === 's').every((d) => d === 'sailor')).toBe(true);
    expect(out.figures.infantry.dresses.filter((d, i) => out.figures.infantry.unitIds[i] === 'a').every((d) => d === 'red-rifleman')).toBe(true);
  });
});

describe('figure scale', () => {
  const base = { width: 1, depth: 1 };
  it.each([1.5, 2])('stands men ×%s as tall on the same base, as many as fit side by side', (k) => {
    const slots = figureSlots('infantry', 4, base, k);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.length).toBeLessThan(4);
    for (const s of slots) expect(s.scale).toBeGreaterThanOrEqual(k * 0.75);
    // each man's coat (0.31" wide at true scale) stays within the base's width
    for (const s of slots) expect(Math.abs(s.right) + (0.31 * s.scale) / 2).toBeLessThanOrEqual(base.width / 2 + 0.05);
  });

  it('enlarges horses, but no longer than half as long again as the base is deep', () => {
    const trueScale = figureSlots('cavalry', 2, { width: 1.2, depth: 0.8 })[0]!.scale;
    const big = figureSlots('cavalry', 2, { width: 1.2, depth: 0.8 }, 2)[0]!.scale;
    expect(big).toBeGreaterThan(trueScale);
    expect(big * MODEL_LENGTH.cavalry).toBeLessThanOrEqual(0.8 * 1.5 + 1e-9);
  });

  it('leaves vehicles and guns fitted to their bases, and passengers at true scale', () => {
    expect(figureSlots('tank', 1, base, 2)).toEqual(figureSlots('tank', 1, base));
    const out = layoutUnits({ units: [unit('a')], table, heightAt: flat, figureScale: 2 });
    const plain = layoutUnits({ units: [unit('a')], table, heightAt: flat });
    expect(out.figures.infantry.specs[0]!.sy!).toBeGreaterThan(plain.figures.infantry.specs[0]!.sy! * 1.4);
    // markers and officers float over the taller figures
    expect(out.anchors.get('a')!.top).toBeGreaterThan(plain.anchors.get('a')!.top * 1.4);
  });
});

describe('an enemy unit last seen (fog of war)', () => {
  it('is drawn pale, as a ghost of its side\'s colour, like a hidden unit', () => {
    expect(unitColour(unit('plastuns', { side: 'white', lastSeen: { turn: 2 } }))).toBe(unitColour(unit('plastuns', { side: 'white', status: 'hidden' })));
    expect(unitColour(unit('plastuns', { side: 'white', lastSeen: { turn: 2 } }))).not.toBe(SIDE_COLOURS.white);
    expect(unitColour(unit('plastuns', { side: 'white' }))).toBe(SIDE_COLOURS.white);
  });
});
