import type { Dice } from '../../../../engine/dice.ts';
import type { RollExplanation } from '../../../../engine/events.ts';
import type { AircraftType } from './bombing.ts';

/**
 * "Air To Air Combat": "Only one side is allowed to have aircraft making attacks over the table at one time. Scouts
 * chase off all other types. If both sides have these attempting to attack, both roll a D10. The higher scorer may
 * attack … It is also limited Strafing attacks". Two sides' bombers (no scouts) roll the same way for the one attack,
 * keeping their bombs; ties are rolled again (README "Decisions").
 */

export const AIR_COMBAT_RULE = '17. Aircraft Operations: Air To Air Combat';

export interface AirCombat {
  /** The index (0 or 1) of the sortie that may attack. */
  winner: 0 | 1;
  /** The winner met enemy scouts: bombs jettisoned, it may only strafe. */
  strafeOnly: boolean;
  rolls: RollExplanation[];
  text: string;
}

export function airCombat(types: readonly [AircraftType, AircraftType], dice: Dice): AirCombat {
  const scouts = types.map((t) => t === 'scout');
  if (scouts[0] !== scouts[1]) {
    const winner = scouts[0] ? 0 : 1;
    return { winner, strafeOnly: true, rolls: [], text: 'the scouts chase off the other side\'s aircraft' };
  }
  const rolls: RollExplanation[] = [];
  for (;;) {
    const a = dice.d(10), b = dice.d(10);
    const winner = a > b ? 0 : 1;
    const result = a === b ? 'a tie: rolled again' : `the side rolling ${Math.max(a, b)} attacks, ${scouts[0] ? 'strafing only' : 'with its bombs'}`;
    rolls.push({ table: 'air-combat', column: scouts[0] ? 'scouts against scouts' : 'bombers only', dice: [a, b], modifiers: [], total: Math.max(a, b), result, rule: AIR_COMBAT_RULE });
    if (a !== b) return { winner, strafeOnly: scouts[0]!, rolls, text: result };
  }
}
