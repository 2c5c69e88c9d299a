import { type Vec, headingOf } from '../../../geometry/vec.ts';
import { hypotAtMost } from '../../../geometry/hypot-compare.ts';
import { type FigureState, ratingsOf, troopOf } from '../state.ts';
import { centroid, together } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { type Ctx, type Placement, NONE_PLACED, STEPS, allowanceFor, clear, nearestEnemy } from './move-context.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { sortedBy } from '../../../engine/sorted-by.ts';

// Moves of the whole unit for the placement search (`move-options.ts`): in formation, or each figure as far as it can.

/**
 * How far to draw a unit with gaps in its chain toward its middle (a factor on each figure's distance from it):
 * using at most `budget` inches of the move, and never pushing bases onto each other. 1: no drawing in.
 */
export function closeUpFactor(ctx: Ctx, budget: number): number {
  const tr = ratingsOf(ctx.unit).tactical;
  if (troopOf(ctx.unit).role !== 'unit' || together(ctx.movable, ctx.radius, tr)) return 1;
  const c = centroid(ctx.movable);
  let closest = Infinity, farthest = 0;
  for (const a of ctx.movable) {
    farthest = Math.max(farthest, hypot(a.x - c.x, a.y - c.y));
    for (const b of ctx.movable) if (a !== b) closest = Math.min(closest, hypot(a.x - b.x, a.y - b.y));
  }
  if (farthest === 0 || budget <= 0) return 1;
  return Math.min(1, Math.max(1 - budget / farthest, (2 * ctx.radius + 0.05) / closest, 0.3));
}

/**
 * Moves the movable figures along `dir` (unit vector) by up to `length`. In formation, every figure goes the
 * same distance, as far as the most hampered one can, so the unit keeps its shape (a unit with gaps in its chain
 * is drawn in as it goes, spending up to half its move on that); otherwise each figure goes as far as it can.
 */
export function shift(ctx: Ctx, dir: Vec, length: number, inFormation = true): Placement {
  const order = leadingFirst(ctx.movable, dir);
  // Everyone faces the enemy figure nearest the unit's new middle (one search, not one a figure).
  const c = centroid(ctx.movable);
  const foe = nearestEnemy(ctx, { x: c.x + dir.x * length, y: c.y + dir.y * length });
  if (inFormation) {
    const most = Math.max(ctx.act.open ?? 0, ctx.act.difficult ?? 0);
    const k = ctx.formationCloseUp ??= closeUpFactor(ctx, most / 2);
    // Shortening the step for one figure can put another onto a friend: settle on a step every figure takes.
    // A figure already found to fit at this very step need not be asked again (NaN: not yet asked).
    let t = 1;
    if (FITS_AT.length < order.length) FITS_AT = new Float64Array(2 * order.length);
    const fitsAt = FITS_AT.fill(Number.NaN, 0, order.length);
    for (let settled = false; !settled;) {
      settled = true;
      for (let i = 0; i < order.length; i++) {
        const f = order[i]!;
        if (fitsAt[i] === t) continue;
        while (t > 0.05 && !fitsFree(ctx, f, formationPoint(c, k, dir, length, f, t))) { t = Math.round((t - 0.1) * 10) / 10; settled = false; }
        if (t <= 0.05) return [];
        fitsAt[i] = t;
      }
    }
    return order.map((f) => destination(f, formationPoint(c, k, dir, length, f, t), foe, dir));
  }
  // Each figure as far as it can; then, if that broke the chain, every figure held to a shorter step.
  const reached: number[] = [];
  let out = eachAsFarAsItCan(ctx, order, dir, length, null, reached, foe);
  if (troopOf(ctx.unit).role !== 'unit' || ctx.unit.figures.length < 2) return out;
  const tr = ratingsOf(ctx.unit).tactical;
  if (chainHoldsAfter(ctx, out, tr)) return out;
  for (const cap of shorterCaps(reached)) {
    out = eachAsFarAsItCan(ctx, order, dir, cap, reached, [], foe);
    if (chainHoldsAfter(ctx, out, tr)) return out;
  }
  return out;
}

/** The step each figure of a formation move was last found to fit at, by position (scratch: `shift` never nests). */
let FITS_AT = new Float64Array(32);

// The helpers of `shift` are module-level functions, not closures made on every call (README, "Tests and speed").

/**
 * The figures, the one farthest along `dir` first (equals in their order): what a stable sort comparing
 * `b·dir - a·dir` gives (`sortedBy`).
 */
export function leadingFirst(figures: readonly FigureState[], dir: Vec): FigureState[] {
  // Negated keys ascending: -a - -b is exactly b - a, the comparator's difference.
  return sortedBy(figures, (f) => -(f.x * dir.x + f.y * dir.y));
}

/**
 * The shorter steps tried when each figure going as far as it can breaks the chain: every distance reached,
 * and 2" and 1", above 0.05", longest first, without the longest (as `[...new Set(...)]` sorted and sliced).
 */
export function shorterCaps(reached: readonly number[]): number[] {
  const all = [...reached, 2, 1].filter((l) => l > 0.05).sort((a, b) => b - a);
  const out: number[] = [];
  // Sorted, equal lengths stand together: keep one of each (above 0.05", SameValueZero is ===).
  for (let i = 1; i < all.length; i++) if (all[i] !== all[i - 1] && !out.includes(all[i]!)) out.push(all[i]!);
  return out;
}

/** Where figure f stands in a formation move: drawn in toward the middle c by k, then stepped t of the way. */
const formationPoint = (c: Vec, k: number, dir: Vec, length: number, f: FigureState, t: number): Vec =>
  ({ x: c.x + (f.x - c.x) * k + dir.x * length * t, y: c.y + (f.y - c.y) * k + dir.y * length * t });

/** Whether f may go to p: within its throw for the going, and clear of everything (no friend placed yet). */
const fitsFree = (ctx: Ctx, f: FigureState, p: Vec): boolean =>
  hypotAtMost(p.x - f.x, p.y - f.y, allowanceFor(ctx, f, p) + 1e-9) && clear(ctx, f, p, NONE_PLACED);

/** A figure's placement at p, facing `foe` (or along the move when there is no enemy). */
const destination = (f: FigureState, p: Vec, foe: PlacedFigure | null, dir: Vec): Placement[number] => ({
  id: f.id, x: p.x, y: p.y, facing: foe ? headingOf({ x: foe.figure.x - p.x, y: foe.figure.y - p.y }) : headingOf(dir),
});

/** Whether the unit's chain holds with `moves` made. */
function chainHoldsAfter(ctx: Ctx, moves: Placement, tr: number): boolean {
  const points: Vec[] = [];
  for (const f of ctx.unit.figures) {
    let at: Vec = f;
    for (const m of moves) if (m.id === f.id) { at = m; break; }
    points.push(at);
  }
  return together(points, ctx.radius, tr);
}

/**
 * Moves each figure along `dir` as far as its throw and the figures around allow: up to `length`, or with
 * `reachedBefore` (by position in `order`), up to the least of `length` and what it reached before. Records
 * what each reached in `reached`.
 */
function eachAsFarAsItCan(
  ctx: Ctx, order: readonly FigureState[], dir: Vec, length: number, reachedBefore: readonly number[] | null, reached: number[], foe: PlacedFigure | null,
): Placement {
  const out: Placement = [];
  const placed: Vec[] = [];
  for (const f of ctx.unit.figures) if (!ctx.movable.includes(f)) placed.push({ x: f.x, y: f.y });
  for (let i = 0; i < order.length; i++) {
    const f = order[i]!;
    const own = reachedBefore ? Math.min(length, reachedBefore[i] ?? 0) : length;
    let to: Vec = { x: f.x, y: f.y };
    for (const k of STEPS) {
      const p = { x: f.x + dir.x * own * k, y: f.y + dir.y * own * k };
      if (own * k <= allowanceFor(ctx, f, p) + 1e-9 && clear(ctx, f, p, placed)) { to = p; break; }
    }
    placed.push(to);
    reached[i] = hypot(to.x - f.x, to.y - f.y);
    if (to.x !== f.x || to.y !== f.y) out.push(destination(f, to, foe, dir));
  }
  return out;
}

/** A move of the whole unit toward a point, stopping `stopShort` inches from it, at `fraction` of the throw. */
export function toward(ctx: Ctx, point: Vec, stopShort: number, fraction: number, inFormation = true): Placement {
  const c = centroid(ctx.movable);
  const d = hypot(point.x - c.x, point.y - c.y) - stopShort;
  const most = Math.max(ctx.act.open ?? 0, ctx.act.difficult ?? 0);
  if (d <= 0.1 || most <= 0) return [];
  const dir = { x: (point.x - c.x) / (d + stopShort), y: (point.y - c.y) / (d + stopShort) };
  return shift(ctx, dir, Math.min(d, most) * fraction, inFormation);
}
