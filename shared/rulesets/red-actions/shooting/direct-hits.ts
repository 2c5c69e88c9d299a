import type { RaState, RaUnit, Task } from '../state.ts';
import { type Ctx, explain, sumText, unitEvent } from '../context.ts';
import { BUILDING_DESTRUCTION, type DirectHitTarget, directHitNumber } from '../tables/tables-shooting.ts';
import { TRAIN } from '../tables/tables-misc.ts';
import { cardFor, kindOf, onTable, unitCentre } from '../troops/units.ts';
import { hasTrait } from '../officers/command.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { indexOf } from '../terrain/visibility.ts';
import { destroyUnit } from '../morale/markers.ts';
import { trainOf } from '../vehicles/trains.ts';
import type { ShotPlan } from './shooting.ts';
import { riderIn, throwOut } from '../vehicles/riding.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { featureWords } from '../../../table-orders/place-words.ts';

/** "Direct Hits": each gun or mortar base rolls 2d6 against its number before the other results. */

/** The building (a scenario building feature) the unit stands in, if any. */
export function buildingOf(s: RaState, u: RaUnit): string | null {
  const index = indexOf(s);
  for (const b of u.bases) for (const f of index.at(b)) if (f.kind === 'building' && !s.buildings[f.id]?.destroyed) return f.id;
  return null;
}

export function directHitTarget(s: RaState, target: RaUnit): DirectHitTarget {
  const kind = kindOf(target);
  // Troops riding in a wagon are hit as the train is: "use the vehicle direct hit numbers for firing at a train".
  const wagon = target.riding ? s.units.find((c) => c.id === target.riding) : undefined;
  if (wagon) return directHitTarget(s, wagon);
  if (kind === 'tank' || kind === 'armoured-car' || isTrainKind(kind)) {
    const train = trainOf(s, target);
    const moving = train ? train.speed > 0 || train.movedThisTurn > 0 : target.movedThisTurn > 0;
    return moving ? 'moving-vehicle' : 'stationary-vehicle';
  }
  return buildingOf(s, target) ? 'building' : 'other';
}

/** Rolls each firing gun base; returns the number of hits, with each roll in the events. */
export function rollDirectHits(ctx: Ctx, shooter: RaUnit, target: RaUnit, plan: ShotPlan): number {
  const card = cardFor(shooter);
  if (!card.gun || plan.gunBases === 0) return 0;
  const stationary = shooter.rangedOn !== null && shooter.rangedOn.targetId === target.id
    && hypot(shooter.rangedOn.x - unitCentre(target).x, shooter.rangedOn.y - unitCentre(target).y) < 0.05;
  const indirect = plan.mode !== 'indirect' ? 'none' : shooter.indirect && shooter.indirect.targetId === target.id && shooter.indirect.turns > 0 ? 'later' : 'first';
  const kindOfTarget = directHitTarget(ctx.s, target);
  const { base, number, modifiers } = directHitNumber({
    gun: card.gun, target: kindOfTarget, rangeInches: plan.distance, rangedIn: stationary, poor: hasTrait(ctx.s, shooter, 'poor'), indirect,
  });
  let hits = 0;
  for (let i = 0; i < plan.gunBases; i++) {
    const dice = ctx.dice.roll(2, 6);
    const total = dice[0]! + dice[1]!;
    const hit = total >= number;
    if (hit) hits++;
    unitEvent(ctx, 'shot', shooter, `${shooter.name} rolls ${total} for a direct hit on ${target.name} (needs ${number}+): ${hit ? 'hit' : 'miss'}`, {
      targetUnitId: target.id, hits: hit ? 1 : 0,
      roll: explain('Direct Hits', dice, hit ? 'direct hit' : 'no direct hit', {
        table: 'direct-hits', column: `${card.gun} gun vs ${kindOfTarget}`, target: `${sumText(base, modifiers)}+`,
      }),
    });
  }
  const c = unitCentre(target);
  shooter.rangedOn = { targetId: target.id, x: c.x, y: c.y };
  return hits;
}

/**
 * What one direct hit does: a base eliminated (with the fear test for losing it), a tank, armoured car or gun
 * destroyed with its crew, a train car damaged, and a building section that may fall with all inside.
 */
export function directHitEffects(ctx: Ctx, shooter: RaUnit, target: RaUnit): Task[] {
  const kind = kindOf(target);
  const from = unitCentre(shooter);
  if (kind === 'tank' || kind === 'armoured-car') {
    destroyUnit(ctx, target, `a direct hit from ${shooter.name}`);
    return [];
  }
  if (isTrainKind(kind)) return trainHit(ctx, target);
  const tasks: Task[] = [{ t: 'lose-bases', unitId: target.id, count: 1, cause: `direct hit from ${shooter.name}`, fearTest: true, from }];
  const building = buildingOf(ctx.s, target);
  if (building) buildingHit(ctx, building);
  return tasks;
}

/** "If the result is equal to or higher than 9 for a wood building, or 11 for a stone building, that section is destroyed." */
export function buildingHit(ctx: Ctx, buildingId: string): void {
  const f = indexOf(ctx.s).featureById(buildingId);
  if (!f || f.kind !== 'building') return;
  const need = BUILDING_DESTRUCTION[f.feature.type];
  const dice = ctx.dice.roll(2, 6);
  const total = dice[0]! + dice[1]!;
  const destroyed = total >= need;
  ctx.events.push({
    kind: 'shot', text: `${featureWords(f)}${f.feature.label ? ` (${f.feature.type} building)` : ''} takes a direct hit: ${total} (needs ${need}+)${destroyed ? ', and is destroyed' : ''}`,
    roll: explain('Direct Hits', dice, destroyed ? 'building destroyed' : 'building stands', { table: 'building-destruction', column: f.feature.type, target: `${need}+` }),
  });
  if (!destroyed) return;
  ctx.s.buildings[buildingId] = { fire: ctx.s.buildings[buildingId]?.fire ?? 0, destroyed: true };
  const index = indexOf(ctx.s);
  for (const u of ctx.s.units) {
    if (onTable(u) && u.bases.some((b) => index.at(b).some((x) => x.id === buildingId))) destroyUnit(ctx, u, 'buried when the building fell');
  }
}

/** "See the armoured trains section for hits on trains." */
function trainHit(ctx: Ctx, car: RaUnit): Task[] {
  const train = trainOf(ctx.s, car);
  if (!train || !car.vehicle) return [];
  const kind = kindOf(car);
  car.vehicle.hits++;
  if (kind === 'train-engine') {
    train.engineHits++;
    train.leaveArtilleryRange = true;
    const left = Math.max(0, TRAIN.engineHitsToImmobilise - train.engineHits);
    if (left === 0) { car.vehicle.immobilised = true; train.speed = 0; }
    unitEvent(ctx, 'vehicle', car, left === 0 ? 'the engine is hit a third time and immobilised' : `the engine is hit: the train loses 2" of its move and must try to leave artillery range`);
  } else if (kind === 'train-turret' && car.vehicle.hits < TRAIN.turretHits) {
    unitEvent(ctx, 'vehicle', car, `${car.name} is hit; its turret can take one more`);
  } else {
    wreckCar(ctx, car);
  }
  const tasks: Task[] = [];
  const rider = riderIn(ctx.s, car.id);
  if (rider) {
    // The shell bursts among the troops aboard, and a wrecked wagon turns them out beside the line.
    tasks.push({ t: 'lose-bases', unitId: rider.id, count: 1, cause: `direct hit on ${car.name}`, fearTest: true, from: unitCentre(car) });
    if (car.status === 'destroyed') throwOut(ctx, rider, null, ' from the wrecked wagon');
  }
  const engineId = train.carIds.find((id) => ctx.s.units.some((u) => u.id === id && kindOf(u) === 'train-engine'));
  if (engineId) tasks.push({ t: 'test', unitId: engineId, test: 'fear', trigger: 'train-hit' });
  return tasks;
}

/** A wrecked car stays on the rails, coupled, but counts as destroyed. */
export function wreckCar(ctx: Ctx, car: RaUnit): void {
  car.status = 'destroyed';
  car.pinned = false;
  unitEvent(ctx, 'casualty', car, `${car.name} is wrecked`);
}
