import { headingOf, type Vec } from '../../../geometry/vec.ts';
import { distanceToSegment } from '../../../geometry/segments.ts';
import { hypotAbove, hypotAtLeast, hypotShorter } from '../../../geometry/hypot-compare.ts';
import { combatOf, ratingsOf } from '../state.ts';
import { mayInitiateCombat } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { chargeIntoCover, pathGoing, terrainOf } from '../terrain/terrain.ts';
import { type Ctx, type Placement, STEPS, allowanceFor, clear, facingAt } from './move-context.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { sortedBy } from '../../../engine/sorted-by.ts';

/**
 * Charges: each figure that can reach an enemy it may fight does (two to an enemy figure where they can, for the
 * second attacker's bonus); the rest keep the unit's chain by closing on the figures already placed.
 * `most` caps how many figures charge (Infinity: every one that can).
 */
export function charges(ctx: Ctx, most: number): Placement | null {
  if (ctx.enemies.length === 0 || !mayInitiateCombat(ctx.state, ctx.unit)) return null;
  const index = terrainOf(ctx.state.scenario);
  const taken = new Map<string, number>();
  const out: Placement = [];
  const sorted = sortedBy(ctx.movable.filter((f) => !combatOf(ctx.state, f.id)), (f) => distToNearest(ctx, f));
  for (const f of sorted) {
    if (out.length >= most) break;
    const e = nearestWithRoom(ctx, f, taken);
    if (!e) continue;
    const reach = e.radius + ctx.radius;
    const touch = touchPoint(ctx, e, f, reach, out);
    if (!touch || ctx.enemies.some((o) => o !== e && distanceToSegment(o.figure, f, touch) < o.radius + ctx.radius + 0.05)) continue;
    const usesOpen = ctx.act.going === 'open' || (ctx.act.going === 'split' && pathGoing(index, f, touch).going === 'open');
    if (usesOpen && chargeIntoCover(index, e.figure, f)) continue;
    if (hypotAbove(touch.x - f.x, touch.y - f.y, allowanceFor(ctx, f, touch))) continue;
    taken.set(e.figure.id, (taken.get(e.figure.id) ?? 0) + 1);
    out.push({ id: f.id, x: touch.x, y: touch.y, facing: headingOf({ x: e.figure.x - f.x, y: e.figure.y - f.y }) });
  }
  if (out.length === 0) return null;
  return [...out, ...followChain(ctx, out)];
}

/**
 * Where a charger touches its enemy: on the side it comes from, turned aside when a friend already stands
 * there (a second attacker takes the enemy's flank).
 */
function touchPoint(ctx: Ctx, e: PlacedFigure, f: Vec, reach: number, placed: Placement): Vec | null {
  const base = headingOf({ x: f.x - e.figure.x, y: f.y - e.figure.y });
  for (const turn of [0, 50, -50, 90, -90]) {
    const rad = ((base + turn) * Math.PI) / 180;
    const p = { x: e.figure.x + Math.sin(rad) * reach, y: e.figure.y + Math.cos(rad) * reach };
    if (placed.every((q) => hypotAtLeast(q.x - p.x, q.y - p.y, 2 * ctx.radius))
      && ctx.others.every((o) => o.unit.side !== ctx.unit.side || hypotAtLeast(o.figure.x - p.x, o.figure.y - p.y, o.radius + ctx.radius))) return p;
  }
  return null;
}

/**
 * The figures that do not charge close on those already placed, nearest first, each to within its unit's
 * Tactical Rating of one of them (as far as its throw and the enemy allow), so the chain holds: straight
 * toward the nearest, or to a spot beside it when the straight way ends on another figure.
 */
function followChain(ctx: Ctx, placedFirst: Placement): Placement {
  const tr = ratingsOf(ctx.unit).tactical;
  const link = 2 * ctx.radius + tr * 0.8;
  const moving = new Set(placedFirst.map((p) => p.id));
  const standing: Vec[] = ctx.unit.figures.filter((f) => !ctx.movable.includes(f) || combatOf(ctx.state, f.id)).map((f) => ({ x: f.x, y: f.y }));
  const placed: Vec[] = [...placedFirst, ...standing];
  const rest = ctx.movable.filter((f) => !moving.has(f.id) && !combatOf(ctx.state, f.id));
  const out: Placement = [];
  let left = rest;
  while (left.length > 0) {
    // Nearest first by the length to its nearest placed figure (equals in their order so far).
    const order = sortedBy(left, (a) => lengthTo(nearestOf(placed, a), a));
    const f = order[0]!, q = nearestOf(placed, f), d = lengthTo(q, f);
    left = order.slice(1);
    let to: Vec = { x: f.x, y: f.y };
    if (d > link) {
      const dir = { x: (q.x - f.x) / d, y: (q.y - f.y) / d };
      // All the way straight; else all the way to a spot beside the figure it links to (a friend of another unit
      // may stand in the straight way); else as far as it can straight.
      to = straightStep(ctx, f, dir, d - link, 1, placed) ?? besideLink(ctx, f, q, link, placed) ?? partStep(ctx, f, dir, d - link, placed) ?? to;
    }
    placed.push(to);
    if (to.x !== f.x || to.y !== f.y) out.push({ id: f.id, x: to.x, y: to.y, facing: facingAt(ctx, to, f.facing) });
  }
  return out;
}

/** f moved the share k of `span` inches along `dir`, when that is within its throw and the spot is clear; else null. */
function straightStep(ctx: Ctx, f: Vec, dir: Vec, span: number, k: number, placed: readonly Vec[]): Vec | null {
  const length = span * k;
  return reachable(ctx, f, { x: f.x + dir.x * length, y: f.y + dir.y * length }, length, placed);
}

/** p, when f can go there (`length` inches, straight) within its throw and the spot is clear; else null. */
function reachable(ctx: Ctx, f: Vec, p: Vec, length: number, placed: readonly Vec[]): Vec | null {
  return length <= allowanceFor(ctx, f, p) + 1e-9 && clear(ctx, f, p, placed) ? p : null;
}

/** The longest of the shorter straight steps (`STEPS` below 1) that is clear. */
function partStep(ctx: Ctx, f: Vec, dir: Vec, span: number, placed: readonly Vec[]): Vec | null {
  for (const k of STEPS) {
    if (k >= 1) continue;
    const p = straightStep(ctx, f, dir, span, k, placed);
    if (p) return p;
  }
  return null;
}

/** Turns tried around the placed figure, nearest the straight way first, when the straight way is blocked. */
const AROUND_DEGREES = [30, -30, 60, -60, 90, -90, 120, -120];

/** A clear spot `link` from q, turned from the straight way from q toward f, that f can reach; null when there is none. */
function besideLink(ctx: Ctx, f: Vec, q: Vec, link: number, placed: readonly Vec[]): Vec | null {
  const straight = Math.atan2(f.x - q.x, f.y - q.y);
  for (const turn of AROUND_DEGREES) {
    const rad = straight + (turn * Math.PI) / 180;
    const p = { x: q.x + Math.sin(rad) * link, y: q.y + Math.cos(rad) * link };
    if (reachable(ctx, f, p, hypot(p.x - f.x, p.y - f.y), placed)) return p;
  }
  return null;
}

const lengthTo = (q: Vec, a: Vec): number => hypot(q.x - a.x, q.y - a.y);

/** The first of the placed points nearest f. */
function nearestOf(placed: readonly Vec[], f: Vec): Vec {
  let best = placed[0]!;
  for (const q of placed) if (hypotShorter(q.x - f.x, q.y - f.y, best.x - f.x, best.y - f.y)) best = q;
  return best;
}

/** Inches from f to the nearest enemy near the move (the length to the one `hypotShorter` finds nearest is the least). */
const distToNearest = (ctx: Ctx, f: Vec): number => {
  let best: PlacedFigure | null = null;
  for (const e of ctx.enemies) {
    if (!best || hypotShorter(e.figure.x - f.x, e.figure.y - f.y, best.figure.x - f.x, best.figure.y - f.y)) best = e;
  }
  return best ? hypot(best.figure.x - f.x, best.figure.y - f.y) : Infinity;
};

/** The nearest enemy near the move that can take on another of our figures; the first listed of equally near ones. */
function nearestWithRoom(ctx: Ctx, f: Vec, taken: ReadonlyMap<string, number>): PlacedFigure | undefined {
  let best: PlacedFigure | undefined;
  for (const e of ctx.enemies) {
    if (best && !hypotShorter(e.figure.x - f.x, e.figure.y - f.y, best.figure.x - f.x, best.figure.y - f.y)) continue;
    if (room(ctx, e, taken) > 0) best = e;
  }
  return best;
}

/** How many more of our figures this enemy can take on (at most two opponents a figure). */
function room(ctx: Ctx, enemy: PlacedFigure, taken: ReadonlyMap<string, number>): number {
  const c = combatOf(ctx.state, enemy.figure.id);
  const base = !c ? 2 : c.single === enemy.figure.id ? 2 - c.opponents.length : c.opponents.length === 1 ? 1 : 0;
  return base - (taken.get(enemy.figure.id) ?? 0);
}
