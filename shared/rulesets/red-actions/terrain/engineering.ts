import { featureDistance } from '../../../geometry/terrain-shapes.ts';
import { headingVector } from '../../../geometry/vec.ts';
import type { ActionOf } from '../actions.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { DIG_IN, FIRE, WIRE_CROSSING } from '../tables/tables-terrain.ts';
import { kindOf, onTable, shiftBases, unitById, unitCentre, unitFacing } from '../troops/units.ts';
import { hasTrait } from '../officers/command.ts';
import { indexOf } from './visibility.ts';
import { featureName } from './terrain.ts';
import { burnDown } from '../sequence/turn-chores.ts';
import { trainOf } from '../vehicles/trains.ts';
import { takeTrain, takeVehicle, trainsToTake, vehiclesToTake } from '../vehicles/captures.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { counted } from '../../../engine/agreement.ts';

/** "Buildings", "Barbed Wire", "Digging in", possession and prisoners. */

export function checkCrossWire(u: RaUnit): string | null {
  return u.inWire && u.status === 'active' ? null : 'the unit is not in wire';
}

/** The 2d6 needed at the wire and whether a roll gets through (engineers cutting a base-wide path as they go). */
export function wireAttempt(roll: number, engineers: boolean): { need: number; crossed: boolean; pathCut: boolean } {
  const need = engineers ? WIRE_CROSSING.engineers : WIRE_CROSSING.infantry;
  return { need, crossed: roll >= need, pathCut: engineers && roll >= need };
}

/** "A score of 9+ indicates that they have crossed… Engineers who score 8+ cut a base wide path." */
export function crossWire(ctx: Ctx, u: RaUnit): void {
  const engineers = hasTrait(ctx.s, u, 'engineers');
  const dice = ctx.dice.roll(2, 6);
  const total = dice[0]! + dice[1]!;
  const { need, crossed: ok } = wireAttempt(total, engineers);
  unitEvent(ctx, 'move', u, `${u.name} works at the wire: ${total} (needs ${need}+)${ok ? ', and is through' : ''}`, {
    roll: explain('Barbed Wire', dice, ok ? (engineers ? 'path cut' : 'crossed') : 'still in the wire', { target: `${need}+` }),
  });
  if (!ok) return;
  const f = headingVector(unitFacing(u));
  if (engineers) { const c = unitCentre(u); ctx.s.wireGaps.push({ wireId: u.inWire!, x: c.x + f.x * 0.6, y: c.y + f.y * 0.6, kind: 'cut' }); }
  shiftBases(u, f.x * 1.5, f.y * 1.5);
  u.inWire = null;
  u.movedThisTurn += 1.5;
}

export function checkDig(u: RaUnit): string | null {
  const kind = kindOf(u);
  if (u.status !== 'active' || (kind !== 'riflemen' && kind !== 'mg' && kind !== 'mortar')) return 'only infantry digs in';
  if (u.movedThisTurn > 0) return 'the unit has moved this turn';
  return u.dugIn >= DIG_IN.maxColumns ? 'the foxholes are as deep as they get' : null;
}

/** ½ a column a move with entrenching tools, else ¼; no evading while digging. */
export function dig(ctx: Ctx, u: RaUnit): void {
  const rate = hasTrait(ctx.s, u, 'entrenching-tools') ? DIG_IN.withTools : DIG_IN.without;
  u.dugIn = Math.min(DIG_IN.maxColumns, u.dugIn + rate);
  u.evading = false;
  unitEvent(ctx, 'note', u, `${u.name} digs in (${counted(u.dugIn, 'column')} of foxholes)`);
}

/** Buildings the unit touches (within 1"), standing. */
export function touchingBuildings(s: RaState, u: RaUnit): string[] {
  if (u.bases.length === 0) return [];
  const index = indexOf(s);
  const xs = u.bases.map((b) => b.x), ys = u.bases.map((b) => b.y);
  const minX = Math.min(...xs) - 1, maxX = Math.max(...xs) + 1, minY = Math.min(...ys) - 1, maxY = Math.max(...ys) + 1;
  const out: string[] = [];
  for (const f of index.features) {
    if (!(f.kind === 'building' || (f.kind === 'area' && f.feature.type === 'built-up'))) continue;
    const bb = f.bounds;
    if (bb.minX > maxX || bb.maxX < minX || bb.minY > maxY || bb.maxY < minY || s.buildings[f.id]?.destroyed) continue;
    if (u.bases.some((b) => featureDistance(f, b.x, b.y) <= 1)) out.push(f.id);
  }
  return out;
}

export function checkFire(s: RaState, u: RaUnit, a: ActionOf<'set-fire'> | ActionOf<'fight-fire'>): string | null {
  if (u.status !== 'active') return 'only a steady unit can do this';
  if (!touchingBuildings(s, u).includes(a.buildingId)) return 'the unit is not touching that building';
  if (a.type === 'fight-fire' && (s.buildings[a.buildingId]?.fire ?? 0) <= 0) return 'the building is not on fire';
  if (a.type === 'set-fire' && (s.buildings[a.buildingId]?.fire ?? 0) > 0) return 'the building is already burning';
  return null;
}

export const setsAlight = (d: number): boolean => d >= FIRE.setOn;
export const fireMarkersPutOut = (d: number): number => FIRE.fightRemoves[d] ?? 0;

/** "On a 3–6, place a terror marker on the building"; fighting it, a 4, 5 or 6 removes 1, 2 or 3. */
export function fire(ctx: Ctx, u: RaUnit, a: ActionOf<'set-fire'> | ActionOf<'fight-fire'>): void {
  const d = ctx.dice.d(6);
  const b = ctx.s.buildings[a.buildingId] ?? { fire: 0, destroyed: false };
  if (a.type === 'set-fire') {
    const lit = setsAlight(d);
    if (lit) b.fire = 1;
    unitEvent(ctx, 'marker', u, `${u.name} tries to fire ${featureName(ctx.s.scenario, a.buildingId)}: ${d}${lit ? ', and it burns' : ''}`, { roll: explain('Buildings', [d], lit ? 'alight' : 'fails to catch', { target: `${FIRE.setOn}+` }) });
  } else {
    const out = fireMarkersPutOut(d);
    b.fire = Math.max(0, b.fire - out);
    unitEvent(ctx, 'marker', u, `${u.name} fights the fire in ${featureName(ctx.s.scenario, a.buildingId)}: ${d}, ${counted(out, 'marker')} removed`, { roll: explain('Buildings', [d], `${out} removed`, { target: '4, 5 or 6' }) });
  }
  ctx.s.buildings[a.buildingId] = b;
  if (b.fire >= FIRE.destroyedAt) burnDown(ctx, a.buildingId);
}

/** What the unit may take possession of: a building it touches, an abandoned train, a stranded vehicle, or prisoners. */
/** Held already: the unit's own building or area, or a building standing inside the built-up area it holds. */
function alreadyHeld(s: RaState, u: RaUnit, id: string): boolean {
  if (u.occupying === null) return false;
  if (id === u.occupying) return true;
  const f = indexOf(s).featureById(id);
  return f?.kind === 'building' && indexOf(s).at({ x: f.feature.x, y: f.feature.y }).some((g) => g.id === u.occupying);
}

export function possessable(s: RaState, u: RaUnit): string[] {
  if (u.status !== 'active' || u.riding) return [];
  const out: string[] = [];
  if (kindOf(u) === 'riflemen' || kindOf(u) === 'mg') out.push(...touchingBuildings(s, u).filter((id) => !alreadyHeld(s, u, id)));
  out.push(...trainsToTake(s, u), ...vehiclesToTake(s, u));
  for (const p of s.prisoners) if (p.heldBy !== u.side && u.bases.some((b) => hypot(b.x - p.x, b.y - p.y) <= 2)) out.push(p.id);
  return out;
}

export function possess(ctx: Ctx, u: RaUnit, targetId: string): void {
  const s = ctx.s;
  const p = s.prisoners.find((x) => x.id === targetId);
  if (p) { p.heldBy = u.side; unitEvent(ctx, 'note', u, `${u.name} takes charge of the prisoners`); return; }
  const v = unitById(s, targetId);
  if (v) {
    const train = trainOf(s, v);
    if (train) takeTrain(ctx, u, train);
    else takeVehicle(ctx, u, v);
    return;
  }
  u.occupying = targetId;
  unitEvent(ctx, 'note', u, `${u.name} takes possession of ${featureName(s.scenario, targetId)}`);
}

export function prisonersNear(s: RaState, u: RaUnit): string[] {
  return s.prisoners.filter((p) => p.heldBy === u.side && onTable(u) && u.bases.some((b) => hypot(b.x - p.x, b.y - p.y) <= 2)).map((p) => p.id);
}

export function eliminatePrisoners(ctx: Ctx, u: RaUnit, id: string): void {
  ctx.s.prisoners = ctx.s.prisoners.filter((p) => p.id !== id);
  unitEvent(ctx, 'note', u, `${u.name} shoots its prisoners`);
}
