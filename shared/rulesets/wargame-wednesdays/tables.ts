import { counted } from '../../engine/agreement.ts';
/**
 * Wargame Wednesdays – Russian Civil War Rules: the text's numbers as data, and the small pure functions that
 * read them. Every mechanic reads its numbers from here; `rules-tables.ts` serves the same functions to the CLI,
 * the rule explainer and the quick reference.
 */

export const KINDS = ['infantry', 'cavalry', 'mg', 'artillery', 'tank', 'armoured-car'] as const;
export type Kind = (typeof KINDS)[number];

export const KIND_LABELS: Readonly<Record<Kind, string>> = {
  'infantry': 'Infantry', 'cavalry': 'Cavalry', 'mg': 'Machine gun', 'artillery': 'Artillery', 'tank': 'Tank', 'armoured-car': 'Armoured car',
};

/** "Units should be organized by stands": infantry and cavalry 4 to 6, every other unit 1. */
export const UNIT_STANDS: Readonly<Record<Kind, { min: number; max: number }>> = {
  'infantry': { min: 4, max: 6 }, 'cavalry': { min: 4, max: 6 }, 'mg': { min: 1, max: 1 },
  'artillery': { min: 1, max: 1 }, 'tank': { min: 1, max: 1 }, 'armoured-car': { min: 1, max: 1 },
};

/**
 * Hits a stand suffers before it is removed. Tanks and armoured cars are never removed by hits alone but by the
 * destruction test; a sixth hit makes that test certain, so more are not counted (README: "Vehicle hits").
 */
export const STAND_CAPACITY: Readonly<Record<Kind, number>> = {
  'infantry': 3, 'cavalry': 2, 'mg': 2, 'artillery': 2, 'tank': 6, 'armoured-car': 6,
};

export const isVehicle = (kind: Kind): boolean => kind === 'tank' || kind === 'armoured-car';
/** Infantry and cavalry test morale when they lose a stand, and may charge. */
export const testsOnStandLoss = (kind: Kind): boolean => kind === 'infantry' || kind === 'cavalry';
export const mayCharge = (kind: Kind): boolean => kind === 'infantry' || kind === 'cavalry';

/**
 * Move in inches. Infantry, MGs and artillery 6"; cavalry is not given in the text and moves 12" (README:
 * "Cavalry move"); vehicles dice for theirs (`VEHICLE_MOVE_DICE`).
 */
export const MOVE_INCHES: Readonly<Record<Kind, number>> = {
  'infantry': 6, 'cavalry': 12, 'mg': 6, 'artillery': 6, 'tank': 0, 'armoured-car': 0,
};
export const VEHICLE_MOVE_DICE = 5;

/** "Artillery, Cavalry, Tanks and A/Cs may not enter rough terrain"; infantry and MGs move half in it. */
export const ROUGH_CLOSED: readonly Kind[] = ['artillery', 'cavalry', 'tank', 'armoured-car'];

/** Tanks and armoured cars: up to 5d6", no move at all when any three dice show the same number. */
export function vehicleMove(dice: readonly number[]): { inches: number; breakdown: boolean } {
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  const breakdown = [...counts.values()].some((n) => n >= 3);
  return { inches: breakdown ? 0 : dice.reduce((a, b) => a + b, 0), breakdown };
}

/** The allowance of a unit that is not a vehicle: an MG with a hit moves half; artillery with a hit does not move. */
export function footMove(kind: Kind, standHits: number): number {
  if (kind === 'mg' && standHits >= 1) return MOVE_INCHES.mg / 2;
  if (kind === 'artillery' && standHits >= 1) return 0;
  return MOVE_INCHES[kind];
}

/** Firing ranges, inches. */
export const RANGE: Readonly<Record<Kind, number>> = {
  'infantry': 12, 'cavalry': 6, 'armoured-car': 18, 'mg': 24, 'tank': 36, 'artillery': 48,
};

/** The first fire step is guns, tanks, armoured cars and MGs; the second infantry (and cavalry). */
export const FIRE_STEP: Readonly<Record<Kind, 1 | 2>> = {
  'artillery': 1, 'tank': 1, 'armoured-car': 1, 'mg': 1, 'infantry': 2, 'cavalry': 2,
};

/** Dice a unit throws and what each needs to hit. */
export interface FireDice { dice: number; hitOn: number; label: string }

/** MG dice per crewman; an MG stand starts with two crewmen and loses one for each hit. */
export const MG_DICE_PER_CREWMAN = 3;
export const MG_CREW = 2;

/**
 * Fire dice by kind: infantry 1d6 a stand hitting on 5+; cavalry 1d6 a stand hitting on 6; MGs 3d6 a surviving
 * crewman; armoured cars 3d6 (one crewman); tanks 6d6; all on 5+. Artillery fires by aiming point instead.
 */
export function fireDice(kind: Kind, stands: number, standHits: number): FireDice {
  switch (kind) {
    case 'infantry': return { dice: stands, hitOn: 5, label: `${counted(stands, 'stand')} × 1d6` };
    case 'cavalry': return { dice: stands, hitOn: 6, label: `${counted(stands, 'stand')} × 1d6` };
    case 'mg': {
      const crew = Math.max(0, MG_CREW - standHits);
      return { dice: crew * MG_DICE_PER_CREWMAN, hitOn: 5, label: `${counted(crew, 'crewman', 'crewmen')} × 3d6` };
    }
    case 'armoured-car': return { dice: MG_DICE_PER_CREWMAN, hitOn: 5, label: '1 crewman × 3d6' };
    case 'tank': return { dice: 6, hitOn: 5, label: '6d6' };
    case 'artillery': return { dice: 0, hitOn: 7, label: 'by aiming point' };
  }
}

export { countHits } from '../../engine/dice-pool.ts';

/** Cover saves for infantry (and, by the project's decision, MGs) and vehicle saves: each hit is saved on 4, 5 or 6. */
export const SAVE_ON = 4;
export const COVER_SAVERS: readonly Kind[] = ['infantry', 'mg'];

export type FireSource = 'small-arms' | 'mg' | 'armoured-car' | 'tank' | 'artillery';

/** Which save a hit on `target` gets from `source` fire: tanks always, armoured cars except from tanks and artillery. */
export function saveFor(target: Kind, source: FireSource | 'melee', inCover: boolean): 'vehicle' | 'cover' | null {
  if (target === 'tank') return 'vehicle';
  if (target === 'armoured-car') return source === 'tank' || source === 'artillery' ? null : 'vehicle';
  if (inCover && coverCounts(target, source)) return 'cover';
  return null;
}

/** Whether cover could save `target` from `source` at all (whether it stands in cover need not be asked otherwise). */
export const coverCounts = (target: Kind, source: FireSource | 'melee'): boolean => COVER_SAVERS.includes(target) && source !== 'melee';

/** Vehicle destruction test: destroyed when a d6 is less than or equal to the hits suffered in the game so far. */
export const vehicleDestroyed = (roll: number, totalHits: number): boolean => roll <= totalHits;
/** A vehicle's hits in the game after `hits` more: counted up to its stand capacity, where the test is certain (README: "Hit results"). */
export const vehicleHitsAfter = (kind: Kind, before: number, hits: number): number => Math.min(STAND_CAPACITY[kind], before + hits);

/**
 * The artillery drift die, a d6 (README: "Drift dice"): 1 or 2 is a hit, 3 short (toward the gun), 4 over,
 * 5 left and 6 right as the gunner sees it. The distance is 1d6", 2d6" over half range.
 */
export const DRIFT_DIRECTIONS = ['hit', 'hit', 'short', 'over', 'left', 'right'] as const;
export type DriftDirection = (typeof DRIFT_DIRECTIONS)[number];
export const driftDirection = (roll: number): DriftDirection => DRIFT_DIRECTIONS[roll - 1]!;
export const driftDistanceDice = (range: number, maxRange: number): number => (range > maxRange / 2 ? 2 : 1);
/** Degrees clockwise from the gun's line of fire. */
export const DRIFT_TURN: Readonly<Record<Exclude<DriftDirection, 'hit'>, number>> = { short: 180, over: 0, left: -90, right: 90 };
/** Every unit with a stand within this many inches of the landing point takes the 1d6 hits. */
export const BLAST_INCHES = 1;

/** Charge: 1d6" added to the basic move, rolled before measuring. */
export const CHARGE_BONUS_DICE = 1;
/** Evading: 1d6" away from the charger. */
export const EVADE_DICE = 1;

/** Hand to hand modifiers, each +1. */
export const MELEE_MODIFIERS = {
  charging: { label: 'charging (not against an MG, tank or armoured car)', value: 1 },
  cavalry: { label: 'cavalry', value: 1 },
  larger: { label: 'larger unit', value: 1 },
  defended: { label: 'defending earthworks or a building', value: 1 },
  vehicleVsInfantry: { label: 'vehicle fighting infantry', value: 1 },
  elite: { label: 'elite', value: 1 },
} as const;
export type MeleeModifierId = keyof typeof MELEE_MODIFIERS;
/** The winner of a hand to hand fight automatically takes this many hits. */
export const MELEE_WINNER_HITS = 1;

/** Morale: a d6 less than the stands remaining (Elite count one more) passes. */
export const moralePasses = (roll: number, stands: number, elite: boolean): boolean => roll < stands + (elite ? 1 : 0);
export const ROUT_DICE = 2;

/** Initiative and the set-up roll: 2d6 each side. */
export const INITIATIVE_DICE = 2;
export const isDouble = (dice: readonly number[]): boolean => dice.length === 2 && dice[0] === dice[1];
export type InitiativeResult = 'red' | 'white' | 'reroll' | 'no-movement';

/** High roller wins; a tie is rolled again, except a tie on doubles, which freezes all movement for the turn. */
export function initiativeResult(red: readonly number[], white: readonly number[]): InitiativeResult {
  const r = red[0]! + red[1]!, w = white[0]! + white[1]!;
  if (r > w) return 'red';
  if (w > r) return 'white';
  return isDouble(red) && isDouble(white) ? 'no-movement' : 'reroll';
}

/** Set-up: "all units should be within six inches of another unit in the same command". */
export const SETUP_COMMAND_SPREAD = 6;
/** Each side needs this many commands. */
export const MIN_COMMANDS = 3;
