import { type Vec, angleBetween, headingOf } from '../../../geometry/vec.ts';
import { polygonCentroid } from '../../../geometry/polygon.ts';
import type { ActionOf } from '../actions.ts';
import type { Formation, RaState, RaUnit } from '../state.ts';
import { cardFor, kindOf, round, unitCentre, unitFacing } from '../troops/units.ts';
import { type MoveOptions, basesAfter, moveAllowance, moveClassOf, turnCost } from '../movement/movement.ts';
import { legGoing, reachAlong } from '../movement/going.ts';
import { checkMoveTo, immobileReason } from '../segment/legality-move.ts';
import { nearestEnemyCentre } from '../troops/positions.ts';
import { indexOf } from '../terrain/visibility.ts';
import { CONCEALING_AREAS } from '../terrain/terrain.ts';
import { ROAD_BONUS } from '../tables/tables-terrain.ts';
import { attackAims, faceToCharge } from './attack-candidates.ts';
import { detourToward } from './detours.ts';
import { columnGroundRefusal, mustColumnInCover } from '../movement/column-ground.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * Concrete move destinations for the AI: toward the scenario's objectives, toward and away from the nearest
 * enemy, into the nearest cover, each as far as the move allows and legal as it stands.
 */

/** `advance`: a move toward the objective or the enemy, worth a detour when the straight way is barred. */
export interface Aim { label: string; point: Vec; faceTravel: boolean; advance?: boolean }

export function objectivePoints(s: RaState, side: 'red' | 'white'): Vec[] {
  const out: Vec[] = [];
  for (const v of s.scenario.victory) {
    if (v.type !== 'clear-area' && v.type !== 'hold-area') continue;
    const f = s.scenario.terrain.find((t) => t.id === v.areaId);
    if (f && f.kind === 'area' && (v.winner === side || v.type === 'hold-area')) out.push(polygonCentroid(f.polygon));
  }
  for (const f of s.scenario.terrain) if (f.kind === 'point' && (f.type === 'objective' || f.type === 'station')) out.push({ x: f.x, y: f.y });
  return out;
}

function nearestCover(s: RaState, u: RaUnit, within: number): Vec | null {
  const c = unitCentre(u);
  const hit = indexOf(s).nearest(c, (f) => f.kind === 'building' || (f.kind === 'area' && CONCEALING_AREAS.includes(f.feature.type)), within);
  if (!hit || hit.distance === 0) return null;
  const f = hit.feature;
  if (f.kind === 'building') return { x: f.feature.x, y: f.feature.y };
  if (f.kind === 'area') return polygonCentroid(f.feature.polygon);
  return null;
}

export function aimsFor(s: RaState, u: RaUnit): Aim[] {
  const c = unitCentre(u);
  const aims: Aim[] = [];
  for (const v of s.scenario.victory) {
    if (v.type !== 'exit-units' || !v.unitIds.includes(u.id)) continue;
    const { width, height } = s.scenario.table;
    const point = v.edge === 'south' ? { x: c.x, y: 0 } : v.edge === 'north' ? { x: c.x, y: height } : v.edge === 'west' ? { x: 0, y: c.y } : { x: width, y: c.y };
    aims.push({ label: 'toward the exit', point, faceTravel: true });
  }
  const objectives = objectivePoints(s, u.side).sort((a, b) => hypot(a.x - c.x, a.y - c.y) - hypot(b.x - c.x, b.y - c.y));
  // The attacker's precise aims first: a coarser move to nearly the same spot is then the one dropped.
  for (const a of attackAims(s, u)) aims.push({ ...a, faceTravel: true, advance: true });
  if (objectives[0]) aims.push({ label: 'toward the objective', point: objectives[0], faceTravel: true, advance: true });
  const enemy = nearestEnemyCentre(s, u);
  if (enemy) {
    const d = hypot(enemy.x - c.x, enemy.y - c.y);
    if (d > 3) aims.push({ label: 'toward the enemy', point: { x: enemy.x - ((enemy.x - c.x) / d) * 3, y: enemy.y - ((enemy.y - c.y) / d) * 3 }, faceTravel: true });
    aims.push({ label: 'away from the enemy', point: { x: c.x - ((enemy.x - c.x) / Math.max(d, 1e-6)) * 20, y: c.y - ((enemy.y - c.y) / Math.max(d, 1e-6)) * 20 }, faceTravel: true });
  }
  const cover = nearestCover(s, u, moveAllowance(s, u) * 2);
  if (cover) aims.push({ label: 'into cover', point: cover, faceTravel: !enemy });
  return aims;
}

/** The furthest legal point on the straight line toward `aim`, or null if the unit can barely move that way. */
export function furthestToward(s: RaState, u: RaUnit, aim: Vec, facing: number | null, formation: Formation, o: MoveOptions): { to: Vec; facing: number } | null {
  const from = unitCentre(u);
  const full = hypot(aim.x - from.x, aim.y - from.y);
  if (full < 0.5) return null;
  const dir = { x: (aim.x - from.x) / full, y: (aim.y - from.y) / full };
  const travel = headingOf(dir);
  const face = (_to: Vec) => facing ?? travel;
  const at = (d: number) => ({ x: round(from.x + dir.x * d), y: round(from.y + dir.y * d) });
  const hi = Math.min(full, moveAllowance(s, u, o) + ROAD_BONUS);
  const going = legGoing(s, indexOf(s), moveClassOf(s, u), from, at(hi), formation === 'column');
  const turning = turnCost(u, unitFacing(u), travel) + turnCost(u, travel, face(at(hi)));
  const lo = Math.min(hi, reachAlong(going, moveAllowance(s, u, o) + (going.allOnRoad && formation === 'column' ? ROAD_BONUS : 0), turning));
  for (let d = lo, tries = 0; d >= 0.5 && tries < 3; d -= 1, tries++) {
    const to = at(d);
    if (checkMoveTo(s, u, to, face(to), formation, o) === null) return { to, facing: round(face(to)) };
  }
  return null;
}

export function moveCandidates(s: RaState, u: RaUnit): ActionOf<'move'>[] {
  if (u.status !== 'active' || immobileReason(u)) return [];
  const formation: Formation = u.formation === 'loose' ? 'line' : u.formation;
  const out: ActionOf<'move'>[] = [];
  const evasive = cardFor(u).evasive !== null && (kindOf(u) === 'riflemen' || kindOf(u) === 'mg');
  // A unit that chose to evade when shot at keeps evading for the rest of the turn.
  const locked = u.evading && cardFor(u).evasive !== null;
  for (const aim of aimsFor(s, u)) {
    const o: MoveOptions = locked ? { evading: true } : {};
    let found = furthestToward(s, u, aim.point, null, formation, o);
    if (aim.advance && madeLittleWay(s, u, found, o)) {
      // The straight way is barred short of the aim: go round or over the obstacle instead.
      const detour = detourToward(s, u, aim.point);
      found = (detour && furthestToward(s, u, detour, null, formation, o)) ?? found;
    }
    const column = inColumnIfFurther(s, u, aim.point, formation, o, found);
    if (column) out.push({ type: 'move', side: u.side, unitId: u.id, to: column.to, facing: column.facing, formation: 'column', ...(locked ? { evading: true } : {}) });
    else if (found) out.push({ type: 'move', side: u.side, unitId: u.id, to: found.to, facing: found.facing, formation, ...(locked ? { evading: true } : {}) });
    if (evasive && !locked && aim.label === 'into cover') {
      const ev = furthestToward(s, u, aim.point, null, formation, { evading: true });
      if (ev) out.push({ type: 'move', side: u.side, unitId: u.id, to: ev.to, facing: ev.facing, formation, evading: true });
    }
  }
  out.push(...faceToCharge(s, u));
  return dedupe(out);
}

/**
 * Troops other than infantry go into woods and buildings only in column: where the move in the unit's own formation
 * is barred from that ground, the same move in column, when it gets at least half an inch further.
 */
function inColumnIfFurther(s: RaState, u: RaUnit, aim: Vec, formation: Formation, o: MoveOptions, found: { to: Vec } | null): { to: Vec; facing: number } | null {
  if (formation === 'column' || !mustColumnInCover(s, u)) return null;
  const column = furthestToward(s, u, aim, null, 'column', o);
  if (!column) return null;
  const from = unitCentre(u);
  // Only a move the rule itself bars in the unit's formation (a column on a road gets further anyway).
  if (columnGroundRefusal(s, u, from, column.to, basesAfter(u, column.to, column.facing, formation), formation) === null) return null;
  const reach = (p: { to: Vec } | null): number => (p ? hypot(p.to.x - from.x, p.to.y - from.y) : 0);
  return reach(column) >= reach(found) + 0.5 ? column : null;
}

/** A move that gets less than half the allowance along (or nowhere). */
function madeLittleWay(s: RaState, u: RaUnit, found: { to: Vec } | null, o: MoveOptions): boolean {
  if (!found) return true;
  const from = unitCentre(u);
  return hypot(found.to.x - from.x, found.to.y - from.y) < moveAllowance(s, u, o) / 2;
}

function dedupe(list: ActionOf<'move'>[]): ActionOf<'move'>[] {
  const out: ActionOf<'move'>[] = [];
  // A turn to face someone else on the same spot is a different move.
  for (const a of list) if (!out.some((b) => hypot(a.to.x - b.to.x, a.to.y - b.to.y) < 0.5 && a.evading === b.evading && angleBetween(a.facing, b.facing) < 20)) out.push(a);
  return out;
}
