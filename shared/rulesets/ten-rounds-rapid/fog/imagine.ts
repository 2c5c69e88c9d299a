import type { Dice } from '../../../engine/dice.ts';
import { imagineState } from '../../../engine/imagine.ts';
import type { SideSighting } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { TrrState, TrrUnit } from '../state.ts';

/**
 * Ten Rounds Rapid under fog of war, for the AI of `side`: every enemy company it has not located is placed afresh
 * (shared/engine/imagine.ts), each piece keeping its figures and weapon. Works it may have dug are not known either:
 * the imagined company has none. Companies aboard transport follow their carrier; those out of the game stay as they are.
 */
export function imagineTrr(state: TrrState, side: SideId, dice: Dice, sighting: SideSighting): TrrState {
  return imagineState(state, side, sighting, dice, {
    hideable: (u) => u.status === 'ready' || u.status === 'halted' || u.status === 'routing',
    placed: (u, _place, bases): TrrUnit => ({
      ...u,
      pieces: u.pieces.map((p, i) => ({ ...p, ...(bases[i] ?? bases[bases.length - 1]!) })),
      works: null,
    }),
  });
}
