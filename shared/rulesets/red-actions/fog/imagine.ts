import type { Dice } from '../../../engine/dice.ts';
import { imagineState } from '../../../engine/imagine.ts';
import type { SideSighting } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { RaState, RaUnit } from '../state.ts';
import { kindOf } from '../troops/units.ts';

/**
 * Red Actions! under fog of war, for the AI of `side`: every enemy unit it does not see is placed afresh
 * (shared/engine/imagine.ts). A unit imagined under a position marker is concealed as one; a unit imagined elsewhere is
 * hiding there (it is unseen, so it is either hidden or out of sight: hiding is the rules' word for both to the AI). Dummies
 * always go under a marker. Units in reserve, off the table, riding a wagon or attached to another stay as they are: the
 * side's knowledge of those is the scenario's (reinforcements) or follows the unit carrying them.
 */
export function imagineRa(state: RaState, side: SideId, dice: Dice, sighting: SideSighting): RaState {
  return imagineState(state, side, sighting, dice, {
    hideable: (u) => (u.status === 'active' || u.status === 'routing') && !u.offTable && !u.trainId && !u.riding && !u.attachedTo,
    dummy: (u) => kindOf(u) === 'dummy',
    placed: (u, place, bases): RaUnit => ({
      ...u,
      bases: u.bases.map((b, i) => bases[i] ?? bases[bases.length - 1]!),
      concealment: place.marker ? 'marker' : 'hiding',
      occupying: null,
      inWire: null,
    }),
  });
}
