import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { headingVector, normalizeDegrees, scale, type Vec } from '../../../../geometry/vec.ts';
import { INDIRECT_RULE } from './request.ts';

/** "Hitting The Target": on target on 9 or 10, else scatter by the unmodified die's direction, d10 × 3 cm. */

export const SCATTER_RULE = `${INDIRECT_RULE}: Hitting The Target`;
export const ON_TARGET = 9;
export const ADJUSTMENT_PER_TURN = 2;
export const SCATTER_CM_PER_PIP = 3;

/** Directions 1 to 8: 1 overshoots, then each 45 degrees clockwise; 5 falls short. */
export const SCATTER_DIRECTIONS = ['over', 'over and right', 'right', 'short and right', 'short', 'short and left', 'left', 'over and left'] as const;

export interface ScatterInput {
  /** "Observed fire (where the target point is visible to the observer)"; unobserved fire always scatters. */
  observed: boolean;
  /** Turns this battery has already fired at the same point: "+ 2 if the fire is at a visible point or observed" for each. */
  earlierTurns: number;
  /** Heading of the line of fire, firer to target (0 = +y, clockwise), for the landing point. */
  lineOfFire: number;
}

export interface Scatter {
  onTarget: boolean;
  /** 1–8, or null on target. */
  direction: number | null;
  distanceCm: number;
  /** Where it lands from the aim point, in centimetres, on the table's axes. */
  offset: Vec;
  explanation: RollExplanation;
  /** The distance die, when it scattered. */
  distance: RollExplanation | null;
}

/**
 * The unmodified die gives the direction. An unobserved 9 or 10 has none in the text; it is read along the line of
 * fire, 9 over and 10 short (README "Decisions").
 */
export function directionOf(roll: number): number {
  return roll <= 8 ? roll : roll === 9 ? 1 : 5;
}

export function rollScatter(s: ScatterInput, dice: Dice): Scatter {
  const roll = dice.d(10);
  const modifiers: Modifier[] = s.observed && s.earlierTurns > 0 ? [{ label: `${s.earlierTurns} earlier turn${s.earlierTurns === 1 ? '' : 's'} at this point, observed`, value: ADJUSTMENT_PER_TURN * s.earlierTurns }] : [];
  const total = roll + modifiers.reduce((a, m) => a + m.value, 0);
  const base = { table: 'indirect-scatter', column: s.observed ? 'observed' : 'unobserved (always scatters)', target: s.observed ? `${ON_TARGET}+ on target` : 'never on target', dice: [roll], modifiers, total, rule: SCATTER_RULE };
  if (s.observed && total >= ON_TARGET) return { onTarget: true, direction: null, distanceCm: 0, offset: { x: 0, y: 0 }, explanation: { ...base, result: 'on target' }, distance: null };
  const direction = directionOf(roll);
  const pips = dice.d(10);
  const distanceCm = pips * SCATTER_CM_PER_PIP;
  const offset = scale(headingVector(normalizeDegrees(s.lineOfFire + 45 * (direction - 1))), distanceCm);
  const name = SCATTER_DIRECTIONS[direction - 1]!;
  return {
    onTarget: false, direction, distanceCm, offset,
    explanation: { ...base, result: `scatters ${name} (direction ${direction})` },
    distance: { table: 'indirect-scatter', column: `d10 × ${SCATTER_CM_PER_PIP} cm`, dice: [pips], modifiers: [], total: pips, result: `${distanceCm} cm ${name}`, rule: SCATTER_RULE },
  };
}
