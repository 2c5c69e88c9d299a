import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import type { Line } from '../../shared/scenario/schema.ts';
import { CAR_LENGTH, carInstances, layoutTrains, snapToRail } from './train-layout.ts';
import { RAIL_TOP } from './line-scenery.ts';

const rail: Line = { id: 'rail', kind: 'line', type: 'railway', points: [{ x: 0, y: 40 }, { x: 72, y: 40 }] };
const train = (over: Partial<UnitView> = {}): UnitView => ({
  id: 'bronepoezd', side: 'white', name: 'Armoured train', troopType: 'armoured-train', troopClass: 'train-engine',
  bases: [{ x: 30, y: 40.6, facing: 85, figures: 1 }, { x: 37, y: 39.5, facing: 90, figures: 1 }],
  baseSize: { width: 2, depth: 6 }, officers: [], markers: [], status: 'active',
  strength: { now: 2, start: 2, unit: 'bases' }, stats: {}, ...over,
});

describe('armoured trains', () => {
  it('sets each car on the rails, along the track', () => {
    const cars = layoutTrains([train()], [rail], () => 0);
    expect(cars).toHaveLength(2);
    for (const c of cars) {
      expect(c.p.y).toBe(40);
      expect(c.facing).toBe(90);
      expect(c.length).toBe(6);
      expect(c.width).toBe(2);
    }
  });

  it('keeps the direction the train faces (a train backing west faces west)', () => {
    expect(snapToRail({ x: 10, y: 41 }, 260, [rail])!.facing).toBe(270);
  });

  it('leaves a car far from any railway where it stands', () => {
    const cars = layoutTrains([train({ bases: [{ x: 10, y: 10, facing: 30, figures: 1 }] })], [rail], () => 0);
    expect(cars[0]).toMatchObject({ p: { x: 10, y: 10 }, facing: 30 });
  });

  it('names the car kinds by troop class and skips other troops', () => {
    const cars = layoutTrains([train({ troopClass: 'train-artillery' }), train({ troopClass: 'infantry' })], [rail], () => 0);
    expect(cars.map((c) => c.kind)).toEqual(['artillery', 'artillery']);
  });
});

describe('train instances', () => {
  it('stands each car on the rail tops at its length', () => {
    const cars = layoutTrains([train()], [rail], () => 0.5);
    const out = carInstances(cars, { width: 72, height: 48 });
    expect(out.engine.specs).toHaveLength(2);
    expect(out.engine.specs[0]!.y).toBeCloseTo(0.5 + RAIL_TOP);
    expect(out.engine.specs[0]!.sx).toBeCloseTo(6 / CAR_LENGTH);
    expect(out.engine.unitIds).toEqual(['bronepoezd', 'bronepoezd']);
  });
});
