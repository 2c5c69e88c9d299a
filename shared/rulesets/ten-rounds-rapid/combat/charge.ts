import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { CHARGE_RULE, planChargeFire, type ChargeRound } from '../fire/close/charge.ts';
import { planAtBand, type DirectFirePlan } from '../fire/direct/direct-fire.ts';
import { rollCasualties } from '../fire/casualty-table.ts';
import { type TrrState, type TrrUnit, centreOf, fighting, kindOf, onTable, troopOf } from '../state.ts';
import { halvings, softFirer, softTarget } from './fire-adapter.ts';
import { takeCasualties } from './casualties.ts';
import { CONTACT_GAP_CM, closeIn, strike } from './close-combat.ts';
import { testMotivation } from '../motivation/motivation.ts';
import { retire, rout } from '../motivation/morale-moves.ts';
import { movementOf, rateCm } from '../movement/movement.ts';
import { locatedByWords, unitDistanceCm } from '../observation/observation.ts';
import { cmText } from '../scale.ts';
import { crossMinefields } from '../options/minefields.ts';
import { wayFor } from '../options/weather-going.ts';

/**
 * Rounds fought after the contact while neither side has lost more (README: "Cavalry charges"). The text says "After
 * the initial charge both fight at close range" and gives no end; Tachanka stops after these and leaves the two in
 * contact, to fire at each other in later activations.
 */
export const LATER_ROUNDS_AT_MOST = 2;

/** A unit fights with the lance only on horseback. */
const withLances = (u: TrrUnit): boolean => troopOf(u).lancers === true && kindOf(u) === 'cavalry' && u.mounted;

/** How `f` fights `opponent` in a round of the charge: the fire rules' charge plan (its `tachanka rules` table's function). */
function fightPlan(state: TrrState, f: TrrUnit, opponent: TrrUnit, charging: boolean, round: ChargeRound): DirectFirePlan | null {
  const firer = softFirer(f);
  const target = softTarget(state, opponent);
  if (!firer || !target || !fighting(f)) return null;
  if (firer.kind === 'small-arms') return planChargeFire({ firer, charging, lancers: withLances(f) }, round, { target, lancers: withLances(opponent) }, halvings(f));
  // Machine guns and guns charged fight by the same brackets: as if at medium range at contact, then close.
  const band = round === 'contact' ? 'medium' : 'close';
  return planAtBand({ firer, target, vehicleMoving: false, halved: halvings(f), band, bandNote: round === 'contact' ? 'charged: fights as if at medium range' : 'after the initial charge', extra: [] });
}

/** One side's fire in a round of the fight; returns the figures it cost the other. */
function fightRound(state: TrrState, f: TrrUnit, opponent: TrrUnit, charging: boolean, round: ChargeRound, why: string, dice: Dice, events: GameEvent[]): number {
  const plan = fightPlan(state, f, opponent, charging, round);
  if (!plan) return 0;
  const casualties = rollCasualties(plan.finalFactor, dice);
  events.push({ kind: 'combat', side: f.side, unitId: f.id, targetUnitId: opponent.id, text: `${f.name} ${why} ${opponent.name}: ${plan.text}` });
  for (const r of casualties.rolls) events.push({ kind: 'casualty', side: opponent.side, unitId: opponent.id, text: `${opponent.name}: ${r.explanation.result}`, roll: { ...r.explanation, rule: CHARGE_RULE } });
  return takeCasualties(opponent, casualties.casualties, dice, events);
}

/**
 * "Cavalry Charges": the charge adds a d10 to the move; the target tests and fires at the end of the charger's
 * normal move (a mounted target countercharges instead); within a normal move the charge goes home, beyond it the
 * charger tests again; on contact the charger fights as an assault company at close range (lancers at point blank),
 * its target as if at medium range; then both fight at close range. The side that lost more in a round gives ground.
 */
export function charge(state: TrrState, u: TrrUnit, target: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const path = wayFor(state, movementOf(u), centreOf(u), centreOf(target));
  const normal = rateCm(u, path);
  const bonus = dice.d(10);
  const reach = normal + bonus;
  const gap = unitDistanceCm(u, target) - CONTACT_GAP_CM;
  events.push({ kind: 'move', side: u.side, unitId: u.id, targetUnitId: target.id, text: `${u.name} charge ${target.name}${locatedByWords(state, u, target)}, ${cmText(gap + CONTACT_GAP_CM)} away`, roll: { table: 'movement', column: 'charging horse', dice: [bonus], modifiers: [{ label: 'normal move', value: normal }], total: reach, result: `${reach} cm of charge`, rule: CHARGE_RULE } });
  u.fired = true;
  const counter = kindOf(target) === 'cavalry' && target.mounted && target.status === 'ready';
  if (counter) events.push({ kind: 'reaction', side: target.side, unitId: target.id, text: `${target.name} countercharge` });
  else {
    // "The target of a charge rolls for activation and fires at the charging troops at the end of their normal move."
    const r = testMotivation(state, target, false, dice, events, 'charged');
    if (r.band === 'rout') rout(state, target, dice, events);
    else strike(state, target, u, Math.max(CONTACT_GAP_CM, Math.round((gap + CONTACT_GAP_CM - normal) * 2) / 2), {}, dice, events, 'fire at the charging', CHARGE_RULE);
  }
  if (!onTable(u) || u.status !== 'ready') return;
  const from = centreOf(u);
  if (!onTable(target) || target.status === 'routing') { closeIn(u, target, Math.min(reach, gap)); crossMinefields(state, u, from, centreOf(u), dice, events); return; }
  let home = gap <= normal || counter;
  if (!home && gap <= reach) {
    events.push({ kind: 'note', side: u.side, unitId: u.id, text: `${u.name} must test again to charge home` });
    home = testMotivation(state, u, false, dice, events, 'charge-home').total >= 8;
  }
  const contact = closeIn(u, target, home ? gap : Math.min(normal, gap));
  crossMinefields(state, u, from, centreOf(u), dice, events);
  if (!contact || !onTable(u)) return;
  fight(state, u, target, counter, dice, events);
}

/** The contact round, then later rounds at close range until one side has lost more and gives ground. */
function fight(state: TrrState, u: TrrUnit, target: TrrUnit, counter: boolean, dice: Dice, events: GameEvent[]): void {
  for (let round = 0; round <= LATER_ROUNDS_AT_MOST; round++) {
    const when: ChargeRound = round === 0 ? 'contact' : 'later';
    const lostByTarget = fightRound(state, u, target, true, when, when === 'contact' ? 'crash into' : 'fight on against', dice, events);
    const lostByCharger = fightRound(state, target, u, counter, when, when === 'contact' ? 'meet' : 'fight on against', dice, events);
    if (lostByTarget > lostByCharger) { if (fighting(target)) retire(state, target, dice, events); return; }
    if (lostByCharger > lostByTarget) { if (fighting(u)) retire(state, u, dice, events); return; }
    if (!fighting(u) || !fighting(target)) return;
  }
}
