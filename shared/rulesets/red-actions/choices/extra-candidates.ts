import { bearingFrom } from '../../../geometry/arcs.ts';
import type { Formation, RaState, RaUnit } from '../state.ts';
import type { UnitAction } from '../segment/unit-action.ts';
import { cardFor, kindOf, onTable, unitCentre, unitDistance } from '../troops/units.ts';
import { aimsFor, furthestToward } from './move-candidates.ts';
import { minBases } from '../segment/unit-changes.ts';
import { mayRide } from '../vehicles/riding.ts';
import { canShootAtAll, effectiveRange, isArtillery } from '../shooting/shooting.ts';
import { nearestEnemyCentre } from '../troops/positions.ts';
import { indexOf } from '../terrain/visibility.ts';
import { featureContains, featureDistance } from '../../../geometry/terrain-shapes.ts';

/**
 * Candidates for the choices the later rules added, offered to people and the AI alike through `options`:
 * horse artillery's half move with limbering, every way of dividing a unit, boarding and leaving trains,
 * going back for abandoned weapons, and speculative fire on a building. Each still passes `checkUnitAction`.
 */

const HALF_MOVE = { fraction: 0.5 };
const formationOf = (u: RaUnit): Formation => (u.formation === 'loose' ? 'line' : u.formation);

/**
 * Guns limber or unlimber; "Horse artillery may move half a move and limber or unlimber in the same action
 * segment": limber and move off toward each aim, or move toward each aim and unlimber facing the enemy.
 */
export function limberCandidates(s: RaState, u: RaUnit, add: (a: UnitAction) => void): void {
  if (kindOf(u) !== 'field-gun') return;
  const side = u.side, unitId = u.id;
  add(u.limbered ? { type: 'unlimber', side, unitId } : { type: 'limber', side, unitId });
  if (!cardFor(u).traits.includes('horse-artillery')) return;
  const probe: RaUnit = { ...u, limbered: true };
  const enemy = nearestEnemyCentre(s, u);
  const seen: string[] = [];
  for (const aim of aimsFor(s, u)) {
    if (seen.length >= 2) break;
    const found = furthestToward(s, probe, aim.point, null, formationOf(u), HALF_MOVE);
    if (!found) continue;
    const key = `${found.to.x.toFixed(1)},${found.to.y.toFixed(1)}`;
    if (seen.includes(key)) continue;
    seen.push(key);
    if (!u.limbered) add({ type: 'limber', side, unitId, then: found });
    else {
      const facing = enemy ? bearingFrom(found.to, enemy) : found.facing;
      const turned = furthestToward(s, probe, aim.point, facing, formationOf(u), HALF_MOVE);
      if (turned) add({ type: 'unlimber', side, unitId, before: turned });
    }
  }
}

/** "A unit may divide itself into two or more smaller units": every split that leaves both parts big enough. */
export function divideCandidates(s: RaState, u: RaUnit, add: (a: UnitAction) => void): void {
  if (!nearestEnemyCentre(s, u)) return;
  const least = minBases(u);
  for (let bases = least; bases <= u.bases.length - least; bases++) add({ type: 'divide', side: u.side, unitId: u.id, bases });
}

/** Boarding a wagon of a friendly train close by, or getting down on either side of the line. */
export function ridingCandidates(s: RaState, u: RaUnit, add: (a: UnitAction) => void): void {
  if (u.riding) {
    add({ type: 'disembark', side: u.side, unitId: u.id, door: 'left' });
    add({ type: 'disembark', side: u.side, unitId: u.id, door: 'right' });
    return;
  }
  if (!mayRide(u)) return;
  for (const car of s.units) {
    if (car.side === u.side && kindOf(car) === 'train-car' && onTable(car) && unitDistance(u, car) <= 4) add({ type: 'embark', side: u.side, unitId: u.id, carId: car.id });
  }
}

/** A rallied MG or mortar team may go back for the weapons it left. */
export function weaponsCandidates(u: RaUnit, add: (a: UnitAction) => void): void {
  if (u.weaponsAt) add({ type: 'recover-weapons', side: u.side, unitId: u.id });
}

/**
 * Speculative fire on buildings within reach that hold enemy the side knows of (seen, or shown by a position
 * marker): two for guns, whose shells may bring the building down, one for everyone else.
 */
export function buildingFireCandidates(s: RaState, u: RaUnit, add: (a: UnitAction) => void): void {
  if (!canShootAtAll(u) || u.bases.length === 0) return;
  const reach = effectiveRange(s, u, 'speculative');
  const c = unitCentre(u);
  const found: { id: string; d: number }[] = [];
  for (const f of indexOf(s).features) {
    if (f.kind !== 'building' || s.buildings[f.id]?.destroyed) continue;
    const d = featureDistance(f, c.x, c.y);
    if (d > reach + 2) continue;
    const held = s.units.some((e) => e.side !== u.side && onTable(e) && e.concealment !== 'ambush' && e.concealment !== 'hiding'
      && e.bases.some((b) => featureContains(f, b.x, b.y)));
    if (held) found.push({ id: f.id, d });
  }
  found.sort((a, b) => a.d - b.d || a.id.localeCompare(b.id));
  for (const f of found.slice(0, isArtillery(u) ? 2 : 1)) add({ type: 'shoot-building', side: u.side, unitId: u.id, buildingId: f.id });
}
