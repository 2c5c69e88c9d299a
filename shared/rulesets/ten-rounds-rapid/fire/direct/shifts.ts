import type { Modifier } from '../../../../engine/events.ts';
import { COVER_LEVELS, RANGE_BAND_NAMES, type Cover, type Formation, type RangeBand, type SoftTarget } from '../types.ts';

/**
 * "Fire modifiers": column shifts on the final fire factor table. A shift's value counts columns to the right (weaker)
 * as positive and to the left (stronger) as negative, as the text writes "1 Right" and "2 Left".
 */

export const RANGE_SHIFTS: Readonly<Record<RangeBand, number>> = { 'point-blank': -2, close: -1, medium: 0, long: 1, extreme: 1 };
export const COVER_SHIFTS: Readonly<Record<Cover, number>> = { none: 0, light: 1, medium: 2, heavy: 3, total: 4 };
export const FORMATION_SHIFTS: Readonly<Record<Formation, number>> = { close: -1, normal: 0, extended: 1 };
export const MOUNTED_SHIFT = -1;
export const TACHANKA_SHIFT = -1;
export const MOVING_VEHICLE_SHIFT = 1;
/** "Shrapnel moves an extra 2 right for targets in cover." */
export const SHRAPNEL_IN_COVER_SHIFT = 2;

/**
 * The cover the fire counts against: "Machine guns are counted as one cover status higher" (total stays total), and
 * "Soft transport counts as light cover" (better ground keeps its own level).
 */
export function effectiveCover(target: SoftTarget): Cover {
  const i = COVER_LEVELS.indexOf(target.cover);
  if (target.kind === 'mg') return COVER_LEVELS[Math.min(i + 1, COVER_LEVELS.length - 1)]!;
  if (target.kind === 'soft-transport') return COVER_LEVELS[Math.max(i, 1)]!;
  return target.cover;
}

/** "Machine guns and Tchankas are in extended order", and so are gun crews ("Gun crews are in extended order"). */
export function effectiveFormation(target: SoftTarget): Formation {
  return target.kind === 'mg' || target.kind === 'tachanka' || target.kind === 'gun-crew' ? 'extended' : target.formation;
}

const side = (value: number): string => `${Math.abs(value)} ${value < 0 ? 'left' : 'right'}`;

/** "2 left (point blank)". */
export const shiftText = (m: Modifier): string => `${side(m.value)} (${m.label})`;

export interface ShiftOptions {
  /** The bracket the fire counts at, or null where range does not shift (HE, overruns, flame-throwers). */
  band: RangeBand | null;
  /** Whether cover shifts apply (flame-throwers ignore cover). */
  cover: boolean;
  /** Whether the target's formation shifts (an overrun takes "only cover modifiers"). */
  formation: boolean;
  vehicleMoving: boolean;
  shrapnel: boolean;
}

export function softTargetShifts(target: SoftTarget, o: ShiftOptions): Modifier[] {
  const out: Modifier[] = [];
  const push = (label: string, value: number): void => { if (value !== 0) out.push({ label, value }); };
  if (o.band) push(`${RANGE_BAND_NAMES[o.band]} range`, RANGE_SHIFTS[o.band]);
  const cover = effectiveCover(target);
  if (o.cover) {
    const why = target.kind === 'mg' && cover !== target.cover ? ', one higher for a machine gun' : target.kind === 'soft-transport' && cover !== target.cover ? ', soft transport' : '';
    push(`${cover} cover${why}`, COVER_SHIFTS[cover]);
    if (o.shrapnel && cover !== 'none') push('shrapnel at a target in cover', SHRAPNEL_IN_COVER_SHIFT);
  }
  if (o.formation) {
    const formation = effectiveFormation(target);
    push(`${formation} order`, FORMATION_SHIFTS[formation]);
    if (target.kind === 'mounted') push('mounted troops', MOUNTED_SHIFT);
    if (target.kind === 'tachanka') push('tachanka', TACHANKA_SHIFT);
  }
  if (o.vehicleMoving) push('vehicle firing on the move', MOVING_VEHICLE_SHIFT);
  return out;
}
