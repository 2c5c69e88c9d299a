import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { SAVE_ON, countHits, coverCounts, saveFor, type FireSource } from '../tables.ts';
import { type UnitState, type WwState, kindOf } from '../state.ts';
import { terrainOf, unitInCover } from '../ground/terrain.ts';
import { said } from '../unit-words.ts';
import { counted } from '../../../engine/agreement.ts';

const SAVE_RULE = {
  vehicle: 'Wargame Wednesdays: Hit results (tank and A/C saves)',
  cover: 'Wargame Wednesdays: Firing sequence 8 (cover)',
} as const;

/**
 * Saves against `hits` on `target` from `source`: a d6 each, 4, 5 or 6 saves. Tanks always; armoured cars except
 * against tank and artillery fire; infantry and MGs under cover (README: "Who gets cover saves"). Returns the
 * hits that count.
 */
export function savedHits(state: WwState, target: UnitState, hits: number, source: FireSource | 'melee', dice: Dice, events: GameEvent[]): number {
  if (hits <= 0) return 0;
  const kind = kindOf(target);
  const save = saveFor(kind, source, coverCounts(kind, source) && unitInCover(terrainOf(state.scenario), target.stands));
  if (!save) return hits;
  const rolled = dice.roll(hits, 6);
  const saved = countHits(rolled, SAVE_ON);
  const left = hits - saved;
  events.push({
    kind: 'save', side: target.side, unitId: target.id,
    text: `${target.name} ${said(target, 'save', 'saves')} ${saved} of ${counted(hits, 'hit')} (${save === 'cover' ? 'under cover' : 'armour'})`,
    roll: {
      table: 'saves', column: save === 'cover' ? 'cover' : kindOf(target) === 'tank' ? 'tank' : 'armoured car', target: `${SAVE_ON}+ on each die`,
      dice: rolled, each: true, modifiers: [], total: saved, result: `${saved} saved, ${counted(left, 'hit')} count`, rule: SAVE_RULE[save],
    },
  });
  return left;
}
