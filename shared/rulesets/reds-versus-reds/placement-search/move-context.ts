import { type Vec, headingOf } from '../../../geometry/vec.ts';
import { distanceToSegment } from '../../../geometry/segments.ts';
import { hypotAtLeast, hypotBelow, hypotShorter } from '../../../geometry/hypot-compare.ts';
import type { PlaceAction } from '../actions.ts';
import type { Activation, FigureState, RvrState, UnitState } from '../state.ts';
import type { KnownFigures } from './known-figures.ts';
import { edgeBelow } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { pathGoing, terrainOf } from '../terrain/terrain.ts';

// The placement search's shared pieces: what it knows of the unit and its surroundings, and the checks every
// suggested move makes (`move-options.ts` for the moves, `charge-options.ts` for charges).

export type Placement = PlaceAction['figures'];
/** What the placement search knows about the unit placed and the figures around it. */
export interface Ctx {
  state: RvrState; unit: UnitState; act: Activation; radius: number;
  /** Enemies and other figures within reach of the move; every enemy (for facing and closing in). */
  enemies: PlacedFigure[]; others: PlacedFigure[]; movable: FigureState[]; everyEnemy: PlacedFigure[];
  /** x, y and base radius of each of `everyEnemy`, `enemies` and `others` in turn: the hot loops read these, not the objects. */
  everyEnemyAt: readonly number[]; enemiesAt: readonly number[]; othersAt: readonly number[];
  /** Every unit's figures, listed once for all the placements tried. */
  known: KnownFigures;
  /** `closeUpFactor` of a formation move (at half the throw), worked out at the first one: it is the same for all. */
  formationCloseUp?: number;
}

/** Inches this figure may go along a straight path from `from` to `to` under its unit's throw (0: not at all). */
export function allowanceFor(ctx: Ctx, from: Vec, to: Vec): number {
  const going = pathGoing(terrainOf(ctx.state.scenario), from, to).going;
  if (going === 'impassable') return 0;
  if (ctx.act.going === 'open') return going === 'open' ? ctx.act.open ?? 0 : 0;
  if (ctx.act.going === 'difficult') return ctx.act.difficult ?? 0;
  return (going === 'open' ? ctx.act.open : ctx.act.difficult) ?? 0;
}

/** x, y and base radius of each figure, in order (a plain list of numbers: cheaper to make than a typed array). */
export function packed(figures: readonly PlacedFigure[]): number[] {
  const out: number[] = [];
  for (const f of figures) out.push(f.figure.x, f.figure.y, f.radius);
  return out;
}

/** The enemy figure nearest p (the first listed of equally near ones). */
export function nearestEnemy(ctx: Ctx, p: Vec): PlacedFigure | null {
  const at = ctx.everyEnemyAt, px = p.x, py = p.y;
  let best = -1;
  let bx = 0, by = 0;
  for (let i = 0; 3 * i < at.length; i++) {
    const dx = at[3 * i]! - px, dy = at[3 * i + 1]! - py;
    if (best < 0 || hypotShorter(dx, dy, bx, by)) { best = i; bx = dx; by = dy; }
  }
  return best < 0 ? null : ctx.everyEnemy[best]!;
}

export const facingAt = (ctx: Ctx, p: Vec, fallback: number): number => {
  const e = nearestEnemy(ctx, p);
  return e ? headingOf({ x: e.figure.x - p.x, y: e.figure.y - p.y }) : fallback;
};

/** Whether a figure standing at p (not in contact) keeps clear of enemies and friends placed so far. */
export function clear(ctx: Ctx, from: Vec, p: Vec, placed: readonly Vec[]): boolean {
  const { width, height } = ctx.state.scenario.table;
  if (p.x < ctx.radius || p.y < ctx.radius || p.x > width - ctx.radius || p.y > height - ctx.radius) return false;
  // Box tests first: a figure farther off along either axis than the reach cannot be too near (a distance is at
  // least its larger axis part), which spares most square roots.
  const minX = Math.min(from.x, p.x), maxX = Math.max(from.x, p.x), minY = Math.min(from.y, p.y), maxY = Math.max(from.y, p.y);
  const enemiesAt = ctx.enemiesAt;
  for (let i = 0; 3 * i < enemiesAt.length; i++) {
    const ex = enemiesAt[3 * i]!, ey = enemiesAt[3 * i + 1]!;
    const reach = enemiesAt[3 * i + 2]! + ctx.radius + 1.1;
    if (ex < minX - reach || ex > maxX + reach || ey < minY - reach || ey > maxY + reach) continue;
    const e = ctx.enemies[i]!;
    if (edgeBelow(e.figure, e.radius, p, ctx.radius, 1) || distanceToSegment(e.figure, from, p) < e.radius + ctx.radius + 0.05) return false;
  }
  const othersAt = ctx.othersAt, px = p.x, py = p.y;
  for (let i = 0; 3 * i < othersAt.length; i++) {
    const apart = othersAt[3 * i + 2]! + ctx.radius;
    const dx = othersAt[3 * i]! - px, dy = othersAt[3 * i + 1]! - py;
    if (Math.abs(dx) >= apart || Math.abs(dy) >= apart) continue;
    if (hypotBelow(dx, dy, apart)) return false;
  }
  const apart = 2 * ctx.radius;
  for (const q of placed) {
    if (!(Math.abs(q.x - p.x) >= apart || Math.abs(q.y - p.y) >= apart || hypotAtLeast(q.x - p.x, q.y - p.y, apart))) return false;
  }
  return true;
}

export const NONE_PLACED: readonly Vec[] = [];

/** Fractions of a move tried in turn when the whole of it does not fit. */
export const STEPS = [1, 0.75, 0.5, 0.25];
