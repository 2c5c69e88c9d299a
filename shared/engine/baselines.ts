import type { Scenario } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { Vec } from '../geometry/vec.ts';

/** The unit vector from the table toward a side's own baseline edge: where its units fall back, rout and retire to. */
export function towardBaseline(scenario: Scenario, side: SideId): Vec {
  switch (scenario.sides[side].baseline) {
    case 'south': return { x: 0, y: -1 };
    case 'north': return { x: 0, y: 1 };
    case 'west': return { x: -1, y: 0 };
    case 'east': return { x: 1, y: 0 };
  }
}
