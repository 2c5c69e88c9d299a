import type { RulesTable } from '../../../engine/ruleset.ts';
import type { Result } from '../../../core/result.ts';

/** Reading a `tachanka rules red-actions <table> key=value…` query. */

export type Lookup = RulesTable['lookup'];
export const bad = (reason: string): Result<never, { reason: string }> => ({ ok: false, error: { reason } });

export function int(q: Record<string, string>, key: string, min: number, max: number): number | string {
  const raw = q[key];
  if (raw === undefined) return `give ${key}=<${min}..${max}>`;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) return `${key} must be a whole number from ${min} to ${max}`;
  return n;
}

export function oneOf<T extends string>(q: Record<string, string>, key: string, values: readonly T[]): T | { reason: string } {
  const raw = q[key];
  const found = values.find((v) => v === raw);
  return found ?? { reason: `give ${key}=<${values.join('|')}>` };
}

/** A yes/no key, no when absent. */
export const yes = (q: Record<string, string>, key: string): boolean => q[key] === 'yes';

export const table = (t: Omit<RulesTable, 'lookup'>, lookup: Lookup): RulesTable => ({ ...t, lookup });
