import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type FcState, type UnitState, kindOf } from '../state.ts';
import { armyLosses } from '../morale/army-morale.ts';
import { commanderOf } from '../morale/morale.ts';
import { ARMY_MORALE_BANDS, FANATIC_FIRST_TEST_PERCENT, SUPPLY_CUT_COUNTS, TRAIN_LOST_COUNTS } from '../tables/tables-command.ts';

/**
 * What an army breaking is worth to the AI, in figure-equivalents: a broken army has lost the game, but a test still
 * to come may be passed and losses still to come may never be suffered, so the chance is weighed, not the game.
 */
export const ARMY_BREAK_WEIGHT = 100;
/** Each unit still to lose before a band is reached halves the weight of that band's test. */
const PER_UNIT_SHORT = 0.5;

/** A side's losses as the army morale table counts them, and its units, worked out once per state. */
const keptLosses = new WeakMap<FcState, Record<SideId, { counted: number; units: number }>>();
function lossesOf(state: FcState, side: SideId): { counted: number; units: number } {
  let kept = keptLosses.get(state);
  if (!kept) {
    const red = armyLosses(state, 'red'), white = armyLosses(state, 'white');
    kept = { red: { counted: red.counted, units: red.units }, white: { counted: white.counted, units: white.units } };
    keptLosses.set(state, kept);
  }
  return kept[side];
}

/**
 * How near the side's army stands to breaking, 0..1, were `extraCounted` more units lost: the chance that the test due
 * at the end of this turn breaks it (the highest band its counted losses reach that it has not tested at), and each
 * higher band's chance discounted by the units still to lose before it is reached. A Fanatic C-in-C's army skips the
 * bands below 50%; a Committed one's re-rolls make a break as likely as failing every roll.
 */
export function breakPressure(state: FcState, side: SideId, extraCounted = 0): number {
  let kept = pressureKept.get(state);
  if (!kept) { kept = new Map(); pressureKept.set(state, kept); }
  const chief = commanderOf(state, side);
  // Keyed by what the answer reads besides the units (kept per state apart): the band tested, the C-in-C's character.
  const key = `${side}|${extraCounted}|${state.testedBand[side]}|${chief?.status}|${chief?.character}|${chief?.rerolls}`;
  let pressure = kept.get(key);
  if (pressure === undefined) { pressure = pressureAfresh(state, side, extraCounted); kept.set(key, pressure); }
  return pressure;
}

/** `breakPressure` worked out once per state, side and units more lost: every unit's stake in the foresight asks it again. */
const pressureKept = new WeakMap<FcState, Map<string, number>>();

function pressureAfresh(state: FcState, side: SideId, extraCounted: number): number {
  const losses = lossesOf(state, side);
  if (losses.units === 0) return 0;
  const counted = losses.counted + extraCounted;
  const chief = commanderOf(state, side);
  const fit = chief !== undefined && (chief.status === 'active' || chief.status === 'scratched');
  const skipBelow = fit && chief.character === 'fanatic' ? FANATIC_FIRST_TEST_PERCENT : 0;
  const rolls = 1 + (fit && chief.character === 'committed' ? chief.rerolls : 0);
  let unbroken = 1;
  let reached = false;
  for (let i = ARMY_MORALE_BANDS.length - 1; i >= 0; i--) {
    const band = ARMY_MORALE_BANDS[i]!;
    if (band.lossPercent <= state.testedBand[side] || band.lossPercent < skipBelow) continue;
    const short = Math.max(0, Math.ceil((band.lossPercent * losses.units) / 100 - 1e-9) - counted);
    // Only the highest band reached is tested this turn; the lower ones reached with it are passed over.
    if (short === 0) { if (reached) continue; reached = true; }
    unbroken *= 1 - (band.breaksOn / 10) ** rolls * PER_UNIT_SHORT ** short;
  }
  return 1 - unbroken;
}

/** How many units the army morale table counts the unit's loss as: an armoured train 3, the last supply wagons 1 + 3. */
export function countedLoss(state: FcState, u: UnitState): number {
  const kind = kindOf(u);
  if (kind === 'train') return TRAIN_LOST_COUNTS;
  if (kind === 'wagon') {
    const others = state.units.some((w) => w !== u && w.side === u.side && kindOf(w) === 'wagon' && w.status === 'active');
    return others ? 1 : 1 + SUPPLY_CUT_COUNTS;
  }
  return 1;
}

/** What losing the unit would cost its side in nearness to breaking, in figure-equivalents. */
export function lossWeight(state: FcState, u: UnitState): number {
  return ARMY_BREAK_WEIGHT * (breakPressure(state, u.side, countedLoss(state, u)) - breakPressure(state, u.side));
}

/** The army morale part of the foresight: the enemy's nearness to breaking less our own. */
export const armyTerm = (state: FcState, side: SideId, enemy: SideId): number =>
  ARMY_BREAK_WEIGHT * (breakPressure(state, enemy) - breakPressure(state, side));
