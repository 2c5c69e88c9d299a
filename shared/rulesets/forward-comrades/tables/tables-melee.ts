/**
 * Forward Comrades: the melee die modifiers and the morale test. The melee modifiers are the text's; the morale
 * test itself is lost and is Tachanka's reconstruction (README: "Morale").
 */

export const MELEE_MODIFIERS = {
  'stand-lost': { label: 'each stand lost', value: -1 },
  'infantry-vs-cavalry': { label: 'infantry attacked by cavalry (not in trenches, breastworks or buildings)', value: -1 },
  'flank': { label: 'attacked in flank/rear or unit is suppressed', value: -2 },
  'tank': { label: 'attacked by tank', value: -2 },
  'wire': { label: 'attacking through barbed wire', value: -2 },
  'extra-attacker': { label: 'each additional unit on the attacking side', value: -2 },
  'mg-attached': { label: 'machine gun attached to defending unit', value: 1 },
  'defences': { label: 'in trenches or buildings or behind breastworks', value: 1 },
  'banner': { label: 'elite unit with banner', value: 1 },
  'heroic': { label: 'heroically led', value: 1 },
  'commissar': { label: 'commissar with red unit', value: 1 },
  'priest': { label: 'religious leader with white unit', value: 1 },
  'armoured-train': { label: 'armoured train defending', value: 2 },
} as const;
export type MeleeModifierId = keyof typeof MELEE_MODIFIERS;

/** "If the defender is in trenches or other defenses, the attacker must win by 3 or more". */
export const TRENCH_WIN_BY = 3;

/**
 * "Highest roll wins. Attacker loses ties unless attacking on flank/rear then wins ties." Returns the winner and
 * whether the defender is forced out (always, unless it holds defences and the attacker won by less than 3).
 */
export function meleeResult(attacker: number, defender: number, flank: boolean, defences: boolean): { winner: 'attacker' | 'defender'; margin: number; forcedOut: boolean } {
  const attackerWins = attacker > defender || (attacker === defender && flank);
  const margin = Math.abs(attacker - defender);
  if (!attackerWins) return { winner: 'defender', margin, forcedOut: false };
  if (defences && margin < TRENCH_WIN_BY) return { winner: 'defender', margin, forcedOut: false };
  return { winner: 'attacker', margin, forcedOut: true };
}

/** Casualties: "Loser takes 1 casualty for every number he is beaten by"; a defender holding its trench when the attacker won by less than 3 makes the attacker take them. */
export const meleeCasualties = (margin: number): number => margin;

/**
 * Reconstruction of the lost morale test, a D6 low being good (the text's "must roll 1 or 2 on a D6 to pass" for
 * fright, and "+1 to morale roll" for heavier bombardment): a unit passes on 4 or less, an elite unit on 5 or less;
 * a natural 6 always fails.
 */
export const MORALE_PASS = 4;
export const ELITE_MORALE_PASS = 5;
/** "The unit testing Fright Morale must roll 1 or 2 on a D6 to pass". */
export const FRIGHT_PASS = 2;

export const MORALE_MODIFIERS = {
  'stand-lost': { label: 'each stand lost', value: 1 },
  'falling-back': { label: 'already falling back', value: 1 },
  'bombardment': { label: 'bombardment', value: 0 },
  'heroic': { label: 'officer leading heroically', value: -1 },
  'commissar': { label: 'commissar with red unit', value: -1 },
  'priest': { label: 'religious leader with white unit', value: -1 },
  'counted-hits': { label: 'hits counted against the tank', value: 1 },
} as const;
export type MoraleModifierId = keyof typeof MORALE_MODIFIERS;

export type MoraleKind = 'normal' | 'fright';

/** Whether a morale roll passes: a natural 6 never does; otherwise the total at or under the pass number. */
export function moralePasses(die: number, total: number, kind: MoraleKind, elite: boolean): boolean {
  if (die === 6) return false;
  const pass = kind === 'fright' ? FRIGHT_PASS : elite ? ELITE_MORALE_PASS : MORALE_PASS;
  return total <= pass;
}

export const moraleTarget = (kind: MoraleKind, elite: boolean): number => (kind === 'fright' ? FRIGHT_PASS : elite ? ELITE_MORALE_PASS : MORALE_PASS);

/** "If the testing unit rolls a "6" on morale, it takes one casualty due to the bombardment." */
export const BOMBARDMENT_CASUALTY_ON = 6;
