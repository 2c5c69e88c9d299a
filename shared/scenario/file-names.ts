import { CYRILLIC_IN_LATIN } from './cyrillic.ts';

/** The extension of a scenario file. */
export const SCENARIO_EXTENSION = '.tachanka.json';

// Latin letters that do not come apart into a letter and an accent; Russian letters are spelled out.
const SPELLED: Readonly<Record<string, string>> = { ...CYRILLIC_IN_LATIN, ł: 'l', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe' };

/**
 * A title as the stem of a file name, safe on every file system: lower-case letters, digits and dashes, at most 60
 * characters; accents dropped, Cyrillic spelled out. Empty when the title has nothing to keep.
 */
export function titleStem(title: string): string {
  return title.toLowerCase().replace(/[\u0400-\u04ffłßøæœ]/g, (c) => SPELLED[c] ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
}

/** A scenario file's name for its title. */
export function scenarioFileName(title: string): string {
  return `${titleStem(title) || 'scenario'}${SCENARIO_EXTENSION}`;
}
