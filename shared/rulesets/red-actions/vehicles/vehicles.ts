import type { RaUnit } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { VEHICLE_ROLLS } from '../tables/tables-misc.ts';
import { WIRE_CRUSH } from '../tables/tables-terrain.ts';
import type { LegGoing } from '../movement/going.ts';
import { cardFor, kindOf, round } from '../troops/units.ts';

/** "Tanks" and "Armoured Cars": breaking down, getting stuck, and crushing wire. */

function d6(ctx: Ctx, u: RaUnit, what: string, target: string, result: (d: number) => string): number {
  const d = ctx.dice.d(6);
  const text = result(d);
  unitEvent(ctx, 'vehicle', u, `${u.name} ${what}: ${d} (${text})`, { roll: explain(kindOf(u) === 'tank' ? 'Tanks' : 'Armoured Cars', [d], text, { target }) });
  return d;
}

/**
 * At the end of a move: a breakdown test if a tank moved over half speed, an armoured car moved over half its
 * allowance off open ground, or either entered ground marked * in the terrain table; a stuck test for each
 * obstacle crossed (other than wire for tanks); wire crushed a strip at a time.
 */
export function afterVehicleMove(ctx: Ctx, u: RaUnit, distance: number, going: LegGoing, wireCrossed: { id: string; at: { x: number; y: number } } | null): void {
  const kind = kindOf(u);
  if ((kind !== 'tank' && kind !== 'armoured-car') || !u.vehicle) return;
  const v = u.vehicle;
  const fast = distance > cardFor(u).move / 2 + 1e-6;
  const due = going.breakdown || (kind === 'tank' && fast) || (kind === 'armoured-car' && fast && going.rough);
  if (due) {
    const d = d6(ctx, u, 'tests for a breakdown', `${VEHICLE_ROLLS.breakdown} breaks down`, (x) => (x <= VEHICLE_ROLLS.breakdown ? 'broken down' : 'runs on'));
    if (d <= VEHICLE_ROLLS.breakdown) v.broken = true;
  }
  if (going.obstacle && !(kind === 'tank' && wireCrossed)) {
    const d = d6(ctx, u, 'crosses an obstacle', '1 stuck for good, 2 stuck for now', (x) => (x === 1 ? 'stuck for good' : x === 2 ? 'stuck' : 'across'));
    if (d === VEHICLE_ROLLS.stuckPermanent) v.stuck = 'permanent';
    else if (d === VEHICLE_ROLLS.stuckTemporary && v.stuck === 'none') v.stuck = 'temporary';
  }
  if (kind === 'tank' && wireCrossed) {
    const crushed = d6(ctx, u, 'tries to crush the wire', `${WIRE_CRUSH.roll}+ crushes a 4" strip`, (x) => (x >= WIRE_CRUSH.roll ? 'crushed' : 'not crushed'));
    if (crushed >= WIRE_CRUSH.roll) ctx.s.wireGaps.push({ wireId: wireCrossed.id, x: round(wireCrossed.at.x), y: round(wireCrossed.at.y), kind: 'crushed' });
    const d = d6(ctx, u, 'risks its tracks in the wire', '1 is a temporary problem', (x) => (x === VEHICLE_ROLLS.wireProblem ? 'entangled' : 'clear'));
    if (d === VEHICLE_ROLLS.wireProblem && v.stuck === 'none') v.stuck = 'temporary';
  }
}

export function checkRepair(u: RaUnit): string | null {
  if (!u.vehicle) return 'only vehicles break down or get stuck';
  if (u.vehicle.immobilised || u.vehicle.stuck === 'permanent') return 'the vehicle will not move again';
  return u.vehicle.broken || u.vehicle.stuck === 'temporary' ? null : 'the vehicle needs no repair';
}

/** "Cannot move until it throws a subsequent 4+ in a later move." */
export function repair(ctx: Ctx, u: RaUnit): void {
  const v = u.vehicle!;
  const d = d6(ctx, u, 'tries to get going again', `${VEHICLE_ROLLS.free}+`, (x) => (x >= VEHICLE_ROLLS.free ? 'free' : 'still stuck'));
  if (d >= VEHICLE_ROLLS.free) { v.broken = false; if (v.stuck === 'temporary') v.stuck = 'none'; }
}
