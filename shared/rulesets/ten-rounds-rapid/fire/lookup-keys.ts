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

/**
 * Dice that show the rolls a query gave, so a lookup runs the very procedure the game runs. The lookup has counted
 * the rolls beforehand, so running out is a bug in that count.
 */
export function givenDice(values: readonly number[]): Dice {
  let i = 0;
  const d = (sides: number): number => {
    const v = values[i++];
    if (v === undefined || v > sides) throw new Error(`the lookup gave too few rolls, or a roll above d${sides}`);
    return v;
  };
  return { d, roll: (count, sides) => Array.from({ length: count }, () => d(sides)), sum: (count, sides) => Array.from({ length: count }, () => d(sides)).reduce((a, b) => a + b, 0) };
}

export const isProblem = (v: unknown): v is string => typeof v === 'string';
