import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { ok, refuse, type Result } from '../../../../core/result.ts';

/** "Requesting Fire": telephone or wireless, 4+ on a d10, 8+ at a target moving more than 6 cm. */

export const INDIRECT_RULE = '14 Indirect Fire';
export const REQUEST_RULE = `${INDIRECT_RULE}: Requesting Fire`;

/** A flare is the SOS signal of a unit with no telephone or wireless ("fired on a known signal, such as a flare"). */
export const REQUEST_MEANS = ['telephone', 'wireless', 'flare'] as const;
export type RequestMeans = (typeof REQUEST_MEANS)[number];

export interface FireRequest {
  means: RequestMeans;
  /** "Telephones may only be used by observers who have not moved at all." */
  observerMoved: boolean;
  /** "Wireless may only be used by Blue armies (and spotting aircrafts)." */
  wirelessAllowed: boolean;
  /** "8 or more is needed to fire on a target moving at more than 6 cm"; counter-battery fire counts as this. */
  targetMovingOver6cm: boolean;
  /** "For Telephones - 3 if there is artillery fire falling between the observer and his base line." */
  fireBetween: boolean;
}

export const REQUEST_NEEDED = 4;
export const MOVING_TARGET_NEEDED = 8;
export const CUT_LINE: Modifier = { label: 'artillery fire between the observer and his base line', value: -3 };

export function requestFire(r: FireRequest, dice: Dice): Result<{ granted: boolean; explanation: RollExplanation }> {
  if (r.means === 'telephone' && r.observerMoved) return refuse('a telephone request needs an observer who has not moved at all', REQUEST_RULE);
  if (r.means === 'wireless' && !r.wirelessAllowed) return refuse('only Blue armies and spotting aircraft have wireless', REQUEST_RULE);
  const needed = r.targetMovingOver6cm ? MOVING_TARGET_NEEDED : REQUEST_NEEDED;
  const modifiers = r.means === 'telephone' && r.fireBetween ? [CUT_LINE] : [];
  const roll = dice.d(10);
  const total = roll + modifiers.reduce((a, m) => a + m.value, 0);
  const granted = total >= needed;
  return ok({
    granted,
    explanation: { table: 'fire-request', column: `${r.means}${r.targetMovingOver6cm ? ', target moving over 6 cm' : ''}`, target: `${needed}+`, dice: [roll], modifiers, total, result: granted ? 'the battery fires' : 'request failed', rule: REQUEST_RULE },
  });
}

/** "Off table weapons fire once per move, unless over 240 mm calibre which may fire only every other move." */
export function offTableMayFire(calibreMm: number, firedLastMove: boolean): boolean {
  return calibreMm <= 240 || !firedLastMove;
}
