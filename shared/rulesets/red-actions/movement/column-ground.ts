import type { Vec } from '../../../geometry/vec.ts';
import type { BaseRect } from '../../../geometry/base.ts';
import { pathTerrain } from '../../../geometry/path-cost.ts';
import type { IndexedFeature } from '../../../geometry/terrain-shapes.ts';
import type { AreaType } from '../../../scenario/terrain-kinds.ts';
import type { Formation, RaState, RaUnit } from '../state.ts';
import { moveClassOf } from './movement.ts';
import { indexOf } from '../terrain/visibility.ts';

/**
 * "Troops other than infantry must be in column in buildings and woods" (Terrain Effects). Cavalry, tachankas,
 * limbered guns and vehicles of two or more bases that move with any part of their way or any base at its end in
 * woods, dense woods, a built-up area or a building must make that move in column (README "Columns in woods and
 * buildings"). A unit of one base stands the same in line as in column, so the rule asks nothing of it.
 */

const COLUMN_AREAS: readonly AreaType[] = ['woods', 'dense-woods', 'built-up'];

const isColumnGround = (f: IndexedFeature): boolean => f.kind === 'building' || (f.kind === 'area' && COLUMN_AREAS.includes(f.feature.type));

/** Whether the rule binds this unit at all: troops other than infantry, of more than one base. */
export function mustColumnInCover(s: RaState, u: RaUnit): boolean {
  return u.bases.length > 1 && moveClassOf(s, u) !== 'infantry';
}

/** Why a move in `formation` from `from` to `to`, ending with `rects`, breaks the rule; null when it keeps it. */
export function columnGroundRefusal(s: RaState, u: RaUnit, from: Vec, to: Vec, rects: readonly BaseRect[], formation: Formation): string | null {
  if (formation === 'column' || !mustColumnInCover(s, u)) return null;
  const index = indexOf(s);
  const through = pathTerrain(index, [from, to])[0]?.terrain.some((t) => t.length > 0 && (t.kind === 'building' || (t.kind === 'area' && COLUMN_AREAS.includes(t.type as AreaType))));
  const ends = rects.some((r) => index.someAt(r, isColumnGround));
  return through || ends ? 'troops other than infantry must be in column in woods and buildings' : null;
}
