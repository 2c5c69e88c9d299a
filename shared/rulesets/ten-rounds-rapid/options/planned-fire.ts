import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { polygonCentroid } from '../../../geometry/polygon.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { type TrrState, centreOf, fighting, kindOf } from '../state.ts';
import { fireOnArea, lineOfFire } from '../combat/observed-fire.ts';
import { lineClear, pointDistanceCm, visibility } from '../observation/observation.ts';
import { readFirePlans } from './planned-fire-options.ts';
import { smokeBlocks } from '../combat/smoke-and-gas.ts';
import { hasSpotter } from './spotter-option.ts';
import { theName } from '../../../engine/agreement.ts';

/**
 * "Planned fire may be observed by any observers who can see the point of impact": an OP team of the side that does,
 * or the side's spotting aircraft, which sees every point of the table from above (README "Spotting aircraft").
 */
export function observedBy(state: TrrState, side: SideId, aim: Vec): boolean {
  if (hasSpotter(state.scenario, side)) return true;
  const index = terrainIndexFor(state.scenario);
  const most = visibility(state.scenario).maxCm;
  return state.units.some((u) => u.side === side && kindOf(u) === 'observer' && fighting(u) && pointDistanceCm(centreOf(u), aim) <= most && lineClear(index, centreOf(u), aim) && !smokeBlocks(state, centreOf(u), aim));
}

/** The plans for this move, each fired on its area's centre from the side's own edge. */
export function plannedFire(state: TrrState, dice: Dice, events: GameEvent[]): void {
  for (const plan of readFirePlans(state.scenario)) {
    if (plan.move !== state.turn) continue;
    const area = state.scenario.terrain.find((f) => f.id === plan.areaId);
    if (area?.kind !== 'area') continue;
    const aim = polygonCentroid(area.polygon);
    const observed = observedBy(state, plan.side, aim);
    events.push({ kind: 'artillery-request', side: plan.side, at: [aim], text: `${state.scenario.sides[plan.side].name}' planned fire falls on ${area.label ? theName(area.label) : 'the area planned'} (${observed ? 'observed' : 'unobserved'})` });
    fireOnArea(state, { side: plan.side, calibreMm: plan.calibreMm, observed, ammunition: plan.ammunition }, aim, lineOfFire(state, plan.side), dice, events);
  }
}
