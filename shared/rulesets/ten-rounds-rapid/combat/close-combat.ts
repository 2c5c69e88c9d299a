import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { resolveDirectFire } from '../fire/direct/direct-fire.ts';
import type { SmallArmsFirer } from '../fire/direct/factors.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, onTable, shiftUnit } from '../state.ts';
import { halvings, softFirer, softTarget } from './fire-adapter.ts';
import { takeCasualties } from './casualties.ts';
import { testMotivation } from '../motivation/motivation.ts';
import { retire, rout } from '../motivation/morale-moves.ts';
import { movementOf, rateCm } from '../movement/movement.ts';
import { pathPenalties } from '../movement/terrain.ts';
import { locatedBy, locatedByWords, unitDistanceCm } from '../observation/observation.ts';
import { cmText, toInches } from '../scale.ts';
import { CHARGE_BONUS_DICE, moveAfterPenalties } from '../movement/movement-table.ts';
import { crossMinefields } from '../options/minefields.ts';
import { wayFor } from '../options/weather-going.ts';
import { sameSector } from '../sectors.ts';
import { isSniper } from '../options/sniper-kind.ts';

/**
 * Close assaults, and what they share with cavalry charges (`charge.ts`). The text resolves assaults only through
 * fire (README: "Close assaults"): the assaulting unit closes to point blank and fires, the defender fires back, and
 * the defender then tests whether it holds.
 */

const ASSAULT_RULE = 'Ten Rounds Rapid: close assault (README)';
/** Where an assault or charge ends: bases touching, inside point blank (4 cm). */
export const CONTACT_GAP_CM = 3;

/** Why the unit may not assault or charge the target, or null. */
export function closeRefusal(state: TrrState, u: TrrUnit, target: TrrUnit | undefined, kind: 'assault' | 'charge'): string | null {
  if (!target || target.side === u.side || !onTable(target)) return 'there is no such enemy on the table';
  if (!sameSector(u, target)) return `${target.name} are in another sector`;
  if (u.band !== 'any' && u.band !== 'advance') return `${u.name} may only ${kind} on a motivation of 8 or more`;
  if (u.moved || u.fired) return `${u.name} ${kind} before they move or fire`;
  // Who may close in at all is asked before what it costs to know whether the target is seen.
  const unitKind = kindOf(u);
  if (kind === 'charge' && !(unitKind === 'cavalry' && u.mounted)) return `only mounted cavalry charge`;
  if (kind === 'assault' && (isSniper(u) || !(unitKind === 'rifles' || (unitKind === 'cavalry' && !u.mounted)))) return `only companies on foot assault`;
  if (softTarget(state, target) === null) return `${target.name} are armoured: fire at them instead`;
  if (!locatedBy(state, u.side, target)) return `${target.name} have not been located`;
  const path = wayFor(state, movementOf(u), centreOf(u), centreOf(target));
  if (path.closed) return path.closed;
  // "A charge may not be launched if any penalties would apply."
  if (kind === 'charge' && pathPenalties(path, movementOf(u)) > 0) return `a charge may not be launched where penalties would apply`;
  const gap = unitDistanceCm(u, target) - CONTACT_GAP_CM;
  const most = rateCm(u, path) + (kind === 'charge' ? 10 * CHARGE_BONUS_DICE : 0);
  if (gap > most) return `${target.name} are ${cmText(gap + CONTACT_GAP_CM)} away, out of reach`;
  return null;
}

/** Moves the unit up to `cm` toward the target, stopping at contact; returns whether it made contact. */
export function closeIn(u: TrrUnit, target: TrrUnit, cm: number): boolean {
  let left = cm;
  // The nearest bases need not lie on the line between the centres: close in a few times, each by the gap left.
  for (let i = 0; i < 4 && left > 0.01; i++) {
    const gap = unitDistanceCm(u, target) - CONTACT_GAP_CM;
    if (gap <= 0.01) break;
    const go = Math.min(gap, left);
    const from = centreOf(u), to = centreOf(target);
    const d = hypot(to.x - from.x, to.y - from.y);
    if (d === 0) break;
    shiftUnit(u, ((to.x - from.x) / d) * toInches(go), ((to.y - from.y) / d) * toInches(go));
    left -= go;
  }
  u.moved = true;
  return unitDistanceCm(u, target) <= CONTACT_GAP_CM + 0.5;
}

/** Fire in close combat at a set range: the firer as it is, with what the charge or assault changes. */
export function strike(state: TrrState, firer: TrrUnit, target: TrrUnit, rangeCm: number, change: Partial<SmallArmsFirer>, dice: Dice, events: GameEvent[], why: string, rule: string): number {
  const base = softFirer(firer);
  const soft = softTarget(state, target);
  if (!base || !soft || firer.status === 'routing' || firer.status === 'destroyed') return 0;
  const shooter = base.kind === 'small-arms' ? { ...base, ...change } : base;
  const result = resolveDirectFire({ firer: shooter, rangeCm, target: soft, vehicleMoving: false, halved: halvings(firer) }, dice);
  if (!result.ok) return 0;
  events.push({ kind: 'combat', side: firer.side, unitId: firer.id, targetUnitId: target.id, text: `${firer.name} ${why} ${target.name}: ${result.value.plan.text}` });
  for (const r of result.value.casualties.rolls) events.push({ kind: 'casualty', side: target.side, unitId: target.id, text: `${target.name}: ${r.explanation.result}`, roll: { ...r.explanation, rule } });
  return takeCasualties(target, result.value.casualties.casualties, dice, events);
}

/** After the exchange: the defender tests whether it holds (8 or more); under that it gives ground or routs. */
function defenderTests(state: TrrState, target: TrrUnit, dice: Dice, events: GameEvent[]): boolean {
  if (!onTable(target) || target.status === 'routing') return false;
  const r = testMotivation(state, target, false, dice, events, 'defence');
  if (r.band === 'rout') { rout(state, target, dice, events); return false; }
  if (r.band === 'retire' || r.band === 'hesitant') { retire(state, target, dice, events); return false; }
  return true;
}

/** An assault: close to point blank, fire, take the defender's fire, and see whether it holds. */
export function assault(state: TrrState, u: TrrUnit, target: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const path = wayFor(state, movementOf(u), centreOf(u), centreOf(target));
  const seenBy = locatedByWords(state, u, target);
  const dice_ = dice.roll(pathPenalties(path, movementOf(u)), 10);
  const reach = moveAfterPenalties(rateCm(u, path), dice_);
  const from = centreOf(u);
  const contact = closeIn(u, target, reach);
  events.push({
    kind: 'move', side: u.side, unitId: u.id, targetUnitId: target.id, at: [centreOf(u)], text: contact ? `${u.name} assault ${target.name}${seenBy}` : `${u.name} go in against ${target.name}${seenBy} but are held up short`,
    ...(dice_.length > 0 ? { roll: { table: 'movement', column: 'assault move', dice: dice_, modifiers: [], total: dice_.reduce((a, b) => a + b, 0), result: `${reach} cm of the move left`, rule: ASSAULT_RULE } } : {}),
  });
  u.fired = true;
  crossMinefields(state, u, from, centreOf(u), dice, events);
  if (!contact || !onTable(u)) return;
  const lostByDefender = strike(state, u, target, CONTACT_GAP_CM, {}, dice, events, 'assault', ASSAULT_RULE);
  const lostByAttacker = strike(state, target, u, CONTACT_GAP_CM, {}, dice, events, 'fire back at', ASSAULT_RULE);
  const holds = defenderTests(state, target, dice, events);
  // A defender that holds and has hurt the assault more than it was hurt throws it back.
  if (holds && lostByAttacker > lostByDefender && onTable(u)) retire(state, u, dice, events);
}
