import type { UnitView } from '../../../engine/ruleset.ts';
import { type TrrState, type TrrUnit, findUnit } from '../state.ts';
import { isTowed } from './passengers.ts';

/** The unit card's lines about riding: whom a transport carries, and what a passenger rides in (by name). */
export function withRide(state: TrrState, u: TrrUnit, view: UnitView): UnitView {
  if (u.carry) {
    const p = u.carry.passenger ? findUnit(state, u.carry.passenger) : undefined;
    return { ...view, stats: { ...view.stats, [p && isTowed(p) ? 'Towing' : 'Carrying']: p ? p.name : 'nobody', Casualties: u.carry.load === null ? 'none' : `${u.carry.casualties} (eliminated at ${Math.ceil(u.carry.load / 2)})` } };
  }
  if (u.status === 'aboard' && u.aboard) return { ...view, aboard: u.aboard, ...(isTowed(u) ? { towed: true } : {}), stats: { ...view.stats, [isTowed(u) ? 'Towed by' : 'Aboard']: findUnit(state, u.aboard)?.name ?? 'a transport' } };
  return view;
}
