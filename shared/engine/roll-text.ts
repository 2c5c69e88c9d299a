import type { RollExplanation } from './events.ts';

/**
 * A roll's dice and modifiers as one sum that computes ("4+6 − 2 (flank) = 8"), for the battle report and the
 * rule explainer alike, so neither prints a second, possibly different, sum.
 */
export function rollSum(roll: RollExplanation): string {
  // Dice counted one by one have no sum to show: each is read against the target on its own.
  if (roll.each) return roll.dice.join(', ');
  const dice = roll.dice.length === 0 ? '' : roll.dice.join('+');
  const modifiers = roll.modifiers.map((m) => ` ${m.value < 0 ? '-' : '+'} ${Math.abs(m.value)} (${m.label})`).join('');
  if (!dice) return `${roll.total}${modifiers}`;
  return modifiers || roll.dice.length > 1 ? `${dice}${modifiers} = ${roll.total}` : dice;
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
