import { describe, expect, it } from 'vitest';
import { ScenarioSchema } from '../../shared/scenario/schema.ts';
import { canFinish, finishShape, placeAt, withoutRepeats } from './draw-commit.ts';
import { RIFLES, editorTestScenario } from './test-scenario.ts';
import { findUnit } from './selection.ts';

describe('finishing drawings and placing things', () => {
  it('drop the repeated point a double-click leaves, and a last point on the first', () => {
    expect(withoutRepeats([{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 0.01 }])).toEqual([{ x: 0, y: 0 }, { x: 5, y: 0 }]);
    expect(withoutRepeats([{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 5 }, { x: 0, y: 0 }])).toHaveLength(3);
  });

  it('need three corners for an area and two points for a line', () => {
    const two = [{ x: 0, y: 0 }, { x: 5, y: 0 }];
    expect(canFinish({ kind: 'area', type: 'woods' }, two)).toBe(false);
    expect(canFinish({ kind: 'line', type: 'road' }, two)).toBe(true);
    expect(finishShape(editorTestScenario(), { kind: 'hill' }, two)).toBeNull();
  });

  it('add a drawn area, hill, line or zone under a fresh id and select it; the result stays a valid scenario', () => {
    const s = editorTestScenario();
    const corners = [{ x: 40, y: 30 }, { x: 50, y: 30 }, { x: 50, y: 40 }];
    const area = finishShape(s, { kind: 'area', type: 'woods' }, corners)!;
    expect(area.selection).toEqual({ kind: 'feature', id: 'woods-1' });
    const hill = finishShape(area.scenario, { kind: 'hill' }, corners)!;
    expect(hill.scenario.terrain.at(-1)).toMatchObject({ kind: 'hill', height: 2, steepness: 'gentle' });
    const zone = finishShape(hill.scenario, { kind: 'zone', side: 'white' }, corners)!;
    expect(zone.selection).toEqual({ kind: 'zone', id: 'white-deployment-1' });
    const road = finishShape(zone.scenario, { kind: 'line', type: 'road' }, [{ x: 0, y: 30 }, { x: 36, y: 30 }])!;
    expect(ScenarioSchema.safeParse(road.scenario).success).toBe(true);
  });

  it('place a building, a ford and a unit with one click', () => {
    const s = editorTestScenario();
    const house = placeAt(s, { kind: 'building', type: 'stone' }, { x: 30, y: 30 }, [])!;
    expect(house.scenario.terrain.at(-1)).toMatchObject({ kind: 'building', type: 'stone', x: 30, y: 30, width: 4, depth: 3, rotation: 0 });
    const ford = placeAt(s, { kind: 'point', type: 'ford' }, { x: 36, y: 20 }, [])!;
    expect(ford.scenario.terrain.at(-1)).toMatchObject({ kind: 'point', type: 'ford', id: 'ford-1' });
    const unit = placeAt(s, { kind: 'unit', side: 'red', troopType: 'rifles' }, { x: 30, y: 30 }, [RIFLES])!;
    const found = findUnit(unit.scenario, 'rifles-1')!;
    expect(found.unit.name).toBe('Rifles 1');
    // Dropped outside Red's zone (y ≤ 12), so it is pulled in; facing north, away from the south baseline.
    expect(found.unit.bases.every((b) => b.y < 13 && b.facing === 0)).toBe(true);
    expect(placeAt(s, { kind: 'unit', side: 'red', troopType: 'unknown' }, { x: 1, y: 1 }, [RIFLES])).toBeNull();
  });

  it('set a reinforcement\'s entry point with the entry tool', () => {
    const withUnit = placeAt(editorTestScenario(), { kind: 'unit', side: 'red', troopType: 'rifles' }, { x: 30, y: 5 }, [RIFLES])!;
    const placed = placeAt(withUnit.scenario, { kind: 'entry', unitId: 'rifles-1' }, { x: 0, y: 20 }, [])!;
    expect(findUnit(placed.scenario, 'rifles-1')!.unit.reinforcement).toEqual({ turn: 2, entry: { x: 0, y: 20 } });
  });
});
