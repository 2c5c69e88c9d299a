import { baseEdgeDistance } from '../../../geometry/base.ts';
import type { RaState, RaTrain, RaUnit } from '../state.ts';
import { type Ctx, emit, unitEvent } from '../context.ts';
import { baseRects, kindOf, onTable, unitById, unitDistance } from '../troops/units.ts';
import { isVehicleKind } from '../troops/troop-card.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * Taking enemy vehicles. "A unit which has its train captured and taken from the field automatically loses the
 * game"; "The capture of an intact tank by the enemy automatically reduces the owner's victory margin."
 * Trains: enemy troops within 3" of an abandoned train's engine take possession of it; its owners may take it
 * back the same way while no captor stands within 3". A train the enemy still holds when the battle ends has
 * been taken from the field, and its owners lose. Tanks and armoured cars: one that cannot move (broken down,
 * stuck or immobilised), with no steady friends of its own within 4", may be taken intact by troops touching
 * it; an intact tank taken counts twice its points against its owners' flight number (README "Captures").
 */

export const TRAIN_POSSESSION_RANGE = 3;
export const VEHICLE_SUPPORT_RANGE = 4;
export const VEHICLE_CONTACT = 1;
/** How many times its points an intact tank taken by the enemy costs its owners. */
export const CAPTURED_TANK_COST = 2;

export const engineOf = (s: RaState, t: RaTrain): RaUnit | undefined =>
  t.carIds.map((id) => unitById(s, id)).find((u): u is RaUnit => !!u && kindOf(u) === 'train-engine');

const within = (s: RaState, t: RaTrain, u: RaUnit, range: number): boolean => {
  const engine = engineOf(s, t);
  return !!engine && engine.bases.length > 0 && u.bases.some((x) => engine.bases.some((b) => hypot(b.x - x.x, b.y - x.y) <= range));
};

const troops = (u: RaUnit): boolean => u.status === 'active' && !u.riding && !isVehicleKind(kindOf(u)) && kindOf(u) !== 'officer' && kindOf(u) !== 'dummy';

/** Engines of trains the unit may take possession of (or take back). */
export function trainsToTake(s: RaState, u: RaUnit): string[] {
  if (!troops(u)) return [];
  const out: string[] = [];
  for (const t of s.trains) {
    if (!t.abandoned || !within(s, t, u, TRAIN_POSSESSION_RANGE)) continue;
    const engine = engineOf(s, t);
    if (!engine) continue;
    if (!t.captured && t.side !== u.side) out.push(engine.id);
    const captorNear = s.units.some((c) => c.side !== t.side && troops(c) && within(s, t, c, TRAIN_POSSESSION_RANGE));
    if (t.captured && t.side === u.side && !captorNear) out.push(engine.id);
  }
  return out;
}

export function takeTrain(ctx: Ctx, u: RaUnit, t: RaTrain): void {
  if (t.side === u.side) {
    t.captured = false;
    emit(ctx, 'victory', `${u.name} takes its armoured train back from the enemy`, { side: u.side, unitId: u.id });
    return;
  }
  t.captured = true;
  emit(ctx, 'victory', `${u.name} captures the enemy's armoured train! If they still hold it when the battle ends, they take it from the field`, { side: u.side, unitId: u.id });
}

/** A train the enemy holds: its cars count as captured in the owners' losses. */
export const trainHeld = (s: RaState, u: RaUnit): boolean => !!u.trainId && s.trains.some((t) => t.id === u.trainId && t.captured);

/** A train still held by the enemy as the battle ends, if any. */
export const trainTakenFromField = (s: RaState): RaTrain | undefined => s.trains.find((t) => t.captured);

const immobile = (v: RaUnit): boolean => !!v.vehicle && (v.vehicle.broken || v.vehicle.stuck !== 'none' || v.vehicle.immobilised);

/** Enemy tanks and armoured cars the unit may take: stranded, unsupported and touching it. */
export function vehiclesToTake(s: RaState, u: RaUnit): string[] {
  if (!troops(u)) return [];
  const out: string[] = [];
  const mine = baseRects(u);
  for (const v of s.units) {
    const kind = kindOf(v);
    if (v.side === u.side || (kind !== 'tank' && kind !== 'armoured-car') || v.status !== 'active' || !immobile(v)) continue;
    const theirs = baseRects(v);
    if (!mine.some((a) => theirs.some((b) => baseEdgeDistance(a, b) <= VEHICLE_CONTACT))) continue;
    const supported = s.units.some((f) => f.side === v.side && troops(f) && onTable(f) && unitDistance(f, v) <= VEHICLE_SUPPORT_RANGE);
    if (!supported) out.push(v.id);
  }
  return out;
}

export function takeVehicle(ctx: Ctx, u: RaUnit, v: RaUnit): void {
  v.status = 'surrendered';
  v.bases = [];
  if (v.vehicle) v.vehicle.abandoned = true;
  const cost = kindOf(v) === 'tank' ? `: an intact tank lost counts ${CAPTURED_TANK_COST} times its points against ${ctx.s.scenario.sides[v.side].name}` : '';
  unitEvent(ctx, 'vehicle', u, `${u.name} takes the stranded ${v.name} intact${cost}`, { targetUnitId: v.id });
}

/** An intact tank the enemy took: it costs its owners more than one destroyed. */
export const capturedIntactTank = (u: RaUnit): boolean => kindOf(u) === 'tank' && u.status === 'surrendered';
