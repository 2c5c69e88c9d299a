/** Ten Rounds Rapid, section 11 "Movement Table": rates in centimetres and terrain penalties (each "P" is a d10 cm off the move). */

export const MOVEMENT_TYPES = [
  'infantry', 'cavalry', 'horse-transport', 'manhandled-gun', 'wheeled', 'very-slow-tracked', 'slow-tracked', 'medium-tracked', 'fast-tracked', 'armoured-train',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const GOING = ['poor', 'bad', 'impassable', 'linear'] as const;
export type Going = (typeof GOING)[number];

/** Penalty dice for a going, or null where the table prints "N/A" (the type may not enter or cross). */
export interface MovementRow {
  label: string;
  road: number | 'unlimited';
  crossCountry: number | null;
  penalties: Readonly<Record<Going, number | null>>;
}

const row = (label: string, road: number | 'unlimited', crossCountry: number | null, poor: number | null, bad: number | null, impassable: number | null, linear: number | null): MovementRow =>
  ({ label, road, crossCountry, penalties: { poor, bad, impassable, linear } });

/**
 * The table as printed. Cavalry's linear "1 P or 2 P" is 1 for cavalry (the first listed type) and 2 for bicycles
 * ("the first figure is for the first list type, i.e. cavalry"); Tachanka has no bicycles, so 1. The armoured train's
 * dashes are "no penalties": it moves only on its rails.
 */
export const MOVEMENT_TABLE: Readonly<Record<MovementType, MovementRow>> = {
  'infantry': row('Infantry', 20, 20, 1, 2, 3, 1),
  'cavalry': row('Cavalry, tachanka', 30, 30, 2, 3, null, 1),
  'horse-transport': row('Horse transport (limbered guns)', 30, 25, 2, 3, null, null),
  'manhandled-gun': row('Manhandled gun', 10, 5, 3, null, null, null),
  'wheeled': row('Wheeled vehicles', 60, 30, 2, 3, null, 2),
  'very-slow-tracked': row('Very slow tracked', 25, 20, 1, 2, 3, 1),
  'slow-tracked': row('Slow tracked', 40, 30, 1, 2, 4, 1),
  'medium-tracked': row('Medium tracked', 60, 40, 2, 3, 6, 1),
  'fast-tracked': row('Fast tracked', 70, 45, 3, 4, 7, 1),
  'armoured-train': row('Armoured train', 'unlimited', null, 0, 0, 0, 0),
};

/** "Charging horse adds one D10 to its move distance." */
export const CHARGE_BONUS_DICE = 1;
/** "Infantry take 1 penalty from their move to mount or dismount vehicles." */
export const MOUNT_VEHICLE_PENALTIES = 1;
/** "Vehicles and horse transport take 2 Penalties to limber/unlimber towed weapons, or unload passengers." */
export const LIMBER_PENALTIES = 2;
/** "Cavalry take one penalty to dismount, and must leave 1 figure in 4 to hold the horses (round this to the nearest whole number)." */
export const DISMOUNT_PENALTIES = 1;
export const HORSE_HOLDER_EVERY = 4;
/** "Any figure or vehicle moving and firing takes one penalty to do so." */
export const MOVE_AND_FIRE_PENALTIES = 1;
/** "For large obstacles … rivers or larger streams add 1 penalty." */
export const LARGE_OBSTACLE_EXTRA = 1;
/** Wire: "Infantry take one penalty per cm width, if it is deeper than 3 cm roll three dice". */
export const WIRE_PENALTIES_AT_MOST = 3;

/** Horse holders left when a cavalry unit of `figures` dismounts: one in four, rounded to the nearest whole number. */
export const horseHolders = (figures: number): number => Math.round(figures / HORSE_HOLDER_EVERY);

export function isTracked(type: MovementType): boolean {
  return type === 'very-slow-tracked' || type === 'slow-tracked' || type === 'medium-tracked' || type === 'fast-tracked';
}

export const isVehicleMovement = (type: MovementType): boolean => type === 'wheeled' || isTracked(type);

/**
 * The distance left of a move after its penalty dice (README: "Penalties past the move"): a move never goes
 * negative; it stops where it is.
 */
export function moveAfterPenalties(rateCm: number, penaltyDice: readonly number[]): number {
  const lost = penaltyDice.reduce((a, b) => a + b, 0);
  return Math.max(0, rateCm - lost);
}

/** The sum a movement roll's result prints: "20 − 8 = 12 cm left", or no sum where the penalties eat the whole rate. */
export function leftAfterPenalties(rateCm: number, penaltyDice: readonly number[]): string {
  const lost = penaltyDice.reduce((a, b) => a + b, 0);
  return lost >= rateCm ? `${lost} cm lost of ${rateCm} cm: none left` : `${rateCm} − ${lost} = ${rateCm - lost} cm left`;
}

/** The rate for a move: road rate when the whole way is on a road or track, else cross country. */
export function rateFor(type: MovementType, onRoad: boolean): number | null {
  const r = MOVEMENT_TABLE[type];
  if (r.road === 'unlimited') return null;
  return onRoad ? r.road : r.crossCountry;
}
