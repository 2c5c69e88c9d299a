import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier } from '../../../../engine/events.ts';
import { ok, refuse, type Result } from '../../../../core/result.ts';
import { rollCasualties, type Casualties } from '../casualty-table.ts';
import { RANGE_BAND_NAMES, type RangeBand, type SoftTarget } from '../types.ts';
import { basicFactor, rangeWeaponOf, type SoftFirer } from './factors.ts';
import { planFactor, type FactorPlan } from './factor-plan.ts';
import { SOFT_RANGES, SOFT_RANGE_WEAPON_NAMES, softRangeBand } from './ranges.ts';
import { softTargetShifts } from './shifts.ts';

/** "12. Direct Fire at Infantry and Soft Targets": small arms and support weapons, from range to casualties. */

export const DIRECT_FIRE_RULE = '12 Direct Fire at Infantry and Soft Targets';

export interface DirectFireInput {
  firer: SoftFirer;
  /** Closest point to closest point, in centimetres. */
  rangeCm: number;
  target: SoftTarget;
  /** "Vehicles firing on the move 1 Right." */
  vehicleMoving: boolean;
  /** Each reason halves the basic factor once: a retiring unit, a machine gun's or tachanka's first hit. */
  halved: readonly string[];
}

export interface DirectFirePlan extends FactorPlan {
  rangeCm: number;
  band: RangeBand;
  /** Why the fire counts at another bracket than its distance, if it does. */
  bandNote: string | null;
}

export interface DirectFireResult {
  plan: DirectFirePlan;
  casualties: Casualties;
}

/** The bracket the fire counts at: "Point Blank may only be used if the unit in question has grenades", else close. */
function countedBand(band: RangeBand, firer: SoftFirer): { band: RangeBand; note: string | null } {
  if (band === 'point-blank' && !firer.grenades) return { band: 'close', note: 'point blank counts as close: no grenades' };
  return { band, note: null };
}

export function planDirectFire(input: DirectFireInput): Result<DirectFirePlan> {
  const weapon = rangeWeaponOf(input.firer);
  const measured = softRangeBand(weapon, input.rangeCm);
  if (!measured) {
    const limit = SOFT_RANGES[weapon][SOFT_RANGES[weapon].length - 1]!;
    return refuse(`${input.rangeCm} cm is beyond the extreme range of ${SOFT_RANGE_WEAPON_NAMES[weapon]} (${limit} cm)`, `${DIRECT_FIRE_RULE}: Ranges`);
  }
  const { band, note } = countedBand(measured, input.firer);
  return ok(planAtBand({ ...input, band, bandNote: note, extra: [] }, `${input.rangeCm} cm, `));
}

export interface BandInput extends Omit<DirectFireInput, 'rangeCm'> {
  band: RangeBand;
  bandNote: string | null;
  /** Modifiers other rules add to the basic factor. */
  extra: readonly Modifier[];
  rangeCm?: number;
}

/** Fire at a bracket another rule sets rather than the tape (a charge's melee): the same factors and shifts. */
export function planAtBand(input: BandInput, measured = ''): DirectFirePlan {
  const basic = basicFactor(input.firer, input.band, input.target.grade, input.extra);
  const shifts = softTargetShifts(input.target, { band: input.band, cover: true, formation: true, vehicleMoving: input.vehicleMoving, shrapnel: false });
  const plan = planFactor(basic, input.halved, shifts);
  const at = `${measured}${RANGE_BAND_NAMES[input.band]} range${input.bandNote ? ` (${input.bandNote})` : ''}`;
  return { ...plan, rangeCm: input.rangeCm ?? 0, band: input.band, bandNote: input.bandNote, text: `${at}: ${plan.text}` };
}

/** Plans the fire and rolls the casualty table for it (nothing is rolled when the final factor is 0). */
export function resolveDirectFire(input: DirectFireInput, dice: Dice): Result<DirectFireResult> {
  const plan = planDirectFire(input);
  if (!plan.ok) return plan;
  return ok({ plan: plan.value, casualties: rollCasualties(plan.value.finalFactor, dice) });
}
