import { describe, expect, it } from 'vitest';
import { moveCost, canSee, terrainOf } from './terrain.ts';
import { wwScenario } from '../test-fixtures.ts';
import { HILL_STEEPNESS } from '../../../scenario/terrain-kinds.ts';

const hill = (steepness: (typeof HILL_STEEPNESS)[number]) => ({
  id: 'h', kind: 'hill' as const, height: 2, steepness, polygon: [{ x: 20, y: 20 }, { x: 40, y: 20 }, { x: 40, y: 28 }, { x: 20, y: 28 }],
});

describe('hills', () => {
  it('"Hills should not be so steep that they affect movement, only line of sight." (004, line 31): no kind pays extra to cross one, gentle or steep, and its crest hides what lies behind', () => {
    for (const steepness of HILL_STEEPNESS) {
      const index = terrainOf(wwScenario([], [], [hill(steepness)]));
      // 12" straight over the hill costs 12" for foot and guns, and a gun or a vehicle may cross it.
      for (const kind of ['infantry', 'artillery', 'tank'] as const) expect(moveCost(index, kind, { x: 30, y: 18 }, { x: 30, y: 30 })).toBeCloseTo(12);
      // Foot at the foot of the hill on either side cannot see each other over the crest; beside it they can.
      expect(canSee(index, { x: 30, y: 18 }, { x: 30, y: 30 })).toBe(false);
      expect(canSee(index, { x: 45, y: 18 }, { x: 45, y: 30 })).toBe(true);
    }
  });
});
