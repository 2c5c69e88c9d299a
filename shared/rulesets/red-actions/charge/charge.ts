import { type Vec, angleBetween, headingOf, headingVector } from '../../../geometry/vec.ts';
import { attackSector, bearingFrom } from '../../../geometry/arcs.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { CHARGE_WHEEL_LIMIT } from '../tables/tables-terrain.ts';
import { cardFor, kindOf, placeUnit, unitCentre, unitFacing, unitRect } from '../troops/units.ts';
import { mayChargeKind } from './charge-rules.ts';
import { canSee, indexOf } from '../terrain/visibility.ts';
import { legGoing } from '../movement/going.ts';
import { basesAfter, moveAllowance, moveClassOf, overlapsOthers } from '../movement/movement.ts';
import { hasOfficerCharacteristic } from '../officers/command.ts';
import { moraleTest } from '../morale/morale.ts';
import { addTerror } from '../morale/markers.ts';
import { planShot } from '../shooting/shooting.ts';
import { isVehicleKind } from '../troops/troop-card.ts';
import { canHarm } from '../shooting/priority.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Charging": who may charge, the 45° limit, reach, and the charge test. */

export type ChargeFace = 'front' | 'flank' | 'rear';

/** Which face of the target most of the charger's bases are against. */
export function chargeFace(charger: RaUnit, target: RaUnit): ChargeFace {
  const rect = unitRect(target);
  const votes = { front: 0, flank: 0, rear: 0 };
  for (const b of charger.bases) votes[attackSector(rect, b)]++;
  if (votes.rear * 2 > charger.bases.length) return 'rear';
  if (votes.front * 2 > charger.bases.length || votes.front >= votes.flank + votes.rear) return 'front';
  return votes.rear > votes.flank ? 'rear' : 'flank';
}

/** Where the charger's centre ends in contact with the face it charges. */
export function contactPoint(charger: RaUnit, target: RaUnit, face: ChargeFace): Vec {
  const rect = unitRect(target);
  const c = unitCentre(charger);
  const depth = cardFor(charger).base.depth;
  if (face === 'flank') {
    const right = headingVector(rect.facing + 90);
    const side = (c.x - rect.x) * right.x + (c.y - rect.y) * right.y >= 0 ? 1 : -1;
    const off = rect.width / 2 + depth / 2;
    return { x: rect.x + right.x * off * side, y: rect.y + right.y * off * side };
  }
  const fwd = headingVector(rect.facing + (face === 'rear' ? 180 : 0));
  const off = rect.depth / 2 + depth / 2;
  return { x: rect.x + fwd.x * off, y: rect.y + fwd.y * off };
}

/** How far a contact may slide along the face, in steps of this many inches, and the least of the face it must still touch. */
const CONTACT_SLIDE_STEP = 0.1;
const CONTACT_LEAST_TOUCH = 0.5;

/** Where the charger stands in contact and the point it faces (straight at the face). */
export interface ContactSpot { at: Vec; toward: Vec }

/**
 * "Moved forward so as to contact as much of the target as reasonably possible" (000 line 298): the middle of the
 * face charged, or, where another unit stands there, the nearest spot along the face at which the charger's bases
 * overlap nobody and still touch at least half an inch of the target. Null when there is no such spot.
 */
export function contactSpot(s: RaState, charger: RaUnit, target: RaUnit, face: ChargeFace): ContactSpot | null {
  const rect = unitRect(target);
  const centre = contactPoint(charger, target, face);
  const inward = { x: rect.x - centre.x, y: rect.y - centre.y };
  const inLen = Math.max(1e-6, hypot(inward.x, inward.y));
  const facing = headingOf(inward);
  const along = headingVector(rect.facing + (face === 'flank' ? 0 : 90));
  const formation = charger.formation === 'loose' ? 'line' : charger.formation;
  const mine = unitRect({ ...charger, formation });
  const targetSpan = face === 'flank' ? rect.depth : rect.width;
  const limit = (targetSpan + mine.width) / 2 - CONTACT_LEAST_TOUCH;
  for (let k = 0; k * CONTACT_SLIDE_STEP <= limit + 1e-9; k++) {
    for (const sign of k === 0 ? [1] : [1, -1]) {
      const t = sign * k * CONTACT_SLIDE_STEP;
      const at = { x: centre.x + along.x * t, y: centre.y + along.y * t };
      if (overlapsOthers(s, charger, basesAfter(charger, at, facing, formation), target) === null) {
        return { at, toward: { x: at.x + (inward.x / inLen), y: at.y + (inward.y / inLen) } };
      }
    }
  }
  return null;
}

export interface ChargeCheck { ok: boolean; reason?: string; face: ChargeFace; contact: Vec; distance: number }

/** Whether the charge may go ahead, short of the charge test. */
export function checkCharge(s: RaState, u: RaUnit, target: RaUnit, ambush: boolean): ChargeCheck {
  const face = chargeFace(u, target);
  const spot = contactSpot(s, u, target, face);
  const contact = spot?.at ?? contactPoint(u, target, face);
  const from = unitCentre(u);
  const distance = hypot(contact.x - from.x, contact.y - from.y);
  const fail = (reason: string): ChargeCheck => ({ ok: false, reason, face, contact, distance });
  if (u.status !== 'active') return fail('only a steady unit may charge');
  if (u.riding) return fail('troops aboard a train must get down first');
  if (target.riding) return fail('troops aboard a train cannot be charged');
  if (target.status !== 'active' && target.status !== 'routing') return fail('the target is no longer there');
  if (!mayChargeKind(kindOf(u), kindOf(target), face === 'front')) return fail(`${cardFor(u).name} may not charge ${cardFor(target).name}${face === 'front' ? ' from the front' : ''}`);
  if (u.pinned) return fail('a pinned unit may not charge');
  if (u.chargeBarredTurn === s.turn) return fail('the unit failed its charge test this turn');
  if (u.noAdvanceUntil > s.turn) return fail('still shaken from its rout: it may not advance toward the enemy yet');
  if (kindOf(u) === 'field-gun' || (u.vehicle && (u.vehicle.broken || u.vehicle.stuck !== 'none' || u.vehicle.immobilised))) return fail('the unit cannot move');
  if (target.concealment !== 'none' && !ambush) return fail('the target is not in sight');
  if (!ambush && !canSee(s, u, target)) return fail('the target is not in sight');
  if (angleBetween(unitFacing(u), bearingFrom(from, unitCentre(target))) > CHARGE_WHEEL_LIMIT) return fail('the charge would wheel more than 45°');
  if (!spot) return fail(`no room to reach ${target.name}: other troops stand along the face charged`);
  const going = legGoing(s, indexOf(s), moveClassOf(s, u), from, contact, false);
  if (going.impassable) return fail(going.impassable);
  if (going.wire) return fail('wire is in the way');
  const reach = moveAllowance(s, u, { ambush }) * going.cap;
  if (going.cost > reach + 1e-6) return fail(`out of reach: needs ${going.cost.toFixed(1)}" of ${reach.toFixed(1)}"`);
  return { ok: true, face, contact, distance };
}

/** "The charging unit must pass a charge test" (ambushers need not). A Commissar may make an example of failures. */
export function chargeTest(ctx: Ctx, u: RaUnit, ambush: boolean): boolean {
  if (ambush) return true;
  const result = moraleTest(ctx, u, 'charge', 'charging');
  if (result.passed) return true;
  u.chargeBarredTurn = ctx.s.turn;
  if (ctx.s.options.commissarExamples && hasOfficerCharacteristic(ctx.s, u, 'commissar')) addTerror(ctx, u, 1, 'the Commissar makes an example of the faint-hearted', null);
  unitEvent(ctx, 'note', u, `${u.name} will not charge this turn`);
  return false;
}

/**
 * What the charged unit may do: shoot (if it has not acted and can), flee (if charged frontally or not yet acted),
 * counter-charge. Charged by a tank or armoured car its fire cannot hurt, a unit has no real choice: it routs on
 * contact either way, and standing at least gives it its roll to disable the vehicle, where fleeing only adds a
 * humiliation and the shot could not stop the charge; so it stands.
 */
export function chargeResponses(s: RaState, charger: RaUnit, target: RaUnit, face: ChargeFace): { canShoot: boolean; canFlee: boolean; canCounter: boolean } {
  const vehicle = kindOf(charger) === 'tank' || kindOf(charger) === 'armoured-car';
  if (vehicle && !canHarm(target, charger)) return { canShoot: false, canFlee: false, canCounter: false };
  const frontal = face === 'front';
  const canShoot = !target.acted && target.status === 'active' && planShot(s, target, charger, 'aimed', null) !== null;
  const canFlee = (frontal || !target.acted) && target.status === 'active' && !isVehicleKind(kindOf(target));
  const canCounter = frontal && kindOf(target) === 'sabres' && kindOf(charger) === 'sabres' && target.status === 'active' && !target.pinned;
  return { canShoot, canFlee, canCounter };
}

/** Moves the charger into contact (or onto the spot the target left), facing it. */
export function moveCharger(s: RaState, u: RaUnit, to: Vec, toward: Vec, spent: number): void {
  const facing = hypot(toward.x - to.x, toward.y - to.y) > 0.01 ? headingOf({ x: toward.x - to.x, y: toward.y - to.y }) : unitFacing(u);
  placeUnit(u, to, facing, undefined, s.scenario.table);
  u.movedThisTurn += spent;
  u.occupying = null;
  u.dugIn = 0;
}
