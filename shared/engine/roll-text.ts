import type { Modifier, RollExplanation } from './events.ts';

/**
 * A roll's dice and modifiers as one sum that computes ("4+6 − 2 (flank) = 8"), for the battle report and the
 * rule explainer alike, so neither prints a second, possibly different, sum.
 */
export function rollSum(roll: RollExplanation): string {
  // Dice counted one by one have no sum to show: each is read against the target on its own.
  if (roll.each) return roll.dice.join(', ');
  const dice = roll.dice.length === 0 ? '' : roll.dice.join('+');
  if (!dice) return `${roll.total}${modifierTerms(roll.modifiers)}`;
  return roll.modifiers.length > 0 || roll.dice.length > 1 ? sumText(dice, roll.modifiers, roll.total) : dice;
}

const modifierTerms = (modifiers: readonly Modifier[]): string =>
  modifiers.map((m) => ` ${m.value < 0 ? '-' : '+'} ${Math.abs(m.value)} (${m.label})`).join('');

/** A starting term and its modifiers as a sum that computes: "7 (figures firing) + 4 (carrying LMG) = 11". */
export function sumText(start: string, modifiers: readonly Modifier[], total: number): string {
  return `${start}${modifierTerms(modifiers)} = ${total}`;
}

/** The rule explainer's rows, in order: each a heading and what it says. */
export function explainerRows(roll: RollExplanation): { term: string; text: string }[] {
  const rows = [{ term: 'Rule', text: roll.rule }];
  if (roll.table) rows.push({ term: 'Table', text: roll.table });
  if (roll.column) rows.push({ term: 'Looked up', text: roll.column });
  if (roll.target) rows.push({ term: 'Needed', text: roll.target });
  rows.push({ term: roll.modifiers.length > 0 ? 'Roll' : 'Dice', text: rollSum(roll) });
  rows.push({ term: 'Result', text: roll.result });
  return rows;
}
