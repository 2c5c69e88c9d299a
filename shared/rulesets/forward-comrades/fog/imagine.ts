import type { Dice } from '../../../engine/dice.ts';
import { imagineState } from '../../../engine/imagine.ts';
import type { SideSighting } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { FcState, UnitState } from '../state.ts';

/**
 * Forward Comrades under fog of war, for the AI of `side`: every enemy unit it does not see is placed afresh
 * (shared/engine/imagine.ts), each stand keeping its figures and attached weapon; the cover it may have claimed is not
 * known, so the imagined unit has none. Leaders are not imagined: the sighting speaks of units.
 */
export function imagineFc(state: FcState, side: SideId, dice: Dice, sighting: SideSighting): FcState {
  return imagineState(state, side, sighting, dice, {
    hideable: (u) => u.status === 'active',
    placed: (u, _place, bases): UnitState => ({
      ...u,
      stands: u.stands.map((s, i) => ({ ...s, ...(bases[i] ?? bases[bases.length - 1]!) })),
      cover: false,
    }),
  });
}
