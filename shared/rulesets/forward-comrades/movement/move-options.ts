import type { Choice } from '../../../engine/ruleset.ts';
import { COMPASS_HEADINGS, victoryAreaCentres } from '../../../engine/move-headings.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { centroid, direction } from '../../../geometry/point-sets.ts';
import { closestPointOnSegment } from '../../../geometry/segments.ts';
import type { FcAction } from '../actions.ts';
import { type FcState, type LeaderState, type UnitState, kindOf, leaderAt, onTable, unitCentre } from '../state.ts';
import { furthestFraction } from './movement.ts';
import { round1, unitDistance } from './stands.ts';
import { joinRefusal } from '../command/leadership.ts';

const ENEMIES_TOWARD = 3;

/** The two ways along the railway (trains) or river (ships) nearest the unit. */
function waysAlongLine(state: FcState, unit: UnitState): { name: string; dir: Vec }[] {
  const type = kindOf(unit) === 'train' ? ['railway'] : ['river', 'stream-big'];
  const c = unitCentre(unit);
  let best: { d: number; dir: Vec } | null = null;
  for (const f of state.scenario.terrain) {
    if (f.kind !== 'line' || !type.includes(f.type)) continue;
    for (let i = 0; i + 1 < f.points.length; i++) {
      const a = f.points[i]!, b = f.points[i + 1]!;
      const p = closestPointOnSegment(c, a, b);
      const d = hypot(p.x - c.x, p.y - c.y);
      if (!best || d < best.d) best = { d, dir: direction(a, b) };
    }
  }
  if (!best) return [];
  return [{ name: 'along the line', dir: best.dir }, { name: 'back along the line', dir: { x: -best.dir.x, y: -best.dir.y } }];
}

/** A way a unit is offered to move: its direction, how far at most, and why (for the label). */
export interface Offer { dir: Vec; far: number; why: string }

/** Phase 3 choices for one unit: hold (and claim cover); moves toward enemies and objectives and to the compass points, full and half; cavalry mount or dismount. */
export function unitMoveChoices(state: FcState, unit: UnitState): Choice<FcAction>[] {
  const offers = offersFor(state, unit);
  return assembleChoices(unit, offers, offers.map((o) => reachOf(state, unit, o)));
}

/** The ways a unit is offered, in the order its choices list them. */
export function offersFor(state: FcState, unit: UnitState): Offer[] {
  const offers: Offer[] = [];
  const offer = (dir: Vec, far: number, why: string) => offers.push({ dir, far, why });
  const from = unitCentre(unit);
  const most = unit.allowance + unit.roadInches;
  const kind = kindOf(unit);
  if (kind === 'train' || kind === 'ship') {
    for (const w of waysAlongLine(state, unit)) { offer(w.dir, most, w.name); offer(w.dir, most / 2, `${w.name}, a short way`); }
  } else {
    const enemies = state.units.filter((e) => e.side !== unit.side && onTable(e)).sort((a, b) => unitDistance(unit, a) - unitDistance(unit, b));
    for (const e of enemies.slice(0, ENEMIES_TOWARD)) offer(direction(from, unitCentre(e)), Math.min(most, unitDistance(unit, e) - 1.2), `toward ${e.name}`);
    for (const o of victoryAreaCentres(state.scenario)) offer(direction(from, o), Math.min(most, hypot(o.x - from.x, o.y - from.y)), 'toward the objective');
    // Half moves (which claim cover) only toward the nearest enemy and straight ahead or back.
    if (enemies[0]) offer(direction(from, unitCentre(enemies[0])), Math.min(unit.allowance / 2, unitDistance(unit, enemies[0]) - 1.2), `toward ${enemies[0].name}, a short way`);
    // The four points of the compass (the diagonals cost time and won nothing: README, "Moves offered").
    COMPASS_HEADINGS.forEach(({ name, dir }, i) => {
      if (i % 2 === 0) offer(dir, most, name);
      if (i % 4 === 0) offer(dir, unit.allowance / 2, `${name}, a short way`);
    });
  }
  return offers;
}

/** How far the unit gets along an offered way: the farthest legal place found is one the step takes, by the same cost and placing checks (movement.ts). */
export const reachOf = (state: FcState, unit: UnitState, o: Offer): number =>
  o.far * furthestFraction(state, unit, o.dir.x * o.far, o.dir.y * o.far, unit.allowance);

/** The unit's choices from its offers and how far each gets: hold first, then each move of half an inch or more to a place not offered yet. */
export function assembleChoices(unit: UnitState, offers: readonly Offer[], reached: readonly number[]): Choice<FcAction>[] {
  const side = unit.side;
  const out: Choice<FcAction>[] = [{ action: { type: 'pass', side, unitId: unit.id }, label: `${unit.name}: hold and claim cover`, unitId: unit.id }];
  const from = unitCentre(unit);
  const seen: Vec[] = [];
  offers.forEach(({ dir, why }, i) => {
    const d = reached[i]!;
    if (d < 0.5) return;
    const to = { x: from.x + dir.x * d, y: from.y + dir.y * d };
    if (seen.some((p) => Math.abs(p.x - to.x) < 0.5 && Math.abs(p.y - to.y) < 0.5)) return;
    seen.push(to);
    out.push({ action: { type: 'move', side, unitId: unit.id, x: to.x, y: to.y }, label: `${unit.name}: move ${round1(d)}" ${why}`, unitId: unit.id });
  });
  if (kindOf(unit) === 'cavalry') out.push({ action: { type: 'dismount', side, unitId: unit.id, mount: !unit.mounted }, label: `${unit.name}: ${unit.mounted ? 'dismount' : 'mount up'}`, unitId: unit.id });
  return out;
}

/** Phase 1 choices for an officer: stay, join a unit of his without leadership, ride toward his units or toward the front. */
export function officerChoices(state: FcState, leader: LeaderState): Choice<FcAction>[] {
  const side = leader.side;
  const joins: Choice<FcAction>[] = state.units.filter((u) => joinRefusal(state, leader, u) === null)
    .map((u) => ({ action: { type: 'officer-join', side, leaderId: leader.id, unitId: u.id }, label: `${leader.name}: join ${u.name} and lead them heroically`, unitId: leader.id }));
  // A Fanatic "MUST lead heroically each turn".
  if (leader.character === 'fanatic' && !leader.leading && joins.length > 0) return joins;
  const out: Choice<FcAction>[] = [{ action: { type: 'officer-stay', side, leaderId: leader.id }, label: `${leader.name}: stay${leader.leading ? ' with the unit he leads' : ''}`, unitId: leader.id }, ...joins];
  if (leader.character === 'fanatic' && leader.leading) return out;
  const at = leaderAt(state, leader);
  const mine = state.units.filter((u) => onTable(u) && u.side === side && (leader.commanderInChief || u.leaderId === leader.id));
  const ride = (to: Vec, why: string) => {
    const d = hypot(to.x - at.x, to.y - at.y);
    if (d < 1) return;
    // A little short of the whole allowance, so that the rounded point stays within it.
    const k = Math.min(1, (leader.allowance - 0.02) / d);
    const p = { x: Math.round((at.x + (to.x - at.x) * k) * 100) / 100, y: Math.round((at.y + (to.y - at.y) * k) * 100) / 100 };
    out.push({ action: { type: 'officer-move', side, leaderId: leader.id, x: p.x, y: p.y }, label: `${leader.name}: ride ${round1(d * k)}" ${why}`, unitId: leader.id });
  };
  if (mine.length > 0) ride(centroid(mine.map(unitCentre)), leader.commanderInChief ? 'to the middle of the army' : 'to the middle of his units');
  const enemies = state.units.filter((e) => e.side !== side && onTable(e));
  if (enemies.length > 0 && mine.length > 0) {
    const front = centroid(mine.map(unitCentre));
    const enemy = enemies.reduce((a, b) => (hypot(unitCentre(a).x - front.x, unitCentre(a).y - front.y) <= hypot(unitCentre(b).x - front.x, unitCentre(b).y - front.y) ? a : b));
    const c = unitCentre(enemy);
    const dir = direction(front, c);
    // Close behind his units, 6" short of them toward the enemy.
    const near = mine.reduce((a, b) => (hypot(unitCentre(a).x - c.x, unitCentre(a).y - c.y) <= hypot(unitCentre(b).x - c.x, unitCentre(b).y - c.y) ? a : b));
    const p = unitCentre(near);
    ride({ x: p.x - dir.x * 6, y: p.y - dir.y * 6 }, 'up behind his leading unit');
  }
  return out.filter((c, i) => i === 0 || c.action.type !== 'officer-move' || inTable(state, c.action));
}

const inTable = (state: FcState, p: { x: number; y: number }): boolean => p.x >= 0 && p.y >= 0 && p.x <= state.scenario.table.width && p.y <= state.scenario.table.height;
