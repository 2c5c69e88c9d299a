import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The generator's state as stored in the game state: plain numbers, so it survives JSON and hashing. */
export type RngState = readonly number[];

/** One die thrown, as written into an event. */
export interface DieRoll {
  sides: number;
  value: number;
}

/** What rulesets throw dice with. Every result comes from the game's seeded generator (or a test's forced list). */
export interface Dice {
  /** One die of `sides` faces: 1..sides. */
  d(sides: number): number;
  /** Several dice, each returned separately. */
  roll(count: number, sides: number): number[];
  /** Sum of several dice (2D6 and the like). */
  sum(count: number, sides: number): number;
}

export const rngFromSeed = (seed: number): RngState => xoroshiro128plus(seed | 0).getState();

/** Dice that draw from a stored generator state; `state()` gives the state to store back, `rolls` every die thrown. */
export class SeededDice implements Dice {
  readonly rolls: DieRoll[] = [];
  private readonly rng;

  constructor(state: RngState) {
    this.rng = xoroshiro128plusFromState(state);
  }

  d(sides: number): number {
    const value = uniformInt(this.rng, 1, sides);
    this.rolls.push({ sides, value });
    return value;
  }

  roll(count: number, sides: number): number[] {
    return Array.from({ length: count }, () => this.d(sides));
  }

  sum(count: number, sides: number): number {
    return this.roll(count, sides).reduce((a, b) => a + b, 0);
  }

  state(): RngState {
    return this.rng.getState();
  }
}
