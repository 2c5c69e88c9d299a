import { type Vec, angleBetween, headingOf } from '../../../geometry/vec.ts';
import { type BaseRect, shapeEdgeDistance, shapesOverlap } from '../../../geometry/base.ts';
import { LazyShapes, shapeOf } from '../troops/base-shapes.ts';
import type { Formation, RaState, RaUnit } from '../state.ts';
import { APPROACH_LIMIT, INCLINE_DEGREES, MARCH_EXCLUSION, type MoveClass, OFFICER_MOVE, ROAD_BONUS, AMBUSH_MOVE_BONUS } from '../tables/tables-terrain.ts';
import { type LegGoing, legGoing } from './going.ts';
import { baseRects, cardFor, frontage, kindOf, layoutBases, onTable, unitCentre, unitFacing, unitDistance } from '../troops/units.ts';
import { hasTrait } from '../officers/command.ts';
import { indexOf } from '../terrain/visibility.ts';
import { roadBonusAllowed } from '../terrain/terrain.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Movement", "Formations" and "Marching": what a move costs and whether it is allowed. */

export function moveClassOf(s: RaState, u: RaUnit): MoveClass {
  switch (kindOf(u)) {
    case 'sabres': return 'sabres';
    case 'tachanka': case 'field-gun': return 'wheeled';
    case 'armoured-car': return 'armoured-car';
    case 'tank': return 'tank';
    case 'officer': return hasTrait(s, u, 'mounted') ? 'sabres' : 'infantry';
    case 'riflemen': case 'mg': case 'mortar': case 'dummy':
    case 'train-engine': case 'train-artillery': case 'train-turret': case 'train-mg': case 'train-car':
      return 'infantry';
  }
}

export interface MoveOptions { evading?: boolean; march?: boolean; ambush?: boolean; charge?: boolean; fraction?: number }

/** The move on the card, or the evasive move; doubled on the march; 2" more for ambushers. */
export function moveAllowance(s: RaState, u: RaUnit, o: MoveOptions = {}): number {
  const card = cardFor(u);
  let move = card.move;
  if (kindOf(u) === 'officer') move = hasTrait(s, u, 'mounted') ? OFFICER_MOVE.mounted : OFFICER_MOVE.foot;
  if (o.evading) move = card.evasive ?? 0;
  if (o.march) move *= 2;
  if (o.ambush) move += AMBUSH_MOVE_BONUS;
  return move * (o.fraction ?? 1);
}

/**
 * Turning: up to 20° is a free incline; an about-face costs a base's depth; any other change of facing costs a
 * base's depth and half the frontage to re-form on the new front (README "Turning").
 */
export function turnCost(u: RaUnit, from: number, to: number): number {
  const d = angleBetween(from, to);
  if (d <= INCLINE_DEGREES) return 0;
  const depth = cardFor(u).base.depth;
  if (d >= 160) return depth;
  return depth + (u.formation === 'column' ? 0 : frontage(u) / 2);
}

export interface MovePlan {
  cost: number;
  allowance: number;
  going: LegGoing;
  /** Where infantry halts at wire, if it meets some. */
  wireStop: Vec | null;
  roadBonus: boolean;
}

export type MoveCheck = ({ ok: true } & MovePlan) | { ok: false; reason: string };

/** Costs a move from the unit's centre to `to`, ending facing `facing`. */
export function planMove(s: RaState, u: RaUnit, to: Vec, facing: number, formation: Formation, o: MoveOptions = {}): MoveCheck {
  const from = unitCentre(u);
  const dist = hypot(to.x - from.x, to.y - from.y);
  const heading = dist > 0.01 ? headingOf({ x: to.x - from.x, y: to.y - from.y }) : facing;
  const current = unitFacing(u);
  const turning = dist > 0.01 ? turnCost(u, current, heading) + turnCost(u, heading, facing) : turnCost(u, current, facing);
  const inColumn = formation === 'column';
  const going = legGoing(s, indexOf(s), moveClassOf(s, u), from, to, inColumn);
  if (going.impassable) return { ok: false, reason: going.impassable };
  const roadBonus = going.allOnRoad && inColumn && roadBonusAllowed(s) && dist > 0;
  const allowance = moveAllowance(s, u, o) + (roadBonus ? ROAD_BONUS : 0);
  const cost = going.cost + turning;
  const limit = allowance * going.cap;
  if (cost > limit + 1e-6) {
    const why = going.cap < 1 ? ` (an obstacle limits the move to ${limit.toFixed(1)}")` : '';
    return { ok: false, reason: `needs ${cost.toFixed(1)}" of a ${allowance.toFixed(1)}" move${why}` };
  }
  const wireStop = going.wire && moveClassOf(s, u) === 'infantry'
    ? { x: from.x + ((to.x - from.x) * going.wire.at) / Math.max(dist, 1e-9), y: from.y + ((to.y - from.y) * going.wire.at) / Math.max(dist, 1e-9) }
    : null;
  return { ok: true, cost, allowance, going, wireStop, roadBonus };
}

/** Bases of the unit as they would stand after the move. */
export function basesAfter(u: RaUnit, to: Vec, facing: number, formation: Formation): BaseRect[] {
  const size = cardFor(u).base;
  return layoutBases(to, facing, u.bases.length, formation, size).map((b) => ({ ...b, width: size.width, depth: size.depth }));
}

/** Enemies the mover knows are there: troops in sight and position markers on the table (README "Position markers"). */
const known = (e: RaUnit): boolean => onTable(e) && (e.concealment === 'none' || e.concealment === 'marker');
/** What the mover's side may call a known enemy: a marker's troops are not yet known. */
export const knownName = (e: RaUnit): string => (e.concealment === 'marker' ? 'a position marker' : e.name);

/** Nearest distance between the proposed bases and a unit's bases, edge to edge (Infinity beyond the 2" limit's reach). */
function edgeGap(rects: LazyShapes, e: RaUnit): number {
  const size = cardFor(e).base;
  let best = Infinity;
  const reach = hypot(size.width, size.depth) / 2 + APPROACH_LIMIT + 0.5;
  for (let i = 0; i < rects.rects.length; i++) {
    const r = rects.rects[i]!;
    const near = reach + hypot(r.width, r.depth) / 2;
    for (const b of e.bases) {
      const dx = r.x - b.x, dy = r.y - b.y;
      if (dx > near || dx < -near || dy > near || dy < -near || hypot(dx, dy) > near) continue;
      best = Math.min(best, shapeEdgeDistance(rects.at(i), shapeOf(b, size.width, size.depth)));
    }
  }
  return best;
}

/** "No unit may approach within 50m (2") of the enemy voluntarily except in a charge." */
export function breaksApproachRule(s: RaState, u: RaUnit, rects: readonly BaseRect[]): string | null {
  const after = new LazyShapes(rects);
  let mine: LazyShapes | null = null;
  for (const e of s.units) {
    if (e.side === u.side || !known(e)) continue;
    const gap = edgeGap(after, e);
    if (gap >= APPROACH_LIMIT - 1e-6) continue;
    if (gap < edgeGap(mine ??= standingShapes(u), e) - 1e-6 || gap < 1e-6) return `would come within 2" of ${knownName(e)}`;
  }
  return null;
}

/** The unit's bases where they stand, their shapes kept with the bases. */
function standingShapes(u: RaUnit): LazyShapes {
  const size = cardFor(u).base;
  return new LazyShapes(baseRects(u), (_r, i) => shapeOf(u.bases[i]!, size.width, size.depth));
}

/**
 * Ending on top of another unit is never allowed; passing through friends is (README "Interpenetration"). A charger
 * in contact names its target as `touching`, which its bases may meet.
 */
export function overlapsOthers(s: RaState, u: RaUnit, rects: readonly BaseRect[], touching?: RaUnit): RaUnit | null {
  let reach = -Infinity;
  for (const r of rects) reach = Math.max(reach, hypot(r.width, r.depth) / 2);
  const shapes = new LazyShapes(rects);
  for (const o of s.units) {
    if (o.id === u.id || o === touching || !onTable(o) || o.attachedTo === u.id || u.attachedTo === o.id) continue;
    const size = cardFor(o).base;
    const near = reach + hypot(size.width, size.depth) / 2;
    for (const b of o.bases) {
      let close = false;
      for (const r of rects) if (Math.abs(r.x - b.x) < near && Math.abs(r.y - b.y) < near) { close = true; break; }
      if (!close) continue;
      const rb = shapeOf(b, size.width, size.depth);
      for (let i = 0; i < rects.length; i++) if (shapesOverlap(shapes.at(i), rb)) return o;
    }
  }
  return null;
}

/**
 * "Units may interpenetrate or be interpenetrated … except for formed cavalry." Each of the mover's bases slides by
 * the move; a formed base (or, for formed movers, any friendly base) whose centre comes closer to that track than
 * the two bases' half widths (less a tenth of an inch, so bases passing side by side in contact do not count) is
 * passed through.
 */
export function formedCavalryInTheWay(s: RaState, u: RaUnit, from: Vec, to: Vec): RaUnit | null {
  const dx = to.x - from.x, dy = to.y - from.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return null;
  const mine = cardFor(u).base.width;
  for (const f of s.units) {
    if (f.side !== u.side || f.id === u.id || !onTable(f) || f.attachedTo === u.id || u.attachedTo === f.id) continue;
    if (f.formation !== 'formed' && u.formation !== 'formed') continue;
    const clear = (mine + cardFor(f).base.width) / 2 - 0.1;
    for (const m of u.bases) {
      for (const b of f.bases) {
        const t = ((b.x - m.x) * dx + (b.y - m.y) * dy) / len2;
        if (t <= 0.05 || t >= 0.95) continue;
        if (hypot(b.x - (m.x + dx * t), b.y - (m.y + dy * t)) < clear) return f;
      }
    }
  }
  return null;
}

/** Whether a straight path runs through an enemy's bases (a move may not pass through the enemy). */
export function pathBlockedByEnemy(s: RaState, u: RaUnit, from: Vec, to: Vec): RaUnit | null {
  const len = hypot(to.x - from.x, to.y - from.y);
  for (const e of s.units) {
    if (e.side === u.side || !known(e)) continue;
    for (const b of e.bases) {
      const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((b.x - from.x) * (to.x - from.x) + (b.y - from.y) * (to.y - from.y)) / (len * len)));
      const px = from.x + (to.x - from.x) * t, py = from.y + (to.y - from.y) * t;
      if (hypot(b.x - px, b.y - py) < 0.6) return e;
    }
  }
  return null;
}

export function onTableRects(s: RaState, rects: readonly BaseRect[]): boolean {
  const { width, height } = s.scenario.table;
  return rects.every((r) => r.x >= 0 && r.y >= 0 && r.x <= width && r.y <= height);
}

/** Troops may not march within 40" of visible or known enemy, nor once shot at. */
export function marchForbidden(s: RaState, u: RaUnit): string | null {
  if (u.shotAt) return 'the unit has been shot at';
  const near = s.units.find((e) => e.side !== u.side && known(e) && unitDistance(u, e) <= MARCH_EXCLUSION);
  return near ? `${knownName(near)} is within 40"` : null;
}

/** Distance to the nearest known enemy, for "towards the enemy" questions. */
export function nearestEnemyDistance(s: RaState, u: RaUnit, at: Vec): number {
  let best = Infinity;
  for (const e of s.units) {
    if (e.side === u.side || !known(e)) continue;
    for (const b of e.bases) best = Math.min(best, hypot(b.x - at.x, b.y - at.y));
  }
  return best;
}

/** A move that ends nearer the nearest enemy than it began ("advance towards the enemy"). */
export function advancesOnEnemy(s: RaState, u: RaUnit, to: Vec): boolean {
  const from = unitCentre(u);
  return nearestEnemyDistance(s, u, to) < nearestEnemyDistance(s, u, from) - 0.25;
}
