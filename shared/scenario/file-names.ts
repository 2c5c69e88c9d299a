/** The extension of a scenario file. */
export const SCENARIO_EXTENSION = '.tachanka.json';

// Russian letters in the common English spelling (Izhevsk, Tsaritsyn, Kharkov), so a Russian title still names its
// file; and the Latin letters that do not come apart into a letter and an accent.
const SPELLED: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y',
  ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
  ł: 'l', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe',
};

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
