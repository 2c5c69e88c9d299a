import { type Vec, angleBetween, headingOf } from '../../../geometry/vec.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';
import { hasAnyTag } from '../../../engine/scenario-units.ts';
import type { ActionOf } from '../actions.ts';
import type { UnitAction } from '../segment/unit-action.ts';
import type { Formation, RaState, RaUnit } from '../state.ts';
import { cardFor, kindOf, layoutBases, round, unitCentre, unitDistance, unitFacing } from '../troops/units.ts';
import { chargeFace, checkCharge } from '../charge/charge.ts';
import { APPROACH_LIMIT, CHARGE_WHEEL_LIMIT } from '../tables/tables-terrain.ts';
import { baseShape, shapeEdgeDistance } from '../../../geometry/base.ts';
import { shapeOf } from '../troops/base-shapes.ts';
import { canEverCharge } from '../charge/charge-rules.ts';
import { combatStrength } from '../charge/combat.ts';
import { isOfficerUnit } from '../officers/command.ts';
import { moveAllowance } from '../movement/movement.ts';
import { checkMoveTo } from '../segment/legality-move.ts';
import { memoWhileListing } from '../terrain/visibility.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * What an attacker should be offered first: the enemy units it has to drive out of the objective, moves that
 * close on them (into charge reach, facing them, or to close range for fire), and charges it can win.
 */

export interface AttackAim { label: string; point: Vec }

/** Known enemy units standing in an area this side must clear (or hold): the ones an attack has to dislodge. */
export function objectiveDefenders(s: RaState, side: 'red' | 'white'): RaUnit[] {
  const out: RaUnit[] = [];
  for (const v of s.scenario.victory) {
    if ((v.type !== 'clear-area' && v.type !== 'hold-area') || v.winner !== side) continue;
    const area = s.scenario.terrain.find((t) => t.id === v.areaId);
    if (!area || area.kind !== 'area') continue;
    for (const e of s.units) {
      if (e.side === side || e.status !== 'active' || e.concealment !== 'none' || out.includes(e)) continue;
      if (v.type === 'clear-area' && !hasAnyTag(s.scenario, e.id, v.tags)) continue;
      if (e.bases.some((b) => pointInPolygon(b, area.polygon))) out.push(e);
    }
  }
  return out;
}

/** Troops that close on the enemy to fight: not officers, guns, trains or mortars. */
function closesIn(u: RaUnit): boolean {
  const kind = kindOf(u);
  return kind === 'riflemen' || kind === 'sabres' || kind === 'mg' || kind === 'tachanka' || kind === 'armoured-car' || kind === 'tank';
}

/**
 * Places worth moving an attacker toward: the 2" limit in front of the nearest defender of the objective
 * (facing it, so the defender is in sight and a charge next segment need not wheel), and, for troops that
 * shoot, the edge of close range (half the card's range), where fire is no longer halved.
 */
export function attackAims(s: RaState, u: RaUnit): AttackAim[] {
  // Asked for both a unit's moves and its fire-then-advance options.
  return memoWhileListing(s, `attack-aims ${u.id}`, () => workOutAttackAims(s, u));
}

function workOutAttackAims(s: RaState, u: RaUnit): AttackAim[] {
  if (!closesIn(u) || isOfficerUnit(u)) return [];
  const c = unitCentre(u);
  let nearest: { e: RaUnit; at: Vec; d: number } | null = null;
  for (const e of objectiveDefenders(s, u.side)) {
    const at = unitCentre(e);
    const d = hypot(at.x - c.x, at.y - c.y);
    if (!nearest || d < nearest.d) nearest = { e, at, d };
  }
  if (!nearest || nearest.d < 1e-6) return [];
  const { e, at, d } = nearest;
  const short = (by: number): Vec => ({ x: at.x - ((at.x - c.x) / d) * by, y: at.y - ((at.y - c.y) / d) * by });
  const aims: AttackAim[] = [];
  const limit = closestAllowed(u, e, c, d);
  if (limit !== null && d - limit > 0.5) aims.push({ label: 'at the defenders of the objective', point: short(limit) });
  const card = cardFor(u);
  const close = card.range / 2 - 0.5;
  if (card.shooting > 0 && limit !== null && close > limit + 0.5 && d > close + 0.5) aims.push({ label: 'to close range of the defenders', point: short(close) });
  return aims;
}

/** Aimed this far outside the 2" limit: near enough to make out troops lying still in cover. */
const AT_THE_LIMIT = APPROACH_LIMIT + 0.02;

/**
 * How far short of the enemy's centre the unit's centre may stop on the line between them, facing along it,
 * with the bases still outside the 2" approach limit; null when it stands at the limit already. Closing along
 * the line shrinks the gap about inch for inch, so a few corrections find the spot.
 */
function closestAllowed(u: RaUnit, e: RaUnit, c: Vec, d: number): number | null {
  const at = unitCentre(e);
  const heading = headingOf({ x: at.x - c.x, y: at.y - c.y });
  const formation: Formation = u.formation === 'loose' ? 'line' : u.formation;
  const size = cardFor(u).base;
  const theirs = cardFor(e).base;
  const gapAt = (short: number): number => {
    const p = { x: at.x - ((at.x - c.x) / d) * short, y: at.y - ((at.y - c.y) / d) * short };
    let gap = Infinity;
    for (const r of layoutBases(p, heading, u.bases.length, formation, size)) {
      const mine = baseShape({ ...r, ...size });
      for (const b of e.bases) gap = Math.min(gap, shapeEdgeDistance(mine, shapeOf(b, theirs.width, theirs.depth)));
    }
    return gap;
  };
  if (gapAt(d) < AT_THE_LIMIT) return null;
  let short = Math.min(d, AT_THE_LIMIT + (size.depth + theirs.depth) / 2);
  for (let i = 0; i < 4; i++) {
    const gap = gapAt(short);
    if (gap >= AT_THE_LIMIT && gap < AT_THE_LIMIT + 0.01) return short;
    short = Math.min(d, Math.max(0, short + AT_THE_LIMIT - gap + (gap < AT_THE_LIMIT ? 0.005 : 0)));
  }
  return gapAt(short) >= AT_THE_LIMIT ? short : null;
}

/**
 * "Charges into contact that can win": the target is running, a gun (its crew give up), or a vehicle charges it
 * (troops that stand are overrun); otherwise the charger must be at least as strong in the combat that
 * follows (the charger wins ties), counting a flank or rear contact.
 */
export function chargeCanWin(s: RaState, u: RaUnit, target: RaUnit): boolean {
  if (target.status === 'routing') return true;
  const kind = kindOf(u);
  if (kind === 'tank' || kind === 'armoured-car') return true;
  if (kindOf(target) === 'field-gun') return true;
  const situation = { defenderFlanked: chargeFace(u, target) !== 'front', counterCharge: false };
  const mine = combatStrength(s, u, target, 'charger', situation).value;
  const theirs = combatStrength(s, target, u, 'defender', situation).value;
  return mine >= theirs;
}

/**
 * "The charge must not wheel more than 45°": a unit within reach of an enemy it faces away from is offered a
 * turn to face it (in place, or a step back if turning there would close on the enemy), so it can charge in
 * its next segment. Only targets the charge rules would then allow are considered, nearest first.
 */
export function faceToCharge(s: RaState, u: RaUnit): ActionOf<'move'>[] {
  if (!canEverCharge(kindOf(u)) || u.status !== 'active' || u.bases.length === 0) return [];
  const formation: Formation = u.formation === 'loose' ? 'line' : u.formation;
  const size = cardFor(u).base;
  const from = unitCentre(u);
  const facing = unitFacing(u);
  // A unit that chose to evade when shot at keeps evading for the rest of the turn (as a move checks it).
  const locked = u.evading && !u.acted && cardFor(u).evasive !== null;
  const reach = moveAllowance(s, u) + 3;
  const out: ActionOf<'move'>[] = [];
  const near = s.units.filter((e) => e.side !== u.side && e.status === 'active' && e.concealment === 'none' && unitDistance(u, e) <= reach)
    .sort((a, b) => unitDistance(u, a) - unitDistance(u, b));
  for (const e of near) {
    if (out.length >= 2) break;
    const at = unitCentre(e);
    const bearing = headingOf({ x: at.x - from.x, y: at.y - from.y });
    if (angleBetween(facing, bearing) <= CHARGE_WHEEL_LIMIT) continue;
    const d = Math.max(1e-6, hypot(at.x - from.x, at.y - from.y));
    for (const back of [0, 1]) {
      const to = { x: round(from.x - ((at.x - from.x) / d) * back), y: round(from.y - ((at.y - from.y) / d) * back) };
      const face = round(bearing);
      const probe: RaUnit = { ...u, bases: layoutBases(to, face, u.bases.length, formation, size) };
      if (!checkCharge(s, probe, e, false).ok || checkMoveTo(s, u, to, face, formation, { evading: locked }) !== null) continue;
      out.push({ type: 'move', side: u.side, unitId: u.id, to, facing: face, formation, ...(locked ? { evading: true } : {}) });
      break;
    }
  }
  return out;
}

/** Whether the unit stands in an area the enemy must clear: there, holding on is the safe default. */
function holdsObjective(s: RaState, u: RaUnit): boolean {
  return s.scenario.victory.some((v) => {
    if (v.type !== 'clear-area' || v.winner === u.side || !hasAnyTag(s.scenario, u.id, v.tags)) return false;
    const area = s.scenario.terrain.find((t) => t.id === v.areaId);
    return !!area && area.kind === 'area' && u.bases.some((b) => pointInPolygon(b, area.polygon));
  });
}

/**
 * The order a unit's options are listed in, which is also the AI's tie-break among options it cannot tell
 * apart before trying them: a defender standing in the objective takes possession of its cover or holds first,
 * and charges (which would carry it out) last; an attacker's charges that can win at the objective's defenders come first; hopeless charges last.
 */
export function bestFirst(s: RaState, u: RaUnit, options: readonly UnitAction[]): UnitAction[] {
  const targetOf = (a: UnitAction): RaUnit | undefined => (a.type === 'charge' ? s.units.find((e) => e.id === a.targetId) : undefined);
  const charges = options.filter((a) => a.type === 'charge');
  const others = options.filter((a) => a.type !== 'charge');
  const winning = charges.filter((a) => { const t = targetOf(a); return !!t && chargeCanWin(s, u, t); });
  const hopeless = charges.filter((a) => !winning.includes(a));
  if (holdsObjective(s, u)) {
    // Taking possession of the building or town it stands in gives hard cover (one retire a turn ignored).
    const hold = others.filter((a) => (a.type === 'hold' && !a.evading) || (a.type === 'possess' && s.scenario.terrain.some((t) => t.id === a.targetId)));
    hold.sort((a, b) => (a.type === 'possess' ? 0 : 1) - (b.type === 'possess' ? 0 : 1));
    return [...hold, ...others.filter((a) => !hold.includes(a)), ...winning, ...hopeless];
  }
  const defenders = objectiveDefenders(s, u.side);
  const atObjective = winning.filter((a) => defenders.some((d) => d === targetOf(a)));
  const otherWinning = winning.filter((a) => !atObjective.includes(a));
  const firstHold = others.findIndex((a) => a.type === 'hold');
  const beforeHold = firstHold < 0 ? others : others.slice(0, firstHold);
  const fromHold = firstHold < 0 ? [] : others.slice(firstHold);
  return [...atObjective, ...beforeHold, ...otherWinning, ...fromHold, ...hopeless];
}
