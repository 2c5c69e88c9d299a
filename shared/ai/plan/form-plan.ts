import type { Vec } from '../../geometry/vec.ts';
import type { VictoryCondition } from '../../scenario/schema.ts';
import { otherSide, type SideId, type TableEdge } from '../../scenario/terrain-kinds.ts';
import { towardBaseline } from '../../engine/baselines.ts';
import { unitDistanceToArea, type TableReading, type UnitReading } from '../table-reading.ts';
import type { BattlePlan, Flank, PlanPlace, PlanRoute, Posture } from './battle-plan.ts';
import {
  centreOfUnits, coverAlong, distance, flankPoint, lateralOf, onTable, pointsAlong, resistanceAlong, type Ground,
} from './ground.ts';
import { TEMPERAMENT_NUMBERS, type Commander } from './temperament.ts';

/** What the side knows of the table for its plan: its own units, and the enemy units it knows where they stand. */
export interface PlanSight {
  table: TableReading;
  side: SideId;
  /** Enemy units whose place the side does not know (imagined under fog of war): counted in the odds, not placed. */
  unknown: ReadonlySet<string>;
}

/** A share of the main effort's mobile strength: the rest of the mobile units hold the enemy's attention in front. */
const MAIN_SHARE = 0.6;
/** Mean cover over the defended ground above which a defender's position counts as strong. */
const STRONG_GROUND = 0.3;

/** A piece with no strength (a dummy marker) is no force to plan with, though it may stand on the table. */
const force = (u: UnitReading): boolean => u.onTable && u.value > 0 && u.unit.strength.now > 0;
export const ownUnits = (sight: PlanSight): UnitReading[] => sight.table.bySide[sight.side].filter(force);
export const knownEnemies = (sight: PlanSight): UnitReading[] =>
  sight.table.bySide[otherSide(sight.side)].filter((u) => force(u) && !sight.unknown.has(u.unit.id));
const worth = (units: readonly UnitReading[]) => units.reduce((s, u) => s + u.value, 0);
export const strengthOf = (units: readonly UnitReading[]): number => units.reduce((s, u) => s + u.unit.strength.now, 0);

/**
 * The plan at the start of the battle: the posture from the victory conditions and the odds (and, for a defender,
 * the ground it holds), then the main effort's objective and way, the holding part and the reserve.
 */
export function formPlan(sight: PlanSight, ground: Ground, commander: Commander): BattlePlan {
  const { context } = ground;
  const side = sight.side;
  const numbers = TEMPERAMENT_NUMBERS[commander.temperament];
  const own = ownUnits(sight);
  const enemies = knownEnemies(sight);
  // The order of battle is known even where the enemy is not seen: every enemy unit counts in the odds.
  const enemyWorth = worth(sight.table.bySide[otherSide(side)].filter((u) => u.value > 0 && u.unit.status !== 'withdrawn'));
  const odds = worth(own) / Math.max(1e-6, enemyWorth);
  const home = centreOfUnits(own) ?? onTable(ground, { x: context.table.width / 2, y: context.table.height / 2 });
  const goals = context.scenario.victory.filter((v) => v.winner === side && v.type !== 'turn-limit');
  const threats = context.scenario.victory.filter((v) => v.winner !== side && v.type !== 'turn-limit');
  const defended = threats.map((v) => areaPlace(ground, v)).find((p) => p !== null) ?? null;
  const aim = nearestAim(sight, ground, goals, home);

  let posture: Posture;
  if (!aim) {
    const strong = defendedGround(ground, own, defended) >= STRONG_GROUND;
    posture = strong || odds >= numbers.delayOdds ? 'hold' : 'delay';
  } else if (aim.raid) {
    posture = 'raid';
  } else if (threats.length > 0 && !context.racesTheClock[side] && odds < numbers.attackOdds) {
    posture = 'hold';
  } else {
    posture = 'attack';
  }
  const attacking = posture === 'attack' || posture === 'raid';
  const objective: PlanPlace = attacking ? aim!.place : defended ?? aim?.place ?? { point: home, name: ground.place(home) };
  const route = attacking ? bestRoute(ground, home, objective.point, enemies, numbers.flankSense, numbers.coverSense) : centreRoute(ground, objective.point);

  const mobile = own.filter((u) => u.mobility >= 1);
  const reserveCount = mobile.length >= 3 ? Math.round(mobile.length * numbers.reserveShare) : 0;
  // The reserve is drawn from the units farthest back (within 2" alike), the most central first.
  const back = [...mobile].sort((a, b) => {
    const behind = lateralForward(ground, a.centre) - lateralForward(ground, b.centre);
    return Math.abs(behind) > 2 ? behind : distance(a.centre, home) - distance(b.centre, home);
  });
  const reserve = back.slice(0, reserveCount);
  const rest = own.filter((u) => !reserve.includes(u));
  const main: UnitReading[] = [];
  let holding: UnitReading[] = rest;
  if (attacking) {
    const movers = rest.filter((u) => u.mobility >= 1).sort((a, b) => distance(a.centre, route.via) - distance(b.centre, route.via));
    const wanted = MAIN_SHARE * worth(movers);
    let sum = 0;
    for (const u of movers) {
      if (main.length > 0 && sum >= wanted) break;
      main.push(u);
      sum += u.value;
    }
    holding = rest.filter((u) => !main.includes(u));
  }
  // An attack's holding part presses on in front of the objective; a delaying force stands forward of it.
  const holdPoint = posture === 'hold' ? objective.point
    : posture === 'delay' ? forwardLine(ground, objective.point, centreOfUnits(enemies))
    : onTable(ground, towards(objective.point, home, Math.min(8, distance(objective.point, home))));
  // A defender's reserve waits 8" behind the objective; an attack's follows its main effort from where the force starts.
  const backward = towardBaseline(context.scenario, side);
  const reservePoint = attacking ? home : onTable(ground, { x: objective.point.x + backward.x * 8, y: objective.point.y + backward.y * 8 });
  return {
    side,
    commander,
    posture,
    objective,
    route,
    main: main.map(idOf),
    holding: holding.map(idOf),
    reserve: reserve.map(idOf),
    holdAt: posture === 'hold' && objective.areaId ? { ...objective, name: `in ${objective.name}` } : { point: holdPoint, name: ground.place(holdPoint) },
    reserveAt: { point: reservePoint, name: ground.place(reservePoint) },
    reserveCommitted: reserve.length === 0,
    commitOn: attacking ? 'breakthrough' : 'objective threatened',
    giveUp: { lossShare: numbers.lossShare, turnsLeft: numbers.lastTurns },
    startStrength: strengthOf(own),
    revisions: [],
  };
}

const idOf = (u: UnitReading) => u.unit.id;

/** How far forward a point stands, toward the enemy. */
const lateralForward = (ground: Ground, p: Vec) => p.x * ground.forward.x + p.y * ground.forward.y;

/** The point `d` from `from` on the way to `to`. */
function towards(from: Vec, to: Vec, d: number): Vec {
  const len = distance(from, to);
  if (len === 0) return from;
  return { x: from.x + ((to.x - from.x) * d) / len, y: from.y + ((to.y - from.y) * d) / len };
}

/** A line a third of the way from the objective toward the enemy: where a delaying force first stands. */
function forwardLine(ground: Ground, objective: Vec, enemy: Vec | null): Vec {
  if (!enemy) return objective;
  return onTable(ground, towards(objective, enemy, distance(objective, enemy) / 3));
}

/** An area a condition names, as a place. */
function areaPlace(ground: Ground, v: VictoryCondition): PlanPlace | null {
  if (v.type !== 'clear-area' && v.type !== 'hold-area') return null;
  const area = ground.context.areas.get(v.areaId);
  return area ? { point: area.centre, name: area.label, areaId: area.id } : null;
}

interface Aim { place: PlanPlace; raid: boolean }

/**
 * What the side's own victory conditions send it for, the nearest first: an area to take, an edge to reach, units to
 * destroy (both a raid: in, strike, out), or the enemy army to break.
 */
function nearestAim(sight: PlanSight, ground: Ground, goals: readonly VictoryCondition[], home: Vec): Aim | null {
  let best: { aim: Aim; d: number } | null = null;
  const consider = (aim: Aim) => {
    const d = distance(home, aim.place.point);
    if (!best || d < best.d) best = { aim, d };
  };
  for (const v of goals) {
    switch (v.type) {
      case 'clear-area': case 'hold-area': {
        const place = areaPlace(ground, v);
        if (place) consider({ place, raid: false });
        break;
      }
      case 'exit-units': {
        const runners = sight.table.bySide[sight.side].filter((u) => u.onTable && v.unitIds.includes(u.unit.id));
        const from = centreOfUnits(runners) ?? home;
        const point = edgePoint(ground, from, v.edge);
        consider({ place: { point, name: `the ${v.edge} edge` }, raid: true });
        break;
      }
      case 'destroy-units': {
        const targets = sight.table.units.filter((u) => v.unitIds.includes(u.unit.id) && u.onTable && u.value > 0 && !sight.unknown.has(u.unit.id));
        const at = centreOfUnits(targets);
        if (at) consider({ place: { point: at, name: namesOf(targets) }, raid: true });
        break;
      }
      case 'break-army': {
        const at = centreOfUnits(knownEnemies(sight));
        if (at) consider({ place: { point: at, name: 'the enemy line' }, raid: false });
        break;
      }
      case 'turn-limit': break;
    }
  }
  return (best as { aim: Aim } | null)?.aim ?? null;
}

/** The point of an edge straight ahead of `from`. */
function edgePoint(ground: Ground, from: Vec, edge: TableEdge): Vec {
  const { width, height } = ground.context.table;
  switch (edge) {
    case 'south': return { x: from.x, y: 0.5 };
    case 'north': return { x: from.x, y: height - 0.5 };
    case 'west': return { x: 0.5, y: from.y };
    case 'east': return { x: width - 0.5, y: from.y };
  }
}

const namesOf = (units: readonly UnitReading[]): string => unitList(units.map((u) => u.unit.name));

/** Names in a sentence: "A", "A and B", "A, B and C"; beyond four, "A, B, C and 3 more". */
export function unitList(names: readonly string[]): string {
  if (names.length === 0) return 'none';
  const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more`] : names;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** How well the defender's units stand: the mean cover of those in or near the defended area (all of them without one). */
function defendedGround(ground: Ground, own: readonly UnitReading[], defended: PlanPlace | null): number {
  const area = defended?.areaId ? ground.context.areas.get(defended.areaId) : undefined;
  const near = area ? own.filter((u) => unitDistanceToArea(u, area) <= 6) : own;
  if (near.length === 0) return 0;
  return near.reduce((s, u) => s + u.cover, 0) / near.length;
}

/** The straight way, for a plan that does not go anywhere (or goes straight at it). */
const centreRoute = (ground: Ground, target: Vec): PlanRoute => ({ flank: 'centre', via: target, by: ground.place(target) });

/**
 * The way the main effort goes: straight at the objective, or round either flank. Each is weighed by its length, the
 * enemy that stands along it (`flankSense` times as much as length) and the cover it runs through.
 */
export function bestRoute(ground: Ground, from: Vec, target: Vec, enemies: readonly UnitReading[], flankSense: number, coverSense: number): PlanRoute {
  let best: { route: PlanRoute; cost: number } | null = null;
  for (const flank of ['centre', 'left', 'right'] as const satisfies readonly Flank[]) {
    const via = flankPoint(ground, target, flank);
    if (flank !== 'centre' && Math.abs(lateralOf(ground, via) - lateralOf(ground, target)) < 3) continue;
    const way = flank === 'centre' ? [from, target] : [from, via, target];
    const points = pointsAlong(way);
    const length = distance(from, via) + distance(via, target);
    const cost = length / 6 + flankSense * 3 * resistanceAlong(points, enemies) - coverSense * 2 * coverAlong(ground, points);
    if (!best || cost < best.cost - 1e-9) best = { route: { flank, via, by: ground.place(via) }, cost };
  }
  return best!.route;
}
