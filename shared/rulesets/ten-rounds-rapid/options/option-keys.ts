import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import { SIDE_IDS } from '../../../scenario/terrain-kinds.ts';

/** One key of a family being checked: `<prefix><suffix>`, its path in the scenario, and the scenario. */
export interface OptionKey { scenario: Scenario; key: string; prefix: string; suffix: string; at: (string | number)[] }

/**
 * A family of options keyed `<prefix><suffix>`, one set of keys per side or per area of the table (aircraft, planned
 * fire, SOS points): what the suffix must name, each prefix's own value check, and the keys of the family the others
 * need for the same suffix.
 */
export interface OptionFamily {
  prefixes: readonly string[];
  /**
   * A side (a key naming none is refused with that one problem) or an area of the table (a key naming none is
   * refused, and its value still checked).
   */
  names: { what: 'side' | 'area'; refusal: (k: OptionKey) => string };
  values: Readonly<Record<string, (value: unknown, k: OptionKey) => Problem[]>>;
  needs: readonly { prefix: string; refusal: (k: OptionKey) => string }[];
}

/** A value check's one problem, unless the value is `ok`. */
export const unless = (ok: boolean, k: OptionKey, message: string): Problem[] => (ok ? [] : [error(k.at, message)]);

/** A whole number from `min` to `max`. */
export const wholeIn = (value: unknown, min: number, max: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Whether a key belongs to the family, and its problems (in the order: its suffix, its value, what it needs). */
export function optionKeys(family: OptionFamily): { isKey: (key: string) => boolean; check: (scenario: Scenario, key: string, value: unknown) => Problem[] } {
  const prefixOf = (key: string) => family.prefixes.find((p) => key.startsWith(p));
  return {
    isKey: (key) => prefixOf(key) !== undefined,
    check: (scenario, key, value) => {
      const prefix = prefixOf(key)!;
      const k: OptionKey = { scenario, key, prefix, suffix: key.slice(prefix.length), at: ['ruleset', 'options', key] };
      const named = family.names.what === 'side'
        ? (SIDE_IDS as readonly string[]).includes(k.suffix)
        : scenario.terrain.some((f) => f.id === k.suffix && f.kind === 'area');
      if (!named && family.names.what === 'side') return [error(k.at, family.names.refusal(k))];
      const problems = named ? [] : [error(k.at, family.names.refusal(k))];
      problems.push(...(family.values[prefix]?.(value, k) ?? []));
      for (const need of family.needs) {
        if (prefix !== need.prefix && scenario.ruleset.options[`${need.prefix}${k.suffix}`] === undefined) problems.push(error(k.at, need.refusal(k)));
      }
      return problems;
    },
  };
}
