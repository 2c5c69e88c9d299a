import type { GameEvent } from '../../../engine/events.ts';
import { otherSide, type SideId } from '../../../scenario/terrain-kinds.ts';
import { distanceToSegment } from '../../../geometry/segments.ts';
import { hypotAbove, hypotAtMost, hypotBelow, hypotSide } from '../../../geometry/hypot-compare.ts';
import { MORALE_MARKERS } from '../tables/tables.ts';
import type { PlaceAction } from '../actions.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { type FigureState, type RvrState, type UnitState, combatOf, figureRadius, findUnit, isActive, ratingsOf, troopOf } from '../state.ts';
import {
  CONTACT_SLOP, OVERLAP_TOLERANCE, MOVED_EPSILON, centroid, cohesionGap, distanceToBaseline, edgeAtMost, edgeDistance,
  figureName, figuresOnTable, hasMoved, hasTurned, isWithdrawing, mayInitiateCombat,
} from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import type { KnownFigures } from '../placement-search/known-figures.ts';
import type { Bounds } from '../../../geometry/polygon.ts';
import { canSee, chargeIntoCover, pathGoing, terrainOf } from '../terrain/terrain.ts';
import { breaksOnContact, contactRefusal, joinCombat, makeContact } from '../combat/combat.ts';
import { leaveCombats } from '../combat/casualties.ts';
import { hypot } from '../../../geometry/hypot.ts';

// Placements are given to a thousandth of an inch.
const EPS = 1e-3;

/**
 * Places the activated unit's figures (Reds versus Reds, "Movement" and "Close combat"). Applies the move to
 * `draft` and returns null, or returns why the placement is illegal (the caller then drops the draft).
 * Each figure moves in a straight line up to the distance diced for its going. A `trial` only checks: it changes
 * nothing but the moving unit and the combats, so it may run on a `trialDraft` (or the one copy of `TrialDrafts`,
 * `placement-search/trial-draft.ts`); `known` then spares listing the figures of the units it shares with the
 * state tried from, again for every placement tried.
 */
export function placeFigures(draft: RvrState, action: PlaceAction, events: GameEvent[], trial = false, known?: KnownFigures): string | null {
  const activation = draft.activation;
  if (!activation || activation.unitId !== action.unitId) return 'activate the unit (and dice for its move) before placing it';
  const unit = findUnit(draft, action.unitId);
  if (!unit) return 'no such unit';
  // At most 64 figures (the action schema): plain loops, no sets to build for every placement tried.
  const placed = action.figures;
  const movers: FigureState[] = [];
  for (let i = 0; i < placed.length; i++) {
    const p = placed[i]!;
    const figure = figureById(unit.figures, p.id);
    // Every id before this one is the unit's: one not in it repeats none, and a repeat finds the same figure.
    if (figure && movers.includes(figure)) return `figure ${p.id} is placed twice`;
    if (!figure) return `figure ${p.id} is not in ${unit.name}`;
    movers.push(figure);
  }
  const index = terrainOf(draft.scenario);
  const { width, height } = draft.scenario.table;
  const radius = figureRadius(unit);
  const before = unit.figures.map((f) => ({ x: f.x, y: f.y }));
  const startedInCombat = draft.combats.length === 0 ? null : inCombat(draft, unit.figures);
  const withdrawing = isWithdrawing(draft, unit);
  const shaken = troopOf(unit).role === 'unit' && unit.moraleMarkers >= MORALE_MARKERS.noAdvance;
  // Only enemies near the move matter; the box holds every figure's start and end, padded.
  const box = boxAround(unit.figures, placed, false);
  // No figure placed, no enemy to meet.
  const enemies = placed.length === 0 ? [] : figuresInBox(draft, box, known, otherSide(unit.side));
  // Listed when first needed: no enemy unit changes while the figures are placed.
  let everyEnemy: PlacedFigure[] | null = null;
  const contacts: { mover: FigureState; enemyId: string }[] = [];

  for (let k = 0; k < placed.length; k++) {
    const p = placed[k]!, figure = movers[k]!;
    const from = { x: figure.x, y: figure.y };
    let to = { x: p.x, y: p.y };
    if (hypotAtMost(to.x - from.x, to.y - from.y, MOVED_EPSILON)) {
      figure.facing = p.facing;
      figure.turned = hasTurned(figure);
      continue;
    }
    const combat = combatOf(draft, figure.id);
    if (combat && combat.startedTurn === draft.turn) return `${pieceName(unit)} was contacted this turn and cannot move until the combat is resolved`;
    if (to.x < 0 || to.y < 0 || to.x > width || to.y > height) return `${pieceName(unit)} would leave the table`;
    const path = pathGoing(index, from, to);
    // A path longer than any throw allows is refused for its length first: the ground it crosses is a lesser matter.
    // Only where no snap into contact below could bring it within reach, so what is legal does not change.
    if (path.going !== 'open') {
      const most = Math.max(activation.open ?? 0, activation.difficult ?? 0);
      let snap = 0;
      for (const e of enemies) snap = Math.max(snap, 2 * (radius + e.radius) + CONTACT_SLOP);
      if (hypotAbove(to.x - from.x, to.y - from.y, most + snap + CONTACT_SLOP + EPS)) return reachRefusal(unit, most, from, to);
    }
    if (path.going === 'impassable') return `${pieceName(unit)} cannot get there: ${path.reason}`;
    if (activation.going === 'open' && path.going === 'difficult') return `${unit.name} diced as in the open, but ${pieceName(unit, 'its')} move meets ${path.reason}`;
    const usesOpen = activation.going === 'open' || (activation.going === 'split' && path.going === 'open');
    const allowance = (usesOpen ? activation.open : activation.difficult) ?? 0;

    // Enemies away from the whole path cannot touch it (no enemy leaves the table until the contacts below).
    const pad = radius + 2;
    const loX = Math.min(from.x, to.x) - pad, loY = Math.min(from.y, to.y) - pad;
    const hiX = Math.max(from.x, to.x) + pad, hiY = Math.max(from.y, to.y) + pad;
    const nearPath: PlacedFigure[] = [];
    for (const e of enemies) if (e.figure.x >= loX && e.figure.x <= hiX && e.figure.y >= loY && e.figure.y <= hiY) nearPath.push(e);
    let contact: PlacedFigure | null = null, contactGap = 0;
    for (const e of nearPath) {
      const dx = e.figure.x - to.x, dy = e.figure.y - to.y;
      // Surely farther off than the slop (`hypotSide` leaves room for the subtractions below): no contact.
      if (hypotSide(dx, dy, CONTACT_SLOP + radius + e.radius) > 0) continue;
      const d = hypot(dx, dy) - radius - e.radius;
      if (d <= CONTACT_SLOP && (!contact || d < contactGap)) { contact = e; contactGap = d; }
    }
    if (contact) {
      if (!mayInitiateCombat(draft, unit)) return `${unit.name} may not start a close combat`;
      if (startedInCombat?.has(figure.id)) return 'no figure can leave one combat and enter another in the same turn';
      const refusal = contactRefusal(draft, figure.id, contact.figure.id);
      if (refusal) return refusal;
      if (usesOpen && chargeIntoCover(index, contact.figure, from)) {
        return `${unit.name} diced as in the open, so the charging figure must halt at least 1" short of the cover or obstacle instead of charging`;
      }
      to = touching(contact.figure, contact.radius + radius, to, from);
    }
    if (hypotAbove(to.x - from.x, to.y - from.y, allowance + (contact ? CONTACT_SLOP : 0) + EPS)) {
      return reachRefusal(unit, allowance, from, to);
    }
    for (const e of nearPath) {
      if (e === contact) continue;
      if (distanceToSegment(e.figure, from, to) < radius + e.radius - OVERLAP_TOLERANCE) return `${pieceName(unit)} would touch ${e.unit.name} on the way: contact ends a move`;
      if (edgeAtMost(e.figure, e.radius, to, radius, 0.05)) return `${pieceName(unit)} may contact only one enemy figure`;
    }
    if (withdrawing && distanceToBaseline(draft, unit.side, to) > distanceToBaseline(draft, unit.side, from) + EPS) {
      return `${unit.name} are withdrawing: no figure may move away from their baseline`;
    }
    if (shaken && nearerVisibleEnemy(draft, from, to, radius, everyEnemy ??= figuresOnTable(draft, otherSide(unit.side), known))) return `${unit.name} have two morale markers and may not advance nearer to a visible enemy`;
    if (startedInCombat?.has(figure.id)) {
      const c = combatOf(draft, figure.id)!;
      const opponents = c.single === figure.id ? c.opponents : [c.single];
      if (enemies.some((e) => opponents.includes(e.figure.id) && edgeDistance(e.figure, e.radius, to, radius) <= CONTACT_SLOP)) return `${pieceName(unit)} must move out of contact to leave its combat`;
      leaveCombats(draft, [figure.id]);
      events.push({ kind: 'move', side: unit.side, unitId: unit.id, text: `${figureName(unit, figure)} breaks off from close combat` });
    }
    figure.x = to.x;
    figure.y = to.y;
    figure.facing = p.facing;
    figure.moved = hasMoved(figure);
    figure.turned = hasTurned(figure);
    if (contact) contacts.push({ mover: figure, enemyId: contact.figure.id });
  }

  // Only a figure of the unit marked as moved can stand on another, and only on one less than 2" off along
  // each axis: the figures in the box around those (padded more) are all that can matter, in the same order.
  const aroundMoved = boxAround(unit.figures, NO_FIGURES, true);
  const overlap = aroundMoved ? overlapRefusal(figuresInBox(draft, aroundMoved, known), unit.id, contacts) : null;
  if (overlap) return overlap;
  const anyMoved = movedFromBefore(unit.figures, before);
  if (anyMoved && troopOf(unit).role === 'unit' && unit.figures.length > 1) {
    const tr = ratingsOf(unit).tactical;
    // The gap before the move matters only when there is one after it.
    const gapAfter = cohesionGap(unit.figures, radius, tr);
    const gapBefore = gapAfter > EPS ? cohesionGap(before, radius, tr) : 0;
    if (gapAfter > EPS && gapAfter >= gapBefore - EPS) {
      return gapBefore > EPS
        ? `unit cohesion: ${unit.name} must close up the gaps in its chain when it moves (gap ${gapAfter.toFixed(1)}" over ${tr}", was ${gapBefore.toFixed(1)}")`
        : `unit cohesion: every figure of ${unit.name} must stay within ${tr}" of the next (gap ${gapAfter.toFixed(1)}" too wide)`;
    }
  }
  for (const c of contacts) {
    const mover = placedFigure(draft, unit.side, c.mover.id);
    const enemy = placedFigure(draft, otherSide(unit.side), c.enemyId);
    if (!mover || !enemy) continue;
    const refusal = contactRefusal(draft, mover.figure.id, enemy.figure.id);
    if (refusal) return refusal;
    if (!trial) makeContact(draft, mover, enemy, events);
    else if (!breaksOnContact(enemy.unit)) joinCombat(draft, mover.figure.id, unit.side, enemy.figure.id);
  }
  // A trial's events are thrown away: spare the words.
  if (!trial && anyMoved) {
    const start = centroid(before);
    const end = centroid(unit.figures);
    events.push({ kind: 'move', side: unit.side, unitId: unit.id, at: [start, end], text: `${unit.name} move ${hypot(end.x - start.x, end.y - start.y).toFixed(1)}"` });
  } else if (!trial) {
    events.push({ kind: 'hold', side: unit.side, unitId: unit.id, text: `${unit.name} diced but stay where they are` });
  }
  draft.activation = null;
  draft.done.push(unit.id);
  return null;
}

/**
 * Whether two placements name the same figures at the same spots, exactly as their JSON reads the same
 * (numbers equal, or both not finite), without writing either out.
 */
export function samePlacement(a: PlaceAction['figures'], b: PlaceAction['figures']): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const f = a[i]!, g = b[i]!;
    if (f.id !== g.id || !sameNumber(f.x, g.x) || !sameNumber(f.y, g.y) || !sameNumber(f.facing, g.facing)) return false;
  }
  return true;
}

const sameNumber = (a: number, b: number): boolean => a === b || (!Number.isFinite(a) && !Number.isFinite(b));

/** The figure with this id among `figures`, if any. */
function figureById(figures: readonly FigureState[], id: string): FigureState | undefined {
  for (const f of figures) if (f.id === id) return f;
  return undefined;
}

/** Ids of the figures in a combat. */
function inCombat(state: RvrState, figures: readonly FigureState[]): Set<string> {
  const out = new Set<string>();
  for (const f of figures) if (combatOf(state, f.id)) out.add(f.id);
  return out;
}

/** Whether a figure stands more than a hair away from where it stood before (`before` in the same order). */
function movedFromBefore(figures: readonly FigureState[], before: readonly { x: number; y: number }[]): boolean {
  for (let i = 0; i < figures.length; i++) if (hypotAbove(figures[i]!.x - before[i]!.x, figures[i]!.y - before[i]!.y, MOVED_EPSILON)) return true;
  return false;
}

/** The figure with this id on the side's units on the table, as `figuresOnTable(state, side)` lists it (the first found). */
function placedFigure(state: RvrState, side: SideId, id: string): PlacedFigure | undefined {
  for (const unit of state.units) {
    if (!isActive(unit) || unit.side !== side) continue;
    for (const figure of unit.figures) if (figure.id === id) return { unit, figure, radius: figureRadius(unit) };
  }
  return undefined;
}

/**
 * A figure as a player reads it: the unit's name, for one standing alone; "a figure of" it otherwise (players
 * see no figure numbers on the table). `its` words it after the unit's name has been said.
 */
function pieceName(unit: UnitState, its?: 'its'): string {
  if (unit.figures.length <= 1) return its ? 'its' : unit.name;
  return its ? 'one figure\u2019s' : `a figure of ${unit.name}`;
}

/** Too far for the throw: what was rolled and how long the path is, both in inches. */
function reachRefusal(unit: UnitState, allowance: number, from: Vec, to: Vec): string {
  return `${unit.name} may move at most ${allowance}" (${allowance}" rolled); this path is ${hypot(to.x - from.x, to.y - from.y).toFixed(1)}"`;
}

const NO_FIGURES: readonly { x: number; y: number }[] = [];

/**
 * The box holding the figures (only those marked as moved, if asked; null when there is none) and the points,
 * with 3" to spare. Worked out in local numbers: a box's fields would box every intermediate number.
 */
function boxAround(figures: readonly FigureState[], points: readonly { x: number; y: number }[], movedOnly: true): Bounds | null;
function boxAround(figures: readonly FigureState[], points: readonly { x: number; y: number }[], movedOnly: false): Bounds;
function boxAround(figures: readonly FigureState[], points: readonly { x: number; y: number }[], movedOnly: boolean): Bounds | null {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity, any = false;
  for (const f of figures) {
    if (movedOnly && !f.moved) continue;
    minX = Math.min(minX, f.x - 3); maxX = Math.max(maxX, f.x + 3);
    minY = Math.min(minY, f.y - 3); maxY = Math.max(maxY, f.y + 3);
    any = true;
  }
  for (const p of points) {
    minX = Math.min(minX, p.x - 3); maxX = Math.max(maxX, p.x + 3);
    minY = Math.min(minY, p.y - 3); maxY = Math.max(maxY, p.y + 3);
  }
  return movedOnly && !any ? null : { minX, minY, maxX, maxY };
}


/** Figures on the table (of one side, if given) standing in the box, in `figuresOnTable` order. */
function figuresInBox(state: RvrState, box: Bounds, known?: KnownFigures, side?: SideId): PlacedFigure[] {
  const out: PlacedFigure[] = [];
  for (let i = 0; i < state.units.length; i++) {
    const unit = state.units[i]!;
    if (!isActive(unit) || (side && unit.side !== side) || known?.missesBox(unit, i, box)) continue;
    const listed = known?.placed(unit, i);
    if (listed) {
      for (const placed of listed) if (inBox(placed.figure, box)) out.push(placed);
      continue;
    }
    const radius = figureRadius(unit);
    for (const figure of unit.figures) if (inBox(figure, box)) out.push({ unit, figure, radius });
  }
  return out;
}

const inBox = (p: { x: number; y: number }, box: Bounds): boolean =>
  p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY;

/** The point touching `enemy` (centres `reach` apart) on the side the mover came from. */
function touching(enemy: { x: number; y: number }, reach: number, to: { x: number; y: number }, from: { x: number; y: number }) {
  let dx = to.x - enemy.x, dy = to.y - enemy.y;
  let d = hypot(dx, dy);
  if (d < 1e-9) { dx = from.x - enemy.x; dy = from.y - enemy.y; d = hypot(dx, dy) || 1; }
  return { x: enemy.x + (dx / d) * reach, y: enemy.y + (dy / d) * reach };
}

function nearerVisibleEnemy(state: RvrState, from: { x: number; y: number }, to: { x: number; y: number }, radius: number, enemies: readonly PlacedFigure[]): boolean {
  const index = terrainOf(state.scenario);
  let before = Infinity, after = Infinity;
  for (const e of enemies) {
    if (!canSee(index, from, e.figure)) continue;
    before = Math.min(before, edgeDistance(from, radius, e.figure, e.radius));
    after = Math.min(after, edgeDistance(to, radius, e.figure, e.radius));
  }
  return after < before - EPS;
}

/** Bases may touch but not overlap; a figure touching an enemy is in contact only if it moved there to fight. */
function overlapRefusal(all: readonly PlacedFigure[], unitId: string, contacts: readonly { mover: FigureState; enemyId: string }[]): string | null {
  for (const m of all) {
    if (m.unit.id !== unitId || !m.figure.moved) continue;
    for (const o of all) {
      if (o.figure === m.figure || Math.abs(o.figure.x - m.figure.x) >= 2 || Math.abs(o.figure.y - m.figure.y) >= 2) continue;
      if (isContact(contacts, m.figure, o.figure.id)) continue;
      if (hypotBelow(m.figure.x - o.figure.x, m.figure.y - o.figure.y, m.radius + o.radius - OVERLAP_TOLERANCE)) return `${pieceName(m.unit)} would stand on ${o.unit === m.unit ? 'another of its own' : pieceName(o.unit)}`;
    }
  }
  return null;
}

function isContact(contacts: readonly { mover: FigureState; enemyId: string }[], mover: FigureState, enemyId: string): boolean {
  for (const c of contacts) if (c.mover === mover && c.enemyId === enemyId) return true;
  return false;
}
