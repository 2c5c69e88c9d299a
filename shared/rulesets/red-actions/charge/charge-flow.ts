import type { RaUnit, Task } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { cardFor, kindOf, mustUnit, unitById, unitCentre } from '../troops/units.ts';
import { checkCharge, chargeFace, chargeResponses, chargeTest, contactSpot, moveCharger } from './charge.ts';
import { addHumiliated, destroyUnit } from '../morale/markers.ts';
import { startRout } from '../morale/rout.ts';
import { planShot } from '../shooting/shooting.ts';
import { resolveShot } from '../shooting/shooting-resolve.ts';
import { resolveCombat } from './combat.ts';
import { hasTrait } from '../officers/command.ts';
import { markOutOfSequence, followLeader } from '../segment/bookkeeping.ts';
import { VEHICLE_ROLLS } from '../tables/tables-misc.ts';
import { carryOnPlan } from './charge-on.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** A charge from declaration to contact: tests, the target's choice, the combat and the pursuit. */

/** Declares a charge already checked legal. Returns false if the charge test failed (the unit may act otherwise). */
export function declareCharge(ctx: Ctx, u: RaUnit, target: RaUnit, ambush: boolean): boolean {
  if (!chargeTest(ctx, u, ambush)) return false;
  const check = checkCharge(ctx.s, u, target, ambush);
  unitEvent(ctx, 'move', u, `${u.name} charges ${target.name}${ambush ? ' from ambush' : ''} (${check.face})`, { targetUnitId: target.id });
  if (kindOf(target) === 'mortar') {
    const at = unitCentre(target);
    destroyUnit(ctx, target, 'mortar crews rout when charged and are removed');
    moveCharger(ctx.s, u, at, at, check.distance);
    return true;
  }
  const tasks: Task[] = [];
  if (ambush && target.ambushedTurn !== ctx.s.turn) {
    target.ambushedTurn = ctx.s.turn;
    tasks.push({ t: 'terror', unitId: target.id, count: 1, cause: 'ambushed', from: unitCentre(u) });
  }
  if (target.status === 'active') {
    tasks.push({ t: 'test', unitId: target.id, test: 'fear', trigger: ambush ? 'ambushed' : 'charged', marchingAmbush: ambush && target.marching });
  }
  const path = { origin: unitCentre(u), toward: unitCentre(target), ambush };
  tasks.push({ t: 'charge-react', chargerId: u.id, targetId: target.id, ambush, targetAt: unitCentre(target), path, inTheWay: false });
  ctx.s.agenda.unshift(...tasks);
  return true;
}

/** After the fear test: a target still standing may choose how to meet the charge. */
export function chargeReact(ctx: Ctx, task: Extract<Task, { t: 'charge-react' }>): void {
  const charger = mustUnit(ctx.s, task.chargerId);
  const target = mustUnit(ctx.s, task.targetId);
  const contact: Task = { t: 'charge-contact', chargerId: charger.id, targetId: target.id, counter: false, retiredBefore: charger.retiredThisTurn, targetAt: task.targetAt, path: task.path };
  if (target.status !== 'active' || charger.status !== 'active') { ctx.s.agenda.unshift(contact); return; }
  const face = chargeFace(charger, target);
  const r = chargeResponses(ctx.s, charger, target, face);
  // Units charged in the way of a charge carried on "must take a fear test as normal but may not shoot".
  if (task.inTheWay) r.canShoot = false;
  if (!r.canShoot && !r.canFlee && !r.canCounter) { ctx.s.agenda.unshift(contact); return; }
  ctx.s.decision = {
    kind: 'charged', side: target.side, unitId: target.id, chargerId: charger.id, ...r,
    retiredBefore: charger.retiredThisTurn, targetAt: task.targetAt, path: task.path,
  };
}

/** The charged unit's answer: stand, shoot at the chargers, flee humiliated, or counter-charge. */
export function answerCharge(ctx: Ctx, response: 'stand' | 'shoot' | 'flee' | 'counter-charge'): void {
  const d = ctx.s.decision;
  if (!d || d.kind !== 'charged') return;
  ctx.s.decision = null;
  const target = mustUnit(ctx.s, d.unitId);
  const charger = mustUnit(ctx.s, d.chargerId);
  const contact: Task = { t: 'charge-contact', chargerId: charger.id, targetId: target.id, counter: response === 'counter-charge', retiredBefore: d.retiredBefore, targetAt: d.targetAt, path: d.path };
  switch (response) {
    case 'stand':
      unitEvent(ctx, 'reaction', target, `${target.name} stands to meet the charge`);
      break;
    case 'counter-charge':
      markOutOfSequence(target);
      unitEvent(ctx, 'reaction', target, `${target.name} counter-charges`);
      break;
    case 'flee':
      markOutOfSequence(target);
      unitEvent(ctx, 'reaction', target, `${target.name} takes a humiliated marker and flees`);
      addHumiliated(ctx, target, 1, 'fled from a charge', unitCentre(charger));
      startRout(ctx, target, unitCentre(charger), 'fled from a charge');
      break;
    case 'shoot': {
      markOutOfSequence(target);
      const plan = planShot(ctx.s, target, charger, 'aimed', null);
      unitEvent(ctx, 'reaction', target, `${target.name} fires at the chargers`);
      const tasks = plan ? resolveShot(ctx, target, charger, plan, { ambush: false }) : [];
      ctx.s.agenda.unshift(...tasks, contact);
      return;
    }
  }
  ctx.s.agenda.unshift(contact);
}

/** Contact: the charge goes home unless the chargers were turned back; a target that left is not fought. */
export function chargeContact(ctx: Ctx, task: Extract<Task, { t: 'charge-contact' }>): void {
  const charger = unitById(ctx.s, task.chargerId);
  const target = unitById(ctx.s, task.targetId);
  if (!charger || !target) return;
  if (charger.status !== 'active' || charger.retiredThisTurn > task.retiredBefore) {
    unitEvent(ctx, 'note', charger, `${charger.name}'s charge is cancelled`);
    return;
  }
  if (target.status !== 'active') {
    const spent = hypot(task.targetAt.x - unitCentre(charger).x, task.targetAt.y - unitCentre(charger).y);
    moveCharger(ctx.s, charger, task.targetAt, task.targetAt, spent);
    followLeader(ctx.s, charger);
    // The charger may halt there or carry on along its original path (charge-on.ts).
    if (carryOnPlan(ctx.s, charger, task.path)) {
      unitEvent(ctx, 'move', charger, `${charger.name} reaches the ground ${target.name} left: halt, or carry the charge on?`);
      ctx.s.decision = { kind: 'charge-on', side: charger.side, unitId: charger.id, path: task.path };
      return;
    }
    unitEvent(ctx, 'move', charger, `${charger.name} halts on the ground ${target.name} left`);
    return;
  }
  const face = chargeFace(charger, target);
  if (task.counter) {
    const a = unitCentre(charger), b = unitCentre(target);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const half = (cardFor(charger).base.depth + cardFor(target).base.depth) / 4;
    const len = Math.max(1e-6, hypot(b.x - a.x, b.y - a.y));
    moveCharger(ctx.s, charger, { x: mid.x - ((b.x - a.x) / len) * half, y: mid.y - ((b.y - a.y) / len) * half }, b, len / 2);
    moveCharger(ctx.s, target, { x: mid.x + ((b.x - a.x) / len) * half, y: mid.y + ((b.y - a.y) / len) * half }, a, len / 2);
  } else {
    const spot = contactSpot(ctx.s, charger, target, face);
    if (!spot) {
      unitEvent(ctx, 'note', charger, `${charger.name}'s charge is cancelled: other troops now stand along ${target.name}'s face`);
      return;
    }
    moveCharger(ctx.s, charger, spot.at, spot.toward, hypot(task.targetAt.x - unitCentre(charger).x, task.targetAt.y - unitCentre(charger).y));
  }
  followLeader(ctx.s, charger);
  if (kindOf(charger) === 'tank' || kindOf(charger) === 'armoured-car') { vehicleContact(ctx, charger, target); return; }
  if (kindOf(target) === 'field-gun') {
    ctx.s.agenda.unshift({ t: 'surrender', unitId: target.id, cause: 'the gunners surrender rather than fight' });
    return;
  }
  const tasks: Task[] = [];
  const flanked = face !== 'front' && !task.counter;
  if (flanked) {
    tasks.push({ t: 'terror', unitId: target.id, count: face === 'rear' ? 3 : 1, cause: `charged in the ${face}`, from: unitCentre(charger) });
    unitEvent(ctx, 'note', target, `${target.name} turns to face and fights at half strength`);
  }
  tasks.push({ t: 'combat', chargerId: charger.id, targetId: target.id, flanked, counter: task.counter });
  ctx.s.agenda.unshift(...tasks);
}

/** "Combat is resolved immediately that a unit charge meets the enemy." Sabres that rout the enemy pursue. */
export function combatTask(ctx: Ctx, task: Extract<Task, { t: 'combat' }>): void {
  const charger = unitById(ctx.s, task.chargerId);
  const target = unitById(ctx.s, task.targetId);
  if (!charger || !target || charger.status !== 'active' || target.status !== 'active') return;
  const { tasks } = resolveCombat(ctx, charger, target, { defenderFlanked: task.flanked, counterCharge: task.counter });
  if (kindOf(charger) === 'sabres') tasks.push({ t: 'pursue', unitId: charger.id, targetId: target.id });
  if (kindOf(target) === 'sabres') tasks.push({ t: 'pursue', unitId: target.id, targetId: charger.id });
  ctx.s.agenda.unshift(...tasks);
}

/** Tanks and armoured cars: troops who stood the fear test rout on contact, but may damage the vehicle. */
function vehicleContact(ctx: Ctx, vehicle: RaUnit, target: RaUnit): void {
  const d = ctx.dice.d(6);
  const grenadiers = hasTrait(ctx.s, target, 'grenadiers');
  const total = d + (grenadiers ? VEHICLE_ROLLS.grenadierBonus : 0);
  const hit = total >= VEHICLE_ROLLS.immobiliseOnCharge;
  unitEvent(ctx, 'vehicle', target, `${target.name} tries to stop ${vehicle.name}: ${total}${hit ? ', immobilising it' : ''}`, {
    roll: explain('Tanks', [d], hit ? 'vehicle immobilised' : 'no damage', {
      target: '6', modifiers: grenadiers ? [{ label: 'grenadiers', value: VEHICLE_ROLLS.grenadierBonus }] : [],
    }),
  });
  if (hit && vehicle.vehicle) vehicle.vehicle.immobilised = true;
  ctx.s.agenda.unshift({ t: 'rout', unitId: target.id, from: unitCentre(vehicle), cause: 'contacted by a vehicle' });
}
