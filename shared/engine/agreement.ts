// Agreement in the words a person reads: a count with its noun, a verb with its subject, "his" or "its",
// and "the" before a place's name where it needs one (not before a proper name, nor twice). Every rule set words
// its lines through these.

/** "1 figure", "3 figures"; an irregular plural is given: counted(2, 'casualty', 'casualties'). */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The noun alone, agreeing with the count: nounFor(1, 'hit') is "hit", nounFor(0, 'hit') is "hits". */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A present-tense verb agreeing with a counted subject: "1 figure falls", "4 figures fall". */
export function verbFor(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** "his" for a person (an officer, a commissar, a sniper named as one man), "its" for a unit or a machine. */
export function possessivePronoun(person: boolean): 'his' | 'its' {
  return person ? 'his' : 'its';
}

/**
 * Whether a place's name is a proper name, said without "the": every word of it begins with a capital letter or a
 * digit ("Lipki", "Height 112", "Battery Ridge"). A name with a word in lower case is a common noun for the ground,
 * whatever its first word ("MG trench", "Kharkov line", "birch wood"), and takes "the".
 */
export function isProperName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return words.length > 0 && words.every((w) => /^[\p{Lu}\p{N}]/u.test(w));
}

/**
 * A place's name with the article a sentence needs: "the MG trench", "the Samara road", "the birch wood"; a proper
 * name as it is ("Lipki", "Height 112"); a name that already begins with "the" unchanged (no "the the village").
 */
export function theName(name: string): string {
  const trimmed = name.trim();
  return /^the\s/i.test(trimmed) || isProperName(trimmed) ? trimmed : `the ${trimmed}`;
}

/** A place's name as a label on the table says it, without the article a sentence gave it: "Birch wood", "Lipki". */
export function bareName(name: string): string {
  return name.trim().replace(/^the\s+/i, '');
}
