import type { Base, Officer, Point, Scenario, Unit } from '../../shared/scenario/schema.ts';
import type { SideId, TableEdge } from '../../shared/scenario/terrain-kinds.ts';
import type { TroopType } from '../../shared/engine/ruleset.ts';
import { LIMITS } from '../../shared/scenario/limits.ts';
import { headingVector, normalizeDegrees, type Vec } from '../../shared/geometry/vec.ts';
import { pointInPolygon, polygonCentroid } from '../../shared/geometry/polygon.ts';
import { closestPointOnSegment } from '../../shared/geometry/segments.ts';
import { basesOverlap } from '../../shared/geometry/base.ts';
import { clampPoint, rotatePoint, round2, tidyPoint } from './feature-edits.ts';

/** Pure edits of units: laying out their bases, moving, turning, strength, and adding or removing them. */

export type BaseSize = { width: number; depth: number };

/** Space left between neighbouring bases, inches, so a fresh formation never reads as overlapping. */
const GAP = 0.1;

/** Facing toward the far side of the table from a baseline. */
export function facingFromBaseline(edge: TableEdge): number {
  switch (edge) {
    case 'south': return 0;
    case 'north': return 180;
    case 'west': return 90;
    case 'east': return 270;
  }
}

/**
 * Base centres for `count` bases in ranks facing `facing`, centred on `centre`: at most eight to a rank, ranks
 * as even as they can be, each rank behind the one before.
 */
export function formation(centre: Vec, facing: number, count: number, size: BaseSize): Point[] {
  const ranks = Math.max(1, Math.ceil(count / 8));
  const perRank = Math.ceil(count / ranks);
  const forward = headingVector(facing);
  const right = headingVector(facing + 90);
  const pitchX = size.width + GAP, pitchY = size.depth + GAP;
  const out: Point[] = [];
  for (let i = 0; i < count; i++) {
    const rank = Math.floor(i / perRank);
    const inRank = Math.min(perRank, count - rank * perRank);
    const along = ((i % perRank) - (inRank - 1) / 2) * pitchX;
    const back = (rank - (ranks - 1) / 2) * pitchY;
    out.push(tidyPoint({ x: centre.x + right.x * along - forward.x * back, y: centre.y + right.y * along - forward.y * back }));
  }
  return out;
}

export function unitCentre(u: Unit): Vec {
  return polygonCentroid(u.bases);
}

/** The unit's facing: its first base's (units are laid out facing one way). */
export const unitFacing = (u: Unit): number => u.bases[0]?.facing ?? 0;

export interface NewUnit {
  id: string;
  name: string;
  type: TroopType;
  centre: Vec;
  facing: number;
  count?: number;
}

export function newUnit({ id, name, type, centre, facing, count }: NewUnit): Unit {
  const n = clampCount(count ?? type.bases.default, type);
  return {
    id, name, troopType: type.id, tags: [], officers: [], characteristics: [], hidden: false,
    bases: formation(centre, facing, n, type.base).map((p) => ({ ...p, facing: round2(normalizeDegrees(facing)), figures: 1 })),
  };
}

const clampCount = (n: number, type: Pick<TroopType, 'bases'> | null): number => {
  const lo = Math.max(1, type?.bases.min ?? 1), hi = Math.min(LIMITS.basesPerUnit, Math.max(lo, type?.bases.max ?? LIMITS.basesPerUnit));
  return Math.round(Math.min(hi, Math.max(lo, Number.isFinite(n) ? n : lo)));
};

export function translateUnit(u: Unit, d: Vec): Unit {
  return { ...u, bases: u.bases.map((b) => ({ ...b, ...tidyPoint({ x: b.x + d.x, y: b.y + d.y }) })) };
}

/** Moves the unit so its centre lands on a typed coordinate, its bases shifted with it unrounded (the number typed is kept). */
export function placeUnitCentre(u: Unit, axis: 'x' | 'y', value: number): Unit {
  const d = value - unitCentre(u)[axis];
  return { ...u, bases: u.bases.map((b) => ({ ...b, ...clampPoint(axis === 'x' ? { x: b.x + d, y: b.y } : { x: b.x, y: b.y + d }) })) };
}

/** Wheels the whole unit about its centre; every base turns with it. */
export function rotateUnit(u: Unit, degrees: number): Unit {
  const centre = unitCentre(u);
  return {
    ...u,
    bases: u.bases.map((b) => ({ ...b, ...rotatePoint(b, centre, degrees), facing: round2(normalizeDegrees(b.facing + degrees)) })),
  };
}

export const setUnitFacing = (u: Unit, facing: number): Unit => rotateUnit(u, facing - unitFacing(u));

/**
 * A new number of bases, laid out afresh about the unit's centre and facing. Existing bases keep their order,
 * figures and special weapons; new ones copy the first base.
 */
export function setUnitStrength(u: Unit, count: number, size: BaseSize, type: Pick<TroopType, 'bases'> | null): Unit {
  const n = clampCount(count, type);
  if (n === u.bases.length) return u;
  const facing = unitFacing(u);
  const template: Base = u.bases[0] ?? { x: 0, y: 0, facing, figures: 1 };
  const spots = formation(unitCentre(u), facing, n, size);
  return {
    ...u,
    bases: spots.map((p, i) => {
      const { weapon: _weapon, ...plain } = template;
      return { ...(u.bases[i] ?? plain), ...p, facing };
    }),
  };
}

export function addUnit(s: Scenario, side: SideId, unit: Unit): Scenario {
  const current = s.sides[side];
  return { ...s, sides: { ...s.sides, [side]: { ...current, units: [...current.units, unit] } } };
}

export function updateUnit(s: Scenario, id: string, change: (u: Unit) => Unit): Scenario {
  for (const side of ['red', 'white'] as const) {
    const units = s.sides[side].units;
    const index = units.findIndex((u) => u.id === id);
    if (index < 0) continue;
    const next = change(units[index]!);
    if (next === units[index]) return s;
    return { ...s, sides: { ...s.sides, [side]: { ...s.sides[side], units: units.map((u, i) => (i === index ? next : u)) } } };
  }
  return s;
}

export function deleteUnit(s: Scenario, id: string): Scenario {
  for (const side of ['red', 'white'] as const) {
    const units = s.sides[side].units;
    if (units.some((u) => u.id === id)) return { ...s, sides: { ...s.sides, [side]: { ...s.sides[side], units: units.filter((u) => u.id !== id) } } };
  }
  return s;
}

export function newOfficer(id: string, rank: Officer['rank']): Officer {
  return { id, rank };
}

/**
 * Where a unit dropped at `p` should stand: p itself when the side has no deployment zone or p lies in one,
 * otherwise the nearest point of the nearest zone, pulled an inch inside so its bases land in the zone.
 */
export function placeInZone(s: Scenario, side: SideId, p: Vec): Vec {
  const zones = s.deployment.filter((z) => z.side === side);
  if (zones.length === 0 || zones.some((z) => pointInPolygon(p, z.polygon))) return p;
  let best: { point: Vec; d: number; centre: Vec } | null = null;
  for (const z of zones) {
    const centre = polygonCentroid(z.polygon);
    for (let i = 0; i < z.polygon.length; i++) {
      const q = closestPointOnSegment(p, z.polygon[i]!, z.polygon[(i + 1) % z.polygon.length]!);
      const d = Math.hypot(q.x - p.x, q.y - p.y);
      if (!best || d < best.d) best = { point: q, d, centre };
    }
  }
  if (!best) return p;
  const toCentre = { x: best.centre.x - best.point.x, y: best.centre.y - best.point.y };
  const len = Math.hypot(toCentre.x, toCentre.y) || 1;
  const pull = Math.min(1, len);
  return tidyPoint({ x: best.point.x + (toCentre.x / len) * pull, y: best.point.y + (toCentre.y / len) * pull });
}

/**
 * Where a new unit of `type` can stand near `around` without its bases overlapping any deployed unit's (and,
 * when the side has zones, with every base inside one): the nearest such spot on a 2" lattice, or `around`
 * itself when none is found within reach.
 */
export function freeSpot(s: Scenario, side: SideId, type: TroopType, around: Vec, facing: number, baseSize: (troopType: string) => BaseSize): Vec {
  const zones = s.deployment.filter((z) => z.side === side);
  const placed = [...s.sides.red.units, ...s.sides.white.units]
    .filter((u) => !u.reinforcement)
    .flatMap((u) => u.bases.map((b) => ({ ...b, ...baseSize(u.troopType) })));
  const fits = (centre: Vec) => formation(centre, facing, type.bases.default, type.base).every((p) => {
    const rect = { ...p, facing, ...type.base };
    if (zones.length > 0 && !zones.some((z) => pointInPolygon(p, z.polygon))) return false;
    return !placed.some((b) => basesOverlap(rect, b));
  });
  const step = 2;
  for (let ring = 0; ring <= 24; ring++) {
    const spots: Vec[] = [];
    for (let i = -ring; i <= ring; i++) {
      for (let j = -ring; j <= ring; j++) {
        if (Math.max(Math.abs(i), Math.abs(j)) === ring) spots.push({ x: around.x + i * step, y: around.y + j * step });
      }
    }
    spots.sort((a, b) => Math.hypot(a.x - around.x, a.y - around.y) - Math.hypot(b.x - around.x, b.y - around.y));
    const found = spots.find(fits);
    if (found) return tidyPoint(found);
  }
  return around;
}
