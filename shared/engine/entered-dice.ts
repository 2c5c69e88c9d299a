import { SeededDice, type Dice, type DieRoll, type RngState } from './dice.ts';
import type { DiceRequest } from '../core/result.ts';

/**
 * Dice a person can roll at the table. A game played with the players' own dice asks for every die of these sizes;
 * other sizes are draws the rules make (a chit from the Red Actions! bag, a shuffle), which stay the app's.
 */
export const TABLE_DIE_SIDES: readonly number[] = [4, 6, 8, 10, 12, 20];

/** Thrown out of a rule set's step when the entered dice run out; `applyAction` turns it into a refusal naming the roll. */
export class DiceRequested extends Error {
  constructor(readonly request: DiceRequest) {
    super(`the rules need ${request.count}d${request.sides} more`);
  }
}

/** Thrown when an entered value cannot be shown by the die the rules roll with it. */
export class DieOutOfRange extends Error {
  constructor(readonly index: number, readonly sides: number, readonly value: number) {
    super(`a d${sides} shows 1 to ${sides}; ${value} was entered`);
  }
}

/**
 * The dice of a game whose players roll their own: the entered values in order for every table die, the game's
 * seeded generator for any other draw. Running out throws `DiceRequested`, which the engine turns into a refusal
 * the player answers by rolling and entering more, so the rule sets read their dice as they always do.
 */
export class EnteredDice implements Dice {
  readonly rolls: DieRoll[] = [];
  private next = 0;
  private readonly generator: SeededDice;

  constructor(private readonly values: readonly number[], rng: RngState) {
    this.generator = new SeededDice(rng);
  }

  d(sides: number): number {
    return this.roll(1, sides)[0]!;
  }

  roll(count: number, sides: number): number[] {
    if (!TABLE_DIE_SIDES.includes(sides)) {
      const drawn = this.generator.roll(count, sides);
      for (const value of drawn) this.rolls.push({ sides, value });
      return drawn;
    }
    if (this.next + count > this.values.length) throw new DiceRequested({ count, sides, index: this.next });
    const out: number[] = [];
    for (let i = 0; i < count; i++) {
      const index = this.next++;
      const value = this.values[index]!;
      if (!Number.isInteger(value) || value < 1 || value > sides) throw new DieOutOfRange(index, sides, value);
      this.rolls.push({ sides, value });
      out.push(value);
    }
    return out;
  }

  sum(count: number, sides: number): number {
    return this.roll(count, sides).reduce((a, b) => a + b, 0);
  }

  /** Entered values the rules have read so far. */
  get used(): number {
    return this.next;
  }

  state(): RngState {
    return this.generator.state();
  }
}
