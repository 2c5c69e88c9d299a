import type { BaseAction, Ruleset } from './ruleset.ts';
import type { GameState } from './game.ts';
import type { GameEvent } from './events.ts';
import { TABLE_DIE_SIDES } from './entered-dice.ts';
import type { DiceRequest } from '../core/result.ts';
import { SeededDice, type Dice } from './dice.ts';

/** A roll the rules need from the player, worded as the table asks for it. */
export interface DiceAsked extends DiceRequest {
  /** "Roll 2d6 for 1st Battalion's morale (Reds versus Reds: Morale): needs 8 or less" */
  text: string;
}

/**
 * Words the roll the rules need next. The step is run once more on the entered dice, with the game's own generator
 * standing in for the dice not rolled yet, and the event whose roll holds the die asked for says what the roll is
 * for: the rule, the unit and the score needed. Its result is never shown, since those dice are not the player's.
 */
export function askForDice<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, action: A, entered: readonly number[], request: DiceRequest,
): DiceAsked {
  const dice = `${request.count}d${request.sides}`;
  const event = eventFor(ruleset, state, action, entered, request, new SeededDice(state.rng));
  if (!event?.roll) return { ...request, text: `Roll ${dice}` };
  const { roll } = event;
  const unit = event.unitId ? ruleset.view(state.game).units.find((u) => u.id === event.unitId)?.name : undefined;
  const what = [roll.table ? `the ${roll.table} table` : null, roll.column].filter(Boolean).join(', ');
  // A score to beat that comes from a die not rolled yet (the other side's initiative die) is the stand-in's, not
  // the player's: it changes with the stand-in, so it is not said.
  const again = roll.target ? eventFor(ruleset, state, action, entered, request, shiftedFaces(state))?.roll?.target : undefined;
  const target = !roll.target ? '' : again === roll.target ? `: needs ${roll.target}` : ': the score to beat comes from a roll still to be made';
  return { ...request, text: `Roll ${dice}${unit ? ` for ${unit}` : ''}: ${roll.rule}${what ? ` (${what})` : ''}${target}` };
}

/**
 * A stand-in for the dice not rolled yet that turns up, draw by draw, the face after the game's own generator's
 * (a 6 for its 5, a 1 for its 6): every die it stands in for shows otherwise, and its dice are still random, so a
 * roll-off repeated on a tie ends as it does in play (always the same face would tie for ever).
 */
function shiftedFaces(state: GameState<unknown>): Pick<Dice, 'd'> {
  const dice = new SeededDice(state.rng);
  return { d: (sides) => (dice.d(sides) % sides) + 1 };
}

/** The step run once more on the entered dice, `stand` standing in for the rest: the event whose roll holds the die asked. */
function eventFor<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, action: A, entered: readonly number[], request: DiceRequest, stand: Pick<Dice, 'd'>,
): GameEvent | undefined {
  const thrown: number[] = [];
  const tableDice: number[] = [];
  const probe = probeDice(entered, stand, thrown, tableDice);
  let events: GameEvent[] = [];
  try {
    const stepped = ruleset.step(state.game, action, probe);
    if (stepped.ok) events = stepped.value.events;
  } catch {
    // A rule that throws on these dice says nothing about the roll: the plain request stands.
  }
  return eventHolding(events, thrown, tableDice[request.index] ?? -1);
}

/**
 * Dice as `EnteredDice` serves them (entered values for table dice, the generator for other draws), with the
 * generator standing in once the entered values run out. Every value read goes to `thrown` in order, and where
 * each table die landed in it to `tableDice`.
 */
function probeDice(entered: readonly number[], stand: Pick<Dice, 'd'>, thrown: number[], tableDice: number[]): Dice {
  const d = (sides: number): number => {
    let value: number;
    if (TABLE_DIE_SIDES.includes(sides)) {
      value = tableDice.length < entered.length ? entered[tableDice.length]! : stand.d(sides);
      tableDice.push(thrown.length);
    } else {
      value = stand.d(sides);
    }
    thrown.push(value);
    return value;
  };
  return {
    d,
    roll: (count, sides) => Array.from({ length: count }, () => d(sides)),
    sum: (count, sides) => Array.from({ length: count }, () => d(sides)).reduce((a, b) => a + b, 0),
  };
}

/**
 * The event whose roll holds die `index` of those thrown. Events list their rolls in the order the dice were
 * thrown, though a die may be thrown and shown in no roll (a draw), so each roll is matched as a run of the thrown
 * values at or after the end of the one before.
 */
function eventHolding(events: readonly GameEvent[], thrown: readonly number[], index: number): GameEvent | undefined {
  let from = 0;
  for (const event of events) {
    const dice = event.roll?.dice;
    if (!dice || dice.length === 0) continue;
    const at = runAt(thrown, dice, from);
    if (at < 0) continue;
    if (index >= at && index < at + dice.length) return event;
    from = at + dice.length;
    if (from > index) return undefined;
  }
  return undefined;
}

function runAt(values: readonly number[], run: readonly number[], from: number): number {
  for (let at = from; at + run.length <= values.length; at++) {
    let i = 0;
    while (i < run.length && values[at + i] === run[i]) i++;
    if (i === run.length) return at;
  }
  return -1;
}
