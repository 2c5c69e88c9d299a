import { type Vec, headingVector, normalizeDegrees } from '../../../geometry/vec.ts';
import { type BaseRect, baseEdgeDistance } from '../../../geometry/base.ts';
import type { RaBase, RaState, RaTrain, RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { baseRects, cardFor, kindOf, layoutBases, onTable, round, unitById, unitCentre } from '../troops/units.ts';
import { breaksApproachRule, moveClassOf, onTableRects, overlapsOthers } from '../movement/movement.ts';
import { legGoing } from '../movement/going.ts';
import { indexOf } from '../terrain/visibility.ts';

/**
 * "Trains": "Other cars have no effect on play, except to carry troops. Troops may fire rifles from within the
 * train." "Dismounting": "It takes an entire move to mount or dismount from horses, trucks, trains etc."
 * Infantry embark into a wagon of their own side's stopped train as their whole segment, one unit to a wagon;
 * they ride where the train goes, riflemen fire from either side of the wagon, and they get out again, beside
 * the line, as another whole segment once the train has stopped (README "Riding in trains").
 */

/** Scenario tag that starts a unit aboard a wagon: `aboard-` and the wagon's unit id. */
export const ABOARD_TAG = 'aboard-';

/** Inches from the rail to the centre of troops standing beside it: half a wagon, half a base, and a gap. */
const BESIDE_THE_LINE = 1.3;
/** Contact for climbing aboard, edge to edge. */
const BOARDING_REACH = 1;

export const mayRide = (u: RaUnit): boolean => {
  const kind = kindOf(u);
  return kind === 'riflemen' || kind === 'mg' || kind === 'mortar';
};

export const trainOfCar = (s: RaState, car: RaUnit): RaTrain | undefined => (car.trainId ? s.trains.find((t) => t.id === car.trainId) : undefined);
export const riderIn = (s: RaState, carId: string): RaUnit | undefined => s.units.find((u) => u.riding === carId && onTable(u));

/** The wagon's heading along the line (the car's own facing less its offset on the train). */
function railHeading(s: RaState, car: RaUnit): number {
  const t = trainOfCar(s, car);
  const i = t ? t.carIds.indexOf(car.id) : -1;
  return normalizeDegrees((car.bases[0]?.facing ?? 0) - (t?.carOffsets[i] ?? 0));
}

/** Lays the riders' bases along the wagon, looking out of its right side. */
export function placeRider(s: RaState, u: RaUnit): void {
  const car = u.riding ? unitById(s, u.riding) : undefined;
  const at = car?.bases[0];
  if (!car || !at) return;
  const heading = railHeading(s, car);
  const along = headingVector(heading);
  const n = u.bases.length;
  const gap = Math.min(cardFor(u).base.width, (cardFor(car).base.depth - 0.2) / Math.max(1, n));
  u.bases = u.bases.map((_, i): RaBase => {
    const k = i - (n - 1) / 2;
    return { x: round(at.x + along.x * gap * k), y: round(at.y + along.y * gap * k), facing: round(normalizeDegrees(heading + 90)) };
  });
}

/** Keeps every unit riding in the train's wagons on them. */
export function placeRiders(s: RaState, t: RaTrain): void {
  for (const id of t.carIds) { const r = riderIn(s, id); if (r) placeRider(s, r); }
}

const stopped = (t: RaTrain | undefined): boolean => !!t && t.speed === 0;

export function checkEmbark(s: RaState, u: RaUnit, carId: string): string | null {
  if (u.status !== 'active' || !mayRide(u)) return 'only steady infantry can board a train';
  if (u.riding) return 'the unit is already aboard';
  if (u.movedThisTurn > 0) return 'boarding takes the whole move: the unit has moved this turn';
  const car = unitById(s, carId);
  if (!car || car.side !== u.side || kindOf(car) !== 'train-car' || car.status !== 'active') return 'troops ride only in a wagon of their own train';
  const t = trainOfCar(s, car);
  if (!t || t.abandoned || t.captured) return 'the crew have left that train';
  if (!stopped(t)) return 'the train must be stopped';
  if (riderIn(s, carId)) return 'that wagon is full';
  const carRect = baseRects(car);
  const near = baseRects(u).some((r) => carRect.some((c) => baseEdgeDistance(r, c) <= BOARDING_REACH));
  return near ? null : 'the unit must stand beside the wagon';
}

export function embark(ctx: Ctx, u: RaUnit, carId: string): void {
  u.riding = carId;
  u.concealment = 'none';
  u.evading = false;
  u.occupying = null;
  u.dugIn = 0;
  u.formation = 'line';
  // A senior officer with the unit stays on the ground.
  for (const o of ctx.s.units) if (o.attachedTo === u.id) { o.attachedTo = null; o.personalCommand = false; }
  placeRider(ctx.s, u);
  unitEvent(ctx, 'move', u, `${u.name} climbs aboard ${unitById(ctx.s, carId)?.name ?? carId}`, { at: [unitCentre(u)] });
}

/** Where the unit would stand, in line along the track on the chosen side, facing away from it. */
export function disembarkSpot(s: RaState, u: RaUnit, door: 'left' | 'right'): { centre: Vec; facing: number; rects: BaseRect[] } | null {
  const car = u.riding ? unitById(s, u.riding) : undefined;
  const at = car?.bases[0];
  if (!car || !at) return null;
  const facing = normalizeDegrees(railHeading(s, car) + (door === 'right' ? 90 : -90));
  const out = headingVector(facing);
  const centre = { x: round(at.x + out.x * BESIDE_THE_LINE), y: round(at.y + out.y * BESIDE_THE_LINE) };
  const size = cardFor(u).base;
  const rects = layoutBases(centre, facing, u.bases.length, 'line', size).map((b) => ({ ...b, width: size.width, depth: size.depth }));
  return { centre, facing, rects };
}

export function checkDisembark(s: RaState, u: RaUnit, door: 'left' | 'right'): string | null {
  if (u.status !== 'active' || !u.riding) return 'the unit is not aboard a train';
  const car = unitById(s, u.riding);
  if (!car || !stopped(trainOfCar(s, car))) return 'the train must be stopped';
  const spot = disembarkSpot(s, u, door);
  if (!spot || !onTableRects(s, spot.rects)) return 'there is no room on that side of the line';
  if (legGoing(s, indexOf(s), moveClassOf(s, u), car.bases[0]!, spot.centre, false).impassable) return 'the ground on that side is impassable';
  const other = overlapsOthers(s, u, spot.rects);
  if (other && other.id !== car.id) return `${other.name} is in the way`;
  return breaksApproachRule(s, u, spot.rects);
}

/** Out of the wagon and into line beside the track; forced out (a wreck, a rout, a retire) it takes the far side. */
export function disembark(ctx: Ctx, u: RaUnit, door: 'left' | 'right', why = ''): void {
  const spot = disembarkSpot(ctx.s, u, door);
  const car = u.riding;
  u.riding = null;
  if (!spot) return;
  const { width, height } = ctx.s.scenario.table;
  u.bases = spot.rects.map((r) => ({ x: round(Math.min(width, Math.max(0, r.x))), y: round(Math.min(height, Math.max(0, r.y))), facing: r.facing }));
  unitEvent(ctx, 'move', u, `${u.name} gets down from ${car ? unitById(ctx.s, car)?.name ?? car : 'the train'}${why}`, { at: [spot.centre] });
}

/** The door on the side away from a threat. */
export function doorAwayFrom(s: RaState, u: RaUnit, from: Vec | null): 'left' | 'right' {
  const right = disembarkSpot(s, u, 'right');
  if (!right || !from) return 'right';
  const c = unitCentre(u);
  const out = { x: right.centre.x - c.x, y: right.centre.y - c.y };
  return out.x * (from.x - c.x) + out.y * (from.y - c.y) > 0 ? 'left' : 'right';
}

/** Riders forced out of their wagon at once (the wagon wrecked, the train abandoned, a rout or a retire). */
export function throwOut(ctx: Ctx, u: RaUnit, from: Vec | null, why: string): void {
  if (!u.riding) return;
  disembark(ctx, u, doorAwayFrom(ctx.s, u, from), why);
}
