import { type Vec, normalizeDegrees } from '../../../geometry/vec.ts';
import { inArc, relativeAngle } from '../../../geometry/arcs.ts';
import { toBaseFrame } from '../../../geometry/base.ts';
import type { RaBase, RaState, RaUnit } from '../state.ts';
import { cardFor, onTable, unitRect } from '../troops/units.ts';
import { TRAIN } from '../tables/tables-misc.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Fire Arcs and Enfilade". */

/** Foot, horse and guns fire within 22° of straight ahead (44° in all). */
export const FRONT_ARC = 44;
/** Rifles fired from a wagon, like the MGs from the sides of armoured trains: 45° to either side of square. */
export const RIDER_ARC = 90;

/** Whether a base can bring its weapon to bear on a point. Sponsons: the side is chosen per shot. */
export function baseArcCovers(u: RaUnit, b: RaBase, p: Vec): boolean {
  // Troops riding in a wagon (facing out of its right side) fire out of either side, 45° each way of square.
  if (u.riding) return inArc(b, p, RIDER_ARC) || inArc({ x: b.x, y: b.y, facing: b.facing + 180 }, p, RIDER_ARC);
  switch (cardFor(u).arc) {
    case 'front': return inArc(b, p, FRONT_ARC);
    case 'rear': return inArc({ x: b.x, y: b.y, facing: b.facing + 180 }, p, FRONT_ARC);
    case 'turret': return true;
    case 'sponson': return sponsonSide(b, p) !== null;
    case 'fixed-45': case 'train-gun': case 'train-mg': return inArc(b, p, 90);
    case 'train-turret': {
      const off = Math.abs(relativeAngle({ x: b.x, y: b.y, facing: b.facing + 180 }, p));
      return off > TRAIN.turretBlindArc / 2;
    }
  }
}

/** Which sponson (left or right, 180° each) bears on the point; a point dead ahead or astern is covered by neither. */
export function sponsonSide(b: RaBase, p: Vec): 'left' | 'right' | null {
  const a = relativeAngle(b, p);
  if (a > 0 && a < 180) return 'right';
  if (a < 0 && a > -180) return 'left';
  return null;
}

/** Pivot needed to bring a point into the base's arc, in degrees (0 when already in arc). */
export function pivotNeeded(u: RaUnit, b: RaBase, p: Vec): number {
  if (baseArcCovers(u, b, p)) return 0;
  const arc = cardFor(u).arc;
  const facingForward = arc === 'rear' ? normalizeDegrees(b.facing + 180) : b.facing;
  const half = arc === 'front' || arc === 'rear' ? FRONT_ARC / 2 : 45;
  return Math.max(0, Math.abs(relativeAngle({ x: b.x, y: b.y, facing: facingForward }, p)) - half);
}

/** Whether friendly bases of another unit stand in the line of fire. */
export function obstructedByFriends(s: RaState, u: RaUnit, from: Vec, to: Vec): boolean {
  const dx = to.x - from.x, dy = to.y - from.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return false;
  const minX = Math.min(from.x, to.x) - 1, maxX = Math.max(from.x, to.x) + 1;
  const minY = Math.min(from.y, to.y) - 1, maxY = Math.max(from.y, to.y) + 1;
  for (const f of s.units) {
    if (f.side !== u.side || f.id === u.id || !onTable(f) || f.attachedTo === u.id) continue;
    const half = Math.min(cardFor(f).base.width, cardFor(f).base.depth) / 2;
    for (const b of f.bases) {
      if (b.x < minX || b.x > maxX || b.y < minY || b.y > maxY) continue;
      const t = ((b.x - from.x) * dx + (b.y - from.y) * dy) / len2;
      if (t <= 0.05 || t >= 0.95) continue;
      if (hypot(b.x - (from.x + dx * t), b.y - (from.y + dy * t)) < half) return true;
    }
  }
  return false;
}

export const ENFILADE_DEGREES = 11;

/**
 * "A target is enfiladed if the bulk of the shooters are firing effectively down the length of the target":
 * within 11° of the line of its front or rear, measured from its far end. Only troops in line can be enfiladed.
 */
export function enfilades(target: RaUnit, shooters: readonly Vec[]): boolean {
  if (target.bases.length < 2 || (target.formation !== 'line' && target.formation !== 'formed')) return false;
  const rect = unitRect(target);
  let inside = 0;
  for (const p of shooters) {
    const { forward, right } = toBaseFrame(rect, p);
    if (Math.abs(right) <= rect.width / 2) continue;
    const fromFarEnd = Math.abs(right) + rect.width / 2;
    const offLine = Math.max(0, Math.abs(forward) - rect.depth / 2);
    if ((Math.atan2(offLine, fromFarEnd) * 180) / Math.PI <= ENFILADE_DEGREES) inside++;
  }
  return inside * 2 > shooters.length;
}
