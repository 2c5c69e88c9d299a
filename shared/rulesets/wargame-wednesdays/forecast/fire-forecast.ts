import type { Forecast } from '../../../engine/ruleset.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { DRIFT_DIRECTIONS, RANGE, coverCounts, driftDistanceDice, fireDice, saveFor, type FireSource, type Kind } from '../tables.ts';
import { type UnitState, type WwState, findUnit, kindOf, standHits } from '../state.ts';
import { terrainOf, unitInCover } from '../ground/terrain.ts';
import { SOURCE } from '../fire/fire.ts';
import { driftedPoint, struckAt } from '../fire/artillery.ts';
import { type Loss, expectedLoss, lossBeyond, lossOfDice, lossOfHits, unsavedChance } from './hit-outcomes.ts';

/**
 * What a fire order is expected to do, from the fire tables the step rolls on (dice, hit numbers, saves, drift): the
 * hits land only at the end of the fire step, so the AI reads them here. Each target's loss is counted beyond the
 * hits already waiting on it this step (the view shows those: `pending.ts`).
 */

/** Hits waiting on the unit for the end of this fire step. */
export const hitsWaiting = (state: WwState, unit: UnitState): number => state.incoming.find((i) => i.unitId === unit.id)?.hits ?? 0;

/** The chance a hit of `source` on `target` (its stands at `stands`) counts: its save does not turn it. */
export function countsChance(state: WwState, target: UnitState, source: FireSource | 'melee', stands: readonly Vec[] = target.stands): number {
  const kind = kindOf(target);
  return unsavedChance(saveFor(kind, source, coverCounts(kind, source) && unitInCover(terrainOf(state.scenario), stands)) !== null);
}

/** The chance one die of `source` fire, hitting on `hitOn`, puts a hit on `target` that counts. */
const hitChance = (state: WwState, target: UnitState, hitOn: number, source: FireSource): number =>
  (Math.max(0, 7 - hitOn) / 6) * countsChance(state, target, source);

/** What `dice` dice at `target` add to the loss the hits already waiting on it bring. */
function lossOfShots(state: WwState, target: UnitState, dice: number, p: number): Loss {
  const already = hitsWaiting(state, target);
  return lossBeyond(lossOfDice(target, dice, p, already), lossOfHits(target, already));
}

/** Direct fire at one target, or an armoured car's at two (or twice at one, both lots of dice at it). */
export function directFireForecast(state: WwState, shooter: UnitState, targetIds: readonly string[]): Forecast {
  const kind = kindOf(shooter) as Exclude<Kind, 'artillery'>;
  const fire = fireDice(kind, shooter.stands.length, standHits(shooter));
  const dice = new Map<string, number>();
  for (const id of targetIds) dice.set(id, (dice.get(id) ?? 0) + fire.dice);
  const losses = [...dice].map(([id, n]) => {
    const target = findUnit(state, id)!;
    return expectedLoss(target, lossOfShots(state, target, n, hitChance(state, target, fire.hitOn, SOURCE[kind])));
  });
  return { losses, whole: true };
}

/** The chance of each total of `n` d6 (index: the total). */
function totalChances(n: number): number[] {
  let chances = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(chances.length + 6).fill(0);
    chances.forEach((c, t) => { for (let d = 1; d <= 6; d++) next[t + d]! += c / 6; });
    chances = next;
  }
  return chances;
}

/**
 * A gun's shell at an aiming point: every landing the drift die and the distance dice allow, each with its chance, and
 * 1d6 hits (each with its save) on every unit, of either side, within 1" of it.
 */
export function artilleryForecast(state: WwState, gun: UnitState, aim: Vec): Forecast {
  const at = gun.stands[0]!;
  const distances = totalChances(driftDistanceDice(hypot(aim.x - at.x, aim.y - at.y), RANGE.artillery));
  const struckChance = new Map<UnitState, number>();
  const strike = (units: readonly UnitState[], chance: number) => {
    for (const u of units) struckChance.set(u, (struckChance.get(u) ?? 0) + chance);
  };
  const onTarget = struckAt(state, aim);
  for (const way of DRIFT_DIRECTIONS) {
    if (way === 'hit') { strike(onTarget, 1 / 6); continue; }
    distances.forEach((c, inches) => { if (c > 0) strike(struckAt(state, driftedPoint(at, aim, way, inches)), c / 6); });
  }
  const losses = [...struckChance].map(([u, chance]) => {
    const p = countsChance(state, u, 'artillery');
    let out = 0, lost = 0;
    for (let hits = 1; hits <= 6; hits++) {
      const l = lossOfShots(state, u, hits, p);
      out += l.out / 6;
      lost += l.lost / 6;
    }
    return expectedLoss(u, { out: out * chance, lost: lost * chance });
  });
  return { losses, whole: true };
}

/** Holding fire changes nothing. */
export const HOLD_FIRE_FORECAST: Forecast = { losses: [], whole: true };
