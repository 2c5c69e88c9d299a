import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { type FcState, initialState } from './state.ts';
import { CHARACTERS, CHARACTER_LABELS, COMMITTED_REROLLS, characterFor, type Character } from './tables/tables-command.ts';
import { advance, settled, startTurn } from './sequence.ts';

/**
 * The game starts with every unit where the scenario drew it (README: "Set-up"). Each leader's character is rolled
 * on the D10 table ("These die results listed are for subordinate commanders"; the C-in-C's on his own) unless the
 * scenario fixes it; then turn 1 begins.
 */
export function setupGame(scenario: Scenario, dice: Dice): { state: FcState; events: GameEvent[] } {
  const state = initialState(scenario);
  const events: GameEvent[] = [];
  for (const leader of state.leaders) {
    const given = scenario.sides[leader.side].units.find((u) => u.id === leader.id)!.characteristics.find((c) => (CHARACTERS as readonly string[]).includes(c)) as Character | undefined;
    if (given) {
      leader.character = given;
      events.push({ kind: 'note', side: leader.side, unitId: leader.id, text: `${leader.name} is ${label(leader.commanderInChief, given)} (set by the scenario)` });
    } else {
      const roll = dice.d(10);
      leader.character = characterFor(roll);
      events.push({
        kind: 'note', side: leader.side, unitId: leader.id, text: `${leader.name} is ${label(leader.commanderInChief, leader.character)}`,
        roll: { table: 'character', column: leader.commanderInChief ? 'commander in chief' : 'subordinate commander', dice: [roll], modifiers: [], total: roll, result: label(leader.commanderInChief, leader.character), rule: 'Forward Comrades: Character of commanders' },
      });
    }
    if (leader.commanderInChief && leader.character === 'committed') leader.rerolls = COMMITTED_REROLLS;
  }
  startTurn(state, dice, events);
  advance(state, dice, events);
  return { state: settled(state), events };
}

const label = (chief: boolean, c: Character): string => (chief ? CHARACTER_LABELS[c].commander : CHARACTER_LABELS[c].subordinate);
