import type { Dice } from '../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../engine/events.ts';

/**
 * The "Casualty Table", typed as printed: a row for each fire factor 1 to 15, a column for each d10 roll 1 to 10,
 * 0 where the text leaves the cell blank. Every soft-target attack (small arms, support weapons, HE, indirect fire,
 * mines, Cheka stiffening) ends here.
 */
export const CASUALTY_TABLE: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
  [0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
  [0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
  [0, 0, 0, 0, 0, 0, 1, 1, 1, 1],
  [0, 0, 0, 0, 0, 1, 1, 1, 1, 1],
  [0, 0, 0, 0, 1, 1, 1, 1, 1, 1],
  [0, 0, 0, 1, 1, 1, 1, 1, 1, 2],
  [0, 0, 1, 1, 1, 1, 1, 1, 2, 2],
  [0, 1, 1, 1, 1, 1, 1, 2, 2, 2],
  [1, 1, 1, 1, 1, 1, 2, 2, 2, 2],
  [1, 1, 1, 1, 1, 2, 2, 2, 2, 3],
  [1, 1, 1, 1, 2, 2, 2, 2, 3, 3],
  [1, 1, 1, 2, 2, 2, 2, 3, 3, 3],
  [1, 1, 2, 2, 2, 2, 3, 3, 3, 3],
  [1, 2, 2, 2, 2, 3, 3, 3, 3, 4],
];

export const CASUALTY_ROW_TOP = CASUALTY_TABLE.length;

export const CASUALTY_RULE = '12 Direct Fire at Infantry and Soft Targets: Casualty Table';

/** Casualties for one roll on one row. */
export function casualtiesFor(row: number, roll: number): number {
  if (!Number.isInteger(row) || row < 1 || row > CASUALTY_ROW_TOP) throw new RangeError(`a casualty table row is 1 to ${CASUALTY_ROW_TOP}, got ${row}`);
  if (!Number.isInteger(roll) || roll < 1 || roll > 10) throw new RangeError(`a d10 roll is 1 to 10, got ${roll}`);
  return CASUALTY_TABLE[row - 1]![roll - 1]!;
}

/** "Fire Factors over 15 are divided into increments of 15 and handled by additional rolls": 32 → [15, 15, 2]. */
export function casualtyRows(fireFactor: number): number[] {
  if (!Number.isInteger(fireFactor) || fireFactor < 0) throw new RangeError(`a fire factor is a whole number 0 or more, got ${fireFactor}`);
  const rows: number[] = [];
  for (let left = fireFactor; left > 0; left -= CASUALTY_ROW_TOP) rows.push(Math.min(left, CASUALTY_ROW_TOP));
  return rows;
}

export interface CasualtyRoll {
  row: number;
  roll: number;
  casualties: number;
  explanation: RollExplanation;
}

export interface Casualties {
  fireFactor: number;
  rolls: CasualtyRoll[];
  casualties: number;
}

const casualtyWords = (n: number): string => (n === 0 ? 'no casualties' : `${n} casualt${n === 1 ? 'y' : 'ies'}`);

/** Reads one roll and explains it: table, row, the d10, the casualties. */
export function casualtyRoll(row: number, roll: number, rule: string, of?: { index: number; count: number; factor: number }): CasualtyRoll {
  const casualties = casualtiesFor(row, roll);
  const part = of && of.count > 1 ? ` (roll ${of.index + 1} of ${of.count} for fire factor ${of.factor})` : '';
  return {
    row, roll, casualties,
    explanation: { table: 'casualties', column: `fire factor ${row}${part}`, dice: [roll], modifiers: [], total: roll, result: casualtyWords(casualties), rule },
  };
}

/** Rolls a d10 for each row the fire factor splits into and adds the casualties. A factor of 0 rolls nothing. */
export function rollCasualties(fireFactor: number, dice: Dice, rule: string = CASUALTY_RULE): Casualties {
  const rows = casualtyRows(fireFactor);
  const rolls = rows.map((row, index) => casualtyRoll(row, dice.d(10), rule, { index, count: rows.length, factor: fireFactor }));
  return { fireFactor, rolls, casualties: rolls.reduce((a, r) => a + r.casualties, 0) };
}

/**
 * The casualty rolls with a modifier on each d10 (an aircraft's damage markers): a modified roll below 1 takes
 * nothing, above 10 reads as 10.
 */
export function rollModifiedCasualties(fireFactor: number, modifier: Modifier | null, dice: Dice, rule: string): Casualties {
  if (!modifier) return rollCasualties(fireFactor, dice, rule);
  const rows = casualtyRows(fireFactor);
  const rolls = rows.map((row, index): CasualtyRoll => {
    const roll = dice.d(10);
    const total = roll + modifier.value;
    const read = casualtyRoll(row, Math.min(10, Math.max(1, total)), rule, { index, count: rows.length, factor: fireFactor });
    const casualties = total < 1 ? 0 : read.casualties;
    return { row, roll, casualties, explanation: { ...read.explanation, dice: [roll], modifiers: [modifier], total, result: casualties === 0 ? 'no casualties' : read.explanation.result } };
  });
  return { fireFactor, rolls, casualties: rolls.reduce((a, r) => a + r.casualties, 0) };
}
