import type { Modifier } from '../../../../engine/events.ts';
import { onTable, shiftColumn } from '../../../../engine/column-shift.ts';
import { sumText } from '../../../../engine/roll-text.ts';
import { casualtyRows } from '../casualty-table.ts';
import type { BasicFactor } from './factors.ts';
import { FINAL_COLUMNS, FINAL_TABLE, START_COLUMN, finalFactor, type FinalColumn } from './final-factors.ts';
import { shiftText } from './shifts.ts';

/** A basic factor taken through the final fire factor table: the steps every soft-target attack shares. */
export interface FactorPlan {
  basic: BasicFactor;
  /** Why the factor was halved, once per halving ("Firepower is halved", a machine gun's first hit…). */
  halved: string[];
  /** The basic factor after halving (rounded down), the row read. */
  factor: number;
  shifts: Modifier[];
  /** Column index after the shifts; off the table to the right it is past F. */
  column: number;
  columnName: FinalColumn | null;
  finalFactor: number;
  /** The casualty table rows the final factor is rolled on. */
  rows: number[];
  /** The steps as a line that computes, for the report and the explainer. */
  text: string;
}

function halve(value: number, reasons: readonly string[]): number {
  return reasons.reduce((v) => Math.floor(v / 2), value);
}

export function planFactor(basic: BasicFactor, halved: readonly string[], shifts: readonly Modifier[]): FactorPlan {
  const factor = halve(basic.value, halved);
  // Right is weaker, so the shift toward the strong (left) end is the negated sum.
  const column = shiftColumn(START_COLUMN, -shifts.reduce((a, m) => a + m.value, 0), FINAL_TABLE);
  const on = onTable(column, FINAL_TABLE);
  const final = on && factor > 0 ? finalFactor(factor, column) : 0;
  const plan = {
    basic, halved: [...halved], factor, shifts: [...shifts], column, columnName: on ? FINAL_COLUMNS[column]! : null,
    finalFactor: final, rows: casualtyRows(final),
  };
  return { ...plan, text: factorPlanText(plan) };
}

/** "7 (7 figures firing) + 4 (carrying LMG) = 11; column C, 1 left (close range) to B: final fire factor 17". */
export function factorPlanText(p: Omit<FactorPlan, 'text'>): string {
  const start = `${p.basic.base} (${p.basic.baseLabel})`;
  let basic = p.basic.modifiers.length > 0 ? sumText(start, p.basic.modifiers, p.basic.value) : start;
  if (p.halved.length > 0) basic += `, halved (${p.halved.join(', halved again for ')}) to ${p.factor}`;
  if (p.factor <= 0) return `basic factor ${basic}: nothing to fire with`;
  const moves = p.shifts.length > 0 ? `, ${p.shifts.map(shiftText).join(', ')}` : '';
  if (!p.columnName) return `basic factor ${basic}; column C${moves}: off the table to the right, the fire is ineffective`;
  const landed = p.shifts.length > 0 ? ` to ${p.columnName}` : '';
  const result = p.finalFactor > 0 ? `final fire factor ${p.finalFactor}` : 'no fire ("-" on the table)';
  return `basic factor ${basic}; column C${moves}${landed}: ${result}`;
}
