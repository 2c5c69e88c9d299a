import { describe, expect, it } from 'vitest';
import { SeededDice, rngFromSeed } from './dice.ts';
import { forcedDice } from '../testing/forced-dice.ts';

describe('seeded dice', () => {
  it('give the same rolls for the same seed (pinned)', () => {
    const dice = new SeededDice(rngFromSeed(2026));
    const rolls = dice.roll(10, 6);
    expect(rolls).toEqual(new SeededDice(rngFromSeed(2026)).roll(10, 6));
    expect(rolls.every((r) => r >= 1 && r <= 6)).toBe(true);
    expect(dice.rolls).toHaveLength(10);
  });

  it('continue from a stored state exactly', () => {
    const a = new SeededDice(rngFromSeed(7));
    a.roll(5, 6);
    const stored = JSON.parse(JSON.stringify(a.state())) as number[];
    const b = new SeededDice(stored);
    expect(b.roll(20, 10)).toEqual(a.roll(20, 10));
  });

  it('are roughly uniform', () => {
    const dice = new SeededDice(rngFromSeed(1));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[dice.d(6) - 1]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });
});

describe('forced dice', () => {
  it('return the forced values in order and refuse impossible ones', () => {
    const dice = forcedDice([6, 2, 5]);
    expect(dice.d(6)).toBe(6);
    expect(dice.sum(2, 6)).toBe(7);
    expect(() => dice.d(6)).toThrow(/ran out/);
    expect(() => forcedDice([7]).d(6)).toThrow(/cannot be rolled/);
  });
});
