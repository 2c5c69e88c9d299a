import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { INITIATIVE_DICE, initiativeResult, isDouble } from '../tables.ts';
import type { WwState } from '../state.ts';

/**
 * The turn's initiative: "Each side rolls 2d6 … High roller has the option of moving first or second. If either
 * side … roll doubles, then they can nominate one unit on the other side that may not move … If the dice are a
 * tie, roll again. If the dice are a tie, and both sides rolled doubles, than for that turn no units at all may
 * move." Sets the state for the decisions that follow (nominations, then the winner's choice).
 */
export function rollInitiative(state: WwState, dice: Dice, events: GameEvent[]): void {
  const name = (s: SideId) => state.scenario.sides[s].name;
  for (;;) {
    const red = dice.roll(INITIATIVE_DICE, 6), white = dice.roll(INITIATIVE_DICE, 6);
    const result = initiativeResult(red, white);
    const r = red[0]! + red[1]!, w = white[0]! + white[1]!;
    const doubles = (['red', 'white'] as const).filter((s) => isDouble(s === 'red' ? red : white));
    const text = result === 'reroll' ? `Initiative tied at ${r}: roll again`
      : result === 'no-movement' ? `Initiative tied at ${r} on doubles: no unit may move this turn, all may fire`
        : `${name(result)} win the initiative (${Math.max(r, w)} to ${Math.min(r, w)})${doubles.length > 0 ? `; doubles for ${doubles.map(name).join(' and ')}` : ''}`;
    events.push({
      kind: 'note', text,
      roll: {
        table: 'initiative', column: `${name('red')}, turn ${state.turn}`, target: `${name('white')}'s ${w} (${white.join('+')})`, dice: red, modifiers: [], total: r,
        result: result === 'reroll' ? 'tie, roll again' : result === 'no-movement' ? 'tie on doubles: no movement' : `${name(result)} win`,
        rule: 'Wargame Wednesdays: Turn sequence 1-3',
      },
    });
    if (result === 'reroll') continue;
    state.initiative = { red, white };
    if (result === 'no-movement') {
      state.noMovement = true;
      state.winner = null;
      return;
    }
    state.winner = result;
    // The winner nominates first when both rolled doubles.
    state.freezesDue = doubles.sort((a) => (a === result ? -1 : 1));
    state.phase = state.freezesDue.length > 0 ? 'freeze' : 'move-order';
    state.toAct = state.freezesDue[0] ?? result;
    return;
  }
}
