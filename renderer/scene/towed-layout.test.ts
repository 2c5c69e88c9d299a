import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { headingVector } from '../../shared/geometry/vec.ts';
import { layoutUnits } from './troop-layout.ts';
import { BASE_THICKNESS } from './figure-slots.ts';
import { facingToRotationY } from './coordinates.ts';

const TABLE = { width: 60, height: 40 };
const flat = () => 0;

const view = (id: string, troopClass: UnitView['troopClass'], troopType: string, base: UnitView['bases'][number], baseSize: UnitView['baseSize']): UnitView => ({
  id, side: 'white', name: id, troopType, troopClass, bases: [base], baseSize, officers: [], markers: [],
  status: 'active', strength: { now: 1, start: 1, unit: 'bases' }, stats: {},
});

/** The table point of a world instance (world x is table x less half the table; world z is half the table less table y). */
const tableOf = (s: { x: number; z: number }) => ({ x: s.x + TABLE.width / 2, y: TABLE.height / 2 - s.z });

describe('a towed battery', () => {
  for (const facing of [90, 200]) {
    it(`is drawn limbered behind its lorry, trailing it, not in the bed (lorry facing ${facing}°)`, () => {
      const lorry = view('lorry', 'tachanka', 'white-lorries', { x: 30, y: 20, facing, figures: 1 }, { width: 0.9, depth: 2 });
      // the view keeps the battery's base where it was hooked up, under the lorry
      const battery: UnitView = { ...view('battery', 'field-gun', 'white-battery', { x: 30, y: 20, facing: 0, figures: 1 }, { width: 1.6, depth: 2 }), aboard: 'lorry', towed: true };
      const out = layoutUnits({ units: [lorry, battery], table: TABLE, heightAt: flat });
      const guns = out.figures['field-gun'].specs;
      expect(guns).toHaveLength(1);
      const gun = tableOf(guns[0]!);
      // behind the lorry along its facing, clear of its base (half its depth) and the gun's own (half of 2")
      const back = headingVector(facing + 180);
      const along = (gun.x - 30) * back.x + (gun.y - 20) * back.y;
      const across = (gun.x - 30) * back.y - (gun.y - 20) * back.x;
      expect(along).toBeGreaterThan(1 + 1 - 0.05);
      expect(along).toBeLessThan(1 + 1 + 0.3);
      expect(Math.abs(across)).toBeLessThan(0.05); // figures are set a hair off true, as if glued by hand
      // turned to trail, muzzle to the rear, its limber toward the lorry; on the ground, not on the bed's floor
      const turn = guns[0]!.rotationY! - facingToRotationY(facing + 180);
      expect(Math.cos(turn)).toBeCloseTo(1, 9);
      expect(guns[0]!.y).toBeCloseTo(BASE_THICKNESS, 9);
      // no base of its own under the limbered gun, but still picked where it is drawn
      expect(out.rims.unitIds).not.toContain('battery');
      expect(out.hulls.unitIds).toContain('battery');
      expect(out.figures.infantry.unitIds).not.toContain('battery');
      expect(Math.abs(out.anchors.get('battery')!.centre.x - gun.x)).toBeLessThan(0.05);
    });
  }

  it('a passenger with no towed flag still stands in the bed', () => {
    const lorry = view('lorry', 'tachanka', 'white-lorries', { x: 30, y: 20, facing: 90, figures: 1 }, { width: 0.9, depth: 2 });
    const riders: UnitView = { ...view('riders', 'infantry', 'white-rifles', { x: 30, y: 20, facing: 0, figures: 4 }, { width: 1.6, depth: 0.8 }), aboard: 'lorry' };
    const out = layoutUnits({ units: [lorry, riders], table: TABLE, heightAt: flat });
    const feet = out.figures.infantry.specs.filter((_, i) => out.figures.infantry.unitIds[i] === 'riders');
    expect(feet.length).toBeGreaterThan(0);
    for (const f of feet) expect(f.y).toBeGreaterThan(BASE_THICKNESS + 0.3);
  });
});
