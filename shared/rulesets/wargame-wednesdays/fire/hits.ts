import type { GameEvent } from '../../../engine/events.ts';
import { STAND_CAPACITY, isVehicle, vehicleHitsAfter } from '../tables.ts';
import { type UnitState, kindOf } from '../state.ts';
import { said } from '../unit-words.ts';
import { counted } from '../../../engine/agreement.ts';

/**
 * Puts `hits` on a unit (README: "Spreading hits"): they go on the stand already damaged, and when it is full it is
 * removed and the next takes the rest, so at most one stand carries hits and damaged stands fight at full strength.
 * Hits past the last stand are lost. Vehicles add to their game total (kept at most the stand capacity; the
 * destruction test at the end of the turn decides their fate). Returns the stands removed.
 */
export function applyHits(unit: UnitState, hits: number, events: GameEvent[]): number {
  if (hits <= 0 || unit.stands.length === 0) return 0;
  const kind = kindOf(unit);
  const capacity = STAND_CAPACITY[kind];
  if (isVehicle(kind)) {
    const before = unit.vehicleHits;
    unit.vehicleHits = vehicleHitsAfter(kind, before, hits);
    unit.stands = unit.stands.map((s, i) => (i === 0 ? { ...s, hits: unit.vehicleHits } : s));
    unit.hitThisTurn = true;
    // The count stops at the stand capacity, where the destruction test is already certain: the words say so.
    const capped = before + hits > capacity ? `, ${before} before these: hits are counted only up to ${capacity}, where any destruction roll destroys it` : '';
    const so = `${unit.vehicleHits} in the game so far${capped}`;
    events.push({ kind: 'casualty', side: unit.side, unitId: unit.id, text: `${unit.name} ${said(unit, 'take', 'takes')} ${counted(hits, 'hit')} (${so})` });
    return 0;
  }
  let left = hits;
  let removed = 0;
  // A new list with new stands for those hit: the old ones may be shared with earlier states (state.ts, Stand).
  const stands = unit.stands.slice();
  while (left > 0 && stands.length > 0) {
    // The damaged stand, or the last in line.
    let i = stands.findIndex((s) => s.hits > 0);
    if (i < 0) i = stands.length - 1;
    const stand = stands[i]!;
    const take = Math.min(left, capacity - stand.hits);
    left -= take;
    if (stand.hits + take >= capacity) {
      stands.splice(i, 1);
      removed++;
    } else {
      stands[i] = { ...stand, hits: stand.hits + take };
    }
  }
  unit.stands = stands;
  const taken = hits - left;
  const lost = removed > 0 ? `, losing ${counted(removed, 'stand')} (${unit.stands.length} left)` : '';
  events.push({ kind: 'casualty', side: unit.side, unitId: unit.id, text: `${unit.name} ${said(unit, 'take', 'takes')} ${counted(taken, 'hit')}${lost}` });
  if (unit.stands.length === 0) {
    unit.status = 'destroyed';
    events.push({ kind: 'casualty', side: unit.side, unitId: unit.id, text: `${unit.name} ${said(unit, 'are wiped out', 'is destroyed')}` });
  }
  return removed;
}

/** Removes one whole stand (the morale choice "take 1 full stand as casualties"): the damaged one first. */
export function removeStand(unit: UnitState, events: GameEvent[]): void {
  let i = unit.stands.findIndex((s) => s.hits > 0);
  if (i < 0) i = unit.stands.length - 1;
  unit.stands = unit.stands.filter((_, j) => j !== i);
  events.push({ kind: 'casualty', side: unit.side, unitId: unit.id, text: `${unit.name} ${said(unit, 'give', 'gives')} up a stand to stand firm (${unit.stands.length} left)` });
  if (unit.stands.length === 0) {
    unit.status = 'destroyed';
    events.push({ kind: 'casualty', side: unit.side, unitId: unit.id, text: `${unit.name} ${said(unit, 'are wiped out', 'is destroyed')}` });
  }
}
