import { describe, expect, it } from 'vitest';
import { ScenarioSchema } from '../../shared/scenario/schema.ts';
import { deleteSelection, describeSelection, duplicateSelection, rotateSelection, translateSelection } from './selection-edits.ts';
import { findUnit, findZone, selectionExists } from './selection.ts';
import { addUnit, newUnit } from './unit-edits.ts';
import { RIFLES, editorTestScenario } from './test-scenario.ts';

const withUnit = () => {
  const u = newUnit({ id: 'rifles-1', name: 'Rifles 1', type: RIFLES, centre: { x: 20, y: 6 }, facing: 0, count: 4 });
  return addUnit(editorTestScenario(), 'red', { ...u, officers: [{ id: 'captain-1', rank: 'junior' }] });
};

describe('edits of the selection', () => {
  it('duplicate a unit with fresh ids for it and its officers, two inches along', () => {
    const s = withUnit();
    const copy = duplicateSelection(s, { kind: 'unit', side: 'red', id: 'rifles-1' })!;
    expect(copy.selection).toEqual({ kind: 'unit', side: 'red', id: 'rifles-2' });
    const unit = findUnit(copy.scenario, 'rifles-2')!.unit;
    expect(unit.officers[0]!.id).toBe('captain-2');
    expect(unit.bases[0]!.x).toBeCloseTo(findUnit(s, 'rifles-1')!.unit.bases[0]!.x + 2, 5);
    expect(ScenarioSchema.safeParse(copy.scenario).success).toBe(true);
  });

  it('delete, move and turn zones, features and units alike', () => {
    const s = withUnit();
    const zone = { kind: 'zone', id: 'red-zone' } as const;
    expect(selectionExists(deleteSelection(s, zone), zone)).toBe(false);
    expect(findZone(translateSelection(s, zone, { x: 0, y: 1 }), 'red-zone')!.polygon[0]).toEqual({ x: 0, y: 1 });
    expect(translateSelection(s, zone, { x: 0, y: 0 })).toBe(s);
    const turned = rotateSelection(s, { kind: 'unit', side: 'red', id: 'rifles-1' }, 180);
    expect(findUnit(turned, 'rifles-1')!.unit.bases.every((b) => b.facing === 180)).toBe(true);
    expect(describeSelection(s, { kind: 'unit', side: 'red', id: 'rifles-1' })).toBe('Rifles 1');
  });
});
