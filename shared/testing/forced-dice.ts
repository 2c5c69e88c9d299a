import type { Dice } from '../engine/dice.ts';

/**
 * Dice that return the given values in order, so a test can force the rolls a rule reads:
 * `forcedDice([6, 2, 5])`. Running out, or a value a die of that size cannot show, is a test bug and throws.
 */
export function forcedDice(values: readonly number[]): Dice & { remaining(): number; rolls: { sides: number; value: number }[] } {
  let index = 0;
  const rolls: { sides: number; value: number }[] = [];
  const d = (sides: number): number => {
    if (index >= values.length) throw new Error(`forcedDice: ran out after ${values.length} rolls (asked for a d${sides})`);
    const value = values[index++]!;
    if (!Number.isInteger(value) || value < 1 || value > sides) throw new Error(`forcedDice: ${value} cannot be rolled on a d${sides}`);
    rolls.push({ sides, value });
    return value;
  };
  return {
    d,
    roll: (count, sides) => Array.from({ length: count }, () => d(sides)),
    sum: (count, sides) => Array.from({ length: count }, () => d(sides)).reduce((a, b) => a + b, 0),
    remaining: () => values.length - index,
    rolls,
  };
}
