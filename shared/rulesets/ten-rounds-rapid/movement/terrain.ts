import type { AreaType } from '../../../scenario/terrain-kinds.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import type { IndexedFeature } from '../../../geometry/terrain-shapes.ts';
import { isRoadLike } from '../../../geometry/terrain-index.ts';
import { segmentCrossesPolyline, distanceToPolyline } from '../../../geometry/segments.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { LosRules } from '../../../geometry/line-of-sight.ts';
import { memoisedPerTable } from '../../../geometry/table-memo.ts';
import { type Going, type MovementType, MOVEMENT_TABLE, LARGE_OBSTACLE_EXTRA, WIRE_PENALTIES_AT_MOST, isTracked } from './movement-table.ts';
import { toCm } from '../scale.ts';
import { theName } from '../../../engine/agreement.ts';
import type { Boat } from './water-options.ts';

/**
 * Section 10: sight "may not be broken by: Building models, Patches of wood, Areas of higher ground … Units do not
 * break line of sight." A unit at the edge of a wood or village sees out (its own stretch is left out).
 */
export const SIGHT_RULES: LosRules = {
  areas: { 'woods': { blocksAfter: 0.5 }, 'dense-woods': { blocksAfter: 0.5 }, 'built-up': { blocksAfter: 1 } },
  buildings: 'block',
  hills: true,
  ignoreOwnArea: true,
};

type GoingOrClear = Going | 'clear';
const AFV = (m: MovementType): boolean => m === 'wheeled' || isTracked(m);
const otherVehicle = (m: MovementType): boolean => m === 'horse-transport' || m === 'manhandled-gun';

/**
 * The going of each kind of area for each movement type (README: "Going"): "Poor going woods to AFV's, cavalry and
 * infantry … soft ground"; "Bad going woods to other vehicles, boggy ground to all vehicles, marshes"; dense woods a
 * step worse than woods; scrub poor to all but infantry; towns poor "moving off roads".
 */
export function areaGoing(type: AreaType, m: MovementType): GoingOrClear {
  switch (type) {
    case 'woods': return otherVehicle(m) ? 'bad' : 'poor';
    case 'dense-woods': return otherVehicle(m) ? 'impassable' : 'bad';
    case 'scrub': return m === 'infantry' ? 'clear' : 'poor';
    case 'built-up': case 'rough': return 'poor';
    case 'marsh': return 'bad';
    case 'fields': return 'clear';
  }
}

const GOING_ORDER: readonly GoingOrClear[] = ['clear', 'poor', 'bad', 'impassable'];
const worse = (a: GoingOrClear, b: GoingOrClear): GoingOrClear => (GOING_ORDER.indexOf(a) >= GOING_ORDER.indexOf(b) ? a : b);

/** What a straight move crosses: the worst going it enters, the obstacles it crosses, and whether it keeps to a road. */
export interface PathTerrain {
  going: GoingOrClear;
  /** `line` is the obstacle's feature id, for the options that change a crossing (boats, README: "Boats"). */
  obstacles: { label: string; penalties: number; line?: string }[];
  /** Water the way crosses at a bridge or ford, and what it would cost without it (bridges not yet built, `movement/water.ts`). */
  spared?: { crossing: string; line: string; label: string; penalties: number | null }[];
  /** The boats the move crosses water in, if it does (README: "Boats and bridging"). */
  boat?: Boat;
  onRoad: boolean;
  /** What makes the way's going what it is when a crossing does (tracks over wire: "the wire"). */
  goingCause?: string;
  /** Why the move type may not take this way at all, or null. */
  closed: string | null;
}

const SAMPLE_INCHES = 0.4;

function goingAt(index: TerrainIndex, p: Vec, m: MovementType): { going: GoingOrClear; road: boolean } {
  let going: GoingOrClear = 'clear';
  let road = false;
  for (const f of index.at(p)) {
    if (f.kind === 'area') going = worse(going, areaGoing(f.feature.type, m));
    else if (f.kind === 'hill') going = worse(going, f.feature.steepness === 'steep' ? 'bad' : AFV(m) ? 'poor' : 'clear');
    else if (f.kind === 'building') going = worse(going, AFV(m) ? 'impassable' : 'poor');
    if (isRoadLike(f)) road = true;
  }
  return { going, road };
}

/** The ford or bridge (its id) that lets the move cross water where it does, or null. */
function crossingPoint(index: TerrainIndex, a: Vec, b: Vec): string | null {
  const f = index.along(a, b).find((g) => g.kind === 'point' && (g.feature.type === 'ford' || g.feature.type === 'bridge')
    && distanceToPolyline({ x: g.x, y: g.y }, [a, b]) <= Math.max(g.radius, 0.5));
  return f ? f.feature.id : null;
}

const lineName = (f: IndexedFeature & { kind: 'line' }): string => f.feature.label ?? f.feature.type.replace('-', ' ');

/**
 * A linear obstacle crossed: its penalties for the move type, null where the type may not cross it, or `bad-going`
 * where it counts as the way's going (tracks over wire), not as an obstacle that can halt the move.
 */
function linePenalty(f: IndexedFeature & { kind: 'line' }, m: MovementType): { label: string; penalties: number } | null | 'none' | 'bad-going' {
  const row = MOVEMENT_TABLE[m].penalties;
  const name = lineName(f);
  switch (f.feature.type) {
    case 'road': case 'track': case 'railway': return 'none';
    case 'hedge': case 'wall': case 'stream-small': return row.linear === null ? null : { label: name, penalties: row.linear };
    case 'stream-big': return row.linear === null ? null : { label: name, penalties: row.linear + LARGE_OBSTACLE_EXTRA };
    case 'river': return row.impassable === null ? null : { label: name, penalties: row.impassable };
    case 'trench':
      if (m === 'infantry' || m === 'cavalry') return row.bad === null ? null : { label: name, penalties: row.bad };
      return isTracked(m) ? { label: name, penalties: row.linear ?? 0 } : null;
    case 'wire': {
      // "Barbed wire is impassable to cavalry and wheeled transport"; "Tracked AFV's crossing barbed wire count as if bad going".
      if (m === 'infantry') return { label: name, penalties: Math.min(WIRE_PENALTIES_AT_MOST, Math.max(1, Math.ceil(toCm(f.feature.width ?? 0.4)))) };
      if (isTracked(m)) return 'bad-going';
      return null;
    }
  }
}

/** Reads the way from a to b for a movement type (section 11 and README: "Going"). */
function pathTerrainAfresh(index: TerrainIndex, m: MovementType, a: Vec, b: Vec): PathTerrain {
  const out: PathTerrain = { going: 'clear', obstacles: [], onRoad: true, closed: null };
  const length = hypot(b.x - a.x, b.y - a.y);
  const steps = Math.max(1, Math.ceil(length / SAMPLE_INCHES));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const here = goingAt(index, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, m);
    if (!here.road) out.onRoad = false;
    out.going = worse(out.going, here.going);
  }
  // On a road the going of the ground about it does not count ("Road Rate").
  if (out.onRoad) out.going = 'clear';
  const bridged = crossingPoint(index, a, b);
  for (const f of index.along(a, b)) {
    if (f.kind !== 'line' || !segmentCrossesPolyline(a, b, f.feature.points)) continue;
    const p = linePenalty(f, m);
    if (bridged && (f.feature.type === 'river' || f.feature.type === 'stream-big' || f.feature.type === 'stream-small')) {
      if (p !== 'none' && p !== 'bad-going') (out.spared ??= []).push({ crossing: bridged, line: f.feature.id, label: p?.label ?? f.feature.label ?? f.feature.type, penalties: p?.penalties ?? null });
      continue;
    }
    if (p === 'none') continue;
    if (p === 'bad-going') { if (worse(out.going, 'bad') !== out.going) { out.going = 'bad'; out.goingCause = lineName(f); } continue; }
    if (p === null) { out.closed = `${MOVEMENT_TABLE[m].label} may not cross ${theName(lineName(f))}`; continue; }
    out.obstacles.push({ ...p, line: f.feature.id });
  }
  if (out.going !== 'clear' && MOVEMENT_TABLE[m].penalties[out.going] === null) out.closed ??= `${MOVEMENT_TABLE[m].label} may not enter ${out.going} going`;
  return out;
}

// The AI asks about the same ways many times over (every move offered, checked and played): kept per movement type.
const pathMemos = new Map<MovementType, (index: TerrainIndex, ax: number, ay: number, bx: number, by: number) => PathTerrain>();

/** `pathTerrainAfresh`, kept per table and movement type; callers only read the answer. */
export function pathTerrain(index: TerrainIndex, m: MovementType, a: Vec, b: Vec): PathTerrain {
  let memo = pathMemos.get(m);
  if (!memo) {
    memo = memoisedPerTable((i, ax, ay, bx, by) => pathTerrainAfresh(i, m, { x: ax, y: ay }, { x: bx, y: by }));
    pathMemos.set(m, memo);
  }
  return memo(index, a.x, a.y, b.x, b.y);
}

/** Penalty dice the way costs: its worst going once, and each obstacle crossed. */
export function pathPenalties(p: PathTerrain, m: MovementType): number {
  const going = p.going === 'clear' ? 0 : MOVEMENT_TABLE[m].penalties[p.going] ?? 0;
  return going + p.obstacles.reduce((a, o) => a + o.penalties, 0);
}

export const COVER = ['none', 'light', 'medium', 'heavy'] as const;
export type Cover = (typeof COVER)[number];

/** Reach of a hedge, wall or trench for the troops behind it, inches. */
const LINE_REACH = 0.6;

/**
 * Cover by terrain kind (README: "Cover levels"): light behind a hedge, in scrub or a wooden building; medium in woods,
 * a village or behind a wall; heavy in a stone building or a trench (field defences).
 */
export interface CoverHere {
  cover: Cover; defences: boolean; concealed: boolean; broken: boolean;
  /** Concealed only by a hedge or wall alongside, which hides troops "stationary along a wall or hedge" (section 10) alone. */
  whileStill: boolean;
  /** The feature giving the best cover here: its id, and its name as the table shows it ("the woods" when it has none); null in the open. */
  feature: { id: string; name: string } | null;
}

function coverAfresh(index: TerrainIndex, p: Vec): CoverHere {
  let cover: Cover = 'none';
  let defences = false, concealed = false, broken = false, inside = false;
  let feature: CoverHere['feature'] = null;
  const raise = (c: Cover, f: { id: string; label?: string; type: string }) => {
    if (COVER.indexOf(c) > COVER.indexOf(cover)) { cover = c; feature = { id: f.id, name: f.label ? theName(f.label) : `the ${f.type.replace('-', ' ')}` }; }
  };
  for (const f of index.at(p)) {
    if (f.kind === 'area') {
      if (f.feature.type === 'scrub') { raise('light', f.feature); concealed = inside = true; }
      if (f.feature.type === 'woods' || f.feature.type === 'dense-woods' || f.feature.type === 'built-up') { raise('medium', f.feature); concealed = inside = broken = true; }
    } else if (f.kind === 'building') { raise(f.feature.type === 'stone' ? 'heavy' : 'light', f.feature); concealed = inside = broken = true; }
  }
  for (const f of index.within({ x: p.x - LINE_REACH, y: p.y - LINE_REACH }, { x: p.x + LINE_REACH, y: p.y + LINE_REACH })) {
    if (f.kind !== 'line' || distanceToPolyline(p, f.feature.points) > LINE_REACH) continue;
    if (f.feature.type === 'hedge') { raise('light', f.feature); concealed = true; }
    if (f.feature.type === 'wall') { raise('medium', f.feature); concealed = true; }
    if (f.feature.type === 'trench') { raise('heavy', f.feature); defences = true; concealed = inside = true; }
  }
  return { cover, defences, concealed, broken, whileStill: concealed && !inside, feature };
}

const coverKept = memoisedPerTable((index, x, y) => coverAfresh(index, { x, y }));

/** `coverAfresh` kept per table and point: sight and motivation ask it of every base, again and again. Read only. */
export const coverAt = (index: TerrainIndex, p: Vec): CoverHere => coverKept(index, p.x, p.y, 0, 0);
