import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { segmentCrossesPolyline } from '../../../geometry/segments.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { type MovementType, MOUNT_VEHICLE_PENALTIES, MOVEMENT_TABLE } from './movement-table.ts';
import type { PathTerrain } from './terrain.ts';
import type { BoatKind, Water } from './water-options.ts';
import { type TrrState, type TrrUnit, shiftUnit } from '../state.ts';
import { cmText, toInches } from '../scale.ts';
import { theName } from '../../../engine/agreement.ts';

export const WATER_RULE = '15 Bridging and Water Crossing';
/** "Powered boats count as slow tracked vehicles, and rowed ones count as very slow ones." */
export const BOAT_MOVEMENT: Readonly<Record<BoatKind, MovementType>> = { rowed: 'very-slow-tracked', powered: 'slow-tracked' };
/** In and out of the boats: "Infantry take 1 penalty from their move to mount or dismount vehicles", once each way. */
export const BOAT_PENALTIES = 2 * MOUNT_VEHICLE_PENALTIES;
/** A move that crosses by boat goes at the boat's cross-country rate (README: "Boats and bridging"). */
export const boatRate = (kind: BoatKind): number => MOVEMENT_TABLE[BOAT_MOVEMENT[kind]].crossCountry ?? 0;

/**
 * The way as the scenario's boats and bridges leave it. A bridge the engineers have not finished spares nothing:
 * the water costs what it would without it. A company on foot crossing water its side has boats on goes over in
 * them: the getting in and out instead of the water's penalties, at the boat's rate. Only foot take boats: "One boat
 * model represents enough boats to lift one company".
 */
export function waterWay(path: PathTerrain, m: MovementType, water: Water, turn: number): PathTerrain {
  if (water.boats.length === 0 && water.bridges.length === 0) return path;
  let out = path;
  const unbuilt = path.spared?.filter((s) => water.bridges.some((b) => b.point === s.crossing && turn < b.openFrom)) ?? [];
  if (unbuilt.length > 0) {
    const obstacles = [...out.obstacles];
    let closed = out.closed;
    for (const s of unbuilt) {
      if (s.penalties === null) closed ??= `${MOVEMENT_TABLE[m].label} may not cross the ${s.label}: the bridge is not built yet`;
      else obstacles.push({ label: `${s.label} (the bridge not built yet)`, penalties: s.penalties, line: s.line });
    }
    out = { ...out, obstacles, closed };
  }
  if (m !== 'infantry') return out;
  const i = out.obstacles.findIndex((o) => o.line !== undefined && water.boats.some((b) => b.line === o.line));
  if (i < 0) return out;
  const o = out.obstacles[i]!;
  const boat = water.boats.find((b) => b.line === o.line)!;
  const obstacles = out.obstacles.map((x, j) => (j === i ? { label: `${o.label} by ${boat.kind} boat (in and out)`, penalties: BOAT_PENALTIES, line: o.line! } : x));
  return { ...out, obstacles, boat };
}

/** The drift's roll as its rules table reads it: "roll one D10 and move the boat that far down tide or stream". */
export const driftCm = (roll: number): number => roll;

/**
 * After a boat crossing with drift: the stream carries the unit a d10 cm down it, the way the river is drawn
 * (README: "Boats and bridging"), stopping at the table's edge.
 */
export function drift(state: TrrState, u: TrrUnit, lineId: string, from: Vec, to: Vec, dice: Dice, events: GameEvent[]): void {
  const line = state.scenario.terrain.find((f) => f.kind === 'line' && f.id === lineId);
  if (!line || line.kind !== 'line') return;
  let dir: Vec | null = null;
  for (let k = 0; k + 1 < line.points.length && !dir; k++) {
    const a = line.points[k]!, b = line.points[k + 1]!;
    if (segmentCrossesPolyline(from, to, [a, b])) { const d = hypot(b.x - a.x, b.y - a.y); if (d > 0) dir = { x: (b.x - a.x) / d, y: (b.y - a.y) / d }; }
  }
  if (!dir) return;
  const roll = dice.d(10);
  let inches = toInches(driftCm(roll));
  const { width, height } = state.scenario.table;
  for (const p of u.pieces) {
    if (dir.x > 0) inches = Math.min(inches, (width - p.x) / dir.x); else if (dir.x < 0) inches = Math.min(inches, p.x / -dir.x);
    if (dir.y > 0) inches = Math.min(inches, (height - p.y) / dir.y); else if (dir.y < 0) inches = Math.min(inches, p.y / -dir.y);
  }
  inches = Math.max(0, inches);
  shiftUnit(u, dir.x * inches, dir.y * inches);
  events.push({
    kind: 'move', side: u.side, unitId: u.id, text: `${u.name}'s boats drift ${cmText(driftCm(roll))} down ${theName(line.label ?? line.type.replace('-', ' '))}${inches < toInches(driftCm(roll)) - 1e-6 ? ', stopped by the table edge' : ''}`,
    roll: { table: 'boats', column: 'drift down stream', dice: [roll], modifiers: [], total: roll, result: `${cmText(driftCm(roll))} down stream`, rule: `Ten Rounds Rapid: ${WATER_RULE}` },
  });
}
