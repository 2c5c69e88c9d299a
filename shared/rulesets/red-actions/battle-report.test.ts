import { describe, expect, it } from 'vitest';
import { SeededDice, rngFromSeed } from '../../engine/dice.ts';
import { applyAction, startGame } from '../../engine/game.ts';
import { redActionsRuleset as R } from './index.ts';
import { stationRaid } from './test-fixture.ts';

/** Plays the station raid with seeded random choices and keeps the report: any change in the rules shows here. */
function report(seed: number): string[] {
  const start = startGame(R, stationRaid(), seed);
  let state = start.state;
  const lines = start.events.map((e) => e.text);
  const pick = new SeededDice(rngFromSeed(seed + 1000));
  for (let step = 0; step < 2000 && !R.outcome(state.game); step++) {
    const options = R.options(state.game);
    const choice = options[pick.d(options.length) - 1]!;
    const next = applyAction(R, state, choice.action);
    if (!next.ok) throw new Error(`refused ${choice.label}: ${next.error.reason}`);
    state = next.value.state;
    lines.push(`> ${choice.label}`, ...next.value.events.map((e) => `  ${e.text}`));
  }
  return lines;
}

describe('a seed-pinned battle report of the station raid', () => {
  it('plays to the end and reads the same every time', () => {
    const lines = report(42);
    expect(lines.at(-1)).toMatch(/win|draw/i);
    expect(lines).toEqual(report(42));
    expect(lines.join('\n')).toMatchSnapshot();
  }, 60_000);
});
