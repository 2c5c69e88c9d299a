import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import type { TrrState } from './state.ts';
import { sectorName } from './sectors.ts';

/** The initiative: a tie is rolled again (README: "Initiative ties"). */
export function initiativeWinner(red: number, white: number): SideId | null {
  if (red === white) return null;
  return red > white ? 'red' : 'white';
}

/** The sides as the battle report's lines name them ("Red: …", "White: …"), whatever the scenario calls the armies. */
const SIDE_WORD: Record<SideId, string> = { red: 'Red', white: 'White' };

/**
 * "At the start each move both players roll a D10. The higher score then attempts to motivate his first unit." With
 * sectors, "Check to see who moves first in each sector": rolled as each sector's turn comes (README: "Sectors").
 */
export function rollInitiative(state: TrrState, dice: Dice, events: GameEvent[]): void {
  const where = state.options.sectors > 1 ? ` in ${sectorName(state.scenario, state.options.sectors, state.sector)}` : '';
  for (;;) {
    const red = dice.d(10);
    const white = dice.d(10);
    const first = initiativeWinner(red, white);
    events.push({
      kind: 'phase', ...(first ? { side: first } : {}),
      text: first ? `Initiative${where}: Red rolls ${red}, White rolls ${white}; ${SIDE_WORD[first]} activates first` : `Initiative${where}: both roll ${red}; roll again`,
      roll: { table: 'initiative', column: `Red's d10`, target: `higher than White's ${white}`, dice: [red], modifiers: [], total: red, result: first ? `${SIDE_WORD[first]} activates first` : 'a tie: roll again', rule: 'Ten Rounds Rapid: Game and Move Sequence' },
    });
    if (first) {
      state.initiative = { red, white, first };
      state.toAct = first;
      return;
    }
  }
}
