import type { Dice } from '../../../../engine/dice.ts';
import type { RollExplanation } from '../../../../engine/events.ts';

/**
 * Section 15 "Demolitions": "Indirect fire can also destroy built up areas, barbed wire and woods. This is purely on
 * moves of fire. Any such area under fire becomes poor going for one move's fire, bad for two move's fire, and
 * impassable after three move's fire … Wire is different. It can only be damaged on a roll of 0, proceed as above."
 */

export const DEMOLITION_RULE = '15 Demolitions';

/** What indirect fire damages: woods (dense or not) and built-up areas, buildings, and barbed wire. */
export const DAMAGEABLE = ['woods', 'built-up', 'building', 'wire'] as const;
export type Damageable = (typeof DAMAGEABLE)[number];

export const SHELLED_GOING = ['poor', 'bad', 'impassable'] as const;
export type ShelledGoing = (typeof SHELLED_GOING)[number];

/** A d10's "0" face is its 10: the roll wire needs to be damaged by a move's fire. */
export const WIRE_DAMAGED_ON = 10;

/** The going of ground after `moves` moves of fire on it: none, then poor, bad, and impassable from the third. */
export function shelledGoing(moves: number): ShelledGoing | null {
  return moves <= 0 ? null : SHELLED_GOING[Math.min(moves, SHELLED_GOING.length) - 1]!;
}

/** A feature fire has damaged, as the game keeps it beside the scenario's terrain, which never changes. */
export interface DamagedFeature {
  readonly featureId: string;
  /** As a person reads it: the feature's label, or what it is. */
  readonly name: string;
  readonly kind: Damageable;
  /** Moves of fire that have counted against it. */
  readonly moves: number;
  /** The move it last counted, so that a move's fire counts once ("purely on moves of fire"). */
  readonly lastMove: number;
}

export const movesText = (moves: number): string => `${moves} move${moves === 1 ? '' : 's'} of fire`;

export interface Shelling {
  /** Whether this move's fire counts against the feature. */
  counts: boolean;
  /** Moves of fire on it, this one counted if it counts. */
  moves: number;
  going: ShelledGoing | null;
  /** The wire's d10; null for the rest, which every move of fire damages. */
  roll: RollExplanation | null;
}

/** One move's HE fire on a feature that has had `movesBefore` moves of fire. */
export function shellFeature(kind: Damageable, movesBefore: number, dice: Dice): Shelling {
  if (kind !== 'wire') return { counts: true, moves: movesBefore + 1, going: shelledGoing(movesBefore + 1), roll: null };
  const d = dice.d(10);
  const counts = d === WIRE_DAMAGED_ON;
  const moves = movesBefore + (counts ? 1 : 0);
  const going = shelledGoing(moves);
  const result = counts ? `the wire is cut: ${going} going (${movesText(moves)})` : 'the wire holds';
  return { counts, moves, going, roll: { table: 'demolition', column: 'barbed wire', target: '10 (the die\'s 0)', dice: [d], modifiers: [], total: d, result, rule: DEMOLITION_RULE } };
}
