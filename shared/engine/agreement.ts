// Agreement in the words a person reads: a count with its noun, a verb with its subject, "his" or "its",
// and "the" before a name that may already carry it. Every rule set words its lines through these.

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

/** "the Samara road", but "The Sukhaya gully" or "the village" stay as they are: no "the the village". */
export function theName(name: string): string {
  return /^the\s/i.test(name) ? name : `the ${name}`;
}
