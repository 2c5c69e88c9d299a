import type { Choice } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { TrrAction } from '../actions.ts';
import { type TrrState, type TrrUnit, fighting, findUnit } from '../state.ts';
import { unitDistanceCm } from '../observation/observation.ts';

/**
 * Where passengers need to go (README "Soft transport", the AI): beyond this of every enemy they are better riding (a
 * lorry or wagon goes faster than they walk); within it, better on foot, where they can fire and take cover. Two foot
 * moves.
 */
export const RIDE_BEYOND_CM = 40;
/**
 * Getting aboard suits only a foot move farther off than that: passengers set down near the enemy whose transport then
 * falls back a little do not climb in again at once.
 */
export const BOARD_BEYOND_CM = 60;

/** Whether an enemy fighting on the table stands within `cm` of the transport. */
export function enemyNear(state: TrrState, side: SideId, transport: TrrUnit, cm = RIDE_BEYOND_CM): boolean {
  return state.units.some((e) => e.side !== side && fighting(e) && unitDistanceCm(transport, e) <= cm);
}

/**
 * Whether a transport choice suits where the passengers need to go: unloading near the enemy, getting aboard far from
 * it (a foot move farther). The choices that suit are listed before the unit's moves, the others after everything but ending the
 * activation: a player choosing among equals (the AI's ties go to the first listed, and it looks at the first few)
 * then does not unload far from the enemy only to climb in again.
 */
export function rideSuits(state: TrrState, c: Choice<TrrAction>): boolean {
  const a = c.action;
  if (a.type === 'unload') { const t = findUnit(state, a.unitId); return !!t && enemyNear(state, a.side, t); }
  if (a.type === 'embark') { const t = findUnit(state, a.transportId); return !!t && !enemyNear(state, a.side, t, BOARD_BEYOND_CM); }
  return true;
}
