import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { BaseRect } from '../../../geometry/base.ts';
import { type Vec, headingVector, normalizeDegrees } from '../../../geometry/vec.ts';
import type { Formation, RaBase, RaState, RaUnit } from '../state.ts';
import { cardOf } from './troops.ts';
import type { TroopCard, UnitKind } from './troop-card.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** Small questions about units that every mechanic asks. */

export const cardFor = (u: RaUnit): TroopCard => cardOf(u.type);
export const kindOf = (u: RaUnit): UnitKind => cardOf(u.type).kind;

/** Terror markers including humiliated ones ("all references to the number of terror markers… includes the humiliated"). */
export const markerCount = (u: RaUnit): number => u.terror + u.humiliated;

/**
 * "Definitions": the effective number of bases is the actual number less one per terror marker; with as
 * many markers as bases, half a base counts.
 */
export function effectiveBasesOf(bases: number, markers: number): number {
  if (bases === 0 || markers > bases) return 0;
  if (markers === bases) return 0.5;
  return bases - markers;
}

export const effectiveBases = (u: RaUnit): number => effectiveBasesOf(u.bases.length, markerCount(u));

/** "When these exceed the number of bases in the unit, the unit immediately routs." */
export const overwhelmed = (bases: number, markers: number): boolean => markers > bases;

/**
 * "Most infantry have an 'evasive' speed noted": only troops whose card gives one may evade or go to ground; guns,
 * tachankas, cavalry, vehicles and officers cannot (README "Evading").
 */
export const mayEvade = (u: RaUnit): boolean => cardFor(u).evasive !== null;

/** A unit the enemy can meet: on the table, fighting or running. */
export const onTable = (u: RaUnit): boolean => u.status === 'active' || u.status === 'routing';
export const isGone = (u: RaUnit): boolean => u.status === 'destroyed' || u.status === 'surrendered' || u.status === 'withdrawn';

export function unitById(s: RaState, id: string): RaUnit | undefined {
  return s.units.find((u) => u.id === id);
}

export function mustUnit(s: RaState, id: string): RaUnit {
  const u = unitById(s, id);
  if (!u) throw new Error(`red-actions: no unit "${id}"`);
  return u;
}

export const enemiesOf = (s: RaState, side: SideId): RaUnit[] => s.units.filter((u) => u.side !== side && onTable(u));
export const friendsOf = (s: RaState, u: RaUnit): RaUnit[] => s.units.filter((f) => f.side === u.side && f.id !== u.id && onTable(f));

export function unitCentre(u: RaUnit): Vec {
  let x = 0, y = 0;
  for (const b of u.bases) { x += b.x; y += b.y; }
  const n = Math.max(1, u.bases.length);
  return { x: x / n, y: y / n };
}

/** The unit's facing: the mean heading of its bases. */
export function unitFacing(u: RaUnit): number {
  let x = 0, y = 0;
  for (const b of u.bases) { const h = headingVector(b.facing); x += h.x; y += h.y; }
  if (x === 0 && y === 0) return u.bases[0]?.facing ?? 0;
  return normalizeDegrees((Math.atan2(x, y) * 180) / Math.PI);
}

export function baseRect(u: RaUnit, b: RaBase): BaseRect {
  const size = cardFor(u).base;
  return { x: b.x, y: b.y, facing: b.facing, width: size.width, depth: size.depth };
}

export const baseRects = (u: RaUnit): BaseRect[] => u.bases.map((b) => baseRect(u, b));

/** Width of the unit's front in its present formation. */
export function frontage(u: RaUnit): number {
  const size = cardFor(u).base;
  return u.formation === 'column' ? size.width : size.width * u.bases.length;
}

/** Bases laid out around a centre: side by side in line (or formed), one behind another in column. */
export function layoutBases(centre: Vec, facing: number, count: number, formation: Formation, size: { width: number; depth: number }): RaBase[] {
  const f = headingVector(facing);
  const r = headingVector(facing + 90);
  const out: RaBase[] = [];
  for (let i = 0; i < count; i++) {
    const k = i - (count - 1) / 2;
    const off = formation === 'column' ? { x: -f.x * size.depth * k, y: -f.y * size.depth * k } : { x: r.x * size.width * k, y: r.y * size.width * k };
    out.push({ x: round(centre.x + off.x), y: round(centre.y + off.y), facing: round(normalizeDegrees(facing)) });
  }
  return out;
}

/** Keeps positions short and stable in the JSON state. */
export const round = (v: number): number => Math.round(v * 1000) / 1000;

/** Moves every base by the same offset (retires keep formation and facing). */
export function shiftBases(u: RaUnit, dx: number, dy: number): void {
  u.bases = u.bases.map((b) => ({ x: round(b.x + dx), y: round(b.y + dy), facing: b.facing }));
}

/**
 * Places a unit anew around a centre, keeping its formation (loose units form line). The table edge is a hard
 * limit: a unit that would overhang it is shifted back onto the table.
 */
export function placeUnit(u: RaUnit, centre: Vec, facing: number, formation: Formation | undefined, table: { width: number; height: number }): void {
  const f = formation ?? (u.formation === 'loose' ? 'line' : u.formation);
  u.formation = f;
  const size = cardFor(u).base;
  let bases = layoutBases(centre, facing, u.bases.length, f, size);
  const pad = Math.max(size.width, size.depth) / 2;
  const minX = Math.min(...bases.map((b) => b.x)) - pad, maxX = Math.max(...bases.map((b) => b.x)) + pad;
  const minY = Math.min(...bases.map((b) => b.y)) - pad, maxY = Math.max(...bases.map((b) => b.y)) + pad;
  const dx = minX < 0 ? -minX : maxX > table.width ? table.width - maxX : 0;
  const dy = minY < 0 ? -minY : maxY > table.height ? table.height - maxY : 0;
  if (dx !== 0 || dy !== 0) bases = bases.map((b) => ({ x: round(b.x + dx), y: round(b.y + dy), facing: b.facing }));
  u.bases = bases;
}

/** Infers the formation of bases as the scenario placed them. */
export function inferFormation(bases: readonly RaBase[]): Formation {
  if (bases.length <= 1) return 'line';
  const facing = bases[0]!.facing;
  if (bases.some((b) => Math.abs(normalizeDegrees(b.facing - facing + 180) - 180) > 5)) return 'loose';
  const f = headingVector(facing);
  let along = 0, across = 0;
  const c = bases[0]!;
  for (const b of bases) {
    const dx = b.x - c.x, dy = b.y - c.y;
    along = Math.max(along, Math.abs(dx * f.x + dy * f.y));
    across = Math.max(across, Math.abs(dx * f.y - dy * f.x));
  }
  return along > across ? 'column' : 'line';
}

/** Nearest distance between any base of one unit and any base of another, centre to centre. */
export function unitDistance(a: RaUnit, b: RaUnit): number {
  let best = Infinity;
  for (const p of a.bases) for (const q of b.bases) {
    const d = hypot(p.x - q.x, p.y - q.y);
    if (d < best) best = d;
  }
  return best;
}

/** Distance from a point to the nearest base centre of a unit. */
export function pointToUnit(p: Vec, u: RaUnit): number {
  let best = Infinity;
  for (const b of u.bases) best = Math.min(best, hypot(b.x - p.x, b.y - p.y));
  return best;
}

export const SIDE_NAMES: Readonly<Record<SideId, string>> = { red: 'Red', white: 'White' };

/** The whole unit as one rectangle (centre, facing, frontage and depth), for flank and rear questions. */
export function unitRect(u: RaUnit): BaseRect {
  const size = cardFor(u).base;
  const c = unitCentre(u);
  const column = u.formation === 'column';
  return {
    x: c.x, y: c.y, facing: unitFacing(u),
    width: column ? size.width : size.width * Math.max(1, u.bases.length),
    depth: column ? size.depth * Math.max(1, u.bases.length) : size.depth,
  };
}
