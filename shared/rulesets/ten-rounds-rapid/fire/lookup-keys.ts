import type { Dice } from '../../../engine/dice.ts';

/** Reading `tachanka rules ten-rounds-rapid <table> key=value…` queries beyond the engine's whole numbers and choices. */

/** A yes/no key: yes only when written so; anything but yes or no is the sentence that says so. */
export function yesNo(q: Record<string, string>, key: string): boolean | string {
  const v = q[key];
  if (v === undefined || v === 'no') return false;
  return v === 'yes' ? true : `"${key}" must be yes or no`;
}

/** A number of centimetres, 0 or more. */
export function centimetres(q: Record<string, string>, key: string): number | string {
  const v = Number(q[key]);
  return q[key] !== undefined && Number.isFinite(v) && v >= 0 ? v : `"${key}" must be a distance in centimetres, 0 or more`;
}

/** "10,1,9": `count` dice of `sides` faces. */
export function diceList(q: Record<string, string>, key: string, count: number, sides: number): number[] | string {
  const list = (q[key] ?? '').split(',').filter((x) => x !== '').map(Number);
  const example = Array.from({ length: Math.max(count, 1) }, (_, i) => ((i * 3) % sides) + 1).join(',');
  if (list.length !== count) return `"${key}" must be ${count} d${sides} roll${count === 1 ? '' : 's'}${count > 0 ? `, e.g. ${example}` : ' (none is needed)'}`;
  return list.every((d) => Number.isInteger(d) && d >= 1 && d <= sides) ? list : `"${key}" must be whole numbers from 1 to ${sides}`;
}

/** Thrown by `givenDice` when a query gave fewer rolls (or smaller ones) than the procedure threw. */
export class ShortOfRolls extends Error {}

/**
 * Dice that show the rolls a query gave, so a lookup runs the very procedure the game runs. Where the number of rolls
 * depends on the rolls themselves, the lookup catches `ShortOfRolls` (see `withRolls`).
 */
export function givenDice(values: readonly number[]): Dice & { used(): number } {
  let i = 0;
  const d = (sides: number): number => {
    const v = values[i];
    if (v === undefined) throw new ShortOfRolls(`needs more than the ${values.length} roll${values.length === 1 ? '' : 's'} given`);
    if (v > sides) throw new ShortOfRolls(`roll ${i + 1} is a d${sides}, and ${v} is more than it shows`);
    i++;
    return v;
  };
  return {
    d, used: () => i,
    roll: (count, sides) => Array.from({ length: count }, () => d(sides)),
    sum: (count, sides) => Array.from({ length: count }, () => d(sides)).reduce((a, b) => a + b, 0),
  };
}

/** Runs a procedure on the query's `rolls` (any die up to d10), refusing when too few are given or some are left over. */
export function withRolls<T>(q: Record<string, string>, run: (dice: Dice) => T): { value: T } | string {
  const list = (q.rolls ?? '').split(',').filter((x) => x !== '').map(Number);
  if (!list.every((d) => Number.isInteger(d) && d >= 1 && d <= 10)) return '"rolls" must be whole numbers from 1 to 10, in the order thrown';
  const dice = givenDice(list);
  try {
    const value = run(dice);
    // A refusal before any roll speaks for itself; left-over rolls only matter to a procedure that ran.
    const refused = typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
    if (!refused && dice.used() < list.length) return `"rolls": only ${dice.used()} of the ${list.length} rolls given were needed`;
    return { value };
  } catch (e) {
    if (e instanceof ShortOfRolls) return `"rolls": the procedure ${e.message}`;
    throw e;
  }
}

export const isProblem = (v: unknown): v is string => typeof v === 'string';
