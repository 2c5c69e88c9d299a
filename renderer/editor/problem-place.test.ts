import { describe, expect, it } from 'vitest';
import { locateProblem, parseJsonPath } from './problem-place.ts';
import { addUnit, newUnit } from './unit-edits.ts';
import { RIFLES, editorTestScenario } from './test-scenario.ts';

describe('finding a problem on the table', () => {
  it('reads JSON paths as the validator writes them', () => {
    expect(parseJsonPath('$.sides.red.units[2].bases[0].x')).toEqual(['sides', 'red', 'units', 2, 'bases', 0, 'x']);
    expect(parseJsonPath('$["odd key"][3]')).toEqual(['odd key', 3]);
    expect(parseJsonPath('$')).toEqual([]);
  });

  it('selects the unit and looks at the base named in the path', () => {
    const s = addUnit(editorTestScenario(), 'red', newUnit({ id: 'r1', name: 'R', type: RIFLES, centre: { x: 20, y: 6 }, facing: 0, count: 4 }));
    const place = locateProblem(s, '$.sides.red.units[0].bases[3]');
    expect(place.selection).toEqual({ kind: 'unit', side: 'red', id: 'r1' });
    expect(place.point).toEqual(s.sides.red.units[0]!.bases[3]);
    expect(place.panel).toBe('forces');
  });

  it('selects terrain and zones, and opens the panel of a form', () => {
    const s = editorTestScenario();
    expect(locateProblem(s, '$.terrain[3].width')).toEqual({ selection: { kind: 'feature', id: 'house' }, point: { x: 50, y: 30 }, panel: 'table' });
    expect(locateProblem(s, '$.deployment[0]').selection).toEqual({ kind: 'zone', id: 'red-zone' });
    const victory = { ...s, victory: [{ type: 'hold-area' as const, winner: 'red' as const, areaId: 'wood' }] };
    expect(locateProblem(victory, '$.victory[0].areaId')).toEqual({ selection: null, point: { x: 15, y: 15 }, panel: 'victory' });
    expect(locateProblem(s, '$.specialRules[0].trigger').panel).toBe('rules');
    expect(locateProblem(s, '$.sides.white.briefing').panel).toBe('briefing');
    expect(locateProblem(s, '$.terrain[99]')).toEqual({ selection: null, point: null, panel: 'table' });
  });
});
