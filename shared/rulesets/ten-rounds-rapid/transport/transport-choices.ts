import type { Choice } from '../../../engine/ruleset.ts';
import type { TrrAction } from '../actions.ts';
import type { TrrState, TrrUnit } from '../state.ts';
import { unitDistanceCm } from '../observation/observation.ts';
import { cmText } from '../scale.ts';
import { embarkRefusal, passengerOf, unloadRefusal } from './carrying.ts';
import { isTowed, mayRide } from './passengers.ts';

/** The acting unit's choices with soft transport: a transport unloads; foot get aboard, and guns hook up to, one within their move. */
export function transportChoices(state: TrrState, u: TrrUnit): Choice<TrrAction>[] {
  const out: Choice<TrrAction>[] = [];
  if (u.carry && unloadRefusal(state, u) === null) {
    const p = passengerOf(state, u)!;
    out.push({ action: { type: 'unload', side: u.side, unitId: u.id }, label: `${u.name}: ${isTowed(p) ? 'unlimber' : 'unload'} ${p.name}`, unitId: u.id });
  }
  if (!mayRide(u) || u.band !== 'any') return out;
  for (const t of state.units) {
    if (!t.carry || t.side !== u.side || embarkRefusal(state, u, t) !== null) continue;
    out.push({ action: { type: 'embark', side: u.side, unitId: u.id, transportId: t.id }, label: `${u.name}: ${isTowed(u) ? 'hook up to be towed by' : 'get aboard'} ${t.name} (${cmText(unitDistanceCm(u, t))})`, unitId: u.id });
  }
  return out;
}
