import { describe, expect, it } from 'vitest';
import { rngFromSeed, SeededDice } from '../../../engine/dice.ts';
import { redActionsRuleset as R } from '../index.ts';
import { fixtureScenario } from '../test-fixture.ts';

/**
 * `hasOptions` answers "is there anything to choose?" without listing every unit's options; it must agree with the
 * full list in every position a battle passes through: turns with units still to act, segments, responses to
 * charges and shots, the end of a turn.
 */
describe('Red Actions! hasOptions', () => {
  it('agrees with the options offered, asked before they are listed, in every position of random battles', () => {
    const scenario = fixtureScenario(
      [{ id: 'r1', type: 'red-regulars', at: [20, 14], bases: 3, officer: null }, { id: 'r2', type: 'red-cavalry', at: [40, 14], bases: 2, officer: null }],
      [{ id: 'w1', type: 'white-volunteers', at: [24, 26], bases: 3, officer: null }, { id: 'w2', type: 'white-mg', at: [44, 28], bases: 1, officer: null }],
      { turnLimit: 3 },
    );
    let positions = 0, empty = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const dice = new SeededDice(rngFromSeed(seed));
      let state = R.setup(scenario, dice).state;
      for (let step = 0; step < 60; step++) {
        const has = R.hasOptions!(state);
        const options = R.options(state);
        expect(has).toBe(options.length > 0);
        positions++;
        if (options.length === 0) { empty++; break; }
        const next = R.step(state, options[dice.d(options.length) - 1]!.action, dice);
        if (!next.ok) throw new Error(`an offered option was refused: ${JSON.stringify(next.error)}`);
        state = next.value.state;
      }
    }
    expect(positions).toBeGreaterThan(150);
    expect(empty).toBeGreaterThan(0);
  });
});
