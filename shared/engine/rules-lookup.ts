import type { RulesTable } from './ruleset.ts';

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
