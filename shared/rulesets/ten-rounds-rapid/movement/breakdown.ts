import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { TrrUnit } from '../state.ts';

export const BREAKDOWN_RULE = '18 Mechanical Breakdowns';
/** "On a roll of 10 … immobilised", the d10 raised by one for each terrain penalty of the move. */
export const BREAKDOWN_SCORE = 10;

/** Section 18 "Mechanical Breakdowns": "roll D10 … modify by +1 for each penalty caused by terrain". The game and its rules table both read this. */
export function breakdownResult(roll: number, penalties: number): { total: number; brokenDown: boolean; result: string } {
  const total = roll + penalties;
  const brokenDown = total >= BREAKDOWN_SCORE;
  return { total, brokenDown, result: brokenDown ? 'breaks down (as an immobilised hit)' : 'no breakdown' };
}

/** A tank that moved tests for a breakdown (option `mechanicalBreakdown`); one that breaks down is immobilised. */
export function breakdownTest(u: TrrUnit, penalties: number, dice: Dice, events: GameEvent[]): void {
  const roll = dice.d(10);
  const { total, brokenDown, result } = breakdownResult(roll, penalties);
  if (brokenDown) u.immobilised = true;
  events.push({
    kind: 'vehicle', side: u.side, unitId: u.id, text: `${u.name} ${brokenDown ? 'break down: immobilised' : 'keep running'}`,
    roll: { table: 'mechanical-breakdown', target: `${BREAKDOWN_SCORE}+`, dice: [roll], modifiers: penalties > 0 ? [{ label: 'terrain penalties', value: penalties }] : [], total, result, rule: `Ten Rounds Rapid: ${BREAKDOWN_RULE}` },
  });
}
