import { rngFromSeed, SeededDice } from '../engine/dice.ts';
import type { GameState } from '../engine/game.ts';

/**
 * The AI never peeks at the game's own generator: every simulation runs on a copy of the state whose
 * dice come from the AI's seed, so a decision cannot depend on the rolls the game is about to make.
 */
export function mixSeed(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h | 0;
}

/** The same game position with the AI's own dice in place of the game's. */
export const withOwnDice = <S>(state: GameState<S>, seed: number): GameState<S> => ({ ...state, rng: rngFromSeed(seed) });

/** A source of choices and noise for the AI itself (random picks, easy-level noise). */
export class AiRandom {
  private readonly dice: SeededDice;

  constructor(seed: number) {
    this.dice = new SeededDice(rngFromSeed(seed));
  }

  /** An integer in 0..n-1. */
  index(n: number): number {
    return n <= 1 ? 0 : this.dice.d(n) - 1;
  }

  /** A number in [0, 1) with a resolution of 1/10000. */
  unit(): number {
    return (this.dice.d(10000) - 1) / 10000;
  }
}
