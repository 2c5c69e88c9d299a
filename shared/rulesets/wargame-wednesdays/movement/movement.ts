import type { Dice } from '../../../engine/dice.ts';
import { boundsOf } from '../../../geometry/polygon.ts';
import { keptBoundsOf } from '../../../geometry/kept-bounds.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { VEHICLE_MOVE_DICE, footMove, isVehicle, vehicleMove } from '../tables.ts';
import { type UnitState, type WwState, centroid, kindOf, onTable, standHits } from '../state.ts';
import { moveCost, sweepClearOfRough, terrainOf } from '../ground/terrain.ts';
import { type StandSpot, halfDiagonal, halfWidth, headingDegrees, movedStands, onTheTable, overlapsOthers, standOnUnit } from '../ground/stands.ts';

/** A plain move must end this far from every enemy: only a charge makes contact (README: "Contact"). */
export const ENEMY_CLEARANCE = 1;

/** Inches the unit may move this turn: 6" on foot (MGs with a hit half, guns with a hit none), 12" cavalry, vehicles as diced. */
export function allowanceOf(unit: UnitState): number {
  const kind = kindOf(unit);
  return isVehicle(kind) ? (unit.allowance ?? 0) : footMove(kind, standHits(unit));
}

/** Vehicles dice their move when their command is activated: up to 5d6", three of a kind means no move. */
export function diceVehicleMove(unit: UnitState, dice: Dice, events: GameEvent[]): void {
  const rolled = dice.roll(VEHICLE_MOVE_DICE, 6);
  const { inches, breakdown } = vehicleMove(rolled);
  unit.allowance = inches;
  events.push({
    kind: 'move', side: unit.side, unitId: unit.id,
    text: breakdown ? `${unit.name} breaks down and cannot move this turn` : `${unit.name} may move up to ${inches}"`,
    roll: {
      table: 'movement', column: kindOf(unit) === 'tank' ? 'tank' : 'armoured car', target: 'no three of a kind', dice: rolled, modifiers: [],
      total: rolled.reduce((a, b) => a + b, 0), result: breakdown ? 'three of a kind: no move (mechanical problems)' : `up to ${inches}"`, rule: 'Wargame Wednesdays: Turn sequence 6',
    },
  });
}

/** Allowance spent moving every stand by (dx, dy): the dearest stand's path; null where rough terrain is closed to it. */
export function shiftCost(state: WwState, unit: UnitState, dx: number, dy: number): number | null {
  const index = terrainOf(state.scenario);
  // Most moves pass no rough ground: each stand's cost is then its path's length, as `moveCost` measures it.
  if (!sweepClearOfRough(index, unit.stands, dx, dy)) return shiftCostTheLongWay(state, unit, dx, dy);
  let worst = 0;
  for (const s of unit.stands) worst = Math.max(worst, hypot(s.x + dx - s.x, s.y + dy - s.y));
  return worst;
}

/** `shiftCost` with every stand's path measured against the terrain. */
export function shiftCostTheLongWay(state: WwState, unit: UnitState, dx: number, dy: number): number | null {
  const index = terrainOf(state.scenario);
  const kind = kindOf(unit);
  let worst = 0;
  for (const s of unit.stands) {
    const c = moveCost(index, kind, s, { x: s.x + dx, y: s.y + dy });
    if (c === null) return null;
    worst = Math.max(worst, c);
  }
  return worst;
}

/** Why stands placed at `stands` are not a legal end of a move, or null (`contact`: enemies it may touch). */
export function placeRefusal(state: WwState, unit: UnitState, stands: readonly StandSpot[], contact: readonly string[] = []): string | null {
  if (!onTheTable(state, stands)) return 'the move would leave the table';
  const mine = halfWidth(unit);
  const box = boundsOf(stands);
  for (const other of state.units) {
    if (other.id === unit.id || !onTable(other) || contact.includes(other.id)) continue;
    const enemy = other.side !== unit.side;
    const touch = mine + halfWidth(other);
    const reach = enemy ? touch + ENEMY_CLEARANCE : touch - 0.01;
    // Most units stand far off: their stands' box is more than the reach (or the stands' half diagonals) from the placed stands' box.
    const beyond = Math.max(reach, halfDiagonal(unit) + halfDiagonal(other));
    const far = keptBoundsOf(other.stands);
    if (far.minX - box.maxX > beyond || box.minX - far.maxX > beyond || far.minY - box.maxY > beyond || box.minY - far.maxY > beyond) continue;
    for (const p of stands) {
      for (const q of other.stands) {
        const d = hypot(p.x - q.x, p.y - q.y);
        if (d < touch - 0.01) return 'the move would end on top of another unit';
        if (enemy && d < reach) return `only a charge may come within ${ENEMY_CLEARANCE}" of ${other.name}`;
      }
      if (standOnUnit(unit, p, other)) return 'the move would end on top of another unit';
    }
  }
  return null;
}

/** Why a plain move of the unit's centre to `to` is refused, or null. */
export function moveRefusal(state: WwState, unit: UnitState, to: Vec): string | null {
  const from = centroid(unit.stands);
  const dx = to.x - from.x, dy = to.y - from.y;
  const cost = shiftCost(state, unit, dx, dy);
  if (cost === null) return `${unit.name} may not enter rough terrain`;
  const allowance = allowanceOf(unit);
  if (cost > allowance + 1e-6) return `${unit.name} may move ${allowance}" and that move costs ${round(cost)}" (rough terrain counts double)`;
  return placeRefusal(state, unit, movedStands(unit.stands, dx, dy));
}

export const round = (n: number): number => Math.round(n * 10) / 10;

/** Moves every stand by (dx, dy), facing the way it went. */
export function shiftUnit(unit: UnitState, dx: number, dy: number): void {
  unit.stands = movedStands(unit.stands, dx, dy);
}

/**
 * The farthest the unit can go along `dir` (a unit vector), up to `most` inches, spending at most `budget`, and
 * ending on a legal place (`contact`: enemies it may touch; `clearance`: keep 1" from other enemies). Tries the
 * whole way, then whole inches back, then closes in on the last legal inch by quarters.
 */
export function furthestAlong(state: WwState, unit: UnitState, dir: Vec, most: number, budget: number, contact: readonly string[] = [], clearance = true): number {
  if (most <= 0) return 0;
  // The place is asked about before the cost: every test must pass, and the cost through rough ground is the dearest.
  const legal = clearance ? clearedPlaceTest(state, unit, dir, most, budget, contact) : (d: number): boolean => {
    const stands = movedStands(unit.stands, dir.x * d, dir.y * d);
    if (!onTheTable(state, stands) || overlapsOthers(state, unit, stands, contact)) return false;
    const cost = shiftCost(state, unit, dir.x * d, dir.y * d);
    return cost !== null && cost <= budget + 1e-6;
  };
  if (legal(most)) return most;
  for (let d = Math.ceil(most) - 1; d >= 0; d--) {
    if (d > 0 && !legal(d)) continue;
    let best = d;
    for (let q = d + 0.75; q > d; q -= 0.25) if (q < most && legal(q)) { best = q; break; }
    return best;
  }
  return 0;
}

/**
 * Whether a shift of `d` (0 ≤ d ≤ most) along `dir` is affordable and `placeRefusal` finds nothing against it: the
 * same answer, asked more cheaply. Every shift's box lies inside the box swept by the whole way (adding a smaller
 * multiple of `dir` never rounds past a larger one), so a sweep clear of rough ground is clear at every `d` (each
 * stand's cost is then its path's length, as `shiftCost` measures it), and a unit beyond reach of the whole sweep is
 * beyond reach of every place along it.
 */
function clearedPlaceTest(state: WwState, unit: UnitState, dir: Vec, most: number, budget: number, contact: readonly string[]): (d: number) => boolean {
  const index = terrainOf(state.scenario);
  const clearOfRough = sweepClearOfRough(index, unit.stands, dir.x * most, dir.y * most);
  const { width, height } = state.scenario.table;
  const mine = halfWidth(unit);
  const own = boundsOf(unit.stands);
  const sweep = {
    minX: Math.min(own.minX, own.minX + dir.x * most), maxX: Math.max(own.maxX, own.maxX + dir.x * most),
    minY: Math.min(own.minY, own.minY + dir.y * most), maxY: Math.max(own.maxY, own.maxY + dir.y * most),
  };
  const near: { unit: UnitState; touch: number; reach: number; corners: number }[] = [];
  for (const other of state.units) {
    if (other.id === unit.id || !onTable(other) || contact.includes(other.id)) continue;
    const touch = mine + halfWidth(other);
    const reach = other.side !== unit.side ? touch + ENEMY_CLEARANCE : touch - 0.01;
    // Nearer than their half diagonals the stands' rectangles may overlap (README: "Measuring").
    const corners = halfDiagonal(unit) + halfDiagonal(other);
    const beyond = Math.max(reach, corners);
    const far = keptBoundsOf(other.stands);
    if (far.minX - sweep.maxX > beyond || sweep.minX - far.maxX > beyond || far.minY - sweep.maxY > beyond || sweep.minY - far.maxY > beyond) continue;
    near.push({ unit: other, touch, reach, corners });
  }
  const stands = unit.stands;
  // A move turns every stand the way it goes (`shiftUnit`).
  const heading = headingDegrees(dir);
  return (d: number): boolean => {
    const dx = dir.x * d, dy = dir.y * d;
    for (const s of stands) {
      const x = s.x + dx, y = s.y + dy;
      if (!(x >= 0 && x <= width && y >= 0 && y <= height)) return false;
    }
    for (const o of near) {
      for (const s of stands) {
        const x = s.x + dx, y = s.y + dy;
        let close = false;
        for (const q of o.unit.stands) {
          const dist = hypot(x - q.x, y - q.y);
          // Within touch (less a hair) overlaps; an enemy's reach is wider than touch, a friend's narrower.
          if (dist < o.touch - 0.01 || dist < o.reach) return false;
          if (dist < o.corners) close = true;
        }
        if (close && standOnUnit(unit, { x, y, facing: d === 0 ? s.facing : heading }, o.unit)) return false;
      }
    }
    // The cost last: through rough ground it is the dearest question.
    let cost: number | null;
    if (clearOfRough) {
      cost = 0;
      for (const s of stands) cost = Math.max(cost, hypot(s.x + dx - s.x, s.y + dy - s.y));
    } else cost = shiftCost(state, unit, dx, dy);
    return cost !== null && cost <= budget + 1e-6;
  };
}
