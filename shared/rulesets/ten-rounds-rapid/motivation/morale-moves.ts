import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { distanceToSegment } from '../../../geometry/segments.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { LIMBER_PENALTIES, rateFor } from '../movement/movement-table.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, onTable } from '../state.ts';
import { CONTACT_CM, movementOf, moveUnit, towardOwnEdge } from '../movement/movement.ts';
import { cmText, toInches } from '../scale.ts';
import { wayFor } from '../options/weather-going.ts';
import { coverToRetireTo } from './retire-cover.ts';


function clampToTable(state: TrrState, p: Vec): Vec {
  const { width, height } = state.scenario.table;
  return { x: Math.min(width, Math.max(0, p.x)), y: Math.min(height, Math.max(0, p.y)) };
}

/**
 * "retire to the nearest cleared terrain feature, and halt until they can motivate with a score of 10 or more":
 * to the nearest cover within a move away from the enemy, or with none a full move straight back toward its own edge
 * (README: "Retiring"); on-table guns limber up first; a train halts.
 */
export function retire(state: TrrState, u: TrrUnit, dice: Dice, events: GameEvent[]): void {
  u.status = 'halted';
  const kind = kindOf(u);
  if (kind === 'train' || u.immobilised) { events.push({ kind: 'hold', side: u.side, unitId: u.id, text: `${u.name} halt where they are` }); return; }
  if (kind === 'gun' && !u.limbered) {
    const rolls = dice.roll(LIMBER_PENALTIES, 10);
    u.limbered = true;
    u.spentCm += rolls[0]! + rolls[1]!;
    events.push({ kind: 'note', side: u.side, unitId: u.id, text: `${u.name} limber up to retire`, roll: { table: 'movement', column: 'limber (2 penalties)', dice: rolls, modifiers: [], total: rolls[0]! + rolls[1]!, result: `${rolls[0]! + rolls[1]!} cm off the move`, rule: 'Ten Rounds Rapid: 11 Movement' } });
  }
  const cover = coverToRetireTo(state, u);
  if (cover) {
    events.push({ kind: 'note', side: u.side, unitId: u.id, text: `${u.name} retire to ${cover.name}` });
    moveUnit(state, u, cover.to, false, dice, events);
  } else {
    events.push({ kind: 'note', side: u.side, unitId: u.id, text: `${u.name} find no cleared cover within a move: they retire toward their own table edge` });
    moveBack(state, u, dice, events);
  }
  u.band = 'retire';
}

/** A full move straight back toward the unit's own edge, what it has spent this move taken off; returns where it aimed. */
export function moveBack(state: TrrState, u: TrrUnit, dice: Dice, events: GameEvent[]): Vec {
  const rate = Math.max(0, (rateFor(movementOf(u), false) ?? 0) - u.spentCm);
  const wanted = towardOwnEdge(state, u, rate);
  const to = clampToTable(state, wanted);
  const path = wayFor(state, movementOf(u), centreOf(u), to);
  if (!path.closed && rate > 0) moveUnit(state, u, to, false, dice, events);
  return wanted;
}

/**
 * "routs, moving towards the edge of the table it entered from. If it cannot get off table it will surrender to the
 * first enemy unit in its path. No firing." (README: "Rout and surrender").
 */
export function rout(state: TrrState, u: TrrUnit, dice: Dice, events: GameEvent[]): void {
  u.status = 'routing';
  u.band = 'rout';
  const from = centreOf(u);
  const rate = rateFor(movementOf(u), false) ?? 0;
  const goal = towardOwnEdge(state, u, rate);
  const captor = enemyInPath(state, u, from, clampToTable(state, goal));
  const closed = wayFor(state, movementOf(u), from, clampToTable(state, goal)).closed;
  if (captor || closed || u.immobilised || kindOf(u) === 'train') {
    u.status = 'surrendered';
    events.push({ kind: 'rout', side: u.side, unitId: u.id, text: captor ? `${u.name} rout into ${captor.name} and surrender` : `${u.name} cannot get away and surrender` });
    return;
  }
  events.push({ kind: 'rout', side: u.side, unitId: u.id, text: `${u.name} rout toward their own table edge, ${cmText(rate)} at most` });
  u.moved = false;
  moveUnit(state, u, clampToTable(state, goal), false, dice, events);
  if (offEdge(state, u, goal)) {
    u.status = 'gone';
    events.push({ kind: 'rout', side: u.side, unitId: u.id, text: `${u.name} run off the table` });
  }
}

/** Whether the routers reached their edge: the way ran past it and they stand at it. */
function offEdge(state: TrrState, u: TrrUnit, goal: Vec): boolean {
  const c = centreOf(u);
  const { width, height } = state.scenario.table;
  const past = goal.x < 0 || goal.y < 0 || goal.x > width || goal.y > height;
  const atEdge = c.x <= 0.5 || c.y <= 0.5 || c.x >= width - 0.5 || c.y >= height - 0.5;
  return past && atEdge;
}

function enemyInPath(state: TrrState, u: TrrUnit, from: Vec, to: Vec): TrrUnit | null {
  for (const e of state.units) {
    if (e.side === u.side || !onTable(e) || e.status === 'routing') continue;
    if (e.pieces.some((p) => distanceToSegment(p, from, to) < toInches(CONTACT_CM * 2))) return e;
  }
  return null;
}

/**
 * An AFV's "Retire" hit: "a half move (if on road, use Road rate) away from the firing unit" (an immobile one stays):
 * half the road rate where the way straight away keeps to a road, else half the cross-country rate.
 */
export function retireFrom(state: TrrState, u: TrrUnit, firer: TrrUnit, dice: Dice, events: GameEvent[]): void {
  if (u.immobilised || kindOf(u) === 'train') return;
  const from = centreOf(u), away = centreOf(firer);
  const d = hypot(from.x - away.x, from.y - away.y) || 1;
  const awayBy = (cm: number) => clampToTable(state, { x: from.x + ((from.x - away.x) / d) * toInches(cm / 2), y: from.y + ((from.y - away.y) / d) * toInches(cm / 2) });
  const byRoad = awayBy(rateFor(movementOf(u), true) ?? 0);
  const to = wayFor(state, movementOf(u), from, byRoad).onRoad ? byRoad : awayBy(rateFor(movementOf(u), false) ?? 0);
  if (wayFor(state, movementOf(u), from, to).closed) return;
  const moved = u.moved;
  moveUnit(state, u, to, false, dice, events);
  u.moved = moved || u.moved;
}
