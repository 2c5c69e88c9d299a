/**
 * Ten Rounds Rapid measures in centimetres ("All distances are quoted in centimetres"); the table is kept in inches
 * (docs/ARCHITECTURE.md "Units and distances"), so this rule set converts at its boundary and speaks centimetres.
 */
export const CM_PER_INCH = 2.54;

export const toCm = (inches: number): number => inches * CM_PER_INCH;
export const toInches = (cm: number): number => cm / CM_PER_INCH;

/** A distance for a person's eyes: whole centimetres, or halves below 20 cm ("12.5 cm"); never "0 cm" for a gap. */
export function cmText(cm: number): string {
  if (cm > 0 && cm < 0.5) return 'under 1 cm';
  const shown = cm < 20 ? Math.round(cm * 2) / 2 : Math.round(cm);
  return `${shown} cm`;
}
