import type { Dice } from '../../../engine/dice.ts';
import { imagineState } from '../../../engine/imagine.ts';
import type { SideSighting } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { UnitState, WwState } from '../state.ts';

/**
 * Wargame Wednesdays under fog of war, for the AI of `side`: every enemy unit it does not see is placed afresh
 * (shared/engine/imagine.ts), each stand keeping its hits. Units not yet deployed, routed off or destroyed stay as they are.
 */
export function imagineWw(state: WwState, side: SideId, dice: Dice, sighting: SideSighting): WwState {
  return imagineState(state, side, sighting, dice, {
    hideable: (u) => u.status === 'active' || u.status === 'routing',
    placed: (u, _place, bases): UnitState => ({
      ...u,
      stands: u.stands.map((s, i) => ({ ...s, ...(bases[i] ?? bases[bases.length - 1]!) })),
    }),
  });
}
