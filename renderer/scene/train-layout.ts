import type { UnitView } from '../../shared/engine/ruleset.ts';
import type { Line } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { angleBetween } from '../../shared/geometry/vec.ts';
import type { HeightAt } from './mesh-data.ts';
import { isGhost, isOnTable } from './troop-layout.ts';
import { type TableSize, facingToRotationY, worldX, worldZ } from './coordinates.ts';
import type { InstanceSpec } from './instancing.ts';
import { RAIL_TOP } from './line-scenery.ts';
import { SIDE_COLOURS, mixHex } from './palette.ts';

export const TRAIN_CAR_KINDS = ['engine', 'artillery', 'mg', 'car'] as const;
export type TrainCarKind = (typeof TRAIN_CAR_KINDS)[number];

export interface TrainCar {
  /** The unit it belongs to, or the point feature of a train firing from off the table. */
  unitId: string;
  /** Null for a train whose side the scenario does not say: drawn in plain iron. */
  side: SideId | null;
  kind: TrainCarKind;
  p: Vec;
  /** Table degrees, along the track. */
  facing: number;
  /** Along the track and across it, inches. */
  length: number;
  width: number;
  ground: number;
  ghost: boolean;
}

/** Natural length of the car models, inches; cars are scaled to their base's length. */
export const CAR_LENGTH = 5;

/** A car this close to a railway is set on its rails. */
export const RAIL_SNAP_DISTANCE = 2;

const KIND: Readonly<Record<string, TrainCarKind>> = {
  'train-engine': 'engine', 'train-artillery': 'artillery', 'train-mg': 'mg', 'train-car': 'car',
};

/**
 * Armoured trains: each base of a train unit is one car (engine, gun wagon, machine-gun wagon or troop
 * car), lying along its facing with its longer side as its length, and set onto the nearest railway.
 */
export function layoutTrains(units: readonly UnitView[], railways: readonly Line[], heightAt: HeightAt): TrainCar[] {
  const cars: TrainCar[] = [];
  for (const u of units) {
    const kind = KIND[u.troopClass];
    if (!kind || !isOnTable(u)) continue;
    const length = Math.max(u.baseSize.width, u.baseSize.depth);
    const width = Math.min(u.baseSize.width, u.baseSize.depth);
    for (const b of u.bases) {
      const snapped = snapToRail(b, b.facing, railways);
      const p = snapped?.p ?? { x: b.x, y: b.y };
      cars.push({
        unitId: u.id, side: u.side, kind, p, facing: snapped?.facing ?? b.facing, length, width, ground: heightAt(p), ghost: isGhost(u),
      });
    }
  }
  return cars;
}

/** The nearest point on a railway within reach, and the track's heading there nearest to `facing`. */
export function snapToRail(p: Vec, facing: number, railways: readonly Line[]): { p: Vec; facing: number } | null {
  let best: { p: Vec; facing: number; d: number } | null = null;
  for (const rail of railways) {
    for (let i = 1; i < rail.points.length; i++) {
      const a = rail.points[i - 1]!, b = rail.points[i]!;
      const vx = b.x - a.x, vy = b.y - a.y;
      const len2 = vx * vx + vy * vy;
      if (len2 === 0) continue;
      const t = Math.max(0, Math.min(1, ((p.x - a.x) * vx + (p.y - a.y) * vy) / len2));
      const q = { x: a.x + vx * t, y: a.y + vy * t };
      const d = Math.hypot(q.x - p.x, q.y - p.y);
      if (d > RAIL_SNAP_DISTANCE || (best && d >= best.d)) continue;
      const heading = (Math.atan2(vx, vy) * 180) / Math.PI;
      best = { p: q, facing: angleBetween(heading, facing) <= 90 ? heading : heading + 180, d };
    }
  }
  return best ? { p: best.p, facing: best.facing } : null;
}

/** The band of a train whose side is not known. */
const UNKNOWN_SIDE = '#8a8a80';

/** Instances of each kind of car: standing on the rail tops, scaled to length, in their side's colour. */
export function carInstances(cars: readonly TrainCar[], table: TableSize): Record<TrainCarKind, { specs: InstanceSpec[]; unitIds: string[] }> {
  const out = Object.fromEntries(TRAIN_CAR_KINDS.map((k) => [k, { specs: [], unitIds: [] }])) as unknown as Record<TrainCarKind, { specs: InstanceSpec[]; unitIds: string[] }>;
  for (const car of cars) {
    const s = car.length / CAR_LENGTH;
    const own = car.side ? SIDE_COLOURS[car.side] : UNKNOWN_SIDE;
    const colour = car.ghost ? mixHex(own, '#ffffff', 0.6) : own;
    out[car.kind].specs.push({ x: worldX(car.p.x, table), y: car.ground + RAIL_TOP, z: worldZ(car.p.y, table), rotationY: facingToRotationY(car.facing), sx: s, sy: s, sz: s, colour });
    out[car.kind].unitIds.push(car.unitId);
  }
  return out;
}
