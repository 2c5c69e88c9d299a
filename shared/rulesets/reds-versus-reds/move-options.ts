import type { Choice } from '../../engine/ruleset.ts';
import { type Vec, headingOf } from '../../geometry/vec.ts';
import { pointInPolygon, polygonCentroid } from '../../geometry/polygon.ts';
import { closestPointOnSegment, distanceToSegment } from '../../geometry/segments.ts';
import { inArc } from '../../geometry/arcs.ts';
import { otherSide } from '../../scenario/terrain-kinds.ts';
import { FIRING_ARC_DEGREES } from './tables.ts';
import type { PlaceAction, RvrAction } from './actions.ts';
import { type Activation, type FigureState, type RvrState, type UnitState, combatOf, figureRadius, trialDraft, findUnit, ratingsOf, troopOf } from './state.ts';
import { type PlacedFigure, centroid, cohesionGap, edgeDistance, figuresOnTable, isWithdrawing, mayInitiateCombat, towardBaseline } from './figures.ts';
import { chargeIntoCover, nearestCover, pathGoing, terrainOf } from './terrain.ts';
import { placeFigures, samePlacement } from './placement.ts';

type Placement = PlaceAction['figures'];
interface Ctx {
  state: RvrState; unit: UnitState; act: Activation; radius: number;
  /** Enemies and other figures within reach of the move; every enemy (for facing and closing in). */
  enemies: PlacedFigure[]; others: PlacedFigure[]; movable: FigureState[]; everyEnemy: PlacedFigure[];
}

/** Inches this figure may go along a straight path from `from` to `to` under its unit's throw (0: not at all). */
function allowanceFor(ctx: Ctx, from: Vec, to: Vec): number {
  const going = pathGoing(terrainOf(ctx.state.scenario), from, to).going;
  if (going === 'impassable') return 0;
  if (ctx.act.going === 'open') return going === 'open' ? ctx.act.open ?? 0 : 0;
  if (ctx.act.going === 'difficult') return ctx.act.difficult ?? 0;
  return (going === 'open' ? ctx.act.open : ctx.act.difficult) ?? 0;
}

function nearestEnemy(ctx: Ctx, p: Vec): PlacedFigure | null {
  let best: PlacedFigure | null = null;
  let bestD = Infinity;
  for (const e of ctx.everyEnemy) {
    const d = Math.hypot(e.figure.x - p.x, e.figure.y - p.y);
    if (!best || d < bestD) { best = e; bestD = d; }
  }
  return best;
}

const facingAt = (ctx: Ctx, p: Vec, fallback: number): number => {
  const e = nearestEnemy(ctx, p);
  return e ? headingOf({ x: e.figure.x - p.x, y: e.figure.y - p.y }) : fallback;
};

/** Whether a figure standing at p (not in contact) keeps clear of enemies and friends placed so far. */
function clear(ctx: Ctx, from: Vec, p: Vec, placed: readonly Vec[]): boolean {
  const { width, height } = ctx.state.scenario.table;
  if (p.x < ctx.radius || p.y < ctx.radius || p.x > width - ctx.radius || p.y > height - ctx.radius) return false;
  // Box tests first: a figure farther off along either axis than the reach cannot be too near (a distance is at
  // least its larger axis part), which spares most square roots.
  const minX = Math.min(from.x, p.x), maxX = Math.max(from.x, p.x), minY = Math.min(from.y, p.y), maxY = Math.max(from.y, p.y);
  for (const e of ctx.enemies) {
    const reach = e.radius + ctx.radius + 1.1;
    if (e.figure.x < minX - reach || e.figure.x > maxX + reach || e.figure.y < minY - reach || e.figure.y > maxY + reach) continue;
    if (edgeDistance(e.figure, e.radius, p, ctx.radius) < 1 || distanceToSegment(e.figure, from, p) < e.radius + ctx.radius + 0.05) return false;
  }
  for (const o of ctx.others) {
    const apart = o.radius + ctx.radius;
    const dx = o.figure.x - p.x, dy = o.figure.y - p.y;
    if (Math.abs(dx) >= apart || Math.abs(dy) >= apart) continue;
    if (Math.hypot(dx, dy) < apart) return false;
  }
  const apart = 2 * ctx.radius;
  return placed.every((q) => Math.abs(q.x - p.x) >= apart || Math.abs(q.y - p.y) >= apart || Math.hypot(q.x - p.x, q.y - p.y) >= apart);
}

const STEPS = [1, 0.75, 0.5, 0.25];

/**
 * How far to draw a unit with gaps in its chain toward its middle (a factor on each figure's distance from it):
 * using at most `budget` inches of the move, and never pushing bases onto each other. 1: no drawing in.
 */
function closeUpFactor(ctx: Ctx, budget: number): number {
  const tr = ratingsOf(ctx.unit).tactical;
  if (troopOf(ctx.unit).role !== 'unit' || cohesionGap(ctx.movable, ctx.radius, tr) <= 0) return 1;
  const c = centroid(ctx.movable);
  let closest = Infinity, farthest = 0;
  for (const a of ctx.movable) {
    farthest = Math.max(farthest, Math.hypot(a.x - c.x, a.y - c.y));
    for (const b of ctx.movable) if (a !== b) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
  }
  if (farthest === 0 || budget <= 0) return 1;
  return Math.min(1, Math.max(1 - budget / farthest, (2 * ctx.radius + 0.05) / closest, 0.3));
}

/**
 * Moves the movable figures along `dir` (unit vector) by up to `length`. In formation, every figure goes the
 * same distance, as far as the most hampered one can, so the unit keeps its shape (a unit with gaps in its chain
 * is drawn in as it goes, spending up to half its move on that); otherwise each figure goes as far as it can.
 */
function shift(ctx: Ctx, dir: Vec, length: number, inFormation = true): Placement {
  const order = [...ctx.movable].sort((a, b) => (b.x * dir.x + b.y * dir.y) - (a.x * dir.x + a.y * dir.y));
  // Everyone faces the enemy figure nearest the unit's new middle (one search, not one a figure).
  const c0 = centroid(ctx.movable);
  const foe = nearestEnemy(ctx, { x: c0.x + dir.x * length, y: c0.y + dir.y * length });
  const dest = (f: FigureState, p: Vec) => ({
    id: f.id, x: p.x, y: p.y, facing: foe ? headingOf({ x: foe.figure.x - p.x, y: foe.figure.y - p.y }) : headingOf(dir),
  });
  if (inFormation) {
    const most = Math.max(ctx.act.open ?? 0, ctx.act.difficult ?? 0);
    const k = closeUpFactor(ctx, most / 2);
    const c = centroid(ctx.movable);
    const base = (f: FigureState): Vec => ({ x: c.x + (f.x - c.x) * k, y: c.y + (f.y - c.y) * k });
    const at = (f: FigureState, t: number): Vec => ({ x: base(f).x + dir.x * length * t, y: base(f).y + dir.y * length * t });
    const fits = (f: FigureState, t: number) => {
      const p = at(f, t);
      return Math.hypot(p.x - f.x, p.y - f.y) <= allowanceFor(ctx, f, p) + 1e-9 && clear(ctx, f, p, []);
    };
    // Shortening the step for one figure can put another onto a friend: settle on a step every figure takes.
    // A figure already found to fit at this very step need not be asked again.
    let t = 1;
    const fitsAt = new Map<FigureState, number>();
    for (let settled = false; !settled;) {
      settled = true;
      for (const f of order) {
        if (fitsAt.get(f) === t) continue;
        while (t > 0.05 && !fits(f, t)) { t = Math.round((t - 0.1) * 10) / 10; settled = false; }
        if (t <= 0.05) return [];
        fitsAt.set(f, t);
      }
    }
    return order.map((f) => dest(f, at(f, t)));
  }
  // Each figure as far as it can; then, if that broke the chain, every figure held to a shorter step.
  const reached = new Map<string, number>();
  let out = eachAsFarAsItCan(ctx, order, dir, () => length, reached, dest);
  if (troopOf(ctx.unit).role !== 'unit' || ctx.unit.figures.length < 2) return out;
  const tr = ratingsOf(ctx.unit).tactical;
  const chainHolds = (moves: Placement) => cohesionGap(ctx.unit.figures.map((f) => moves.find((m) => m.id === f.id) ?? f), ctx.radius, tr) <= 0;
  if (chainHolds(out)) return out;
  const caps = [...new Set([...reached.values(), 2, 1])].filter((l) => l > 0.05).sort((a, b) => b - a).slice(1);
  for (const cap of caps) {
    out = eachAsFarAsItCan(ctx, order, dir, (f) => Math.min(cap, reached.get(f.id) ?? 0), new Map(), dest);
    if (chainHolds(out)) return out;
  }
  return out;
}

/** Moves each figure along `dir` up to its own length, as far as its throw and the figures around allow. */
function eachAsFarAsItCan(
  ctx: Ctx, order: readonly FigureState[], dir: Vec, lengthOf: (f: FigureState) => number, reached: Map<string, number>,
  dest: (f: FigureState, p: Vec) => Placement[number],
): Placement {
  const out: Placement = [];
  const placed: Vec[] = ctx.unit.figures.filter((f) => !ctx.movable.includes(f)).map((f) => ({ x: f.x, y: f.y }));
  for (const f of order) {
    const length = lengthOf(f);
    let to: Vec = { x: f.x, y: f.y };
    for (const k of STEPS) {
      const p = { x: f.x + dir.x * length * k, y: f.y + dir.y * length * k };
      if (length * k <= allowanceFor(ctx, f, p) + 1e-9 && clear(ctx, f, p, placed)) { to = p; break; }
    }
    placed.push(to);
    reached.set(f.id, Math.hypot(to.x - f.x, to.y - f.y));
    if (to.x !== f.x || to.y !== f.y) out.push(dest(f, to));
  }
  return out;
}

/** A move of the whole unit toward a point, stopping `stopShort` inches from it, at `fraction` of the throw. */
function toward(ctx: Ctx, point: Vec, stopShort: number, fraction: number, inFormation = true): Placement {
  const c = centroid(ctx.movable);
  const d = Math.hypot(point.x - c.x, point.y - c.y) - stopShort;
  const most = Math.max(ctx.act.open ?? 0, ctx.act.difficult ?? 0);
  if (d <= 0.1 || most <= 0) return [];
  const dir = { x: (point.x - c.x) / (d + stopShort), y: (point.y - c.y) / (d + stopShort) };
  return shift(ctx, dir, Math.min(d, most) * fraction, inFormation);
}

/** A point a little way inside the cover area nearest the unit, if one is within reach. */
function coverPoint(ctx: Ctx): Vec | null {
  const c = centroid(ctx.movable);
  const reach = Math.max(ctx.act.open ?? 0, ctx.act.difficult ?? 0) + 2;
  const found = nearestCover(terrainOf(ctx.state.scenario), c, reach);
  if (!found || found.distance === 0 || found.feature.kind !== 'area') return null;
  const poly = found.feature.feature.polygon;
  let best = poly[0]!;
  for (let i = 0; i < poly.length; i++) {
    const q = closestPointOnSegment(c, poly[i]!, poly[(i + 1) % poly.length]!);
    if (Math.hypot(q.x - c.x, q.y - c.y) < Math.hypot(best.x - c.x, best.y - c.y)) best = q;
  }
  const mid = polygonCentroid(poly);
  const d = Math.hypot(mid.x - best.x, mid.y - best.y) || 1;
  return { x: best.x + ((mid.x - best.x) / d) * 1.5, y: best.y + ((mid.y - best.y) / d) * 1.5 };
}

/** Inches short of an enemy's base that a unit closing for a charge stops (just outside the 1" it must keep). */
const CHARGING_DISTANCE = 1.2;

function objectiveArea(state: RvrState): readonly Vec[] | null {
  for (const v of state.scenario.victory) {
    if (v.type !== 'clear-area' && v.type !== 'hold-area') continue;
    const area = state.scenario.terrain.find((t) => t.id === v.areaId);
    if (area && area.kind === 'area') return area.polygon;
  }
  return null;
}

/** The enemy figure nearest `p` that stands in the objective area, if any does. */
function nearestHolder(ctx: Ctx, p: Vec): PlacedFigure | null {
  const area = objectiveArea(ctx.state);
  if (!area) return null;
  let best: PlacedFigure | null = null;
  let bestD = Infinity;
  for (const e of ctx.everyEnemy) {
    const d = Math.hypot(e.figure.x - p.x, e.figure.y - p.y);
    if (d < bestD && pointInPolygon(e.figure, area)) { best = e; bestD = d; }
  }
  return best;
}

function objectivePoint(state: RvrState): Vec | null {
  const area = objectiveArea(state);
  return area ? polygonCentroid(area) : null;
}

/**
 * Charges: each figure that can reach an enemy it may fight does (two to an enemy figure where they can, for the
 * second attacker's bonus); the rest keep the unit's chain by closing on the figures already placed.
 * `most` caps how many figures charge (Infinity: every one that can).
 */
function charges(ctx: Ctx, most: number): Placement | null {
  if (ctx.enemies.length === 0 || !mayInitiateCombat(ctx.state, ctx.unit)) return null;
  const index = terrainOf(ctx.state.scenario);
  const taken = new Map<string, number>();
  const out: Placement = [];
  const sorted = [...ctx.movable].filter((f) => !combatOf(ctx.state, f.id))
    .sort((a, b) => distToNearest(ctx, a) - distToNearest(ctx, b));
  for (const f of sorted) {
    if (out.length >= most) break;
    const e = [...ctx.enemies].sort((a, b) => Math.hypot(a.figure.x - f.x, a.figure.y - f.y) - Math.hypot(b.figure.x - f.x, b.figure.y - f.y))
      .find((en) => room(ctx, en, taken) > 0);
    if (!e) continue;
    const reach = e.radius + ctx.radius;
    const touch = touchPoint(ctx, e, f, reach, out);
    if (!touch || ctx.enemies.some((o) => o !== e && distanceToSegment(o.figure, f, touch) < o.radius + ctx.radius + 0.05)) continue;
    const usesOpen = ctx.act.going === 'open' || (ctx.act.going === 'split' && pathGoing(index, f, touch).going === 'open');
    if (usesOpen && chargeIntoCover(index, e.figure, f)) continue;
    if (Math.hypot(touch.x - f.x, touch.y - f.y) > allowanceFor(ctx, f, touch)) continue;
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
    if (placed.every((q) => Math.hypot(q.x - p.x, q.y - p.y) >= 2 * ctx.radius)
      && ctx.others.every((o) => o.unit.side !== ctx.unit.side || Math.hypot(o.figure.x - p.x, o.figure.y - p.y) >= o.radius + ctx.radius)) return p;
  }
  return null;
}

/**
 * The figures that do not charge close on those already placed, nearest first, each to within its unit's
 * Tactical Rating of one of them (as far as its throw and the enemy allow), so the chain holds.
 */
function followChain(ctx: Ctx, placedFirst: Placement): Placement {
  const tr = ratingsOf(ctx.unit).tactical;
  const link = 2 * ctx.radius + tr * 0.8;
  const moving = new Set(placedFirst.map((p) => p.id));
  const standing: Vec[] = ctx.unit.figures.filter((f) => !ctx.movable.includes(f) || combatOf(ctx.state, f.id)).map((f) => ({ x: f.x, y: f.y }));
  const placed: Vec[] = [...placedFirst, ...standing];
  const rest = ctx.movable.filter((f) => !moving.has(f.id) && !combatOf(ctx.state, f.id));
  const out: Placement = [];
  const nearest = (f: Vec) => placed.reduce((best, q) => (Math.hypot(q.x - f.x, q.y - f.y) < Math.hypot(best.x - f.x, best.y - f.y) ? q : best), placed[0]!);
  const left = [...rest];
  while (left.length > 0) {
    left.sort((a, b) => Math.hypot(nearest(a).x - a.x, nearest(a).y - a.y) - Math.hypot(nearest(b).x - b.x, nearest(b).y - b.y));
    const f = left.shift()!;
    const q = nearest(f);
    const d = Math.hypot(q.x - f.x, q.y - f.y);
    let to: Vec = { x: f.x, y: f.y };
    if (d > link) {
      const dir = { x: (q.x - f.x) / d, y: (q.y - f.y) / d };
      for (const k of STEPS) {
        const length = (d - link) * k;
        const p = { x: f.x + dir.x * length, y: f.y + dir.y * length };
        if (length <= allowanceFor(ctx, f, p) + 1e-9 && clear(ctx, f, p, placed)) { to = p; break; }
      }
    }
    placed.push(to);
    if (to.x !== f.x || to.y !== f.y) out.push({ id: f.id, x: to.x, y: to.y, facing: facingAt(ctx, to, f.facing) });
  }
  return out;
}

const distToNearest = (ctx: Ctx, f: Vec): number => {
  let best = Infinity;
  for (const e of ctx.enemies) best = Math.min(best, Math.hypot(e.figure.x - f.x, e.figure.y - f.y));
  return best;
};

/** How many more of our figures this enemy can take on (at most two opponents a figure). */
function room(ctx: Ctx, enemy: PlacedFigure, taken: ReadonlyMap<string, number>): number {
  const c = combatOf(ctx.state, enemy.figure.id);
  const base = !c ? 2 : c.single === enemy.figure.id ? 2 - c.opponents.length : c.opponents.length === 1 ? 1 : 0;
  return base - (taken.get(enemy.figure.id) ?? 0);
}

/** The legal placements offered for the activated unit: stay, turn, advance, close in, take cover, fall back, charge, regroup. */
export function placementChoices(state: RvrState): Choice<RvrAction>[] {
  const act = state.activation;
  const unit = act && findUnit(state, act.unitId);
  if (!act || !unit) return [];
  const movable = unit.figures.filter((f) => { const c = combatOf(state, f.id); return !c || c.startedTurn < state.turn; });
  // Only figures within reach of this move can get in its way.
  const reach = Math.max(act.open ?? 0, act.difficult ?? 0) + 4;
  const near = (f: PlacedFigure) => unit.figures.some((g) => Math.abs(g.x - f.figure.x) <= reach && Math.abs(g.y - f.figure.y) <= reach);
  const everyEnemy = figuresOnTable(state, otherSide(unit.side));
  const enemies = everyEnemy.filter(near);
  const others = figuresOnTable(state).filter((f) => f.unit !== unit && near(f));
  const ctx: Ctx = { state, unit, act, radius: figureRadius(unit), enemies, others, movable, everyEnemy };
  // Each entry is tried in turn until one is legal: a fallback only costs time when the first choice fails.
  const candidates: Candidate[] = [{ label: 'stay where they are', figures: [] }];
  const turnToFace = unit.figures.filter((f) => f.weapon).flatMap((f) => {
    const e = nearestEnemy(ctx, f);
    return e && !inArc(f, e.figure, FIRING_ARC_DEGREES) ? [{ id: f.id, x: f.x, y: f.y, facing: headingOf({ x: e.figure.x - f.x, y: e.figure.y - f.y }) }] : [];
  });
  if (turnToFace.length > 0) candidates.push({ label: 'turn to face the enemy', figures: turnToFace });
  const c = centroid(unit.figures);
  const back = towardBaseline(state, unit.side);
  candidates.push({ label: 'fall back toward the baseline', figures: shift(ctx, back, Math.max(act.open ?? 0, act.difficult ?? 0)) });
  if (!isWithdrawing(state, unit)) {
    const objective = objectivePoint(state);
    if (objective) {
      candidates.push({
        label: 'advance on the objective', figures: toward(ctx, objective, 0, 1),
        fallback: () => ({
          label: 'advance on the objective, each figure as far as it can', figures: toward(ctx, objective, 0, 1, false),
          fallback: () => ({ label: 'advance on the objective (half distance)', figures: toward(ctx, objective, 0, 0.5) }),
        }),
      });
    }
    const foe = nearestEnemy(ctx, c);
    if (foe) candidates.push({ label: `close in on ${foe.unit.name}`, figures: toward(ctx, foe.figure, foe.radius + ctx.radius + 3, 1) });
    // Right up to a defender of the objective, ready to charge it next turn.
    const held = nearestHolder(ctx, c) ?? foe;
    if (held && mayInitiateCombat(state, unit)) {
      const stop = held.radius + ctx.radius + CHARGING_DISTANCE;
      candidates.push({
        label: `close to charging distance of ${held.unit.name}`, figures: toward(ctx, held.figure, stop, 1),
        fallback: () => ({ label: `close to charging distance of ${held.unit.name}, each figure as far as it can`, figures: toward(ctx, held.figure, stop, 1, false) }),
      });
    }
    const cover = coverPoint(ctx);
    if (cover) candidates.push({ label: 'move into the nearest cover', figures: toward(ctx, cover, 0, 1) });
    const all = charges(ctx, Infinity);
    if (all) {
      candidates.push({
        label: 'charge into close combat', figures: all,
        fallback: () => {
          const two = charges(ctx, 2);
          return {
            label: 'charge with the two nearest figures, the rest following', figures: two ?? [],
            fallback: () => { const one = charges(ctx, 1); return one ? { label: 'charge with the nearest figure, the rest following', figures: one } : null; },
          };
        },
      });
    }
    if (troopOf(unit).role === 'independent') candidates.push(...joinUnit(ctx));
  }
  if (troopOf(unit).role === 'unit' && cohesionGap(unit.figures, ctx.radius, ratingsOf(unit).tactical) > 0) {
    candidates.push({ label: 'close up the unit', figures: regroup(ctx) });
  }
  const choices = validated(state, unit, candidates);
  if (!isWithdrawing(state, unit)) return choices;
  const moving = choices.filter((c) => c.action.type === 'place' && c.action.figures.some((f) => movedFrom(unit, f)));
  return moving.length > 0 ? moving : choices;
}

const movedFrom = (unit: UnitState, p: { id: string; x: number; y: number }): boolean => {
  const f = unit.figures.find((g) => g.id === p.id);
  return !!f && Math.hypot(f.x - p.x, f.y - p.y) > 0.01;
};

/** Whether the activated unit could fall back toward its baseline (a withdrawing unit then must). */
export function fallBackPossible(state: RvrState): boolean {
  const unit = state.activation && findUnit(state, state.activation.unitId);
  if (!unit) return false;
  return placementChoices(state).some((c) => c.action.type === 'place' && c.action.figures.some((f) => movedFrom(unit, f)));
}

/** Commanders and commissars: go to the most shaken unit (to rally it), else stay just behind the nearest unit. */
function joinUnit(ctx: Ctx): Candidate[] {
  const me = ctx.unit.figures[0];
  if (!me) return [];
  const friends = ctx.state.units.filter((u) => u.side === ctx.unit.side && u.status === 'active' && troopOf(u).role === 'unit' && u.figures.length > 0);
  if (friends.length === 0) return [];
  const shaken = [...friends].sort((a, b) => b.moraleMarkers - a.moraleMarkers)[0]!;
  const nearest = [...friends].sort((a, b) => Math.hypot(centroid(a.figures).x - me.x, centroid(a.figures).y - me.y) - Math.hypot(centroid(b.figures).x - me.x, centroid(b.figures).y - me.y))[0]!;
  const target = shaken.moraleMarkers > 0 ? shaken : nearest;
  const back = towardBaseline(ctx.state, ctx.unit.side);
  const spot = centroid(target.figures);
  return [{ label: `go to ${target.name}`, figures: toward(ctx, { x: spot.x + back.x * 2, y: spot.y + back.y * 2 }, 0, 1) }];
}

/** Closes up a unit whose chain has gaps: every figure moves toward the middle, as far as the throw and its neighbours allow. */
function regroup(ctx: Ctx): Placement {
  const k = closeUpFactor(ctx, Math.max(ctx.act.open ?? 0, ctx.act.difficult ?? 0));
  if (k >= 0.99) return [];
  const c = centroid(ctx.movable);
  const out: Placement = [];
  for (const f of ctx.movable) {
    const p = { x: c.x + (f.x - c.x) * k, y: c.y + (f.y - c.y) * k };
    if (Math.hypot(p.x - f.x, p.y - f.y) > allowanceFor(ctx, f, p) + 1e-9 || !clear(ctx, f, p, [])) return [];
    out.push({ id: f.id, x: p.x, y: p.y, facing: facingAt(ctx, p, f.facing) });
  }
  return out;
}

interface Candidate {
  label: string;
  figures: Placement;
  fallback?: () => Candidate | null;
}

function validated(state: RvrState, unit: UnitState, candidates: readonly Candidate[]): Choice<RvrAction>[] {
  const seen: Placement[] = [];
  const out: Choice<RvrAction>[] = [];
  for (const first of candidates) {
    for (let cand: Candidate | null = first; cand; cand = cand.fallback ? cand.fallback() : null) {
      const figures = cand.figures.map((f) => ({ id: f.id, x: round(f.x), y: round(f.y), facing: round(f.facing) }));
      if (figures.length === 0 && out.length > 0) continue;
      // The same placement twice is validated once.
      if (seen.some((other) => samePlacement(other, figures))) continue;
      seen.push(figures);
      const action: RvrAction = { type: 'place', side: unit.side, unitId: unit.id, figures };
      if (placeFigures(trialDraft(state, unit.id), action, [], true) !== null) continue;
      out.push({ action, label: `${unit.name}: ${cand.label}`, unitId: unit.id });
      break;
    }
  }
  return out;
}

const round = (v: number): number => Math.round(v * 1000) / 1000;
