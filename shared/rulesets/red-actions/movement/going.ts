import type { Vec } from '../../../geometry/vec.ts';
import { pathTerrain } from '../../../geometry/path-cost.ts';
import { heightAt } from '../../../geometry/elevation.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import type { AreaType, LineType } from '../../../scenario/terrain-kinds.ts';
import { type MoveClass, type TerrainRow, goingFactor, terrainCell } from '../tables/tables-terrain.ts';
import { AREA_ROWS, LINE_ROWS } from '../terrain/terrain.ts';
import type { RaState } from '../state.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * "Terrain Effects" over one straight leg: what the move costs a troop class, which linear obstacle it
 * crosses, whether it is stopped by wire, and which breakdown tests fall due.
 */
export interface LegGoing {
  /** Inches of allowance the leg uses (½ speed ground costs double, ¼ speed four times). */
  cost: number;
  length: number;
  /** The smallest cap a crossed linear obstacle puts on the whole move, as a share of the allowance. */
  cap: number;
  /** Why the leg cannot be made at all. */
  impassable: string | null;
  /** Wire that stops infantry: they halt at it and test to cross later. */
  wire: { id: string; at: number } | null;
  /** Any wire crossed, at inches along the leg (tanks crush it). */
  wireLine: { id: string; at: number } | null;
  /** A linear obstacle was crossed (stuck tests for vehicles). */
  obstacle: boolean;
  /** Ground marked * in the table was entered (breakdown test). */
  breakdown: boolean;
  /** Every part of the leg lies on a road or track. */
  allOnRoad: boolean;
  /** Ground other than flat, gentle hills or road was met (armoured cars' over-half-speed test). */
  rough: boolean;
  /** Inches of the leg that climb a hill. */
  uphill: number;
  /** Where along the leg each cost or barrier lies, for working out how far a move can reach. */
  pieces: GoingPiece[];
}

/** Slow ground from `at` for `length` inches (extra cost per inch), or a line crossed at `at`. */
export type GoingPiece =
  | { kind: 'slow'; at: number; length: number; extra: number }
  | { kind: 'cap'; at: number; cap: number }
  | { kind: 'block'; at: number };

const ROAD_SAMPLE = 1;

/**
 * The going of a leg depends only on the ground and on the gaps made in wire, so answers are kept per terrain
 * (a move checked while listing options is checked again when it is made). Callers only read the result.
 */
const known = new WeakMap<TerrainIndex, Map<string, LegGoing>>();
const KNOWN_LIMIT = 50_000;

export function legGoing(s: RaState, index: TerrainIndex, moveClass: MoveClass, from: Vec, to: Vec, inColumn: boolean): LegGoing {
  let memo = known.get(index);
  if (!memo) known.set(index, (memo = new Map()));
  const key = `${moveClass}|${from.x},${from.y}|${to.x},${to.y}|${inColumn ? 1 : 0}|${s.wireGaps.length > 0 ? JSON.stringify(s.wireGaps) : ''}`;
  const hit = memo.get(key);
  if (hit) return hit;
  if (memo.size >= KNOWN_LIMIT) memo.clear();
  const going = workOutGoing(s, index, moveClass, from, to, inColumn);
  memo.set(key, going);
  return going;
}

function workOutGoing(s: RaState, index: TerrainIndex, moveClass: MoveClass, from: Vec, to: Vec, inColumn: boolean): LegGoing {
  const legs = pathTerrain(index, [from, to]);
  const leg = legs[0];
  const length = hypot(to.x - from.x, to.y - from.y);
  const out: LegGoing = { cost: length, length, cap: 1, impassable: null, wire: null, wireLine: null, obstacle: false, breakdown: false, allOnRoad: false, rough: false, uphill: 0, pieces: [] };
  if (!leg || length === 0) return out;
  const allOnRoad = onRoadAllTheWay(index, from, to, length);
  out.allOnRoad = allOnRoad;
  const climbing = heightAt(index, to) > heightAt(index, from) + 0.05;
  const roadIgnores = allOnRoad && inColumn;
  let extra = 0;
  for (const stretch of leg.terrain) {
    let row: TerrainRow | null;
    if (stretch.kind === 'area') row = AREA_ROWS[stretch.type as AreaType];
    else if (stretch.kind === 'building') row = 'buildings';
    else if (stretch.kind === 'hill') {
      if (!climbing) continue;
      out.uphill += stretch.length;
      row = stretch.type === 'steep' ? 'steep-slopes' : 'up-normal-hills';
    } else if (stretch.kind === 'line') {
      if (!stretch.crosses) continue;
      row = lineRow(s, stretch.type as LineType, stretch.featureIds, from, to, index);
      if (row === null) continue;
      const cell = terrainCell(row, moveClass);
      if (row === 'wire') out.wireLine = { id: stretch.featureIds[0] ?? 'wire', at: stretch.start };
      if (roadIgnores && row !== 'wire') continue;
      out.obstacle = true;
      if (cell.breakdown) out.breakdown = true;
      if (cell.going === 'nyet') { out.impassable = `${row.replace('-', ' ')}: Nyet! for this troop type`; out.pieces.push({ kind: 'block', at: stretch.start }); return out; }
      if (cell.going === 'halt-and-test') { out.wire = { id: stretch.featureIds[0] ?? 'wire', at: stretch.start }; out.pieces.push({ kind: 'block', at: stretch.start }); continue; }
      const f = goingFactor(cell.going) ?? 0;
      out.cap = Math.min(out.cap, f);
      out.pieces.push({ kind: 'cap', at: stretch.start, cap: f });
      continue;
    } else continue;
    if (row === null) continue;
    if (row !== 'up-normal-hills') out.rough = true;
    const cell = terrainCell(row, moveClass);
    if (roadIgnores && row !== 'up-normal-hills' && row !== 'steep-slopes') continue;
    if (cell.breakdown) out.breakdown = true;
    if (cell.going === 'nyet') { out.impassable = `${row.replace('-', ' ')}: Nyet! for this troop type`; out.pieces.push({ kind: 'block', at: stretch.start }); return out; }
    const f = goingFactor(cell.going) ?? 1;
    if (f > 0 && f < 1) {
      extra += stretch.length * (1 / f - 1);
      out.pieces.push({ kind: 'slow', at: stretch.start, length: stretch.length, extra: 1 / f - 1 });
    }
  }
  out.cost = length + extra;
  return out;
}

/**
 * How far along the leg a move of `allowance` inches reaches, having spent `spent` on turning: slow ground is
 * paid for as it is met, a crossed obstacle caps the whole move, and impassable ground or wire stops it short.
 */
export function reachAlong(going: LegGoing, allowance: number, spent: number): number {
  const marks = new Set<number>([0, going.length]);
  for (const p of going.pieces) { marks.add(p.at); if (p.kind === 'slow') marks.add(Math.min(going.length, p.at + p.length)); }
  const points = [...marks].filter((m) => m >= 0 && m <= going.length).sort((a, b) => a - b);
  let cost = spent;
  let cap = 1;
  let x = 0;
  for (let i = 0; i < points.length; i++) {
    const here = points[i]!;
    for (const p of going.pieces) {
      if (p.at !== here || p.kind === 'slow') continue;
      if (p.kind === 'block') return Math.max(0, here - 0.6);
      cap = Math.min(cap, p.cap);
      if (cost > allowance * cap) return Math.max(0, here - 0.6);
    }
    const next = points[i + 1];
    if (next === undefined) break;
    let rate = 1;
    for (const p of going.pieces) if (p.kind === 'slow' && p.at <= here + 1e-9 && p.at + p.length >= next - 1e-9) rate += p.extra;
    const room = allowance * cap - cost;
    if (room <= 0) return x;
    if (rate * (next - here) >= room) return here + room / rate;
    cost += rate * (next - here);
    x = next;
  }
  return x;
}

function onRoadAllTheWay(index: TerrainIndex, from: Vec, to: Vec, length: number): boolean {
  const steps = Math.max(1, Math.ceil(length / ROAD_SAMPLE));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    if (!index.onRoad({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t })) return false;
  }
  return true;
}

/** The row a crossed line uses: fords and bridges change a stream; cut or crushed wire changes wire. */
function lineRow(s: RaState, type: LineType, ids: readonly string[], from: Vec, to: Vec, index: TerrainIndex): TerrainRow | null {
  const row = LINE_ROWS[type];
  if (row === null) return null;
  if (row === 'small-streams' || row === 'big-streams') {
    const crossing = crossingPoint(index, ids, from, to);
    if (crossing && index.nearest(crossing, (f) => f.kind === 'point' && f.feature.type === 'bridge', 0)) return null;
    if (crossing && index.nearest(crossing, (f) => f.kind === 'point' && f.feature.type === 'ford', 0)) return 'fords';
    if (crossing && index.nearest(crossing, (f) => f.kind === 'line' && (f.feature.type === 'road' || f.feature.type === 'track'), 0) && type !== 'river') return null;
  }
  if (row === 'wire') {
    const crossing = crossingPoint(index, ids, from, to);
    const gap = crossing ? s.wireGaps.find((g) => ids.includes(g.wireId) && hypot(g.x - crossing.x, g.y - crossing.y) <= 2) : undefined;
    if (gap?.kind === 'cut') return null;
    if (gap?.kind === 'crushed') return 'crushed-wire';
  }
  return row;
}

/** Where the leg meets the first of the named lines. */
function crossingPoint(index: TerrainIndex, ids: readonly string[], from: Vec, to: Vec): Vec | null {
  let best: { t: number; p: Vec } | null = null;
  for (const id of ids) {
    const f = index.featureById(id);
    if (!f || f.kind !== 'line') continue;
    const pts = f.feature.points;
    for (let i = 1; i < pts.length; i++) {
      const p = segmentCross(from, to, pts[i - 1]!, pts[i]!);
      if (p && (!best || p.t < best.t)) best = p;
    }
  }
  return best?.p ?? null;
}

function segmentCross(a: Vec, b: Vec, c: Vec, d: Vec): { t: number; p: Vec } | null {
  const rx = b.x - a.x, ry = b.y - a.y, sx = d.x - c.x, sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  if (den === 0) return null;
  const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
  const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return { t, p: { x: a.x + rx * t, y: a.y + ry * t } };
}
