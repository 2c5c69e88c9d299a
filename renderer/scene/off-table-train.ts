import type { Line, PointFeature, SpecialRule } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import type { HeightAt } from './mesh-data.ts';
import type { TableSize } from './coordinates.ts';
import type { TrainCar, TrainCarKind } from './train-layout.ts';

/**
 * A train that fires from off the table (a `train` point, such as the Komuch village's Czech armoured train): drawn
 * as an armoured train standing on the nearest railway. Files of format 2 marked it as a station named for a
 * train; the scenario migration turns those into train points.
 */
export function isOffTableTrain(f: PointFeature): boolean {
  return f.type === 'train';
}

/** Its cars, gun wagons either side of the engine as such trains ran, each this long on the rails. */
const MAKE_UP: readonly TrainCarKind[] = ['artillery', 'engine', 'mg'];
const CAR = 5.5;
const WIDTH = 1.8;

/**
 * The cars of each off-table train among the points, laid along the railway nearest it (within 6") and
 * kept on the table; a train with no railway near is drawn on its point, facing east. Its side is the one
 * whose special rule calls artillery strikes, when exactly one side has such a rule.
 */
export function offTableTrainCars(points: readonly PointFeature[], railways: readonly Line[], rules: readonly SpecialRule[], table: TableSize, heightAt: HeightAt): TrainCar[] {
  const strikers = new Set(rules.filter((r) => r.behaviour.type === 'artillery-strikes').map((r) => r.units.side));
  const side: SideId | null = strikers.size === 1 ? [...strikers][0]! : null;
  const cars: TrainCar[] = [];
  for (const f of points) {
    if (!isOffTableTrain(f)) continue;
    const track = nearestSegment({ x: f.x, y: f.y }, railways);
    const dir = track ? track.dir : { x: 1, y: 0 };
    const centre = track && track.distance <= 6 ? track.p : { x: f.x, y: f.y };
    const along = slideOnTable(centre, dir, (MAKE_UP.length * CAR) / 2, table);
    const facing = (Math.atan2(dir.x, dir.y) * 180) / Math.PI;
    MAKE_UP.forEach((kind, i) => {
      const d = along + (i - (MAKE_UP.length - 1) / 2) * CAR;
      const p = { x: centre.x + dir.x * d, y: centre.y + dir.y * d };
      cars.push({ unitId: f.id, side, kind, p, facing, length: CAR, width: WIDTH, ground: heightAt(p), ghost: false });
    });
  }
  return cars;
}

/**
 * How far to slide a train of half-length `half` along `dir` from `centre` so both its ends lie at least
 * half an inch inside the table: the least slide that does it.
 */
export function slideOnTable(centre: Vec, dir: Vec, half: number, table: TableSize): number {
  let lo = -Infinity, hi = Infinity;
  for (const [c, at, size] of [[dir.x, centre.x, table.width], [dir.y, centre.y, table.height]] as const) {
    if (Math.abs(c) < 1e-6) continue;
    // both ends, at + c·(s ± half), within [0.5, size − 0.5]
    const a = (0.5 - at) / c, b = (size - 0.5 - at) / c;
    lo = Math.max(lo, Math.min(a, b) + half);
    hi = Math.min(hi, Math.max(a, b) - half);
  }
  return lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, 0));
}

/** Where the train's middle stands for its label: the middle car. */
export function trainCentre(cars: readonly TrainCar[], pointId: string): Vec | null {
  const own = cars.filter((c) => c.unitId === pointId);
  return own[Math.floor(own.length / 2)]?.p ?? null;
}

function nearestSegment(p: Vec, railways: readonly Line[]): { p: Vec; dir: Vec; distance: number } | null {
  let best: { p: Vec; dir: Vec; distance: number } | null = null;
  for (const rail of railways) {
    for (let i = 1; i < rail.points.length; i++) {
      const a = rail.points[i - 1]!, b = rail.points[i]!;
      const vx = b.x - a.x, vy = b.y - a.y, len = Math.hypot(vx, vy);
      if (len === 0) continue;
      const t = Math.max(0, Math.min(len, ((p.x - a.x) * vx + (p.y - a.y) * vy) / len));
      const q = { x: a.x + (vx / len) * t, y: a.y + (vy / len) * t };
      const distance = Math.hypot(q.x - p.x, q.y - p.y);
      if (!best || distance < best.distance) best = { p: q, dir: { x: vx / len, y: vy / len }, distance };
    }
  }
  return best;
}
