import { describe, expect, it } from 'vitest';
import { distanceField, fieldStep, shownDistance, typedDistance, wholeInUnit } from './distance-field.ts';
import { placeVertex, round2, setTableSize } from './feature-edits.ts';
import { newUnit, placeUnitCentre, unitCentre } from './unit-edits.ts';
import { RIFLES, editorTestScenario } from './test-scenario.ts';

describe('a distance field in the rule set\'s unit', () => {
  it('takes 40 cm as 40/2.54 inches and shows 40 again', () => {
    const stored = typedDistance(40, 'cm');
    expect(stored).toBe(40 / 2.54);
    expect(shownDistance(stored, 'cm')).toBe(40);
    expect(distanceField(stored, 'cm', { min: -480, max: 960, step: 0.5 })).toMatchObject({ value: 40, mark: 'cm', step: 1 });
  });

  it('round-trips every tenth of a centimetre across a big table without drift, also after the editor tidies to hundredths of an inch', () => {
    for (let tenths = -3000; tenths <= 30000; tenths += 37) {
      const typed = tenths / 10;
      expect(shownDistance(typedDistance(typed, 'cm'), 'cm')).toBe(typed);
      expect(shownDistance(round2(typedDistance(typed, 'cm')), 'cm')).toBe(typed);
      // Typed again as shown, the stored number does not move.
      const once = typedDistance(shownDistance(typedDistance(typed, 'cm'), 'cm'), 'cm');
      expect(once).toBe(typedDistance(typed, 'cm'));
    }
  });

  it('leaves inches as inches, shown to a hundredth, with the caller\'s step and the inch mark', () => {
    expect(typedDistance(22.5, 'in')).toBe(22.5);
    expect(distanceField(10.4444, 'in', { min: 0.5, max: 48, step: 0.5 })).toEqual({ value: 10.44, min: 0.5, max: 48, step: 0.5, mark: '"' });
    expect(fieldStep('in', 0.5)).toBe(0.5);
    expect(shownDistance(-0.001, 'in')).toBe(0);
    expect(Object.is(shownDistance(-0.001, 'in'), -0)).toBe(false);
  });

  it('rounds the limits inward, so the field never offers what the format refuses', () => {
    // 12" = 30.48 cm and 480" = 1219.2 cm: a whole-centimetre table runs from 31 to 1219 cm.
    expect(distanceField(72, 'cm', { min: 12, max: 480, step: 1, integer: true })).toMatchObject({ value: 182.9, min: 31, max: 1219 });
    // A building's 0.5" to 48" are 1.27 to 121.92 cm: shown to a millimetre, 1.3 to 121.9.
    expect(distanceField(4, 'cm', { min: 0.5, max: 48, step: 0.5 })).toMatchObject({ min: 1.3, max: 121.9 });
  });

  it('sizes the table in whole centimetres under a centimetre rule set, and keeps the side not typed in', () => {
    const s = editorTestScenario();
    const wider = setTableSize(s, typedDistance(150, 'cm'), s.table.height, 'cm');
    expect(wider.table.width).toBe(150 / 2.54);
    expect(wider.table.height).toBe(s.table.height);
    expect(shownDistance(wider.table.width, 'cm')).toBe(150);
    expect(setTableSize(s, typedDistance(20, 'cm'), s.table.height, 'cm').table.width).toBe(31 / 2.54);
    expect(setTableSize(s, typedDistance(5000, 'cm'), s.table.height, 'cm').table.width).toBe(1219 / 2.54);
    expect(wholeInUnit(60, 'cm')).toBe(152 / 2.54);
    expect(wholeInUnit(60.4, 'in')).toBe(60);
  });

  it('puts a typed corner and a typed unit centre exactly where typed, not rounded to a hundredth of an inch', () => {
    const square = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }];
    const at = typedDistance(40, 'cm');
    expect(placeVertex(square, 1, { x: at, y: 0 })[1]).toEqual({ x: at, y: 0 });
    expect(placeVertex(square, 1, { x: 1e6, y: 0 })[1]).toEqual({ x: 960, y: 0 });
    const unit = newUnit({ id: 'r', name: 'R', type: RIFLES, centre: { x: 10.33, y: 5.17 }, facing: 0, count: 4 });
    const moved = placeUnitCentre(unit, 'y', at);
    expect(shownDistance(unitCentre(moved).y, 'cm')).toBe(40);
    expect(unitCentre(moved).y).toBeCloseTo(at, 12);
    expect(unitCentre(moved).x).toBeCloseTo(unitCentre(unit).x, 12);
  });
});
