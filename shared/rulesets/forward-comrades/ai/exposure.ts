import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type FcState, type UnitState, kindOf, leaderAt, leaderFit, onTable } from '../state.ts';
import { directReach, sees } from '../fire/fire.ts';
import { gunLong } from '../fire/artillery.ts';
import { canSee, terrainOf } from '../movement/terrain.ts';
import { unitDistance } from '../movement/stands.ts';
import { countedLoss, lossWeight } from './army-pressure.ts';

/** The chance, for each enemy unit that can bring fire on it, that a supply wagon (one model that any hit takes) is lost this turn. */
const LOST_PER_THREAT = 0.25;

/** Enemy units that can fire on `u` now: in sight and reach directly, or guns an enemy officer could spot for. */
export function threats(state: FcState, u: UnitState): number {
  const index = terrainOf(state.scenario);
  const spotted = state.indirectFire && state.leaders.some((l) => l.side !== u.side && leaderFit(l, state.turn) && !l.leading && u.stands.some((s) => canSee(index, leaderAt(state, l), s)));
  let n = 0;
  for (const e of state.units) {
    if (e.side === u.side || !onTable(e)) continue;
    if ((unitDistance(e, u) <= directReach(e, gunLong) && sees(state, e, u)) || (spotted && kindOf(e) === 'gun')) n++;
  }
  return n;
}

/**
 * What the last supply wagons (their loss cuts the supply line: 1 + 3 units for army morale) stand to cost their
 * side where the enemy can fire on them: the chance they are lost times their weight for army morale. The AI keeps
 * its own out of sight and reach, and goes for the enemy's. (Armoured trains, which count 3 too, take only shells and
 * seldom fall to them.)
 */
export function exposureTerm(state: FcState, side: SideId): number {
  let total = 0;
  for (const u of state.units) {
    if (!onTable(u) || kindOf(u) !== 'wagon' || countedLoss(state, u) <= 1) continue;
    const n = threats(state, u);
    if (n === 0) continue;
    const cost = (1 - (1 - LOST_PER_THREAT) ** n) * lossWeight(state, u);
    total += u.side === side ? -cost : cost;
  }
  return total;
}
