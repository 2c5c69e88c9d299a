import { type Bounds, boundsOf } from '../geometry/polygon.ts';
import type { Vec } from '../geometry/vec.ts';

/** A unit's bases or stands as a rule set keeps them: a list a state never changes once it holds it. */
export type Places = readonly Vec[];

/** A unit as the kept ways read it: who it is, whose it is, where it stands (null: off the table). */
export interface PlacedUnit {
  readonly id: string;
  readonly side: string;
}

/**
 * What a unit's move choices were worked out from, for handing them out again: where every unit stood by its
 * place in the state's list, and for each way offered the box its bases swept getting there. Rule sets whose sides
 * move one unit at a time keep these (Forward Comrades, Wargame Wednesdays: `movement/kept-move-options.ts`): the
 * units still to move stand where they stood, and a friend that moved matters only to the ways whose box it is in.
 */
export interface KeptWays {
  places: (Places | null)[];
  swept: Bounds[];
}

/**
 * The boxes swept by a unit's bases moving each way (`dir` a unit vector, `far` inches), widened by `widen` (how far
 * a base reaches into the way, with slack for a move's rounding).
 */
export function sweptBoxes(own: Places, ways: readonly { dir: Vec; far: number }[], widen: number): Bounds[] {
  const box = boundsOf(own);
  return ways.map(({ dir, far }) => {
    const dx = dir.x * Math.max(0, far), dy = dir.y * Math.max(0, far);
    return {
      minX: Math.min(box.minX, box.minX + dx) - widen, maxX: Math.max(box.maxX, box.maxX + dx) + widen,
      minY: Math.min(box.minY, box.minY + dy) - widen, maxY: Math.max(box.maxY, box.maxY + dy) + widen,
    };
  });
}

/** Whether every enemy of `side` stands where it stood when the ways were kept (and no unit came or went). */
export function enemiesStayed<U extends PlacedUnit>(kept: KeptWays, units: readonly U[], side: string, placeOf: (u: U) => Places | null): boolean {
  if (kept.places.length !== units.length) return false;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.side !== side && kept.places[i] !== placeOf(u)) return false;
  }
  return true;
}

/**
 * Brings the kept places up to date with the units (enemies known to have stayed): `redo(k)` is called for each way
 * whose swept box a moved friend stood or now stands in. Says whether any friend moved and whether any way was redone.
 */
export function followFriends<U extends PlacedUnit>(
  kept: KeptWays, units: readonly U[], unitId: string, placeOf: (u: U) => Places | null, redo: (way: number) => void,
): { moved: boolean; redone: boolean } {
  let moved = false, redone = false;
  for (let i = 0; i < units.length; i++) {
    const other = units[i]!;
    const was = kept.places[i]!, now = placeOf(other);
    if (other.id === unitId || was === now) continue;
    kept.swept.forEach((box, k) => {
      if (!inBox(box, was) && !inBox(box, now)) return;
      redo(k);
      redone = true;
    });
    kept.places[i] = now;
    moved = true;
  }
  return { moved, redone };
}

/** Whether any of the places (none: off the table) lies inside the box. */
function inBox(box: Bounds, places: Places | null): boolean {
  if (!places) return false;
  for (const p of places) if (p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY) return true;
  return false;
}
