import type { GameEvent } from '../../../engine/events.ts';
import { SOFT_TRANSPORT_RULE, softTransportDamage } from '../fire/effects/damage.ts';
import { ruleName } from '../rule-names.ts';

/**
 * Section 12 "Soft Transports" in play: "Soft transport takes 1 hit per 2 casualties, Passengers take hits as normal,
 * in addition to any on their transport … Soft transport are eliminated when half the passengers are eliminated." The
 * arithmetic is the fire rules' `softTransportDamage` (the `soft-transport` rules table); this keeps its inputs.
 */

/** "Enough of their prototypes to lift … their assigned passengers": an empty transport's load is a full company. */
export const TRANSPORT_CAPACITY = 10;

/**
 * A transport's passengers and what fire has done to it. `aboard` is the passengers' strength now (figures, or hits a
 * weapon may still take); `load` what it carried when first fired on (its capacity if empty then), null before;
 * `casualties` every casualty fired at it; `pending` the casualties its passengers have still to take.
 */
export interface Carry { passenger: string | null; aboard: number; load: number | null; casualties: number; pending: number }

export const emptyCarry = (): Carry => ({ passenger: null, aboard: 0, load: null, casualties: 0, pending: 0 });

/** The fire rules' reading of the next fire at the transport. */
export function damageTo(carry: Carry, casualties: number): ReturnType<typeof softTransportDamage> & { load: number } {
  const load = carry.load ?? (carry.aboard > 0 ? carry.aboard : TRANSPORT_CAPACITY);
  return { ...softTransportDamage({ load, aboard: Math.min(carry.aboard, load), casualtiesBefore: carry.casualties }, casualties), load };
}

/** Whether the casualties against it have already eliminated it (half its load, rounded up). */
export const transportEliminated = (carry: Carry): boolean => carry.load !== null && carry.casualties >= Math.ceil(carry.load / 2);

/**
 * Casualties fired at a transport: its hits, its passengers' share kept until they take it (transport/carrying.ts),
 * and its elimination. Returns the hits it took.
 */
export function transportUnderFire(u: { side: GameEvent['side']; id: string; name: string; hits: number; carry: Carry | null; lostThisMove: number; status: string }, casualties: number, events: GameEvent[]): number {
  const carry = u.carry!;
  const d = damageTo(carry, casualties);
  const newHits = d.hits - u.hits;
  carry.load = d.load;
  carry.casualties = d.casualties;
  carry.pending += d.passengersLost;
  u.hits = d.hits;
  u.lostThisMove += newHits;
  events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name} (soft transport): ${damageText(casualties, d)} (${ruleName(SOFT_TRANSPORT_RULE)})` });
  return newHits;
}

/** The fire's arithmetic as the report prints it. */
export function damageText(casualties: number, d: ReturnType<typeof damageTo>): string {
  const half = Math.ceil(d.load / 2);
  return `${casualties} casualt${casualties === 1 ? 'y' : 'ies'}, ${d.casualties} in all: ${d.hits} hit${d.hits === 1 ? '' : 's'} (1 per 2)`
    + `${d.passengersLost > 0 ? `, ${d.passengersLost} on the passengers` : ''}; ${d.eliminated ? 'eliminated' : 'runs on'} (eliminated at ${half}, half its load of ${d.load})`;
}
