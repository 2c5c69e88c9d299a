import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { ok, refuse, type Result } from '../../../../core/result.ts';
import { rollCasualties, type Casualties } from '../casualty-table.ts';
import { planFactor, type FactorPlan } from '../direct/factor-plan.ts';
import { softTargetShifts } from '../direct/shifts.ts';
import type { SoftTarget } from '../types.ts';
import { HEAVY_CALIBRE_MM, HE_FACTORS, HE_RULE, MOVING_FIRER, heFactorRow, heNeeded, type HeLauncher, type HeWeapon } from './tables.ts';

export const AMMUNITION = ['he', 'shrapnel'] as const;
export type Ammunition = (typeof AMMUNITION)[number];

export interface HeFireInput {
  weapon: HeWeapon;
  calibreMm: number;
  ammunition: Ammunition;
  rangeCm: number;
  /** "subtract 4 if the firer is moving". */
  moving: boolean;
  target: SoftTarget;
  /** A reason for each halving: a field gun's second hit ("Two hits reduces HE factor by half"), a retiring unit. */
  halved: readonly string[];
  /** The optional rule: misses land 5 cm short per point missed by, instead of being ignored. */
  shortFall: boolean;
}

export interface HeShot {
  toHit: RollExplanation;
  hit: boolean;
  /** With the short-fall rule, how far short of the target point a miss lands. */
  shortCm: number | null;
  /** The factor on the final fire factor table, when the shot hit. */
  plan: FactorPlan | null;
  casualties: Casualties | null;
}

/** "Instead of ignoring misses the shells will land 5 cm short of the target point for each point the modified score is lower than that needed." */
export const SHORT_CM_PER_POINT = 5;

/**
 * The HE or shrapnel factor through the final fire factor table. "They take the modifiers for cover, but not range
 * which is covered by the roll to hit"; formation shifts apply too, and moving is already in the roll to hit.
 */
export function planHeFactor(input: Pick<HeFireInput, 'weapon' | 'calibreMm' | 'ammunition' | 'target' | 'halved'>): Result<FactorPlan> {
  const row = HE_FACTORS[heFactorRow(input.weapon, input.calibreMm)]!;
  const factor = input.ammunition === 'he' ? row.he : row.shrapnel;
  if (factor === null) return refuse(`${row.label} fire no ${input.ammunition === 'he' ? 'HE' : 'shrapnel'}`, `${HE_RULE}: factors`);
  const shifts = softTargetShifts(input.target, { band: null, cover: true, formation: true, vehicleMoving: false, shrapnel: input.ammunition === 'shrapnel' });
  const basic = { base: factor, baseLabel: `${input.ammunition === 'he' ? 'HE' : 'shrapnel'}, ${row.label}`, modifiers: [], value: factor };
  return ok(planFactor(basic, input.halved, shifts));
}

export interface HeToHit {
  hit: boolean;
  shortCm: number | null;
  explanation: RollExplanation;
}

/** The roll to hit: a d10, less 4 on the move, against the number for the range; with the short-fall rule, how far short a miss lands. */
export function heToHit(launcher: HeLauncher, rangeCm: number, moving: boolean, shortFall: boolean, dice: Dice): Result<HeToHit> {
  const need = heNeeded(launcher, rangeCm);
  if ('reason' in need) return refuse(need.reason, `${HE_RULE}: to hit`);
  const roll = dice.d(10);
  const modifiers: Modifier[] = moving ? [{ label: 'firer moving', value: MOVING_FIRER }] : [];
  const total = roll + modifiers.reduce((a, m) => a + m.value, 0);
  const hit = total >= need.needed;
  const shortCm = !hit && shortFall ? (need.needed - total) * SHORT_CM_PER_POINT : null;
  const result = hit ? 'hit' : shortCm !== null ? `miss: lands ${shortCm} cm short of the target point` : 'miss';
  return ok({ hit, shortCm, explanation: { table: 'he-to-hit', column: `${launcher}, ${rangeCm} cm`, target: `${need.needed}+`, dice: [roll], modifiers, total, result, rule: `${HE_RULE}: to hit` } });
}

/** One HE shot: the roll to hit, then, on a hit, the casualty table. */
export function resolveHeShot(input: HeFireInput, dice: Dice): Result<HeShot> {
  const launcher = input.weapon === 'mortar' ? 'mortar' : 'gun';
  const need = heNeeded(launcher, input.rangeCm);
  if ('reason' in need) return refuse(need.reason, `${HE_RULE}: to hit`);
  const plan = planHeFactor(input);
  if (!plan.ok) return plan;
  const toHit = heToHit(launcher, input.rangeCm, input.moving, input.shortFall, dice);
  if (!toHit.ok) return toHit;
  const { hit, shortCm, explanation } = toHit.value;
  if (!hit) return ok({ toHit: explanation, hit, shortCm, plan: null, casualties: null });
  return ok({ toHit: explanation, hit, shortCm: null, plan: plan.value, casualties: rollCasualties(plan.value.finalFactor, dice) });
}

export interface HeShotsInput {
  /** Deployed artillery, or a vehicle that has not moved. */
  stationary: boolean;
  armouredTarget: boolean;
  calibreMm: number;
  /** A heavy weapon that fired last move rests this move. */
  firedLastMove: boolean;
  /** A field gun with one hit: "reduces stationary fire at soft targets to once per firing". */
  firesOnce: boolean;
}

/**
 * "Deployed artillery and stationary vehicles may fire twice with HE at soft targets. Firing at armoured targets they
 * may only fire once. Heavy weapons (over 160 mm) may only fire once every other move regardless of target type."
 */
export function heShotsAllowed(s: HeShotsInput): { shots: number; reason: string } {
  if (s.calibreMm > HEAVY_CALIBRE_MM) {
    return s.firedLastMove ? { shots: 0, reason: 'over 160 mm: fired last move, so not this one' } : { shots: 1, reason: 'over 160 mm: once every other move' };
  }
  if (s.armouredTarget) return { shots: 1, reason: 'once at an armoured target' };
  if (!s.stationary) return { shots: 1, reason: 'once on the move' };
  if (s.firesOnce) return { shots: 1, reason: 'once: the gun has been hit' };
  return { shots: 2, reason: 'twice: stationary, at a soft target' };
}
