import type { Cover, RangeBand } from '../types.ts';
import { COVER_LEVELS } from '../types.ts';

/** "Field Guns": what may hit a gun behind its shield, and the cover the shield gives. */

export const FIELD_GUN_RULE = '12 Field Guns';

export const GUN_ATTACKS = ['small-arms', 'support-mg', 'auto-cannon', 'he', 'shrapnel', 'charging-cavalry', 'flame-thrower'] as const;
export type GunAttack = (typeof GUN_ATTACKS)[number];

export interface FieldGunExposure {
  /** Whether this fire can hit the gun at all. */
  canHit: boolean;
  /** The cover the fire counts against: the better of the ground and the shield. */
  cover: Cover;
  reason: string;
}

const better = (a: Cover, b: Cover): Cover => (COVER_LEVELS.indexOf(a) >= COVER_LEVELS.indexOf(b) ? a : b);

/**
 * "Field guns with shields, fired at from the front, can only be hit by small arms fire at close or point blank
 * range, charging cavalry or being fired at by Auto Cannon or Artillery firing HE (counting as cover for Shrapnel)."
 * From the rear or flank, or without a shield, anything hits, and the shield gives no cover.
 */
export function fieldGunExposure(g: { shield: boolean; fromFront: boolean; ground: Cover }, attack: GunAttack, band: RangeBand | null): FieldGunExposure {
  if (!g.shield || !g.fromFront) return { canHit: true, cover: g.ground, reason: g.shield ? 'fired at from the flank or rear: the shield does not cover' : 'no gun shield' };
  const shielded = better(g.ground, 'medium');
  if (attack === 'small-arms') {
    const near = band === 'close' || band === 'point-blank';
    return { canHit: near, cover: shielded, reason: near ? 'small arms at close range or nearer, through the shield (medium cover)' : 'small arms beyond close range cannot hit a gun behind its shield' };
  }
  if (attack === 'support-mg') return { canHit: false, cover: shielded, reason: 'machine guns cannot hit a gun behind its shield' };
  return { canHit: true, cover: shielded, reason: 'the shield counts as medium cover' };
}
