import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { ok, refuse, type Result } from '../../../../core/result.ts';
import { CASUALTY_ROW_TOP, casualtiesFor, casualtyRows } from '../casualty-table.ts';
import { planFactor, type FactorPlan } from '../direct/factor-plan.ts';
import type { BasicFactor } from '../direct/factors.ts';
import { softTargetShifts } from '../direct/shifts.ts';
import type { Ammunition } from '../he/he-fire.ts';
import { HE_FACTORS, heFactorRow, type HeWeapon } from '../he/tables.ts';
import type { SoftTarget } from '../types.ts';
import { INDIRECT_RULE } from './request.ts';

/**
 * What falls in the area: soft targets roll the casualty table at the batteries' HE or shrapnel factors added
 * together ("Where batteries are superimposed add the factors"); vehicles are hit on a 10; gas has its own modifiers.
 */

export const AREA_RULE = `${INDIRECT_RULE}: Area Covered`;
export const ARMOUR_UNDER_FIRE_RULE = `${INDIRECT_RULE}: Effects on Armoured Vehicles`;
export const GAS_RULE = `${INDIRECT_RULE}: Gas`;

export interface Battery {
  name: string;
  weapon: HeWeapon;
  calibreMm: number;
}

/** The batteries' factors added, through the final fire factor table with cover (and shrapnel's extra) and formation shifts. */
export function planIndirectFactor(batteries: readonly Battery[], ammunition: Ammunition, target: SoftTarget, halved: readonly string[], gas = false): Result<FactorPlan> {
  if (batteries.length === 0) return refuse('no battery fires', AREA_RULE);
  const parts: Modifier[] = [];
  for (const b of batteries) {
    const row = HE_FACTORS[heFactorRow(b.weapon, b.calibreMm)]!;
    const f = ammunition === 'he' ? row.he : row.shrapnel;
    if (f === null) return refuse(`${b.name} (${row.label}) fires no ${ammunition === 'he' ? 'HE' : 'shrapnel'}`, AREA_RULE);
    parts.push({ label: b.name, value: f });
  }
  const [first, ...rest] = parts;
  const basic = { base: first!.value, baseLabel: first!.label, modifiers: rest, value: parts.reduce((a, p) => a + p.value, 0) };
  return ok(planAreaFactor(basic, ammunition === 'shrapnel', target, halved, gas));
}

/** Any attack on an area (batteries, a bombing run): cover and formation shifts, no range; "Gas ignores cover modifiers". */
export function planAreaFactor(basic: BasicFactor, shrapnel: boolean, target: SoftTarget, halved: readonly string[], gas = false): FactorPlan {
  return planFactor(basic, halved, softTargetShifts(target, { band: null, cover: !gas, formation: true, vehicleMoving: false, shrapnel }));
}

export interface ArmourUnderFire {
  hit: boolean;
  explanation: RollExplanation;
}

/** "Any vehicle under the area covered by fire must test to see if they are hit. Vehicles are hit on a 10 on a D10"; gas always hits armour. */
export function armourUnderFire(dice: Dice, gas = false, modifiers: readonly Modifier[] = []): ArmourUnderFire {
  if (gas) return { hit: true, explanation: { table: 'armour-under-fire', target: 'always (gas)', dice: [], modifiers: [], total: 0, result: 'hit: gas always reaches armour', rule: GAS_RULE } };
  const roll = dice.d(10);
  const total = roll + modifiers.reduce((a, m) => a + m.value, 0);
  const hit = total >= 10;
  return { hit, explanation: { table: 'armour-under-fire', target: '10', dice: [roll], modifiers: [...modifiers], total, result: hit ? 'hit: roll on the AFV Hit Effects Table' : 'missed', rule: ARMOUR_UNDER_FIRE_RULE } };
}

export const GAS_TARGETS = ['unprepared-foot', 'open-vehicle', 'unprepared-armour', 'prepared-foot', 'prepared-foot-elite', 'prepared-armour', 'prepared-armour-elite'] as const;
export type GasTarget = (typeof GAS_TARGETS)[number];

/** "Modify the die roll as follows"; the elite rows are "Blue and White Elite". */
export const GAS_MODIFIERS: Readonly<Record<GasTarget, Modifier>> = {
  'unprepared-foot': { label: 'unprepared foot', value: 0 },
  'open-vehicle': { label: 'open vehicle', value: 0 },
  'unprepared-armour': { label: 'unprepared enclosed armour', value: -2 },
  'prepared-foot': { label: 'prepared foot troops', value: -2 },
  'prepared-foot-elite': { label: 'prepared Blue or White Elite foot', value: -4 },
  'prepared-armour': { label: 'prepared enclosed armour', value: -4 },
  'prepared-armour-elite': { label: 'prepared Blue or White Elite armour', value: -6 },
};

/** Gas at foot troops and open vehicles' crews: each casualty roll takes the modifier; a roll below 1 does nothing. */
export function rollGasCasualties(fireFactor: number, target: GasTarget, dice: Dice): { casualties: number; rolls: RollExplanation[] } {
  const m = GAS_MODIFIERS[target];
  const rolls = casualtyRows(fireFactor).map((row) => {
    const roll = dice.d(10);
    const total = roll + m.value;
    const casualties = total >= 1 ? casualtiesFor(row, Math.min(total, 10)) : 0;
    return { casualties, explanation: { table: 'casualties', column: `fire factor ${row}${fireFactor > CASUALTY_ROW_TOP ? ` (of ${fireFactor})` : ''}`, dice: [roll], modifiers: m.value === 0 ? [] : [m], total, result: `${casualties} casualt${casualties === 1 ? 'y' : 'ies'}`, rule: GAS_RULE } };
  });
  return { casualties: rolls.reduce((a, r) => a + r.casualties, 0), rolls: rolls.map((r) => r.explanation) };
}

/** "It moves downwind 1 D10 cm per move, and remains for the rest of the game." */
export function gasDrift(dice: Dice): { cm: number; explanation: RollExplanation } {
  const roll = dice.d(10);
  return { cm: roll, explanation: { table: 'gas', dice: [roll], modifiers: [], total: roll, result: `drifts ${roll} cm downwind`, rule: GAS_RULE } };
}
