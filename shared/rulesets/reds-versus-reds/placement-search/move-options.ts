import type { Choice } from '../../../engine/ruleset.ts';
import { type Vec, headingOf } from '../../../geometry/vec.ts';
import { type Bounds, boundsOf, pointInPolygon, polygonCentroid } from '../../../geometry/polygon.ts';
import { inArc } from '../../../geometry/arcs.ts';
import { hypotAbove, hypotShorter } from '../../../geometry/hypot-compare.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import { FIRING_ARC_DEGREES } from '../tables/tables.ts';
import type { RvrAction } from '../actions.ts';
import { type RvrState, type UnitState, combatOf, figureRadius, findUnit, isActive, ratingsOf, troopOf } from '../state.ts';
import { KnownFigures } from './known-figures.ts';
import { TrialDrafts } from './trial-draft.ts';
import { centroid, isWithdrawing, mayInitiateCombat, together, towardBaseline } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { coverPoint } from '../terrain/cover-point.ts';
import { placeFigures, samePlacement } from '../movement/placement.ts';
import { type Ctx, type Placement, NONE_PLACED, allowanceFor, clear, facingAt, nearestEnemy, packed } from './move-context.ts';
import { charges } from './charge-options.ts';
import { closeUpFactor, shift, toward } from './unit-shifts.ts';
import { hypot } from '../../../geometry/hypot.ts';

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
  const ctx = placementContext(state);
  if (!ctx) return [];
  const { act, unit } = ctx;
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
      candidates.push({ label: 'advance on the objective', figures: toward(ctx, objective, 0, 1), fallback: { kind: 'advance-each', point: objective } });
    }
    const foe = nearestEnemy(ctx, c);
    if (foe) candidates.push({ label: `close in on ${foe.unit.name}`, figures: toward(ctx, foe.figure, foe.radius + ctx.radius + 3, 1) });
    // Right up to a defender of the objective, ready to charge it next turn.
    const held = nearestHolder(ctx, c) ?? foe;
    if (held && mayInitiateCombat(state, unit)) {
      const stop = held.radius + ctx.radius + CHARGING_DISTANCE;
      candidates.push({ label: `close to charging distance of ${held.unit.name}`, figures: toward(ctx, held.figure, stop, 1), fallback: { kind: 'charging-each', held, stop } });
    }
    const cover = coverPoint(state.scenario, centroid(ctx.movable), Math.max(act.open ?? 0, act.difficult ?? 0) + 2);
    if (cover) candidates.push({ label: 'move into the nearest cover', figures: toward(ctx, cover, 0, 1) });
    const all = charges(ctx, Infinity);
    if (all) {
      candidates.push({ label: 'charge into close combat', figures: all, fallback: { kind: 'charge-two' } });
    }
    if (troopOf(unit).role === 'independent') candidates.push(...joinUnit(ctx));
  }
  if (troopOf(unit).role === 'unit' && !together(unit.figures, ctx.radius, ratingsOf(unit).tactical)) {
    candidates.push({ label: 'close up the unit', figures: regroup(ctx) });
  }
  const choices = validated(ctx, candidates);
  if (!isWithdrawing(state, unit)) return choices;
  const moving = choices.filter((c) => c.action.type === 'place' && c.action.figures.some((f) => movedFrom(unit, f)));
  return moving.length > 0 ? moving : choices;
}

/** What the placement search knows of the activated unit and its surroundings; null when no unit is activated. */
export function placementContext(state: RvrState): Ctx | null {
  const act = state.activation;
  const unit = act && findUnit(state, act.unitId);
  if (!act || !unit) return null;
  const movable = unit.figures.filter((f) => { const c = combatOf(state, f.id); return !c || c.startedTurn < state.turn; });
  const known = new KnownFigures(state.units);
  const { everyEnemy, enemies, others } = figuresAround(state, unit, known, Math.max(act.open ?? 0, act.difficult ?? 0) + 4);
  return {
    state, unit, act, radius: figureRadius(unit), enemies, others, movable, everyEnemy, known,
    everyEnemyAt: packed(everyEnemy), enemiesAt: packed(enemies), othersAt: packed(others),
  };
}

/**
 * Every enemy figure on the table, and the enemies and other figures (not the unit's own) within `reach` of one
 * of the unit's figures along both axes: only those can get in the way of its move. One pass over the units,
 * each list in `figuresOnTable` order.
 */
export function figuresAround(state: RvrState, unit: UnitState, known: KnownFigures, reach: number): { everyEnemy: PlacedFigure[]; enemies: PlacedFigure[]; others: PlacedFigure[] } {
  const everyEnemy: PlacedFigure[] = [], enemies: PlacedFigure[] = [], others: PlacedFigure[] = [];
  // Off the unit's box by more than the reach (and a hair, for rounding), a figure is off every one of its figures by more.
  const around = boundsOf(unit.figures), band = reach + 1e-6;
  const wide = { minX: around.minX - band, minY: around.minY - band, maxX: around.maxX + band, maxY: around.maxY + band };
  const enemySide = otherSide(unit.side);
  for (let i = 0; i < state.units.length; i++) {
    const u = state.units[i]!;
    if (!isActive(u)) continue;
    const listed = known.placed(u, i) ?? u.figures.map((figure) => ({ unit: u, figure, radius: figureRadius(u) }));
    const enemy = u.side === enemySide;
    if (enemy) for (const placed of listed) everyEnemy.push(placed);
    // A unit whose box misses the widened box has no figure in it (every figure lies in its unit's box).
    if (u === unit || known.missesBox(u, i, wide)) continue;
    for (const placed of listed) {
      if (!near(unit.figures, wide, reach, placed.figure)) continue;
      if (enemy) enemies.push(placed);
      others.push(placed);
    }
  }
  return { everyEnemy, enemies, others };
}

/** Whether p lies in `wide` and within `reach` of one of the figures along both axes. */
function near(figures: readonly Vec[], wide: Bounds, reach: number, p: Vec): boolean {
  const { x, y } = p;
  if (x < wide.minX || x > wide.maxX || y < wide.minY || y > wide.maxY) return false;
  for (const g of figures) if (Math.abs(g.x - x) <= reach && Math.abs(g.y - y) <= reach) return true;
  return false;
}

const movedFrom = (unit: UnitState, p: { id: string; x: number; y: number }): boolean => {
  const f = unit.figures.find((g) => g.id === p.id);
  return !!f && hypot(f.x - p.x, f.y - p.y) > 0.01;
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
  // The first of a stable sort is the first friend with the most markers, and the first of the nearest.
  let shaken = friends[0]!, nearest = friends[0]!, nearestDistance = Infinity;
  for (const u of friends) {
    if (u.moraleMarkers > shaken.moraleMarkers) shaken = u;
    const c = centroid(u.figures), d = hypot(c.x - me.x, c.y - me.y);
    if (d < nearestDistance) { nearest = u; nearestDistance = d; }
  }
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
  /** What to try instead when this is refused, empty or offered already (worked out only then). */
  fallback?: Fallback;
}

/** The next try of a chain of fallbacks (data rather than closures: placement searches are the hottest path). */
type Fallback =
  | { kind: 'advance-each' | 'advance-half'; point: Vec }
  | { kind: 'charging-each'; held: PlacedFigure; stop: number }
  | { kind: 'charge-two' | 'charge-one' };

function fallbackCandidate(ctx: Ctx, next: Fallback): Candidate | null {
  switch (next.kind) {
    case 'advance-each':
      return { label: 'advance on the objective, each figure as far as it can', figures: toward(ctx, next.point, 0, 1, false), fallback: { kind: 'advance-half', point: next.point } };
    case 'advance-half':
      return { label: 'advance on the objective (half distance)', figures: toward(ctx, next.point, 0, 0.5) };
    case 'charging-each':
      return { label: `close to charging distance of ${next.held.unit.name}, each figure as far as it can`, figures: toward(ctx, next.held.figure, next.stop, 1, false) };
    case 'charge-two':
      return { label: 'charge with the two nearest figures, the rest following', figures: charges(ctx, 2) ?? [], fallback: { kind: 'charge-one' } };
    case 'charge-one': {
      const one = charges(ctx, 1);
      return one ? { label: 'charge with the nearest figure, the rest following', figures: one } : null;
    }
  }
}

function validated(ctx: Ctx, candidates: readonly Candidate[]): Choice<RvrAction>[] {
  const { state, unit } = ctx;
  const seen: Placement[] = [];
  const out: Choice<RvrAction>[] = [];
  const trials = new TrialDrafts(state, unit.id);
  for (const first of candidates) {
    for (let cand: Candidate | null = first; cand; cand = cand.fallback ? fallbackCandidate(ctx, cand.fallback) : null) {
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
