/**
 * Officer tokens ("Definitions", "Special Officer Characteristics", "The Morale Effects of Officers").
 * The text names the characteristics but prints no token mix; this pool is Tachanka's (README "Officer tokens").
 */

export const OFFICER_CHARACTERISTICS = ['clever', 'commissar', 'mob', 'partisan', 'storm', 'specialist', 'skirmisher'] as const;
export type OfficerCharacteristic = (typeof OFFICER_CHARACTERISTICS)[number];

export interface OfficerToken {
  id: string;
  /** What kind of officer the token makes, in a person's words ("steady", "hopeless mob"). */
  words: string;
  /** Added to the success number of every morale test of the unit he commands. */
  bonus: number;
  characteristic: OfficerCharacteristic | null;
}

/** One of each: a side's bag of tokens. Mostly plain officers, a few gifted or hopeless ones. */
export const OFFICER_TOKENS: readonly OfficerToken[] = [
  { id: 'inspiring', words: 'inspiring', bonus: 2, characteristic: null },
  { id: 'steady-a', words: 'steady', bonus: 1, characteristic: null },
  { id: 'steady-b', words: 'steady', bonus: 1, characteristic: null },
  { id: 'steady-c', words: 'steady', bonus: 1, characteristic: null },
  { id: 'ordinary-a', words: 'ordinary', bonus: 0, characteristic: null },
  { id: 'ordinary-b', words: 'ordinary', bonus: 0, characteristic: null },
  { id: 'ordinary-c', words: 'ordinary', bonus: 0, characteristic: null },
  { id: 'ordinary-d', words: 'ordinary', bonus: 0, characteristic: null },
  { id: 'nervous', words: 'nervous', bonus: -1, characteristic: null },
  { id: 'clever-steady', words: 'clever and steady', bonus: 1, characteristic: 'clever' },
  { id: 'clever', words: 'clever', bonus: 0, characteristic: 'clever' },
  { id: 'commissar', words: 'commissar', bonus: 1, characteristic: 'commissar' },
  { id: 'mob', words: 'mob', bonus: -1, characteristic: 'mob' },
  { id: 'mob-hopeless', words: 'hopeless mob', bonus: -2, characteristic: 'mob' },
  { id: 'partisan', words: 'partisan', bonus: 0, characteristic: 'partisan' },
  { id: 'storm', words: 'storm', bonus: 1, characteristic: 'storm' },
  { id: 'specialist', words: 'specialist', bonus: 0, characteristic: 'specialist' },
  { id: 'skirmisher', words: 'skirmisher', bonus: 0, characteristic: 'skirmisher' },
];

const byId = new Map(OFFICER_TOKENS.map((t) => [t.id, t]));

export const officerToken = (id: string): OfficerToken | undefined => byId.get(id);

/**
 * A scenario may fix an officer instead of drawing: a token id ("clever-steady"), or a bare characteristic
 * ("storm"), which means that characteristic with no morale bonus.
 */
export function fixedToken(characteristic: string): OfficerToken | undefined {
  const token = byId.get(characteristic);
  if (token) return token;
  const c = OFFICER_CHARACTERISTICS.find((x) => x === characteristic);
  return c ? { id: c, words: c, bonus: 0, characteristic: c } : undefined;
}

/** A morale bonus in words: "+1 to morale", "−2 to morale" (a true minus sign), nothing for none. */
const bonusWords = (bonus: number): string => (bonus === 0 ? '' : `${bonus > 0 ? '+' : '\u2212'}${Math.abs(bonus)} to morale`);

/** A token as every screen and the quick reference name it: "steady, +1 to morale", "ordinary". */
export function describeToken(t: Pick<OfficerToken, 'words' | 'bonus'>): string {
  const bonus = bonusWords(t.bonus);
  return bonus ? `${t.words}, ${bonus}` : t.words;
}

/** A token as a sentence names the officer it makes: "a steady officer (+1 to morale)", "the ordinary officer". */
export function officerPhrase(t: Pick<OfficerToken, 'words' | 'bonus'>, article: 'a' | 'the'): string {
  const bonus = bonusWords(t.bonus);
  const a = article === 'a' && /^[aeiou]/.test(t.words) ? 'an' : article;
  return `${a} ${t.words} officer${bonus ? ` (${bonus})` : ''}`;
}

/** The words for every officer a scenario may fix, by token id or bare characteristic (the start screen's preview). */
export const OFFICER_WORDS: Readonly<Record<string, string>> = Object.fromEntries([
  ...OFFICER_TOKENS.map((t) => [t.id, describeToken(t)]),
  ...OFFICER_CHARACTERISTICS.map((c) => [c, describeToken(fixedToken(c)!)]),
]);
