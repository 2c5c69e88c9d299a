import { describe, expect, it } from 'vitest';
import type { SeededDice } from '../../engine/dice.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { refusedOptions } from '../../testing/options-are-legal.ts';
import { redActionsRuleset as R } from './index.ts';
import { fixtureScenario, type FixtureUnit } from './test-fixture.ts';
import { checkScenario } from './scenario/check-scenario.ts';

/**
 * Random Red Actions! battles on random ground: units in line, in column or with their bases facing every which
 * way, with and without position markers, among woods, a village, a hedge and a stream.
 */
const RED_TYPES = ['red-regulars', 'red-cavalry', 'red-tachanka', 'latvian-riflemen', 'red-mg', 'red-armoured-car', 'red-mortar'];
const WHITE_TYPES = ['white-volunteers', 'white-mg', 'white-platoons', 'white-field-gun', 'white-cavalry', 'white-conscripts'];

function randomUnit(dice: SeededDice, id: string, type: string, y: number): FixtureUnit {
  const at: [number, number] = [6 + dice.d(60), y + dice.d(8) - 4];
  const shape = dice.d(3);
  const facing = (y < 24 ? 0 : 180) + (dice.d(7) - 4) * 15;
  const unit: FixtureUnit = { id, type, at, bases: 1 + dice.d(2), facing, column: shape === 2, officer: null };
  if (shape !== 3) return unit;
  // Out of formation: each base faces its own way, side by side.
  const bases = Array.from({ length: unit.bases! }, (_, i) => ({ x: at[0] + i * 1.3, y: at[1], facing: dice.d(24) * 15 }));
  return { ...unit, extra: { bases } };
}

function randomScenario(dice: SeededDice): Scenario {
  const pick = (list: string[]) => list[dice.d(list.length) - 1]!;
  const red = Array.from({ length: 2 + dice.d(2) }, (_, i) => randomUnit(dice, `r${i}`, pick(RED_TYPES), 10));
  const white = Array.from({ length: 2 + dice.d(2) }, (_, i) => randomUnit(dice, `w${i}`, pick(WHITE_TYPES), 36));
  const wx = 10 + dice.d(40), vx = 10 + dice.d(40);
  return fixtureScenario(red, white, {
    ruleset: { id: 'red-actions', options: { positionMarkers: dice.d(2) === 1 } },
    turnLimit: 3,
    terrain: [
      { id: 'wood', kind: 'area', type: 'woods', polygon: [{ x: wx, y: 16 }, { x: wx + 10, y: 16 }, { x: wx + 10, y: 24 }, { x: wx, y: 24 }] },
      { id: 'village', kind: 'area', type: 'built-up', polygon: [{ x: vx, y: 28 }, { x: vx + 10, y: 28 }, { x: vx + 10, y: 34 }, { x: vx, y: 34 }] },
      { id: 'hedge', kind: 'line', type: 'hedge', points: [{ x: 10 + dice.d(20), y: 26 }, { x: 40 + dice.d(20), y: 26 }] },
      { id: 'stream', kind: 'line', type: 'stream-small', points: [{ x: 0, y: 14 + dice.d(4) }, { x: 72, y: 14 + dice.d(4) }] },
    ],
  });
}

describe('Red Actions! offers only what it accepts', () => {
  it('"a unit out of formation spends its move forming up": every option offered in random battles is accepted by step', () => {
    const refused = refusedOptions(R, randomScenario, { games: 12, steps: 40, seed: 1 });
    expect(refused.slice(0, 5)).toEqual([]);
  }, 240_000);

  it('warns when a unit starts out of formation', () => {
    const s = fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [10, 10], bases: 2, officer: null, extra: { bases: [{ x: 10, y: 10, facing: 0 }, { x: 11.2, y: 10, facing: 90 }] } }], []);
    expect(checkScenario(s)).toContainEqual(expect.objectContaining({
      severity: 'warning', path: expect.stringMatching(/sides.*red.*units.*0.*bases/), message: expect.stringMatching(/out of formation/),
    }));
  });
});
