/**
 * Forward Comrades (Jay Stribling, 2007): the numbers of leadership, officers' characters and fates, and army
 * morale, as the text gives them. Where the text is lost the number is Tachanka's (README: "Reconstructions").
 */

/** "Distance from leader | Chance of move on D10": the highest roll that still gives a leadership point, by band. */
export const LEADERSHIP_BANDS: readonly { upTo: number; label: string; moveOn: number }[] = [
  { upTo: 12, label: '12" or less', moveOn: 10 },
  { upTo: 24, label: '24" to 12"', moveOn: 9 },
  { upTo: 36, label: '36" to 24"', moveOn: 8 },
  { upTo: Infinity, label: 'Over 36" or no leader', moveOn: 6 },
];
/** An Efficient officer "May add 6\" to the leadership distances on the leadership table". */
export const EFFICIENT_EXTRA_INCHES = 6;
export const LEADERSHIP_DIE = 10;

/** The band a unit rolls on: its distance from its leader, each band stretched by `extra` inches (Efficient). */
export function leadershipBand(distance: number | null, extra = 0): (typeof LEADERSHIP_BANDS)[number] {
  if (distance === null) return LEADERSHIP_BANDS[LEADERSHIP_BANDS.length - 1]!;
  return LEADERSHIP_BANDS.find((b) => distance <= b.upTo + extra + 1e-9)!;
}

/** "Will move" at 12" or less: no roll can fail. */
export const leadershipPasses = (roll: number, band: (typeof LEADERSHIP_BANDS)[number]): boolean => roll <= band.moveOn;

export const CHARACTERS = ['fanatic', 'committed', 'normal', 'efficient', 'coward'] as const;
export type Character = (typeof CHARACTERS)[number];

/** The subordinate commander (and C-in-C) character table, a D10: 1 fanatic, 2-4 committed, 5-8 normal, 9 efficient, 10 coward. */
export function characterFor(roll: number): Character {
  if (roll === 1) return 'fanatic';
  if (roll <= 4) return 'committed';
  if (roll <= 8) return 'normal';
  return roll === 9 ? 'efficient' : 'coward';
}

export const CHARACTER_LABELS: Readonly<Record<Character, { commander: string; subordinate: string }>> = {
  fanatic: { commander: 'a Fanatic: the army need not test major morale till losses reach 50%', subordinate: 'a Fanatic: must lead heroically each turn' },
  committed: { commander: 'Committed: may re-roll major morale twice a game', subordinate: 'Committed: adds +2 instead of +1 when leading heroically' },
  normal: { commander: 'Normal', subordinate: 'Normal' },
  efficient: { commander: 'Efficient: adds 6" to the leadership distances', subordinate: 'Efficient: adds 6" to the leadership distances' },
  coward: { commander: 'a Coward: never leads heroically', subordinate: 'a Coward: never leads heroically' },
};

/** A heroic leader's bonus: +1, "+2 instead of +1" for a Committed subordinate. */
export const heroicBonus = (character: Character): number => (character === 'committed' ? 2 : 1);

/** Reconstruction: an officer leading heroically a unit that takes casualties is hit on a D10 "0" (README). */
export const OFFICER_HIT_ON = 10;
/** "Roll another D10 to determine his fate": 1-2 a scratch, 3-6 a serious wound, 7-10 dead. */
export type Fate = 'scratch' | 'wounded' | 'dead';
export const fateFor = (roll: number): Fate => (roll <= 2 ? 'scratch' : roll <= 6 ? 'wounded' : 'dead');
export const FATE_LABELS: Readonly<Record<Fate, string>> = {
  scratch: 'merely a scratch: out of action this turn, back with the unit next turn',
  wounded: 'seriously wounded: carried to the rear, out for the rest of the game',
  dead: 'killed: died for the Czar or martyred for the revolution',
};

/** "Roll a D10. If the result is "0" he is killed": commissars, and (README) religious leaders alike. */
export const SPECIAL_FIGURE_KILLED_ON = 10;

/**
 * The special figures that "must test to see if they were hit" when their unit takes a casualty, each with its own
 * table and rule: the commissar's is the text's ("Any time that the unit to which the commissar is attached takes
 * a casualty, roll a D10"); the religious leader's special rule is lost, so his chance is the commissar's, by
 * Tachanka's decision (README: "Religious leaders").
 */
export const SPECIAL_FIGURES = {
  commissar: { name: 'commissar', table: 'commissar-loss', title: 'Commissar killed', rule: 'Commissars' },
  priest: { name: 'religious leader', table: 'religious-leader-loss', title: 'Religious leader killed (reconstructed chance)', rule: 'Religious leaders (special figures test when their unit takes a casualty)' },
} as const;
export type SpecialFigure = keyof typeof SPECIAL_FIGURES;

/** The test of character: "roll a D6. If the result is 6 (5 or 6 if coward), his character fails." */
export const characterFails = (roll: number, character: Character): boolean => roll >= (character === 'coward' ? 5 : 6);
/** Reconstruction of the lost table of what a failure of character means (README: "Officer failure"), a D6. */
export type Failure = 'flees' | 'defects' | 'unnerved';
export const failureFor = (roll: number): Failure => (roll <= 2 ? 'flees' : roll <= 4 ? 'unnerved' : 'defects');
export const FAILURE_LABELS: Readonly<Record<Failure, string>> = {
  flees: 'he flees the field: out for the rest of the game',
  unnerved: 'he loses his nerve: from now on a Coward, never leading heroically',
  defects: 'he defects to the enemy: his units roll on the "Over 36" line',
};

/** Army major morale: "30% = Chance of breaking is 1-3 on D10", 40% 1-4, 50% 1-5. */
export const ARMY_MORALE_BANDS: readonly { lossPercent: number; breaksOn: number }[] = [
  { lossPercent: 30, breaksOn: 3 }, { lossPercent: 40, breaksOn: 4 }, { lossPercent: 50, breaksOn: 5 },
];
/** "An armored train lost counts as 3 other units lost"; a cut supply line too; the enemy's losses of either take 2 off yours. */
export const TRAIN_LOST_COUNTS = 3;
export const SUPPLY_CUT_COUNTS = 3;
export const ENEMY_TRAIN_OR_SUPPLY_RELIEF = 2;
/** A Fanatic C-in-C: "No need for army to test major morale till losses reach 50%". */
export const FANATIC_FIRST_TEST_PERCENT = 50;
/** A Committed C-in-C "May re-roll major morale immediately twice per game". */
export const COMMITTED_REROLLS = 2;

/** The highest band the losses reach, or null below 30%. */
export function armyMoraleBand(lossPercent: number): (typeof ARMY_MORALE_BANDS)[number] | null {
  let found: (typeof ARMY_MORALE_BANDS)[number] | null = null;
  for (const b of ARMY_MORALE_BANDS) if (lossPercent >= b.lossPercent - 1e-9) found = b;
  return found;
}

/** Indirect fire: "Distance from leader to battery | Able to fire? Roll D6": 3-6, 4-6, 5-6; interventionist guns +1. */
export const INDIRECT_BANDS: readonly { upTo: number; label: string; fireOn: number }[] = [
  { upTo: 12, label: '12" or less', fireOn: 3 }, { upTo: 24, label: '24" or less', fireOn: 4 }, { upTo: Infinity, label: 'Above 24"', fireOn: 5 },
];
export const INTERVENTIONIST_INDIRECT_BONUS = 1;
export const indirectBand = (distance: number): (typeof INDIRECT_BANDS)[number] => INDIRECT_BANDS.find((b) => distance <= b.upTo + 1e-9)!;
