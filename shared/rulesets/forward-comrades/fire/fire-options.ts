import { hypot } from '../../../geometry/hypot.ts';
import { type FcState, type UnitState, kindOf, onTable, troopOf, unitCentre } from '../state.ts';
import { directReach, fireProfile, visibleTargets } from './fire.ts';
import { bombardRefusal, gunLong, indirectRefusal } from './artillery.ts';
import { officerTargets } from './officer-target.ts';
import { unitDistance } from '../movement/stands.ts';
import { GUN_CHART, type GunSize } from '../tables/tables-fire.ts';
import { type BombardPoint, denialPoints } from '../ai/bombard-points.ts';

/**
 * Who fires when (README: "Sequence of play"): guns with a leadership point in phase 1 ("preparatory fire … any type
 * of fire"); other units with a leadership point in phase 2 (attacking fire); in phase 3, after movement, any
 * unit that has neither moved nor fired (defensive fire: "may fire only directly", interventionist guns indirectly too).
 * Units falling back or pinned by a bombardment do not fire.
 */
export function fireBar(state: FcState, u: UnitState): string | null {
  if (!onTable(u)) return `${u.name} are not on the table`;
  if (u.fallingBack) return `${u.name} are falling back`;
  if (u.pinned) return `${u.name} are pinned by the bombardment`;
  if (u.fired) return `${u.name} have fired this turn`;
  const gun = kindOf(u) === 'gun';
  switch (state.phase) {
    case 'preparatory':
      if (!gun) return 'only guns fire in phase 1 (preparatory fire)';
      return u.leadership ? null : `${u.name} have no leadership point this turn`;
    case 'attack-fire':
      if (gun) return 'guns fire in phase 1 or in defensive fire';
      return u.leadership ? null : `${u.name} have no leadership point this turn`;
    case 'defensive-fire':
      return u.moved ? `${u.name} moved this turn` : null;
    default:
      return 'no fire is due now';
  }
}

/** The single gun size of a gun section, or null. */
export const gunSizeOf = (u: UnitState): GunSize | null => (kindOf(u) === 'gun' ? troopOf(u).gun! : null);

/** Direct-fire targets: seen and within the longest reach of the unit's weapons. */
export function directTargets(state: FcState, u: UnitState, first = false): UnitState[] {
  const p = fireProfile(u);
  if (p.smallArms.length === 0 && p.guns.length === 0) return [];
  return visibleTargets(state, u, directReach(u, gunLong), first);
}

/** Indirect-fire targets of a gun section now: enemies a free officer sees, where indirect fire is allowed. */
export function indirectTargets(state: FcState, u: UnitState): UnitState[] {
  const size = gunSizeOf(u);
  if (!size || !state.indirectFire) return [];
  const defensive = state.phase === 'defensive-fire';
  const direct = new Set(directTargets(state, u).map((t) => t.id));
  return state.units.filter((e) => e.side !== u.side && onTable(e) && !direct.has(e.id) && indirectRefusal(state, u, size, e, defensive) === null);
}

/**
 * Points a gun is offered to bombard: where they deny the enemy's moves still to come this turn (ai/bombard-points.ts);
 * when no enemy has a move to come, in front of the nearest enemy units (up to three), on the way toward the gun.
 */
export function bombardPoints(state: FcState, u: UnitState): BombardPoint[] {
  const size = gunSizeOf(u);
  if (!size || state.phase !== 'preparatory') return [];
  const denial = denialPoints(state, u, GUN_CHART[size].burst);
  const candidates = denial.length > 0 ? denial : inFrontOfNearest(state, u);
  const out: BombardPoint[] = [];
  for (const p of candidates) {
    if (out.some((o) => Math.abs(o.x - p.x) < 1 && Math.abs(o.y - p.y) < 1)) continue;
    if (bombardRefusal(state, u, size, p.x, p.y) === null) out.push(p);
  }
  return out;
}

/** 4" in front of each of the nearest three enemy units, on the way it must come toward the gun. */
function inFrontOfNearest(state: FcState, u: UnitState): BombardPoint[] {
  const enemies = state.units.filter((e) => e.side !== u.side && onTable(e)).sort((a, b) => unitDistance(u, a) - unitDistance(u, b)).slice(0, 3);
  const mine = unitCentre(u);
  return enemies.map((e) => {
    const c = unitCentre(e);
    const d = hypot(mine.x - c.x, mine.y - c.y) || 1;
    return { x: Math.round((c.x + ((mine.x - c.x) / d) * 4) * 10) / 10, y: Math.round((c.y + ((mine.y - c.y) / d) * 4) * 10) / 10, near: e, why: `in front of ${e.name}` };
  });
}

/** Whether the unit has any fire it may make now. */
export function mayFireNow(state: FcState, u: UnitState): boolean {
  if (fireBar(state, u) !== null) return false;
  return directTargets(state, u, true).length > 0 || bombardPoints(state, u).length > 0 || indirectTargets(state, u).length > 0 || officerTargets(state, u).length > 0;
}
