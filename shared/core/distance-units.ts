/**
 * The words a person reads for a table distance. The table is kept in inches (docs/ARCHITECTURE.md "Units and
 * distances"); a rule set that measures in centimetres names its unit, and every screen and print converts at
 * this one boundary rather than each repeating the arithmetic.
 */
export const DISTANCE_UNITS = ['in', 'cm'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const CM_PER_INCH = 2.54;

/** A table distance (inches) in the unit's own numbers. */
export const inUnit = (inches: number, unit: DistanceUnit): number => (unit === 'cm' ? inches * CM_PER_INCH : inches);

/** A number in the unit back to table inches. */
export const fromUnit = (value: number, unit: DistanceUnit): number => (unit === 'cm' ? value / CM_PER_INCH : value);

/** Whole centimetres, or halves below 20 cm ("12.5 cm"); never "0 cm" for a gap. */
export function cmText(cm: number): string {
  if (cm > 0 && cm < 0.5) return 'under 1 cm';
  const shown = cm < 20 ? Math.round(cm * 2) / 2 : Math.round(cm);
  return `${shown} cm`;
}

/**
 * A table distance for a person's eyes in the unit: inches to a tenth ("3.5\""), centimetres as `cmText`. What a
 * tape or a reach reads, where a tenth of an inch matters and a centimetre is already fine enough.
 */
export function distanceText(inches: number, unit: DistanceUnit): string {
  return unit === 'cm' ? cmText(inUnit(inches, unit)) : `${inches.toFixed(1)}"`;
}

/** A width by a depth for a person's eyes: "60×40 in", or "152×102 cm" (the numbers as `cmText` gives them). */
export function sizeText(width: number, depth: number, unit: DistanceUnit): string {
  if (unit === 'in') return `${width}×${depth} in`;
  const n = (inches: number) => cmText(inUnit(inches, unit)).replace(' cm', '');
  return `${n(width)}×${n(depth)} cm`;
}

/** A coordinate on the table in the unit (the editor's pointer): "22.5\"", or "57 cm". */
export const coordinateText = (inches: number, unit: DistanceUnit): string =>
  `${inUnit(inches, unit).toFixed(unit === 'cm' ? 0 : 1)}${unitMark(unit)}`;

/** The unit's mark after a number in a field ("\"" or " cm"), and its name for a scale bar. */
export const unitMark = (unit: DistanceUnit): string => (unit === 'cm' ? ' cm' : '"');
export const unitName = (unit: DistanceUnit): string => (unit === 'cm' ? 'centimetres' : 'inches');
