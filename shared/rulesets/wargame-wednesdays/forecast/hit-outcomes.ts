import type { ExpectedLoss } from '../../../engine/ruleset.ts';
import { successChances } from '../../../engine/dice-pool.ts';
import { SAVE_ON, STAND_CAPACITY, isVehicle, moralePasses, testsOnStandLoss } from '../tables.ts';
import { type UnitState, kindOf, standHits, troopOf } from '../state.ts';

/**
 * What hits do to a unit, as chances, for the AI's forecasts: the same numbers as `applyHits`, the morale test and the
 * vehicle destruction test, worked out over every outcome instead of rolled.
 */

/** A loss as chances: leaving the fight, and the stands expected lost while staying. */
export interface Loss { out: number; lost: number }

export const NO_LOSS: Loss = { out: 0, lost: 0 };

/** Stands removed by `hits` more (README: "Spreading hits": the damaged stand fills first, then the next). */
export function standsLostTo(unit: UnitState, hits: number): number {
  if (hits <= 0 || unit.stands.length === 0) return 0;
  const capacity = STAND_CAPACITY[kindOf(unit)];
  const room = capacity - standHits(unit);
  if (hits < room) return 0;
  return Math.min(unit.stands.length, 1 + Math.floor((hits - room) / capacity));
}

/** The chance a morale test with `stands` left fails ("a d6 … Less than the number of stands remaining"). */
export function moraleFailChance(unit: UnitState, stands: number): number {
  let passes = 0;
  for (let roll = 1; roll <= 6; roll++) if (moralePasses(roll, stands, troopOf(unit).elite)) passes++;
  return 1 - passes / 6;
}

/**
 * What `hits` on the unit in one go come to: infantry and cavalry that lose a stand test morale and leave on a failure
 * (a rout, or a stand given up, counted as leaving); a unit that loses its last stand is gone; a vehicle hit this turn
 * faces the destruction test at the end of it (`hitBefore`: it was hit earlier this turn).
 */
export function lossOfHits(unit: UnitState, hits: number, hitBefore = unit.hitThisTurn): Loss {
  const kind = kindOf(unit);
  if (isVehicle(kind)) {
    if (hits <= 0 && !hitBefore) return NO_LOSS;
    return { out: Math.min(STAND_CAPACITY[kind], unit.vehicleHits + Math.max(0, hits)) / 6, lost: 0 };
  }
  const lost = standsLostTo(unit, hits);
  if (lost === 0) return NO_LOSS;
  const left = unit.stands.length - lost;
  if (left <= 0) return { out: 1, lost: 0 };
  if (!testsOnStandLoss(kind)) return { out: 0, lost };
  const fails = moraleFailChance(unit, left);
  return { out: fails, lost: lost * (1 - fails) };
}

/** The chance a hit counts after the target's save (a d6 each, 4+ saves), or 1 with no save. */
export const unsavedChance = (save: boolean): number => (save ? (SAVE_ON - 1) / 6 : 1);

/** The loss expected of `dice` dice that each hit (and count past saves) with chance `p`, on top of `already` hits. */
export function lossOfDice(unit: UnitState, dice: number, p: number, already = 0): Loss {
  const chances = successChances(dice, p);
  let out = 0, lost = 0;
  chances.forEach((c, k) => {
    if (c === 0) return;
    const l = lossOfHits(unit, already + k);
    out += c * l.out;
    lost += c * l.lost;
  });
  return { out, lost };
}

/** `a` less `b`: what more hits add to the loss already coming. */
export const lossBeyond = (a: Loss, b: Loss): Loss => ({ out: a.out - b.out, lost: a.lost - b.lost });

export const expectedLoss = (unit: UnitState, loss: Loss): ExpectedLoss => ({ unitId: unit.id, out: loss.out, lost: loss.lost });
