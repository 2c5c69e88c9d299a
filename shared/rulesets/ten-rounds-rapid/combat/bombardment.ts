import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import { unitInArea } from '../../../engine/scenario-units.ts';
import { rollBombardment } from '../fire/indirect/bombardment.ts';
import { type TrrState, onTable } from '../state.ts';
import { softTarget } from './fire-adapter.ts';
import { takeCasualties } from './casualties.ts';
import { unitView } from '../view.ts';

/**
 * Section 7, before the first move: every company, squadron, battery or vehicle of the defender in the bombarded area
 * is rolled for by the fire rules' bombardment (fire/indirect/bombardment.ts), and all of them carry the "Subject to
 * Sustained/Intense Bombardment" motivation modifier for the rest of the game (README: "Preliminary bombardment").
 */
export function preliminaryBombardment(state: TrrState, dice: Dice, events: GameEvent[]): void {
  const o = state.options;
  if (o.bombardment === 'none') return;
  const intense = o.bombardment === 'intense';
  const victims = otherSide(state.scenario.attacker);
  const area = state.scenario.terrain.find((f) => f.id === o.bombardmentArea);
  events.push({ kind: 'phase', text: `Preliminary bombardment of ${area && 'label' in area && area.label ? area.label : o.bombardmentArea}, ${o.bombardment}, ${o.bombardmentDays} day${o.bombardmentDays === 1 ? '' : 's'}` });
  for (const u of state.units) {
    if (u.side !== victims || !onTable(u) || !unitInArea(state.scenario, unitView(u), o.bombardmentArea)) continue;
    u.lasting.push({ label: `subject to ${intense ? 'intense' : 'sustained'} bombardment`, value: intense ? -2 : -1 });
    const target = softTarget(state, u);
    if (!target) continue;
    const r = rollBombardment({ gas: false, intense, extraDays: o.bombardmentDays - 1, shrapnel: false }, target, dice);
    events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name} under the bombardment: ${r.plan.text}` });
    for (const roll of r.rolls) events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name}: ${roll.result}`, roll });
    takeCasualties(u, r.casualties, dice, events);
    u.lostThisMove = 0;
  }
}
