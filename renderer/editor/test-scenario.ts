import type { Scenario } from '../../shared/scenario/schema.ts';
import type { TroopType } from '../../shared/engine/ruleset.ts';
import { blankScenario } from './new-scenario.ts';

/** A troop type for the editor's tests: 1" square bases, 4 to 12 of them. */
export const RIFLES: TroopType = {
  id: 'rifles', name: 'Rifles', army: 'red', armyName: 'Red Army', troopClass: 'infantry',
  base: { width: 1, depth: 1 }, bases: { min: 4, max: 12, default: 6 }, stats: {},
};

/** A 72" × 48" table with a wood, a road, a house and a Red zone along the south edge. */
export function editorTestScenario(): Scenario {
  const s = blankScenario('test', 'duel-test', 'Test');
  return {
    ...s,
    terrain: [
      { id: 'wood', kind: 'area', type: 'woods', polygon: [{ x: 10, y: 10 }, { x: 20, y: 10 }, { x: 20, y: 20 }, { x: 10, y: 20 }] },
      { id: 'copse', kind: 'area', type: 'dense-woods', polygon: [{ x: 12, y: 12 }, { x: 14, y: 12 }, { x: 14, y: 14 }, { x: 12, y: 14 }] },
      { id: 'road', kind: 'line', type: 'road', points: [{ x: 36, y: 0 }, { x: 36, y: 48 }] },
      { id: 'house', kind: 'building', type: 'wood', x: 50, y: 30, width: 3, depth: 2, rotation: 0 },
    ],
    deployment: [{ id: 'red-zone', side: 'red', polygon: [{ x: 0, y: 0 }, { x: 72, y: 0 }, { x: 72, y: 12 }, { x: 0, y: 12 }] }],
  };
}
