import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { type FcState, type UnitState, kindOf, leaderAt, leaderFit, onTable } from '../state.ts';
import { directReach, sees } from '../fire/fire.ts';
import { gunLong } from '../fire/artillery.ts';
import { canSee, terrainOf } from '../movement/terrain.ts';
import { unitDistance } from '../movement/stands.ts';
import { countedLoss, lossWeight } from './army-pressure.ts';
import { countedWorth } from './counted-worth.ts';
import { splashThreats } from './shell-splash.ts';

/** The chance, for each enemy unit that can bring fire on it, that a supply wagon (one model that any hit takes) is lost this turn. */
const LOST_PER_THREAT = 0.25;

type Stands = UnitState['stands'];
/**
 * Whether a unit standing on `from` can fire directly on one standing on `to` (in sight and reach), kept per pair of
 * stand lists: units that stand still share theirs from state to state (state.ts), and the AI asks again for every
 * position it judges. Mounted and dismounted cavalry fire differently, so each is kept apart.
 */
const inReachKept = [new WeakMap<Stands, WeakMap<Stands, boolean>>(), new WeakMap<Stands, WeakMap<Stands, boolean>>()] as const;
function canFireOn(state: FcState, e: UnitState, u: UnitState): boolean {
  const kept = inReachKept[e.mounted ? 1 : 0];
  let byTarget = kept.get(e.stands);
  if (!byTarget) { byTarget = new WeakMap(); kept.set(e.stands, byTarget); }
  let answer = byTarget.get(u.stands);
  if (answer === undefined) {
    answer = unitDistance(e, u) <= directReach(e, gunLong) && sees(state, e, u);
    byTarget.set(u.stands, answer);
  }
  return answer;
}

/**
 * What a threat count was worked out from: the enemy units' stand lists (each unit's mounted state after its list) and
 * the places of the enemy officers who could spot, in order. The same world gives the same count.
 */
interface ThreatsAnswer { world: unknown[]; n: number }
const threatsKept = new WeakMap<Stands, ThreatsAnswer>();

/** The world `u`'s threats depend on, appended to `out`. */
function worldOf(state: FcState, u: UnitState, out: unknown[]): unknown[] {
  for (const e of state.units) if (e.side !== u.side && onTable(e)) out.push(e.stands, e.mounted);
  if (state.indirectFire) for (const l of state.leaders) if (l.side !== u.side && leaderFit(l, state.turn) && !l.leading) out.push(l.x, l.y);
  return out;
}

const sameWorld = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Whether some stand is seen from the point, kept per list of stands and point: an officer who stays where he is asks
 * again of every enemy whose fellows moved.
 */
const seenKept = new WeakMap<Stands, Map<string, boolean>>();
function seenFrom(index: ReturnType<typeof terrainOf>, p: Vec, stands: Stands): boolean {
  let byPoint = seenKept.get(stands);
  if (!byPoint) { byPoint = new Map(); seenKept.set(stands, byPoint); }
  const key = `${p.x},${p.y}`;
  let answer = byPoint.get(key);
  if (answer === undefined) { answer = stands.some((s) => canSee(index, p, s)); byPoint.set(key, answer); }
  return answer;
}

/** Enemy units that can fire on `u` now: in sight and reach directly, or guns an enemy officer could spot for. */
export function threats(state: FcState, u: UnitState): number {
  const world = worldOf(state, u, []);
  const known = threatsKept.get(u.stands);
  if (known && sameWorld(known.world, world)) return known.n;
  const index = terrainOf(state.scenario);
  const spotted = state.indirectFire && state.leaders.some((l) => l.side !== u.side && leaderFit(l, state.turn) && !l.leading && seenFrom(index, leaderAt(state, l), u.stands));
  let n = 0;
  for (const e of state.units) {
    if (e.side === u.side || !onTable(e)) continue;
    if ((spotted && kindOf(e) === 'gun') || canFireOn(state, e, u)) n++;
  }
  threatsKept.set(u.stands, { world, n });
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
    const n = threats(state, u) + splashThreats(state, u, (e, t) => canFireOn(state, e, t));
    if (n === 0) continue;
    const cost = (1 - (1 - LOST_PER_THREAT) ** n) * (lossWeight(state, u) + countedWorth(state, u));
    total += u.side === side ? -cost : cost;
  }
  return total;
}
