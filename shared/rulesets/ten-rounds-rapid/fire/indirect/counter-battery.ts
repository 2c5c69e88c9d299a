import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { INDIRECT_RULE } from './request.ts';

/**
 * "Counter Battery Fire": requested as at a moving target (`requestFire` with `targetMovingOver6cm`), then located
 * on a 10, then its effect; off table, the abstract roll-off.
 */

export const COUNTER_BATTERY_RULE = `${INDIRECT_RULE}: Counter Battery Fire`;

export interface LocateInput {
  /** "add 1 if the firing battery has an air observer". */
  airObserver: boolean;
  /** "Add 1 for each turn that the target battery has fired from it's current location." */
  turnsFiredFromHere: number;
}

export function locateBattery(l: LocateInput, dice: Dice): { located: boolean; explanation: RollExplanation } {
  const roll = dice.d(10);
  const modifiers: Modifier[] = [];
  if (l.airObserver) modifiers.push({ label: 'air observer', value: 1 });
  if (l.turnsFiredFromHere > 0) modifiers.push({ label: `target fired ${l.turnsFiredFromHere} turn${l.turnsFiredFromHere === 1 ? '' : 's'} from here`, value: l.turnsFiredFromHere });
  const total = roll + modifiers.reduce((a, m) => a + m.value, 0);
  const located = total >= 10;
  return { located, explanation: { table: 'counter-battery-locate', target: '10', dice: [roll], modifiers, total, result: located ? 'target battery located' : 'not located', rule: COUNTER_BATTERY_RULE } };
}

/**
 * The abstract effect on an off-table battery: "Roll a D10 for the target and firer, with the target adding 1 if it
 * is dug in or SP. Subtract the two, if the firer has a positive score it is subtracted from the target's next
 * activation roll."
 */
export function counterBatteryDuel(targetDugInOrSp: boolean, dice: Dice): { penalty: number; firer: RollExplanation; target: RollExplanation } {
  const f = dice.d(10), t = dice.d(10);
  const tMods: Modifier[] = targetDugInOrSp ? [{ label: 'dug in or SP', value: 1 }] : [];
  const tTotal = t + tMods.reduce((a, m) => a + m.value, 0);
  const penalty = Math.max(0, f - tTotal);
  const result = penalty > 0 ? `- ${penalty} on the target's next activation roll` : 'no effect';
  return {
    penalty,
    firer: { table: 'counter-battery-duel', column: 'firer', dice: [f], modifiers: [], total: f, result, rule: COUNTER_BATTERY_RULE },
    target: { table: 'counter-battery-duel', column: 'target', dice: [t], modifiers: tMods, total: tTotal, result, rule: COUNTER_BATTERY_RULE },
  };
}
