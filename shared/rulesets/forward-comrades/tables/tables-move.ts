/**
 * Forward Comrades: the two movement tables ("Players should decide before the game as to which movement system
 * will be used"), chosen by the scenario option `movement`.
 */

export const MOVEMENT_SYSTEMS = ['all-dice', 'fixed-plus-d6'] as const;
export type MovementSystem = (typeof MOVEMENT_SYSTEMS)[number];

/** What moves, for the movement tables. */
export const MOVERS = ['infantry', 'mg', 'cavalry', 'officer', 'tank', 'armoured-car', 'limbered-gun', 'train', 'ship', 'ship-towing', 'wagon'] as const;
export type Mover = (typeof MOVERS)[number];

/** A move: a fixed part in inches and some D6 (all-dice has no fixed part). */
export interface MoveDice { fixed: number; dice: number }

/** "Infantry moving in open 2 D6" … "Ships 4 D6 or 3 D6 if towing barges." */
const ALL_DICE: Readonly<Record<Mover, MoveDice>> = {
  'infantry': { fixed: 0, dice: 2 }, 'mg': { fixed: 0, dice: 2 }, 'cavalry': { fixed: 0, dice: 4 }, 'officer': { fixed: 0, dice: 6 },
  'tank': { fixed: 0, dice: 2 }, 'armoured-car': { fixed: 0, dice: 2 }, 'limbered-gun': { fixed: 0, dice: 3 }, 'train': { fixed: 0, dice: 5 },
  'ship': { fixed: 0, dice: 4 }, 'ship-towing': { fixed: 0, dice: 3 }, 'wagon': { fixed: 0, dice: 2 },
};
/** "Infantry or Machine guns in open 4\"+D6" … "Ships 11\"+D6 or 8\"+D6 if towing barges." */
const FIXED_PLUS_D6: Readonly<Record<Mover, MoveDice>> = {
  'infantry': { fixed: 4, dice: 1 }, 'mg': { fixed: 4, dice: 1 }, 'cavalry': { fixed: 11, dice: 1 }, 'officer': { fixed: 18, dice: 1 },
  'tank': { fixed: 4, dice: 1 }, 'armoured-car': { fixed: 4, dice: 1 }, 'limbered-gun': { fixed: 7, dice: 1 }, 'train': { fixed: 15, dice: 1 },
  'ship': { fixed: 11, dice: 1 }, 'ship-towing': { fixed: 8, dice: 1 }, 'wagon': { fixed: 4, dice: 1 },
};
/** "Armored car on road 5 D6, off road 2 D6" / "on road 15\"+D6, off road 4\"+D6". */
const ARMOURED_CAR_ON_ROAD: Readonly<Record<MovementSystem, MoveDice>> = { 'all-dice': { fixed: 0, dice: 5 }, 'fixed-plus-d6': { fixed: 15, dice: 1 } };

export const moveDice = (system: MovementSystem, mover: Mover): MoveDice => (system === 'all-dice' ? ALL_DICE : FIXED_PLUS_D6)[mover];
export const armouredCarRoadDice = (system: MovementSystem): MoveDice => ARMOURED_CAR_ON_ROAD[system];

/** "Units on road or trail in column add one D6"; "Tanks get no road bonus, nor do armored cars" (a car has its own road rate). */
export const ROAD_DIE = 1;
export const getsRoadDie = (mover: Mover): boolean => !['tank', 'armoured-car', 'train', 'ship', 'ship-towing', 'officer'].includes(mover);
/** "+2 D6 if charging" (all dice), "+2 additional D6 if charging" (fixed plus D6): cavalry only; "Tchanka … cannot use charge movement". */
export const CAVALRY_CHARGE_DICE = 2;
/** "unlimbered 2\" (pushed by hand)". */
export const UNLIMBERED_INCHES = 2;

/** "half in rough": who pays double for rough ground; "Tanks 2 D6 in open or rough" pay nothing more; "cannot go into rough" for cars. */
export type RoughRule = 'half' | 'free' | 'closed';
export function roughRule(mover: Mover): RoughRule {
  // Trains and ships keep to their railway or river (movement.ts), whatever ground it crosses.
  if (mover === 'tank' || mover === 'officer' || mover === 'train' || mover === 'ship' || mover === 'ship-towing') return 'free';
  return mover === 'armoured-car' ? 'closed' : 'half';
}

/** A move's inches: the fixed part plus the dice. */
export const moveInches = (move: MoveDice, dice: readonly number[]): number => move.fixed + dice.reduce((a, b) => a + b, 0);

/** "Officers move at the rate of 6 D6 per turn" (18"+D6 in the other system). */
export const officerMove = (system: MovementSystem): MoveDice => moveDice(system, 'officer');

/** "Any morale failure and the unit must stop at edge of bombardment area. If morale test passed, unit's move is cut in half." */
export const BOMBARDMENT_MOVE_FRACTION = 0.5;
