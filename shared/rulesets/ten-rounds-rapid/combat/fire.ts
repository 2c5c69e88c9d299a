import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { DIRECT_FIRE_RULE, planDirectFire, resolveDirectFire, type DirectFireInput } from '../fire/direct/direct-fire.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, onTable, troopOf } from '../state.ts';
import { fieldGunExposure } from '../fire/effects/field-gun.ts';
import { angleBetween, headingOf } from '../../../geometry/vec.ts';
import { halvings, softFirer, softTarget } from './fire-adapter.ts';
import { mayMoveAndFire } from '../movement/movement.ts';
import { sees, unitDistanceCm } from '../observation/observation.ts';
import { takeCasualties } from './casualties.ts';
import { isArmoured } from '../troop-kinds.ts';
import type { HeFireInput } from '../fire/he/he-fire.ts';
import type { ArmourFireInput } from '../fire/armour/strike.ts';
import { armourFire, armourInput, heFire, heInput } from './heavy-fire.ts';
import { sameSector } from '../sectors.ts';
import { sniperFire, sniperTarget } from '../options/snipers.ts';
import { isSniper } from '../options/sniper-kind.ts';
import type { SoftTarget } from '../fire/types.ts';
import { isMoving } from '../movement/moving.ts';


/** Why the unit may not fire now, or null (section 8 bands, section 11 "may not move and fire"). */
export function fireBar(u: TrrUnit): string | null {
  if (u.status === 'routing') return `${u.name} are routing: "No firing"`;
  if (u.band === null || u.band === 'rout') return `${u.name} may not fire now`;
  if (u.fired) return `${u.name} have fired this move`;
  if (u.unsupplied && (kindOf(u) === 'gun' || kindOf(u) === 'mortar')) return `${u.name} are out of ammunition (option "logistics"): resupply first`;
  if (u.moved && !mayMoveAndFire(u)) return `${u.name} may not move and fire`;
  if (u.moved && !u.movedToFire) return `${u.name} moved without taking the penalty to fire`;
  return null;
}

/** Centimetres as the fire rules are told them: to the half centimetre, as a tape is read. */
const measured = (cm: number): number => Math.round(cm * 2) / 2;

/** The direct fire the unit would make at a target, or null where it cannot (out of sight, armour, beyond range). */
export function fireInput(state: TrrState, u: TrrUnit, target: TrrUnit): DirectFireInput | null {
  if (!onTable(target) || target.side === u.side || !sees(state, u, target)) return null;
  const firer = softFirer(u);
  const soft = softTarget(state, target);
  if (!firer || !soft) return null;
  const input: DirectFireInput = { firer, rangeCm: measured(unitDistanceCm(u, target)), target: soft, vehicleMoving: isArmoured(kindOf(u)) && isMoving(u), halved: halvings(u) };
  const plan = planDirectFire(input);
  if (!plan.ok) return null;
  if (kindOf(target) !== 'gun') return input;
  const exposure = fieldGunExposure({ shield: troopOf(target).shield === true, fromFront: fromFront(target, u), ground: soft.cover }, firer.kind === 'small-arms' ? 'small-arms' : 'support-mg', plan.value.band);
  return exposure.canHit ? { ...input, target: { ...soft, cover: exposure.cover } } : null;
}

/** Whether the firer stands ahead of the gun's shield: within 90 degrees of the way the gun faces. */
function fromFront(gun: TrrUnit, firer: TrrUnit): boolean {
  const g = centreOf(gun), f = centreOf(firer);
  return angleBetween(gun.pieces[0]!.facing, headingOf({ x: f.x - g.x, y: f.y - g.y })) <= 90;
}

/** How the unit would fire at the target: small arms or MGs, HE, or fire at armour; null where it cannot. */
export type Attack = { kind: 'direct'; input: DirectFireInput } | { kind: 'he'; input: HeFireInput } | { kind: 'armour'; input: ArmourFireInput } | { kind: 'sniper'; target: SoftTarget };

export function attackOn(state: TrrState, u: TrrUnit, target: TrrUnit): Attack | null {
  if (!onTable(target) || target.side === u.side || target.status === 'destroyed' || !sameSector(u, target) || !sees(state, u, target)) return null;
  if (isSniper(u)) { const soft = sniperTarget(state, u, target); return soft ? { kind: 'sniper', target: soft } : null; }
  const rangeCm = measured(unitDistanceCm(u, target));
  if (isArmoured(kindOf(target))) {
    const input = armourInput(state, u, target, rangeCm);
    return input ? { kind: 'armour', input } : null;
  }
  const he = heInput(state, u, target, rangeCm);
  if (he) return { kind: 'he', input: he };
  const direct = fireInput(state, u, target);
  return direct ? { kind: 'direct', input: direct } : null;
}

/** Located targets it can fire at, nearest first. */
export function fireTargets(state: TrrState, u: TrrUnit): TrrUnit[] {
  if (fireBar(u) !== null) return [];
  return state.units.filter((t) => attackOn(state, u, t) !== null).sort((a, b) => unitDistanceCm(u, a) - unitDistanceCm(u, b));
}

/** Fires the unit at the target by whatever means it has (`attack`, when the caller has worked it out), and lands the results. */
export function fire(state: TrrState, u: TrrUnit, target: TrrUnit, dice: Dice, events: GameEvent[], attack = attackOn(state, u, target)!): void {
  u.fired = true;
  if (attack.kind === 'he') { heFire(state, u, target, attack.input, dice, events); return; }
  if (attack.kind === 'armour') { armourFire(state, u, target, attack.input, dice, events); return; }
  if (attack.kind === 'sniper') { sniperFire(state, u, target, attack.target, dice, events); return; }
  const result = resolveDirectFire(attack.input, dice);
  if (!result.ok) return;
  const { plan, casualties } = result.value;
  events.push({ kind: 'shot', side: u.side, unitId: u.id, targetUnitId: target.id, at: [centreOf(u), centreOf(target)], text: `${u.name} fire at ${target.name}: ${plan.text}` });
  for (const r of casualties.rolls) {
    events.push({ kind: 'casualty', side: target.side, unitId: target.id, text: `${target.name}: ${r.explanation.result}`, roll: { ...r.explanation, rule: DIRECT_FIRE_RULE } });
  }
  takeCasualties(target, casualties.casualties, dice, events);
}
