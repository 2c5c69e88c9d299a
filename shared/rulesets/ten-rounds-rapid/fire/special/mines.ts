import type { Dice } from '../../../../engine/dice.ts';
import type { RollExplanation } from '../../../../engine/events.ts';
import { rollCasualties, type Casualties } from '../casualty-table.ts';
import { rollStrike, type StrikeResult } from '../armour/strike.ts';

/** "Minefields" (optional): a density test per 4 cm crossed, then factor 8 on the casualty table or strike 3. */

export const MINES_RULE = '18. Optional Rules: Minefields';
export const MINE_TEST_EVERY_CM = 4;
export const MINE_SOFT_FACTOR = 8;
export const MINE_STRIKE = 3;

export const MINEFIELD_KINDS = ['mixed', 'anti-personnel', 'anti-tank'] as const;
export type MinefieldKind = (typeof MINEFIELD_KINDS)[number];

/** "Armoured targets do not test crossing an Anti-personal field … troops on foot, or cavalry don't test crossing an Anti-Tank field. All test crossing a mixed field." */
export const testsIn = (field: MinefieldKind, armoured: boolean): boolean => field === 'mixed' || (field === 'anti-personnel') !== armoured;

/** The tests a move of `cm` inside the field takes: one per 4 cm, a part counting as a whole (README "Decisions"). */
export const mineTests = (cm: number): number => (cm <= 0 ? 0 : Math.ceil(cm / MINE_TEST_EVERY_CM - 1e-9));

/** "This number or less must be rolled on a D10 to hit models crossing the field." */
export function mineTest(density: number, dice: Dice): { hit: boolean; explanation: RollExplanation } {
  if (!Number.isInteger(density) || density < 1 || density > 10) throw new RangeError(`a minefield's density is 1 to 10, got ${density}`);
  const roll = dice.d(10);
  const hit = roll <= density;
  return { hit, explanation: { table: 'minefield', target: `${density} or less`, dice: [roll], modifiers: [], total: roll, result: hit ? 'a mine goes off' : 'crossed safely', rule: MINES_RULE } };
}

/** "If hit soft targets are hit they test on a factor of 8 on the casualty table." */
export const mineCasualties = (dice: Dice): Casualties => rollCasualties(MINE_SOFT_FACTOR, dice, MINES_RULE);

/** "Armoured targets are attacked with a strike value 3, there are no other modifiers." */
export const mineStrike = (defence: number, dice: Dice): StrikeResult => rollStrike({ label: 'mine', value: MINE_STRIKE }, defence, [], dice, MINES_RULE, 'minefield');
