import type { Choice } from '../../engine/ruleset.ts';
import { type Vec, headingOf } from '../../geometry/vec.ts';
import { pointInPolygon, polygonCentroid } from '../../geometry/polygon.ts';
import { closestPointOnSegment } from '../../geometry/segments.ts';
import { inArc } from '../../geometry/arcs.ts';
import { hypotAbove, hypotShorter } from '../../geometry/hypot-compare.ts';
import { otherSide } from '../../scenario/terrain-kinds.ts';
import { FIRING_ARC_DEGREES } from './tables.ts';
import type { RvrAction } from './actions.ts';
import { type RvrState, type UnitState, combatOf, figureRadius, findUnit, ratingsOf, troopOf } from './state.ts';
import { KnownFigures } from './known-figures.ts';
import { TrialDrafts } from './trial-draft.ts';
import { type PlacedFigure, centroid, cohesionGap, figuresOnTable, isWithdrawing, mayInitiateCombat, towardBaseline } from './figures.ts';
import { nearestCover, terrainOf } from './terrain.ts';
import { placeFigures, samePlacement } from './placement.ts';
import { type Ctx, type Placement, NONE_PLACED, allowanceFor, clear, facingAt, nearestEnemy } from './move-context.ts';
import { charges } from './charge-options.ts';
import { closeUpFactor, shift, toward } from './unit-shifts.ts';

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
  let bx = 0, by = 0;
  for (const e of ctx.everyEnemy) {
    const dx = e.figure.x - p.x, dy = e.figure.y - p.y;
    if ((!best || hypotShorter(dx, dy, bx, by)) && pointInPolygon(e.figure, area)) { best = e; bx = dx; by = dy; }
  }
  return best;
}

function objectivePoint(state: RvrState): Vec | null {
  const area = objectiveArea(state);
  return area ? polygonCentroid(area) : null;
}


/** The legal placements offered for the activated unit: stay, turn, advance, close in, take cover, fall back, charge, regroup. */
export function placementChoices(state: RvrState): Choice<RvrAction>[] {
  const act = state.activation;
  const unit = act && findUnit(state, act.unitId);
  if (!act || !unit) return [];
  const movable = unit.figures.filter((f) => { const c = combatOf(state, f.id); return !c || c.startedTurn < state.turn; });
  // Only figures within reach of this move can get in its way.
  const reach = Math.max(act.open ?? 0, act.difficult ?? 0) + 4;
  // Off the unit's box by more than the reach (and a hair, for rounding), a figure is off every one of its figures by more.
  const around = boxAround(unit.figures), band = reach + 1e-6;
  const near = (f: PlacedFigure) => {
    const { x, y } = f.figure;
    if (x < around.minX - band || x > around.maxX + band || y < around.minY - band || y > around.maxY + band) return false;
    for (const g of unit.figures) if (Math.abs(g.x - x) <= reach && Math.abs(g.y - y) <= reach) return true;
    return false;
  };
  const known = new KnownFigures(state.units);
  const everyEnemy = figuresOnTable(state, otherSide(unit.side), known);
  const enemies = everyEnemy.filter(near);
  const others = figuresOnTable(state, undefined, known).filter((f) => f.unit !== unit && near(f));
  const ctx: Ctx = { state, unit, act, radius: figureRadius(unit), enemies, others, movable, everyEnemy, known };
  // Each entry is tried in turn until one is legal: a fallback only costs time when the first choice fails.
  const candidates: Candidate[] = [{ label: 'stay where they are', figures: [] }];
  const turnToFace: Placement = [];
  for (const f of unit.figures) {
    const e = f.weapon ? nearestEnemy(ctx, f) : null;
    if (e && !inArc(f, e.figure, FIRING_ARC_DEGREES)) turnToFace.push({ id: f.id, x: f.x, y: f.y, facing: headingOf({ x: e.figure.x - f.x, y: e.figure.y - f.y }) });
  }
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
  const choices = validated(ctx, candidates);
  if (!isWithdrawing(state, unit)) return choices;
  const moving = choices.filter((c) => c.action.type === 'place' && c.action.figures.some((f) => movedFrom(unit, f)));
  return moving.length > 0 ? moving : choices;
}

function boxAround(figures: readonly Vec[]): { minX: number; minY: number; maxX: number; maxY: number } {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const f of figures) {
    box.minX = Math.min(box.minX, f.x); box.minY = Math.min(box.minY, f.y);
    box.maxX = Math.max(box.maxX, f.x); box.maxY = Math.max(box.maxY, f.y);
  }
  return box;
}

const movedFrom = (unit: UnitState, p: { id: string; x: number; y: number }): boolean => {
  const f = unit.figures.find((g) => g.id === p.id);
  return !!f && Math.hypot(f.x - p.x, f.y - p.y) > 0.01;
};

/**
 * Whether the activated unit could fall back toward its baseline (a withdrawing unit then must): whether one
 * of `offered`, the placements offered for it (`placementChoices(state)`), moves a figure.
 */
export function fallBackPossible(state: RvrState, offered: readonly Choice<RvrAction>[]): boolean {
  const unit = state.activation && findUnit(state, state.activation.unitId);
  if (!unit) return false;
  return offered.some((c) => c.action.type === 'place' && c.action.figures.some((f) => movedFrom(unit, f)));
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
    if (hypotAbove(p.x - f.x, p.y - f.y, allowanceFor(ctx, f, p) + 1e-9) || !clear(ctx, f, p, NONE_PLACED)) return [];
    out.push({ id: f.id, x: p.x, y: p.y, facing: facingAt(ctx, p, f.facing) });
  }
  return out;
}

interface Candidate {
  label: string;
  figures: Placement;
  fallback?: () => Candidate | null;
}

function validated(ctx: Ctx, candidates: readonly Candidate[]): Choice<RvrAction>[] {
  const { state, unit } = ctx;
  const seen: Placement[] = [];
  const out: Choice<RvrAction>[] = [];
  const trials = new TrialDrafts(state, unit.id);
  for (const first of candidates) {
    for (let cand: Candidate | null = first; cand; cand = cand.fallback ? cand.fallback() : null) {
      const figures = cand.figures.map((f) => ({ id: f.id, x: round(f.x), y: round(f.y), facing: round(f.facing) }));
      if (figures.length === 0 && out.length > 0) continue;
      // The same placement twice is validated once.
      if (seen.some((other) => samePlacement(other, figures))) continue;
      seen.push(figures);
      const action: RvrAction = { type: 'place', side: unit.side, unitId: unit.id, figures };
      if (placeFigures(trials.next(), action, [], true, ctx.known) !== null) continue;
      out.push({ action, label: `${unit.name}: ${cand.label}`, unitId: unit.id });
      break;
    }
  }
  return out;
}

const round = (v: number): number => Math.round(v * 1000) / 1000;
