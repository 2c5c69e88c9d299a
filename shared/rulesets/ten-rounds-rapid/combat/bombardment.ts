import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import { unitInArea } from '../../../engine/scenario-units.ts';
import { casualtiesFor } from '../fire/casualty-table.ts';
import { COVER_LEVELS } from '../fire/types.ts';
import { type TrrState, kindOf, onTable } from '../state.ts';
import { isArmoured } from '../troop-kinds.ts';
import { unitCover } from './fire-adapter.ts';
import { takeCasualties } from './casualties.ts';
import { unitView } from '../view.ts';

const RULE = 'Ten Rounds Rapid: 7 Preliminary Bombardment';

/** "Basic Factor 4 … If Intense Bombardment +2"; "Add to the die roll for each extra day after the first … up to + 3". */
export const BOMBARDMENT_FACTOR = 4;
export const INTENSE_EXTRA = 2;
export const EXTRA_DAYS_AT_MOST = 3;

/** The factor on a unit in cover: "Reduce these by the cover modifiers" (one a cover level: light 1 … total 4). */
export function bombardmentFactor(intense: boolean, cover: (typeof COVER_LEVELS)[number]): number {
  return Math.max(0, BOMBARDMENT_FACTOR + (intense ? INTENSE_EXTRA : 0) - COVER_LEVELS.indexOf(cover));
}

/**
 * Section 7, before the first move: every company, squadron, battery or vehicle of the defender in the bombarded area
 * rolls a d10 on the casualty table at the bombardment's factor, and all of them carry the "Subject to
 * Sustained/Intense Bombardment" motivation modifier for the rest of the game (README: "Preliminary bombardment").
 */
export function preliminaryBombardment(state: TrrState, dice: Dice, events: GameEvent[]): void {
  const o = state.options;
  if (o.bombardment === 'none') return;
  const intense = o.bombardment === 'intense';
  const victims = otherSide(state.scenario.attacker);
  events.push({ kind: 'phase', text: `Preliminary bombardment of ${o.bombardmentArea ? state.scenario.terrain.find((f) => f.id === o.bombardmentArea && 'label' in f)?.label ?? o.bombardmentArea : 'the defences'}, ${o.bombardment}, ${o.bombardmentDays} day${o.bombardmentDays === 1 ? '' : 's'}` });
  const days = Math.min(EXTRA_DAYS_AT_MOST, o.bombardmentDays - 1);
  for (const u of state.units) {
    if (u.side !== victims || !onTable(u) || !unitInArea(state.scenario, unitView(state, u), o.bombardmentArea)) continue;
    u.lasting.push({ label: `subject to ${intense ? 'intense' : 'sustained'} bombardment`, value: intense ? -2 : -1 });
    if (isArmoured(kindOf(u))) continue;
    const cover = unitCover(state, u);
    const factor = bombardmentFactor(intense, cover);
    if (factor === 0) { events.push({ kind: 'note', side: u.side, unitId: u.id, text: `${u.name} sit out the bombardment in ${cover} cover` }); continue; }
    const roll = dice.d(10);
    const total = Math.min(10, roll + days);
    const casualties = casualtiesFor(Math.min(15, factor), total);
    events.push({
      kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name} under the bombardment: ${casualties === 0 ? 'no casualties' : `${casualties} casualt${casualties === 1 ? 'y' : 'ies'}`}`,
      roll: { table: 'preliminary-bombardment', column: `factor ${factor} (${cover} cover)`, dice: [roll], modifiers: days > 0 ? [{ label: `${days} extra day${days === 1 ? '' : 's'}`, value: days }] : [], total, result: `${casualties} casualt${casualties === 1 ? 'y' : 'ies'} (a total over 10 reads as 10)`, rule: RULE },
    });
    takeCasualties(u, casualties, dice, events);
    u.lostThisMove = 0;
  }
}
