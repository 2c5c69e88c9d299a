/**
 * Reds versus Reds (Chris Peers): the rule set's numbers as data. Every mechanic reads its numbers from here,
 * and `rules-tables.ts` serves the same constants to the CLI, the rule explainer and the quick reference.
 */

/** Rating classes of the "Tactical and Morale Ratings" table. */
export const RATING_CLASSES = ['red-army', 'red-sailors', 'peoples-army', 'czech-legion', 'machine-gunners', 'komuch-artillery'] as const;
export type RatingClass = (typeof RATING_CLASSES)[number];

export interface Ratings {
  tactical: number;
  morale: number;
}

/** Tactical and Morale Ratings: 2 is the worst, 5 the best. */
export const RATINGS: Readonly<Record<RatingClass, Ratings & { label: string }>> = {
  'red-army': { label: 'Red Army', tactical: 2, morale: 3 },
  'red-sailors': { label: 'Red Sailors', tactical: 2, morale: 4 },
  'peoples-army': { label: "People's Army (Komuch)", tactical: 2, morale: 2 },
  'czech-legion': { label: 'Czech Legion', tactical: 3, morale: 3 },
  'machine-gunners': { label: 'All machine-gunners', tactical: 3, morale: 4 },
  'komuch-artillery': { label: 'Komuch artillery', tactical: 4, morale: 4 },
};

/**
 * The Czech armoured train's guns. The text asks for "the artillery's Tactical Rating" without giving it;
 * the project rates the train's gunners 5, the best on the scale (README: "Armoured train rating").
 */
export const ARMOURED_TRAIN_TACTICAL_RATING = 5;

export const WEAPONS = ['rifle', 'lewis-gun', 'hmg', 'field-gun'] as const;
export type Weapon = (typeof WEAPONS)[number];

/** A movement throw: `dice` D6 added, less `minus` (never below 0). */
export interface MoveDice {
  dice: number;
  minus: number;
}

export interface WeaponCharacteristics {
  label: string;
  /** Maximum range, inches. */
  range: number;
  /** Dice (shots) a turn. */
  shots: number;
  /** Every shot after the first must land within this many inches of the first target (0: one shot only). */
  spread: number;
  /** Shooting category: 2 HMGs, 3 field artillery, 4 infantry weapons (1 is off-table artillery). */
  category: ShootingCategory;
  move: { open: MoveDice; difficult: MoveDice };
}

/** The Characteristics table: firing (max range, number of dice) and movement (good/difficult going). */
export const CHARACTERISTICS: Readonly<Record<Weapon, WeaponCharacteristics>> = {
  'rifle': { label: 'Rifle', range: 12, shots: 1, spread: 0, category: 4, move: { open: { dice: 2, minus: 0 }, difficult: { dice: 1, minus: 0 } } },
  'lewis-gun': { label: 'Lewis gun', range: 24, shots: 3, spread: 3, category: 4, move: { open: { dice: 2, minus: 0 }, difficult: { dice: 1, minus: 0 } } },
  'hmg': { label: 'Heavy machine gun', range: 40, shots: 6, spread: 6, category: 2, move: { open: { dice: 1, minus: 0 }, difficult: { dice: 1, minus: 2 } } },
  'field-gun': { label: 'Field gun', range: 80, shots: 1, spread: 0, category: 3, move: { open: { dice: 1, minus: 0 }, difficult: { dice: 1, minus: 3 } } },
};

/** Independent figures (commanders, commissars, observers) dice individually and move as infantry. */
export const INDEPENDENT_MOVE = CHARACTERISTICS.rifle.move;

export const moveDiceLabel = (m: MoveDice): string => (m.minus > 0 ? `D6-${m.minus}` : `${m.dice}D6`);

/** Shooting sequence: 1 off-table artillery (opportunity fire), 2 HMGs, 3 field artillery, 4 infantry weapons. */
export const SHOOTING_CATEGORIES = [1, 2, 3, 4] as const;
export type ShootingCategory = (typeof SHOOTING_CATEGORIES)[number];
export const CATEGORY_LABELS: Readonly<Record<ShootingCategory, string>> = {
  1: 'off-table artillery (opportunity fire)', 2: 'heavy machine guns', 3: 'field artillery', 4: 'infantry weapons',
};

/** A figure may shoot within this many degrees in all (45 either side of straight ahead). */
export const FIRING_ARC_DEGREES = 90;
/** Target priority 3 looks for the nearest enemy unit within this many inches, or the weapon's range if less. */
export const PRIORITY_UNIT_RANGE = 24;

/** Shooting procedure: a D6 plus modifiers; a casualty on this total or more. */
export const HIT_ON = 4;

export const TO_HIT_MODIFIERS = {
  closeOrder: { label: 'target in close order (small arms or machine gun)', value: 1 },
  overHalfRange: { label: 'target over half range', value: -1 },
  halted: { label: 'target on foot, halted throughout or ended in cover', value: -1 },
  softCover: { label: 'target in a built-up area or behind soft cover', value: -1 },
  hardCover: { label: 'target in a trench or behind hard cover', value: -2 },
} as const;
export type ToHitModifierId = keyof typeof TO_HIT_MODIFIERS;

/** Close order: base contact with a friend, or this many friends within half an inch of the base. */
export const CLOSE_ORDER = { friendsWithin: 2, inches: 0.5 } as const;

/** HMGs and field guns shrug off a hit on a D6 below their Morale Rating. */
export const CREW_SAVE = 'D6 below the Morale Rating';

/** Field-gun stray rounds: figures this close to a hit target dice, a casualty on this score or more. */
export const STRAY_ROUNDS = { openInches: 2, builtUpInches: 3, casualtyOn: 5 } as const;

/** Close combat: D6 each; the loser dies when beaten by this much. */
export const CLOSE_COMBAT = { killMargin: 2, secondAttacker: 2, crossingObstacle: -1, maxOpponents: 2 } as const;

/** Morale: casualties in a turn that trigger a test, by the unit's size at the start of that turn. */
export const MORALE_THRESHOLDS: readonly { maxFigures: number; casualties: number; label: string }[] = [
  { maxFigures: 6, casualties: 1, label: '6 figures or fewer' },
  { maxFigures: 12, casualties: 2, label: '7 to 12 figures' },
  { maxFigures: Infinity, casualties: 3, label: '13 or more figures' },
];

/** Two markers forbid advancing nearer a visible enemy; the third routs the unit. */
export const MORALE_MARKERS = { noAdvance: 2, rout: 3 } as const;

/** Commissars rally on this score or more; a failure costs the unit a figure. */
export const COMMISSAR_RALLY_ON = 3;

/** Opportunity fire: each of the request and accuracy throws needs at most the Tactical Rating less this. */
export const OPPORTUNITY_FIRE_MARGIN = 2;
export const SHRAPNEL = { radius: 4, movingOn: 5, stationaryOn: 6 } as const;
/** How many strikes the Czech observer may call in the Komuch village battle. */
export const OBSERVER_STRIKES = 2;

export const DEVIATION_DIRECTIONS = ['short', 'right', 'left', 'over'] as const;
export type DeviationDirection = (typeof DEVIATION_DIRECTIONS)[number];

/** Deviation: 2D6 inches, direction by a D6 (1-3 short, 4 right, 5 left, 6 over). */
export function deviationDirection(roll: number): DeviationDirection {
  if (roll <= 3) return 'short';
  if (roll === 4) return 'right';
  if (roll === 5) return 'left';
  return 'over';
}

/** Movement: a figure diced as in the open must halt this far short of cover it may not charge into. */
export const OPEN_CHARGE_HALT_INCHES = 1;

/** Tests per casualties: one per complete multiple of the threshold for the unit's size at the turn's start. */
export function moraleThreshold(figuresAtTurnStart: number): number {
  for (const t of MORALE_THRESHOLDS) if (figuresAtTurnStart <= t.maxFigures) return t.casualties;
  return 3;
}

export function moraleTestsDue(figuresAtTurnStart: number, casualties: number): number {
  if (casualties <= 0) return 0;
  return Math.floor(casualties / moraleThreshold(figuresAtTurnStart));
}

/** "At least 2 less than the Tactical Rating": a D6 of TR-2 or lower succeeds. */
export const opportunityTarget = (tacticalRating: number): number => tacticalRating - OPPORTUNITY_FIRE_MARGIN;
