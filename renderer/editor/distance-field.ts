import { fromUnit, inUnit, unitMark, type DistanceUnit } from '../../shared/core/distance-units.ts';

/**
 * A field a person types a table distance into, in the rule set's unit. The scenario keeps inches; the field
 * shows and takes the unit, converting at this one place, so a centimetre rule set never asks for inches.
 */

/**
 * Places shown: hundredths of an inch (what the editor already stores), tenths of a centimetre (a millimetre).
 * A tenth of a centimetre is coarser than anything the conversion or the editor's hundredth-of-an-inch tidying
 * can add, so a typed value always shows again as typed.
 */
const SHOWN_SCALE: Record<DistanceUnit, number> = { in: 100, cm: 10 };

/** A whole centimetre a click of the arrows (the centimetre grid's fine step is 2 cm); in inches, the caller's step. */
export const fieldStep = (unit: DistanceUnit, inchStep: number): number => (unit === 'cm' ? 1 : inchStep);

/** The number a field shows for a table distance (inches). */
export function shownDistance(inches: number, unit: DistanceUnit): number {
  const scale = SHOWN_SCALE[unit];
  return Math.round(inUnit(inches, unit) * scale) / scale + 0; // + 0 turns -0 into 0
}

/** The table distance (inches) a number typed in the unit stands for, unrounded: the person's number is the value. */
export const typedDistance = (typed: number, unit: DistanceUnit): number => fromUnit(typed, unit);

/** A distance field's limits and arrow step, given in inches. */
export interface DistanceLimits {
  min: number;
  max: number;
  step: number;
  /** Whole numbers in the unit (a table's width: whole inches, or whole centimetres). */
  integer?: boolean;
}

export interface DistanceFieldShape {
  value: number;
  min: number;
  max: number;
  step: number;
  /** The mark after the number: `"` or `cm`. */
  mark: string;
}

/** What the number input gets: the value and limits in the unit (inside the inch limits), its step and mark. */
export function distanceField(inches: number, unit: DistanceUnit, limits: DistanceLimits): DistanceFieldShape {
  const scale = limits.integer ? 1 : SHOWN_SCALE[unit];
  // Limits round inward, so the field never offers a number the scenario's own limits refuse.
  const min = Math.ceil(inUnit(limits.min, unit) * scale - 1e-9) / scale;
  const max = Math.floor(inUnit(limits.max, unit) * scale + 1e-9) / scale;
  return { value: shownDistance(inches, unit), min, max, step: fieldStep(unit, limits.step), mark: unitMark(unit).trim() };
}

/** A length rounded to whole units of the person's measure (a table's width), back in inches. */
export const wholeInUnit = (inches: number, unit: DistanceUnit): number => fromUnit(Math.round(inUnit(inches, unit)), unit);
