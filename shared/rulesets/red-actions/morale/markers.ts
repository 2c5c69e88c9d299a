import type { Vec } from '../../../geometry/vec.ts';
import type { RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { kindOf, markerCount, onTable, overwhelmed, unitCentre } from '../troops/units.ts';
import { isVehicleKind } from '../troops/troop-card.ts';
import { nearestEnemyCentre } from '../troops/positions.ts';
import { counted } from '../../../engine/agreement.ts';

/** Terror, humiliated and pinned markers, and losing bases ("Definitions", "Shooting Results"). */

/** Where a unit should run from: the cause if known, else the nearest enemy. */
export function threatPoint(ctx: Ctx, u: RaUnit, from: Vec | null): Vec {
  return from ?? nearestEnemyCentre(ctx.s, u) ?? { x: unitCentre(u).x, y: u.side === 'red' ? ctx.s.scenario.table.height : 0 };
}

/** "When these exceed the number of bases in the unit, the unit immediately routs." */
export function routIfOverwhelmed(ctx: Ctx, u: RaUnit, from: Vec | null): boolean {
  if (!onTable(u) || u.status === 'routing' || !overwhelmed(u.bases.length, markerCount(u))) return false;
  ctx.s.agenda.unshift({ t: 'rout', unitId: u.id, from: threatPoint(ctx, u, from), cause: `${counted(markerCount(u), 'terror marker')} on ${counted(u.bases.length, 'base')}` });
  return true;
}

export function addTerror(ctx: Ctx, u: RaUnit, count: number, cause: string, from: Vec | null): void {
  if (!onTable(u) || count <= 0) return;
  u.terror += count;
  unitEvent(ctx, 'marker', u, `${u.name} takes ${count === 1 ? 'a terror marker' : `${count} terror markers`} (${cause})`);
  routIfOverwhelmed(ctx, u, from);
}

export function addHumiliated(ctx: Ctx, u: RaUnit, count: number, cause: string, from: Vec | null): void {
  if (!onTable(u) || count <= 0) return;
  u.humiliated += count;
  unitEvent(ctx, 'marker', u, `${u.name} takes ${count === 1 ? 'a humiliated marker' : `${count} humiliated markers`} (${cause})`);
  routIfOverwhelmed(ctx, u, from);
}

/** "A unit may never have more than one pinned marker on it." */
export function pin(ctx: Ctx, u: RaUnit, cause: string): void {
  if (!onTable(u) || u.pinned || isVehicleKind(kindOf(u))) return;
  u.pinned = true;
  unitEvent(ctx, 'marker', u, `${u.name} is pinned (${cause})`);
}

/**
 * Removes bases from the rear of the unit. The first base a stiffened conscript unit loses is its White Officer
 * base; a unit with no bases left is destroyed, one left with more markers than bases routs. Returns the bases lost.
 */
export function loseBases(ctx: Ctx, u: RaUnit, count: number, cause: string, from: Vec | null): number {
  if (!onTable(u) || count <= 0) return 0;
  const lost = Math.min(count, u.bases.length);
  u.bases = u.bases.slice(0, u.bases.length - lost);
  unitEvent(ctx, 'casualty', u, `${u.name} loses ${lost === 1 ? 'a base' : `${lost} bases`} (${cause})`);
  if (u.traits.includes('white-officer-base')) {
    u.traits = u.traits.filter((t) => t !== 'white-officer-base');
    unitEvent(ctx, 'note', u, `${u.name} has lost its White Officer base and is entirely conscript from now on`);
  }
  if (u.bases.length === 0) destroyUnit(ctx, u, cause);
  else routIfOverwhelmed(ctx, u, from);
  return lost;
}

export function destroyUnit(ctx: Ctx, u: RaUnit, cause: string, said = `${u.name} is destroyed (${cause})`): void {
  if (u.status === 'destroyed' || u.status === 'surrendered' || u.status === 'withdrawn') return;
  u.status = 'destroyed';
  u.bases = [];
  u.pinned = false;
  unitEvent(ctx, 'casualty', u, said);
  for (const o of ctx.s.units) if (o.attachedTo === u.id) { o.attachedTo = null; o.personalCommand = false; }
}

/** The whole unit gives itself up: its bases become prisoners of the enemy. */
export function surrender(ctx: Ctx, u: RaUnit, cause: string): void {
  if (!onTable(u)) return;
  const at = unitCentre(u);
  ctx.s.prisoners.push({
    id: `prisoners-${ctx.s.nextSerial++}`, side: u.side, bases: u.bases.length, points: 0,
    x: Math.round(at.x * 100) / 100, y: Math.round(at.y * 100) / 100, heldBy: u.side === 'red' ? 'white' : 'red',
  });
  u.status = 'surrendered';
  u.bases = [];
  u.pinned = false;
  unitEvent(ctx, 'casualty', u, `${u.name} surrenders (${cause})`);
  for (const o of ctx.s.units) if (o.attachedTo === u.id) { o.attachedTo = null; o.personalCommand = false; }
}
