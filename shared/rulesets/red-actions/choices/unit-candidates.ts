import type { Formation, RaState, RaUnit } from '../state.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { UnitAction } from '../segment/unit-action.ts';
import { checkUnitAction, stateAllows } from '../segment/legality.ts';
import { cardFor, kindOf, unitCentre, unitDistance } from '../troops/units.ts';
import { hasTrait, isOfficerUnit } from '../officers/command.ts';
import { checkShotBasics, legalTargets } from '../segment/legality-move.ts';
import { furthestToward, moveCandidates, objectivePoints } from './move-candidates.ts';
import { scoutableFeatures } from '../terrain/ambush.ts';
import { possessable, prisonersNear, touchingBuildings } from '../terrain/engineering.ts';
import { trainCommands, trainOf } from '../vehicles/trains.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { nearestEnemyCentre } from '../troops/positions.ts';
import { attackAims, bestFirst } from './attack-candidates.ts';
import { fireMoveRow } from '../shooting/fire-flow.ts';
import { MOVING_AND_SHOOTING } from '../tables/tables-misc.ts';
import { buildingFireCandidates, divideCandidates, limberCandidates, ridingCandidates, weaponsCandidates } from './extra-candidates.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** Every concrete action worth offering a unit now; each one passes the same checks `step` applies. */
export function unitCandidates(s: RaState, u: RaUnit, used: readonly string[] = []): UnitAction[] {
  const side = u.side;
  const id = u.id;
  const raw: UnitAction[] = [];
  const checked: UnitAction[] = [];
  const add = (a: UnitAction) => raw.push(a);
  if (u.status === 'routing' || u.offTable) {
    add({ type: 'rally-rout', side, unitId: id });
    add({ type: 'rout-on', side, unitId: id });
  } else if (u.status === 'reserve') {
    add({ type: 'enter', side, unitId: id });
    add({ type: 'hold', side, unitId: id });
  } else if (kindOf(u) === 'train-engine') {
    const train = trainOf(s, u);
    if (train) for (const command of trainCommands(s, train)) add({ type: 'train', side, unitId: id, command });
    add({ type: 'rally-rout', side, unitId: id });
  } else {
    // Targets come from the same priority and sight checks a shot must pass.
    if (!used.includes('shoot')) {
      // A fire-then-advance shot is built from the first legal target and a move checked as the shot would check
      // it, so the shot's own basics are all that is left to check.
      shootingCandidates(s, u, (a) => {
        if (a.type !== 'shoot') return;
        if (checkShotBasics(s, u, a) === null) checked.push(a);
      });
    }
    for (const e of s.units) if (e.side !== side && (e.status === 'active' || e.status === 'routing') && unitDistance(u, e) <= cardFor(u).move + 3) add({ type: 'charge', side, unitId: id, targetId: e.id });
    // Move candidates are built legal already; checking them again would double the cost.
    if (!used.includes('move') && u.concealment !== 'ambush' && !u.horsesFor) checked.push(...moveCandidates(s, u));
    add({ type: 'hold', side, unitId: id });
    if (cardFor(u).evasive !== null && !u.evading) add({ type: 'hold', side, unitId: id, evading: true });
    add({ type: 'rally-terror', side, unitId: id });
    if (!used.includes('shoot')) buildingFireCandidates(s, u, add);
    extras(s, u, add);
    changes(s, u, add);
  }
  if (used.length > 0) add({ type: 'end-segment', side, unitId: id });
  const rest = raw.filter((a) => !used.includes(a.type) && checkUnitAction(s, u, a) === null);
  return bestFirst(s, u, [...checked.filter((a) => stateAllows(u, a) === null), ...rest]);
}

/**
 * Whether `unitCandidates(s, u)` offers anything, at the start of the unit's segment: one of the plain actions it
 * always tries (hold, rally, rout on, enter) passing the step's checks answers it before any move or shot is built.
 */
export function offersUnitCandidate(s: RaState, u: RaUnit): boolean {
  const side = u.side;
  const unitId = u.id;
  const plain: UnitAction[] = u.status === 'routing' || u.offTable ? [{ type: 'rally-rout', side, unitId }, { type: 'rout-on', side, unitId }]
    : u.status === 'reserve' ? [{ type: 'enter', side, unitId }, { type: 'hold', side, unitId }]
      : kindOf(u) === 'train-engine' ? [{ type: 'rally-rout', side, unitId }]
        : [{ type: 'hold', side, unitId }, { type: 'rally-terror', side, unitId }];
  return plain.some((a) => checkUnitAction(s, u, a) === null) || unitCandidates(s, u).length > 0;
}

function shootingCandidates(s: RaState, u: RaUnit, add: (a: UnitAction) => void): void {
  if (cardFor(u).shooting <= 0 || isOfficerUnit(u)) return;
  const aimed = legalTargets(s, u, 'aimed', null);
  for (const t of aimed.slice(0, 4)) add({ type: 'shoot', side: u.side, unitId: u.id, targetId: t.id, mode: 'aimed' });
  if (hasTrait(s, u, 'gas')) for (const t of legalTargets(s, u, 'gas', null).slice(0, 2)) add({ type: 'shoot', side: u.side, unitId: u.id, targetId: t.id, mode: 'gas' });
  const first = aimed[0];
  if (first) for (const then of fireThenAdvance(s, u)) add({ type: 'shoot', side: u.side, unitId: u.id, targetId: first.id, mode: 'aimed', then });
  for (const t of legalTargets(s, u, 'speculative', null).filter((t) => t.concealment !== 'none').slice(0, 2)) {
    add({ type: 'shoot', side: u.side, unitId: u.id, targetId: t.id, mode: 'speculative' });
  }
  if (cardFor(u).gun && aimed.length === 0) {
    // Observed indirect fire: ask the two friendly units nearest the enemy to spot for the guns.
    const enemy = nearestEnemyCentre(s, u);
    const observers = s.units.filter((o) => o.side === u.side && o.status === 'active' && o.id !== u.id && o.bases.length > 0 && enemy)
      .sort((a, b) => distanceTo(a, enemy!) - distanceTo(b, enemy!)).slice(0, 2);
    for (const o of observers) {
      const t = legalTargets(s, u, 'indirect', o)[0];
      if (t) { add({ type: 'shoot', side: u.side, unitId: u.id, targetId: t.id, mode: 'indirect', observerId: o.id }); break; }
    }
  }
  if (aimed.length === 0) {
    const h = legalTargets(s, u, 'harassing', null)[0];
    if (h) add({ type: 'shoot', side: u.side, unitId: u.id, targetId: h.id, mode: 'harassing' });
  }
}

/** Scouting, repairs, officers joining and leaving, ordering ambushers out. */
function extras(s: RaState, u: RaUnit, add: (a: UnitAction) => void): void {
  const side = u.side, unitId = u.id;
  const c = unitCentre(u);
  const features = scoutableFeatures(s, u).slice(0, 2);
  for (const featureId of features) add({ type: 'scout', side, unitId, featureId });
  if (u.vehicle) add({ type: 'repair', side, unitId });
  if (!isOfficerUnit(u)) return;
  if (u.attachedTo) add({ type: 'detach', side, unitId });
  const friends = s.units.filter((f) => f.side === side && f.status === 'active' && !isOfficerUnit(f) && !isTrainKind(kindOf(f)))
    .sort((a, b) => unitDistance(u, a) - unitDistance(u, b));
  const near = friends[0];
  if (near) {
    add({ type: 'attach', side, unitId, toUnitId: near.id, personalCommand: false });
    add({ type: 'attach', side, unitId, toUnitId: near.id, personalCommand: true });
  }
  for (const a of s.units) if (a.side === side && a.concealment === 'ambush') add({ type: 'order-out', side, unitId, ambushId: a.id });
  // Ride to the most shaken unit that is not yet led.
  const shaken = friends.filter((f) => f.terror + f.humiliated > 0 && !s.units.some((o) => o.attachedTo === f.id))[0];
  if (shaken) {
    const to = furthestToward(s, u, unitCentre(shaken), null, 'line', {});
    if (to && hypot(to.to.x - c.x, to.to.y - c.y) > 0.5) add({ type: 'move', side, unitId, to: to.to, facing: to.facing, formation: 'line' });
  }
}

/** Changes of state: hiding, digging, possession, limbering, mounting, boarding, weapons, wire, fire, dividing and combining. */
function changes(s: RaState, u: RaUnit, add: (a: UnitAction) => void): void {
  const side = u.side, unitId = u.id;
  add({ type: 'hide', side, unitId });
  add({ type: 'dig', side, unitId });
  add({ type: 'cross-wire', side, unitId });
  for (const targetId of possessable(s, u)) add({ type: 'possess', side, unitId, targetId });
  limberCandidates(s, u, add);
  ridingCandidates(s, u, add);
  weaponsCandidates(u, add);
  if (cardFor(u).dismountsAs) add({ type: 'dismount', side, unitId });
  if (u.mountedType) add({ type: 'mount', side, unitId });
  for (const buildingId of touchingBuildings(s, u).slice(0, 1)) {
    add({ type: (s.buildings[buildingId]?.fire ?? 0) > 0 ? 'fight-fire' : 'set-fire', side, unitId, buildingId });
  }
  for (const prisonersId of prisonersNear(s, u)) add({ type: 'eliminate-prisoners', side, unitId, prisonersId });
  for (const f of s.units) if (f.id !== u.id && f.side === side && f.type === u.type) add({ type: 'combine', side, unitId, withId: f.id });
  divideCandidates(s, u, add);
}

const distanceTo = (u: RaUnit, p: { x: number; y: number }): number => Math.min(...u.bases.map((b) => hypot(b.x - p.x, b.y - p.y)));

/**
 * "Move, with the option of shooting first": troops that may still move after firing (riflemen at full speed,
 * sabres and armoured cars at half) fire and then close on the objective or its nearest defender.
 */
function fireThenAdvance(s: RaState, u: RaUnit): { to: Vec; facing: number }[] {
  const row = fireMoveRow(u);
  const after = row ? MOVING_AND_SHOOTING[row].moveAfter : 0;
  if (typeof after !== 'number' || after <= 0) return [];
  const formation: Formation = u.formation === 'loose' ? 'line' : u.formation;
  const o = { fraction: after, ...(u.evading && cardFor(u).evasive !== null && !u.acted ? { evading: true } : {}) };
  const goal = objectivePoints(s, u.side)[0];
  const aims = [...attackAims(s, u).map((a) => a.point), ...(goal ? [goal] : [])];
  const out: { to: Vec; facing: number }[] = [];
  for (const aim of aims) {
    const then = furthestToward(s, u, aim, null, formation, o);
    if (then && !out.some((t) => hypot(t.to.x - then.to.x, t.to.y - then.to.y) < 0.5)) out.push(then);
  }
  return out;
}
