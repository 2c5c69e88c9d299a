import type { Unit } from '../../../scenario/schema.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { RaState } from '../state.ts';
import { cardOf } from '../troops/troops.ts';

/**
 * "A defender notes any ambushes, and then places position markers" for the rest ("Dummy position markers may be
 * used by agreement. An attacker may use unit position markers too"): whether the unit is set on the table as a marker.
 * Reinforcements enter as figures.
 */
export function startsAsMarker(s: Pick<RaState, 'scenario' | 'options'>, side: SideId, unit: Unit): boolean {
  if (unit.hidden || unit.reinforcement) return false;
  const defender = side !== s.scenario.attacker;
  return cardOf(unit.troopType).kind === 'dummy' || (defender ? s.options.positionMarkers : s.options.attackerMarkers);
}
