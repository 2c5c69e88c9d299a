import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { DISMOUNT_PENALTIES, LIMBER_PENALTIES, horseHolders } from './movement-table.ts';
import { type Formation, type TrrUnit, kindOf } from '../state.ts';

/**
 * Section 4: "Formations may only be changed when the unit is activated", by a company (or dismounted cavalry)
 * before it has moved or fired.
 */
export function formationRefusal(u: TrrUnit): string | null {
  const kind = kindOf(u);
  if (kind !== 'rifles' && !(kind === 'cavalry' && !u.mounted)) return `${u.name} have no formation to change`;
  if (u.moved || u.fired) return `${u.name} change formation before they move or fire`;
  if (u.reformed) return `${u.name} have changed their order once this activation`;
  return null;
}

export function changeFormation(u: TrrUnit, formation: Formation, events: GameEvent[]): void {
  u.formation = formation;
  u.reformed = true;
  events.push({ kind: 'note', side: u.side, unitId: u.id, text: `${u.name} form ${formation} order` });
}

export type HorsesChange = 'mount' | 'dismount' | 'limber' | 'unlimber';

export function horsesRefusal(u: TrrUnit, change: HorsesChange): string | null {
  const kind = kindOf(u);
  if (u.moved || u.fired) return `${u.name} ${change} before they move or fire`;
  if (u.reformed) return `${u.name} have changed their order once this activation`;
  if (change === 'mount' || change === 'dismount') {
    if (kind !== 'cavalry') return `${u.name} have no horses`;
    if ((change === 'mount') === u.mounted) return `${u.name} are ${u.mounted ? 'already mounted' : 'already on foot'}`;
    return null;
  }
  if (kind !== 'gun') return `${u.name} have no guns to ${change}`;
  if ((change === 'limber') === u.limbered) return `${u.name} are ${u.limbered ? 'already limbered' : 'already unlimbered'}`;
  return null;
}

/**
 * "Cavalry take one penalty to dismount, and must leave 1 figure in 4 to hold the horses"; mounting costs the same
 * (README: "Mounting"); "Vehicles and horse transport take 2 Penalties to limber/unlimber towed weapons".
 */
export function changeHorses(u: TrrUnit, change: HorsesChange, dice: Dice, events: GameEvent[]): void {
  const count = change === 'limber' || change === 'unlimber' ? LIMBER_PENALTIES : DISMOUNT_PENALTIES;
  const rolls = dice.roll(count, 10);
  const cm = rolls.reduce((a, b) => a + b, 0);
  u.spentCm += cm;
  u.reformed = true;
  let extra = '';
  if (change === 'dismount') {
    u.horseHolders = Math.min(u.figures, horseHolders(u.figures));
    u.figures -= u.horseHolders;
    u.mounted = false;
    extra = `, ${u.horseHolders} holding the horses`;
  } else if (change === 'mount') {
    u.figures += u.horseHolders;
    u.horseHolders = 0;
    u.mounted = true;
  } else u.limbered = change === 'limber';
  events.push({
    kind: 'note', side: u.side, unitId: u.id, text: `${u.name} ${change}${extra}`,
    roll: { table: 'movement', column: `${change} (${count} penalt${count === 1 ? 'y' : 'ies'})`, dice: rolls, modifiers: [], total: cm, result: `${cm} cm off the move`, rule: 'Ten Rounds Rapid: 11 Movement' },
  });
}
