/**
 * Ten Rounds Rapid measures in centimetres ("All distances are quoted in centimetres"); the table is kept in inches
 * (docs/ARCHITECTURE.md "Units and distances"), so this rule set converts at its boundary and speaks centimetres
 * through the one conversion (`shared/core/distance-units.ts`), which the screens and print use too.
 */
import { fromUnit, inUnit } from '../../core/distance-units.ts';

export { CM_PER_INCH, cmText } from '../../core/distance-units.ts';

export const toCm = (inches: number): number => inUnit(inches, 'cm');
export const toInches = (cm: number): number => fromUnit(cm, 'cm');
