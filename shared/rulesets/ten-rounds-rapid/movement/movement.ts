import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { type MovementType, MOVE_AND_FIRE_PENALTIES, MOVEMENT_TABLE, isTracked, leftAfterPenalties, rateFor } from './movement-table.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, onTable, shiftUnit, troopOf } from '../state.ts';
import type { PathTerrain } from './terrain.ts';
import { cmText, toCm, toInches } from '../scale.ts';
import { locatedBy, piecesApartCm, surelyBeyondCm, unitDistanceCm } from '../observation/observation.ts';
import { boundsOf } from '../../../geometry/polygon.ts';
import { along, placeTrain, railOf, ON_RAILS, lineLength } from './rails.ts';
import { BASE_SIZE } from '../troop-kinds.ts';
import { weaponDamage } from '../fire/effects/damage.ts';
import { crossMinefields } from '../options/minefields.ts';
import { wayFor } from '../options/weather-going.ts';
import { breakdownTest } from './breakdown.ts';
import { boatRate, drift } from './water.ts';
import { sameSector, sectorMoveRefusal } from '../sectors.ts';
import { fireUnder } from '../combat/burning-ground.ts';
import { type WayCost, rollTheWay } from './way-dice.ts';
import { segmentHitT } from '../../../geometry/segments.ts';
import { counted, theName } from '../../../engine/agreement.ts';
import { FOG } from '../options/weather-going.ts';
import { crushLanes } from './wire-lanes.ts';

const RULE = 'Ten Rounds Rapid: 11 Movement';
/** A hesitant unit "may not move closer than close range to any located enemy": small arms' close range, 8 cm. */
export const HESITANT_CLOSEST_CM = 8;
/** No move ends nearer an enemy than this without assaulting it (bases in contact), centimetres. */
export const CONTACT_CM = 2;

/** How the unit moves now: cavalry on foot moves as infantry, a gun unhooked as a manhandled gun. */
export function movementOf(u: TrrUnit): MovementType {
  const t = troopOf(u);
  if (t.kind === 'cavalry' && !u.mounted) return 'infantry';
  if (t.kind === 'gun' && !u.limbered) return 'manhandled-gun';
  return t.movement;
}

/** Whether the unit can still move this activation at all. */
export function mayMove(u: TrrUnit): boolean {
  if (u.fired && !mayMoveAndFire(u)) return false;
  return !u.moved && !u.immobilised && u.status !== 'routing' && (u.band === 'any' || u.band === 'advance' || u.band === 'hesitant');
}

/** Towed weapons, tripod MGs and medium mortars "may not move and fire". */
export function mayMoveAndFire(u: TrrUnit): boolean {
  const t = troopOf(u);
  // "The second hit removes the capability to move and fire" (tachankas).
  if (t.kind === 'tachanka' && weaponDamage('tachanka', u.hits, 0).noMoveAndFire) return false;
  if (t.kind === 'mg' || t.kind === 'gun') return false;
  if (t.kind === 'mortar') return (t.calibre ?? 0) < 70;
  return true;
}

/** The unit's rate for a way (its boats' if it crosses water in them), halved when it hesitates; what it has spent this activation already taken off. */
export function rateCm(u: TrrUnit, path: PathTerrain): number {
  const rate = path.boat ? boatRate(path.boat.kind) : rateFor(movementOf(u), path.onRoad) ?? 0;
  return Math.max(0, (u.band === 'hesitant' ? rate / 2 : rate) - u.spentCm);
}

/** Nearest located enemy on the table (in the unit's sector, with sectors), or null. */
export function nearestLocatedEnemy(state: TrrState, u: TrrUnit): TrrUnit | null {
  // Nearest first (ties in table order), so only the enemies nearer than the answer are asked whether they are seen.
  const enemies: { e: TrrUnit; cm: number }[] = [];
  for (const e of state.units) if (e.side !== u.side && onTable(e) && sameSector(u, e)) enemies.push({ e, cm: unitDistanceCm(u, e) });
  enemies.sort((a, b) => a.cm - b.cm);
  for (const { e } of enemies) if (locatedBy(state, u.side, e)) return e;
  return null;
}

/** Why a move of the unit's centre to `to` is not allowed (the dice may still stop it short), or null. */
export function moveRefusal(state: TrrState, u: TrrUnit, to: Vec): string | null {
  if (!mayMove(u)) return `${u.name} may not move now`;
  const outside = sectorMoveRefusal(state.scenario, state.options.sectors, u, to);
  if (outside) return outside;
  if (kindOf(u) === 'train') return trainRefusal(state, u, to);
  const from = centreOf(u);
  const { width, height } = state.scenario.table;
  const dx = to.x - from.x, dy = to.y - from.y;
  for (const p of u.pieces) if (p.x + dx < 0 || p.y + dy < 0 || p.x + dx > width || p.y + dy > height) return 'the move would take the unit off the table';
  const m = movementOf(u);
  const path = wayFor(state, m, from, to);
  if (path.closed) return path.closed;
  if (toCm(hypot(dx, dy)) > rateCm(u, path) + 1e-6) return `${u.name} move at most ${cmText(rateCm(u, path))} this way`;
  // Only where the bases would stand is read: no copy of the whole unit.
  const moved = u.pieces.map((p) => ({ x: p.x + dx, y: p.y + dy }));
  const fire = fireUnder(state, moved);
  if (fire) return `the move would end in the ${fire.label}: "Burning areas must be evacuated"`;
  // Most enemies stand well clear of where the move would end: their boxes tell so without measuring base to base.
  const box = boundsOf(moved);
  const nearestAllowed = u.band === 'hesitant' ? HESITANT_CLOSEST_CM : CONTACT_CM;
  for (const e of state.units) {
    if (e.side === u.side || !onTable(e) || surelyBeyondCm(box, e.pieces, nearestAllowed)) continue;
    const cm = piecesApartCm(moved, e.pieces);
    if (cm < CONTACT_CM) return `the move would run into ${e.name}`;
    if (u.band === 'hesitant' && cm < HESITANT_CLOSEST_CM && cm < unitDistanceCm(u, e) && locatedBy(state, u.side, e)) {
      return `hesitating, ${u.name} may come no closer than ${HESITANT_CLOSEST_CM} cm to ${e.name}`;
    }
  }
  if (u.band === 'hesitant' && !forward(state, u, from, to)) return `hesitating, ${u.name} may only move forward`;
  return null;
}

/** Away from its own table edge (README: "Forward"). */
function forward(state: TrrState, u: TrrUnit, from: Vec, to: Vec): boolean {
  switch (state.scenario.sides[u.side].baseline) {
    case 'south': return to.y >= from.y;
    case 'north': return to.y <= from.y;
    case 'west': return to.x >= from.x;
    case 'east': return to.x <= from.x;
  }
}

/**
 * Moves the unit's centre toward `to`: the way's penalties (and one for moving and firing) are rolled as d10 cm
 * each, and the move stops short where they eat it ("These take the form of a D10 centimetres deducted").
 */
export function moveUnit(state: TrrState, u: TrrUnit, to: Vec, toFire: boolean, dice: Dice, events: GameEvent[]): void {
  if (kindOf(u) === 'train') { moveTrain(state, u, to, events); return; }
  const from = centreOf(u);
  const m = movementOf(u);
  const path = wayFor(state, m, from, to);
  const extra = toFire || u.fired ? MOVE_AND_FIRE_PENALTIES : 0;
  // "all prepared troops take a move penalty": a unit gas has reached moves in its masks (README: "Gas").
  const masked = state.artillery.masked.includes(u.id) ? 1 : 0;
  const rate = rateCm(u, path);
  const wanted = toCm(hypot(to.x - from.x, to.y - from.y));
  const going = path.going === 'clear' ? 0 : MOVEMENT_TABLE[m].penalties[path.going] ?? 0;
  const costs: WayCost[] = [
    ...(going > 0 ? [{ label: `${path.going} going${path.goingCause && path.going === 'bad' ? ` across ${theName(path.goingCause)}` : ''}`, penalties: going, atCm: null, terrain: true }] : []),
    ...path.obstacles.map((o) => ({ label: o.label, penalties: o.penalties, atCm: crossingCm(state, o.line, from, to), terrain: o.label !== FOG })),
    ...(extra ? [{ label: 'moving and firing', penalties: extra, atCm: null, terrain: false }] : []),
    ...(masked ? [{ label: 'gas masks', penalties: masked, atCm: null, terrain: false }] : []),
  ];
  const way = rollTheWay(rate, wanted, costs, dice);
  const cm = way.cm;
  const k = wanted === 0 ? 0 : cm / wanted;
  shiftUnit(u, (to.x - from.x) * k, (to.y - from.y) * k);
  u.moved = true;
  // A unit the dice leave where it stood has had its move but is not moving (README: "A move the dice eat").
  u.stayed = cm < STAYED_CM;
  u.movedToFire = toFire;
  u.advanced = isAdvance(state, u, from);
  const count = way.dice.length;
  const stopped = way.stoppedAt ? `, short of ${theName(way.stoppedAt.label)} ${cmText(way.stoppedAt.atCm!)} on: stops at it` : '';
  events.push({
    kind: 'move', side: u.side, unitId: u.id, at: [centreOf(u)],
    text: `${u.name} move ${cmText(cm)}${cmText(cm) !== cmText(wanted) ? ` of the ${cmText(wanted)} wanted` : ''}${path.onRoad ? ' by road' : ''}`,
    ...(count > 0 ? { roll: { table: 'movement', column: `${MOVEMENT_TABLE[m].label}, ${path.onRoad ? 'road' : 'cross country'} ${rate} cm`, dice: way.dice, modifiers: [], total: way.dice.reduce((a, b) => a + b, 0), result: `${counted(count, 'penalty', 'penalties')} (${way.paid.map((c) => c.label).join(', ')}): ${leftAfterPenalties(rate, way.dice)}${stopped}`, rule: RULE } } : {}),
  });
  // "Every time a tank moves, roll D10 for Mechanical Breakdown, modify by +1 for each penalty caused by terrain."
  if (state.options.mechanicalBreakdown && isTracked(m) && !u.stayed) breakdownTest(u, way.terrainPenalties, dice, events);
  if (isTracked(m) && !u.stayed) crushLanes(state, u, from, centreOf(u), events);
  if (path.boat?.drift) drift(state, u, path.boat.line, from, centreOf(u), dice, events);
  crossMinefields(state, u, from, centreOf(u), dice, events);
}

/** Under this, centimetres, a move leaves the unit where it stood. */
const STAYED_CM = 0.05;

/** How far along the straight way from a to b it first crosses the line feature `id`, centimetres; null if not known. */
function crossingCm(state: TrrState, id: string | undefined, a: Vec, b: Vec): number | null {
  const f = id === undefined ? undefined : terrainIndexFor(state.scenario).featureById(id);
  if (f?.kind !== 'line') return null;
  const p = f.feature.points;
  let first = Infinity;
  for (let i = 1; i < p.length; i++) {
    const t = segmentHitT(a.x, a.y, b.x, b.y, p[i - 1]!.x, p[i - 1]!.y, p[i]!.x, p[i]!.y);
    if (!Number.isNaN(t)) first = Math.min(first, t);
  }
  return first === Infinity ? null : toCm(hypot(b.x - a.x, b.y - a.y) * first);
}

function isAdvance(state: TrrState, u: TrrUnit, from: Vec): boolean {
  const e = nearestLocatedEnemy(state, u);
  if (!e) return false;
  const c = centreOf(e);
  return hypot(c.x - centreOf(u).x, c.y - centreOf(u).y) < hypot(c.x - from.x, c.y - from.y) - 0.1;
}

/** A train moves anywhere along its own railway ("A/Train unlim"), never off it. */
function trainRefusal(state: TrrState, u: TrrUnit, to: Vec): string | null {
  const line = railOf(terrainIndexFor(state.scenario), u.pieces);
  if (!line) return `${u.name} are off their rails`;
  return along(line, to).off > ON_RAILS ? `${u.name} move only along the railway` : null;
}

function moveTrain(state: TrrState, u: TrrUnit, to: Vec, events: GameEvent[]): void {
  const line = railOf(terrainIndexFor(state.scenario), u.pieces)!;
  const from = along(line, u.pieces[0]!).s;
  const s = along(line, to).s;
  const forward = s >= from;
  u.pieces = placeTrain(line, Math.min(lineLength(line), s), u.pieces, BASE_SIZE.train.depth, forward);
  u.moved = true;
  events.push({ kind: 'move', side: u.side, unitId: u.id, at: [centreOf(u)], text: `${u.name} steam ${cmText(toCm(Math.abs(s - from)))} along the line` });
}

/** The point a unit would make for running straight for its own table edge, a full move away at most (inches). */
export function towardOwnEdge(state: TrrState, u: TrrUnit, cm: number): Vec {
  const c = centreOf(u);
  const d = toInches(cm);
  switch (state.scenario.sides[u.side].baseline) {
    case 'south': return { x: c.x, y: c.y - d };
    case 'north': return { x: c.x, y: c.y + d };
    case 'west': return { x: c.x - d, y: c.y };
    case 'east': return { x: c.x + d, y: c.y };
  }
}
