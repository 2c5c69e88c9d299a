import type { Dice } from '../../../engine/dice.ts';
import { imagineState } from '../../../engine/imagine.ts';
import type { SideSighting } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { RvrState, UnitState } from '../state.ts';

/**
 * Reds versus Reds under fog of war, for the AI of `side`: every enemy unit it does not see is placed afresh
 * (shared/engine/imagine.ts), figure by figure in the scenario's layout, each figure keeping its weapon and where the
 * turn began for it being where it is imagined (its move this turn is not known either).
 */
export function imagineRvr(state: RvrState, side: SideId, dice: Dice, sighting: SideSighting): RvrState {
  return imagineState(state, side, sighting, dice, {
    hideable: (u) => u.status !== 'destroyed',
    placed: (u, _place, bases): UnitState => ({
      ...u,
      figures: u.figures.map((f, i) => {
        const b = bases[i] ?? bases[bases.length - 1]!;
        return { ...f, x: b.x, y: b.y, facing: b.facing, start: { x: b.x, y: b.y, facing: b.facing } };
      }),
    }),
  });
}
