/**
 * Officer tokens ("Definitions", "Special Officer Characteristics", "The Morale Effects of Officers").
 * The text names the characteristics but prints no token mix; this pool is Tachanka's (README "Officer tokens").
 */

export const OFFICER_CHARACTERISTICS = ['clever', 'commissar', 'mob', 'partisan', 'storm', 'specialist', 'skirmisher'] as const;
export type OfficerCharacteristic = (typeof OFFICER_CHARACTERISTICS)[number];

export interface OfficerToken {
  id: string;
  /** Added to the success number of every morale test of the unit he commands. */
  bonus: number;
  characteristic: OfficerCharacteristic | null;
}

/** One of each: a side's bag of tokens. Mostly plain officers, a few gifted or hopeless ones. */
export const OFFICER_TOKENS: readonly OfficerToken[] = [
  { id: 'inspiring', bonus: 2, characteristic: null },
  { id: 'steady-a', bonus: 1, characteristic: null },
  { id: 'steady-b', bonus: 1, characteristic: null },
  { id: 'steady-c', bonus: 1, characteristic: null },
  { id: 'ordinary-a', bonus: 0, characteristic: null },
  { id: 'ordinary-b', bonus: 0, characteristic: null },
  { id: 'ordinary-c', bonus: 0, characteristic: null },
  { id: 'ordinary-d', bonus: 0, characteristic: null },
  { id: 'nervous', bonus: -1, characteristic: null },
  { id: 'clever-steady', bonus: 1, characteristic: 'clever' },
  { id: 'clever', bonus: 0, characteristic: 'clever' },
  { id: 'commissar', bonus: 1, characteristic: 'commissar' },
  { id: 'mob', bonus: -1, characteristic: 'mob' },
  { id: 'mob-hopeless', bonus: -2, characteristic: 'mob' },
  { id: 'partisan', bonus: 0, characteristic: 'partisan' },
  { id: 'storm', bonus: 1, characteristic: 'storm' },
  { id: 'specialist', bonus: 0, characteristic: 'specialist' },
  { id: 'skirmisher', bonus: 0, characteristic: 'skirmisher' },
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
  return c ? { id: c, bonus: 0, characteristic: c } : undefined;
}

export const describeToken = (t: OfficerToken): string =>
  `${t.bonus >= 0 ? '+' : ''}${t.bonus}${t.characteristic ? ` ${t.characteristic}` : ''}`;
