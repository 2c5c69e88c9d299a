import { describe, expect, it } from 'vitest';
import { TEMPERAMENTS } from '../../scenario/schema.ts';
import { scenarioFixture } from '../../testing/scenario-fixture.ts';
import { commanderFor, commanderWords, TEMPERAMENT_NUMBERS } from './temperament.ts';

describe('the AI commander of a side', () => {
  it('is the scenario\'s when it names one', () => {
    const scenario = scenarioFixture();
    const named = { ...scenario, sides: { ...scenario.sides, white: { ...scenario.sides.white, commander: { name: 'Colonel Makhin', temperament: 'cautious' as const } } } };
    expect(commanderWords(commanderFor(named, 'white', 7))).toBe('Colonel Makhin: cautious');
    expect(commanderFor(named, 'white', 8).from).toBe('scenario');
  });

  it('is otherwise drawn from the game\'s seed: the same seed the same man, and every temperament drawn over seeds', () => {
    const scenario = scenarioFixture();
    expect(commanderFor(scenario, 'red', 41)).toEqual(commanderFor(scenario, 'red', 41));
    const drawn = Array.from({ length: 60 }, (_, seed) => commanderFor(scenario, 'red', seed));
    expect(new Set(drawn.map((c) => c.temperament))).toEqual(new Set(TEMPERAMENTS));
    expect(drawn.every((c) => c.from === 'drawn' && /^(Commander|Commissar|Brigade commander) [A-Z]/.test(c.name))).toBe(true);
    expect(commanderFor(scenario, 'white', 41).name).toMatch(/^(Colonel|Captain|General) /);
  });

  it('leads by his temperament: the bold attack against worse odds, keep less back and give up later than the cautious', () => {
    const { bold, cautious, cunning } = TEMPERAMENT_NUMBERS;
    expect(bold.attackOdds).toBeLessThan(cautious.attackOdds);
    expect(bold.reserveShare).toBeLessThan(cautious.reserveShare);
    expect(bold.lossShare).toBeGreaterThan(cautious.lossShare);
    expect(cunning.flankSense).toBeGreaterThan(Math.max(bold.flankSense, cautious.flankSense));
  });
});
