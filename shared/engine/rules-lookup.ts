import type { RulesTable } from './ruleset.ts';
import type { Modifier } from './events.ts';
import { sumText } from './roll-text.ts';

/**
 * The small helpers every rule set's `tachanka rules` lookups use: reading a key of the query (a refusal is
 * `refuse` from result.ts, with the sentence these return), and putting a table together.
 */

/** The key as a whole number in [min, max], or the sentence that says what it must be. */
export function wholeNumber(q: Record<string, string>, key: string, min: number, max: number): number | string {
  const v = Number(q[key]);
  return Number.isInteger(v) && v >= min && v <= max ? v : `"${key}" must be a whole number from ${min} to ${max}`;
}

/** The key as one of `values`, or the sentence that lists them. */
export const oneOf = <T extends string>(q: Record<string, string>, key: string, values: readonly T[]): T | string =>
  (values as readonly string[]).includes(q[key] ?? '') ? (q[key] as T) : `"${key}" must be one of: ${values.join(', ')}`;

export function rulesTable(
  id: string, title: string, rule: string, keys: Record<string, string>, columns: string[], rows: (string | number)[][], lookup: RulesTable['lookup'],
): RulesTable {
  return { id, title, rule, keys, columns, rows, lookup };
}

/** A modifier's value with its sign: "+1", "-2", "0". */
export const signed = (v: number): string => (v > 0 ? `+${v}` : `${v}`);

/**
 * A total a lookup answers, as the game adds it: the start, each modifier by name with its sign, their sum, and the
 * whole sum printed so that it computes ("7 (d10 roll) + 6 (normal motivation number) - 2 (officer lost) = 11").
 */
export function modifiedTotal(start: string, startValue: number, modifiers: readonly Modifier[]) {
  const modifierSum = modifiers.reduce((a, m) => a + m.value, 0);
  const total = startValue + modifierSum;
  return { modifiers: modifiers.map((m) => `${m.label}: ${signed(m.value)}`), modifierSum, total, sum: sumText(start, modifiers, total) };
}

/**
 * The key as a comma list of named modifiers, each once or `name:n` times ("officer-lost,figures-lost:3"); an
 * absent key is none. Returns the names with their counts, or the sentence that lists the names.
 */
export function namedList<T extends string>(q: Record<string, string>, key: string, names: readonly T[]): { id: T; times: number }[] | string {
  const raw = q[key] ?? '';
  if (raw === '') return [];
  const out: { id: T; times: number }[] = [];
  for (const part of raw.split(',')) {
    const [id, n] = part.trim().split(':');
    const times = n === undefined ? 1 : Number(n);
    if (!(names as readonly string[]).includes(id ?? '') || !Number.isInteger(times) || times < 1 || times > 99) {
      return `"${key}" is a comma list of: ${names.join(', ')} (each once, or name:n for n times)`;
    }
    out.push({ id: id as T, times });
  }
  return out;
}
