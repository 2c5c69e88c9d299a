import type { TrrUnit } from '../state.ts';

/**
 * Whether the unit counts as moving this move, for fire ("subtract 4 if the firer is moving", "stationary vehicles
 * may fire twice") and for being seen: it moved, and the dice did not leave it where it stood.
 */
export const isMoving = (u: TrrUnit): boolean => u.moved && !u.stayed;
