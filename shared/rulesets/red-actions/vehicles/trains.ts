import { normalizeDegrees } from '../../../geometry/vec.ts';
import type { RaState, RaTrain, RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { type Rail, pointAlong, railsOf } from './rails.ts';
import { TRAIN } from '../tables/tables-misc.ts';
import { cardFor, kindOf, onTable, round, unitById, unitDistance } from '../troops/units.ts';
import { isArtillery } from '../shooting/shooting.ts';
import { placeRiders } from './riding.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Trains": moving along the rails, stopping and starting, and the cars' places. */

export const CAR_GAP = 0.2;
export type TrainCommand = 'start-forward' | 'start-back' | 'accelerate' | 'steady' | 'brake' | 'stay';

export const trainOf = (s: RaState, u: RaUnit): RaTrain | undefined => (u.trainId ? s.trains.find((t) => t.id === u.trainId) : undefined);
export const railOf = (s: RaState, t: RaTrain): Rail => railsOf(s.scenario).get(t.railwayId)!;

function spacing(s: RaState, t: RaTrain): number {
  const first = unitById(s, t.carIds[0]!);
  return (first ? cardFor(first).base.depth : 3.5) + CAR_GAP;
}

/** Inches of rail the whole train covers, first car centre to last. */
export const trainLength = (s: RaState, t: RaTrain): number => spacing(s, t) * (t.carIds.length - 1);

/** Puts every car on the rail at its place behind the first. */
export function placeCars(s: RaState, t: RaTrain): void {
  const rail = railOf(s, t);
  const gap = spacing(s, t);
  t.carIds.forEach((id, i) => {
    const car = unitById(s, id);
    if (!car) return;
    const { p, heading } = pointAlong(rail, t.position + i * gap);
    car.bases = [{ x: round(p.x), y: round(p.y), facing: round(normalizeDegrees(heading + (t.carOffsets[i] ?? 0))) }];
  });
  placeRiders(s, t);
}

/** "For each hit, they lose 50m (2") off their total move allowance"; three hits immobilise the engine. */
export function maxSpeed(t: RaTrain): number {
  if (t.engineHits >= TRAIN.engineHitsToImmobilise) return 0;
  return TRAIN.maxSpeed - TRAIN.engineHitLoss * t.engineHits;
}

/** The engine's facing sense along the rail: +1 if it faces toward increasing distance. */
export function engineForward(s: RaState, t: RaTrain): 1 | -1 {
  const i = t.carIds.findIndex((id) => kindOf(unitById(s, id)!) === 'train-engine');
  const offset = normalizeDegrees(t.carOffsets[i] ?? 0);
  return offset > 90 && offset < 270 ? -1 : 1;
}

/** Commands open to the engine: start from a stop either way, or speed up, hold or halve speed on the move. */
export function trainCommands(s: RaState, t: RaTrain): TrainCommand[] {
  if (maxSpeed(t) === 0 || t.abandoned) return ['stay'];
  if (t.speed === 0) return ['stay', 'start-forward', 'start-back'];
  const out: TrainCommand[] = ['steady', 'brake'];
  if (t.speed * 2 <= maxSpeed(t)) out.push('accelerate');
  return out;
}

/** Which way the train must go when it must leave the table or enemy artillery range, if it is bound. */
export function forcedHeading(s: RaState, t: RaTrain): 1 | -1 | null {
  const rail = railOf(s, t);
  if (t.fleeing) {
    if (rail.endsAtEdge[1] && !rail.endsAtEdge[0]) return 1;
    if (rail.endsAtEdge[0] && !rail.endsAtEdge[1]) return -1;
    return homewardHeading(s, t, rail);
  }
  if (t.leaveArtilleryRange) {
    const guns = s.units.filter((g) => g.side !== t.side && onTable(g) && isArtillery(g));
    const engine = unitById(s, t.carIds.find((id) => kindOf(unitById(s, id)!) === 'train-engine')!)!;
    const inRange = guns.filter((g) => unitDistance(g, engine) <= cardFor(g).range);
    if (inRange.length === 0) return null;
    const here = nearestGunDistance(s, t, inRange, t.position);
    const ahead = nearestGunDistance(s, t, inRange, t.position + 4);
    return ahead >= here ? 1 : -1;
  }
  return null;
}

function nearestGunDistance(s: RaState, t: RaTrain, guns: RaUnit[], at: number): number {
  const { p } = pointAlong(railOf(s, t), at);
  return Math.min(...guns.map((g) => Math.min(...g.bases.map((b) => hypot(b.x - p.x, b.y - p.y)))));
}

function homewardHeading(s: RaState, t: RaTrain, rail: Rail): 1 | -1 {
  const end = pointAlong(rail, rail.length).p;
  const start = pointAlong(rail, 0).p;
  const home = s.scenario.sides[t.side].baseline;
  const score = (p: { x: number; y: number }) => (home === 'south' ? -p.y : home === 'north' ? p.y : home === 'west' ? -p.x : p.x);
  return score(end) >= score(start) ? 1 : -1;
}

/** The move this command gives, and the speed and heading afterwards. */
export function commandMove(t: RaTrain, command: TrainCommand, forward: 1 | -1): { move: number; heading: 1 | -1; speed: number } {
  switch (command) {
    case 'stay': return { move: 0, heading: t.heading, speed: 0 };
    case 'start-forward': return { move: TRAIN.startSpeed, heading: forward, speed: TRAIN.startSpeed };
    case 'start-back': return { move: TRAIN.startSpeed, heading: forward === 1 ? -1 : 1, speed: TRAIN.startSpeed };
    case 'accelerate': { const v = Math.min(maxSpeed(t), t.speed * 2); return { move: v, heading: t.heading, speed: v }; }
    case 'steady': { const v = Math.min(maxSpeed(t), t.speed); return { move: v, heading: t.heading, speed: v }; }
    case 'brake': {
      const v = t.speed / 2;
      return { move: v, heading: t.heading, speed: v < TRAIN.stopBelow ? 0 : v };
    }
  }
}

/**
 * Runs the train along its rails. It stops short of anything standing on the line ahead and at a buffer; at a
 * line's end on the table edge it leaves the table.
 */
export function runTrain(ctx: Ctx, t: RaTrain, command: TrainCommand): void {
  const s = ctx.s;
  const rail = railOf(s, t);
  const { move, heading, speed } = commandMove(t, command, engineForward(s, t));
  const length = trainLength(s, t);
  const half = spacing(s, t) / 2;
  let target = t.position + move * heading;
  const blocker = firstBlocker(s, t, rail, heading, move);
  if (blocker !== null) target = heading > 0 ? Math.min(target, blocker - length - half - 1) : Math.max(target, blocker + half + 1);
  target = heading > 0 ? Math.max(t.position, target) : Math.min(t.position, target);
  const leaves = (heading > 0 && target + length > rail.length && rail.endsAtEdge[1]) || (heading < 0 && target < 0 && rail.endsAtEdge[0]);
  const engine = unitById(s, t.carIds.find((id) => kindOf(unitById(s, id)!) === 'train-engine')!)!;
  if (leaves) {
    // Troops riding in the wagons leave with it.
    for (const u of s.units) if ((t.carIds.includes(u.id) || (u.riding !== null && t.carIds.includes(u.riding))) && onTable(u)) { u.status = 'withdrawn'; u.bases = []; }
    unitEvent(ctx, 'vehicle', engine, `the train steams off the table`);
    return;
  }
  const clamped = Math.max(0, Math.min(rail.length - length, target));
  const moved = Math.abs(clamped - t.position);
  t.position = round(clamped);
  t.heading = heading;
  t.speed = moved + 1e-9 < move && command !== 'stay' ? 0 : speed;
  t.braking = command === 'brake';
  t.movedThisTurn = round(moved);
  placeCars(s, t);
  for (const id of t.carIds) { const car = unitById(s, id); if (car) car.movedThisTurn = round(moved); }
  const state = t.speed === 0 ? (moved > 0 ? ' and stops' : ' and stands still') : `, running at ${t.speed}"`;
  unitEvent(ctx, 'vehicle', engine, `the train moves ${moved.toFixed(1)}" along the line${state}`, { at: [engine.bases[0]!] });
}

/** Inches along the rail of the nearest unit standing on the line ahead, or null. */
function firstBlocker(s: RaState, t: RaTrain, rail: Rail, heading: 1 | -1, move: number): number | null {
  const front = heading > 0 ? t.position + trainLength(s, t) : t.position;
  let best: number | null = null;
  const steps = Math.ceil((move + 2) / 0.5);
  for (let i = 1; i <= steps; i++) {
    const d = front + heading * i * 0.5;
    const { p } = pointAlong(rail, d);
    const hit = s.units.some((u) => onTable(u) && u.trainId !== t.id && !(u.riding !== null && t.carIds.includes(u.riding)) && u.bases.some((b) => hypot(b.x - p.x, b.y - p.y) < 1));
    if (hit) { best = d; break; }
  }
  return best;
}
