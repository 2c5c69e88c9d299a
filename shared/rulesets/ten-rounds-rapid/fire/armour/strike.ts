import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { ok, refuse, type Result } from '../../../../core/result.ts';
import { bandFor } from '../direct/ranges.ts';
import { RANGE_BAND_NAMES, type RangeBand } from '../types.ts';
import {
  ARMOUR_RANGES, ARMOUR_RANGE_MODIFIERS, ARMOUR_RULE, CAMOUFLAGED, CONCEALMENT_MODIFIERS, HITS_FROM, MOVEMENT_MODIFIERS, hitsFor, strikeValue,
  type AtWeapon, type Concealment,
} from './tables.ts';

/** "D10 + Gun Strike Value - Vehicle Defence Value", with range, movement and concealment modifiers: the hits scored. */

export interface Strike {
  /** What strikes, as a person reads it: "76 mm gun", "minefield". */
  label: string;
  value: number;
}

export interface StrikeResult {
  hits: number;
  explanation: RollExplanation;
}

const hitWords = (n: number): string => (n === 0 ? 'no hit' : `${n} hit${n === 1 ? '' : 's'}`);

/** The roll itself, for any strike against any defence value. */
export function rollStrike(strike: Strike, defence: number, modifiers: readonly Modifier[], dice: Dice, rule: string, column: string): StrikeResult {
  const roll = dice.d(10);
  const all: Modifier[] = [{ label: `strike value, ${strike.label}`, value: strike.value }, { label: 'defence value', value: -defence }, ...modifiers].filter((m) => m.value !== 0);
  const total = roll + all.reduce((a, m) => a + m.value, 0);
  const hits = hitsFor(total);
  return { hits, explanation: { table: 'armour-hits', column, target: `${HITS_FROM}+`, dice: [roll], modifiers: all, total, result: hitWords(hits), rule } };
}

export interface ArmourFireInput {
  weapon: AtWeapon;
  /** Guns only. */
  calibreMm?: number;
  rangeCm: number;
  defence: number;
  firerMoving: boolean;
  targetMoving: boolean;
  concealment: Concealment;
  camouflaged: boolean;
}

export interface ArmourFire extends StrikeResult {
  band: RangeBand;
  strike: number;
}

const WEAPON_WORDS: Readonly<Record<AtWeapon, string>> = {
  'hand-grenade': 'hand grenades', 'rifle-grenade': 'rifle grenades', 'at-rifle': 'A/T rifle', hmg: 'HMG', 'auto-cannon': 'auto cannon', gun: 'gun', 'flame-thrower': 'flame-thrower',
};

/** The modifiers an attack on armour takes; flame-throwers only "the Concealed behind a Hill or Dug in modifier". */
export function armourModifiers(input: ArmourFireInput, band: RangeBand): Modifier[] {
  const concealment = CONCEALMENT_MODIFIERS[input.concealment];
  if (input.weapon === 'flame-thrower') return input.concealment === 'hill-or-dug-in' && concealment ? [concealment] : [];
  const out: Modifier[] = [{ label: `${RANGE_BAND_NAMES[band]} range`, value: ARMOUR_RANGE_MODIFIERS[band] }];
  if (input.firerMoving) out.push(MOVEMENT_MODIFIERS.selfMoving);
  if (input.targetMoving) out.push(MOVEMENT_MODIFIERS.targetMoving);
  if (concealment) out.push(concealment);
  if (input.camouflaged) out.push(CAMOUFLAGED);
  return out;
}

export function resolveArmourFire(input: ArmourFireInput, dice: Dice): Result<ArmourFire> {
  const flame = input.weapon === 'flame-thrower';
  const band = flame ? (input.rangeCm <= 4 ? 'medium' : null) : bandFor(ARMOUR_RANGES[input.weapon as Exclude<AtWeapon, 'flame-thrower'>], input.rangeCm);
  if (!band) return refuse(`${input.rangeCm} cm is beyond the extreme range of ${WEAPON_WORDS[input.weapon]} against armour`, `${ARMOUR_RULE}: Range Modifiers`);
  const strike = strikeValue(input.weapon, input.calibreMm);
  const label = input.weapon === 'gun' ? `${input.calibreMm} mm gun` : WEAPON_WORDS[input.weapon];
  const r = rollStrike({ label, value: strike }, input.defence, armourModifiers(input, band), dice, ARMOUR_RULE, `${label} at ${input.rangeCm} cm`);
  return ok({ ...r, band, strike });
}
