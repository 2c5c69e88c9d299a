import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { wargameWednesdays as ww } from '../index.ts';
import { checkScenario } from './check-scenario.ts';
import { deployRefusal } from './setup.ts';
import { initialState } from '../state.ts';
import { kamenka, wwScenario, type UnitSpec } from '../test-fixtures.ts';

const threeCommands = (side: 'r' | 'w', y: number): UnitSpec[] => [
  { id: `${side}1`, troopType: 'red-infantry', command: 'a', x: 10, y, stands: 4 },
  { id: `${side}2`, troopType: 'red-infantry', command: 'a', x: 17, y, stands: 4 },
  { id: `${side}3`, troopType: 'red-mg', command: 'b', x: 30, y },
  { id: `${side}4`, troopType: 'red-field-gun', command: 'c', x: 40, y },
];
const scenario = wwScenario(threeCommands('r', 5), threeCommands('w', 42));

describe('set-up', () => {
  it('"Players dice for set up, high roller has the option of either setting up first, or of setting up second"', () => {
    // Red 3+3 = 6 against White 2+5 = 7: White choose; a tie (4+4 against 5+3) would be rolled again.
    const tied = ww.setup(scenario, forcedDice([4, 4, 5, 3, 3, 3, 2, 5]));
    expect(ww.pending(tied.state)).toMatchObject({ side: 'white', kind: 'setup-order' });
    expect(tied.events).toHaveLength(2);
    const next = ww.step(tied.state, { type: 'setup-order', side: 'white', first: false }, forcedDice([]));
    expect(next.ok && ww.pending(next.value.state)).toMatchObject({ side: 'red', kind: 'deploy' });
  });

  it('"First player sets out one whole command … Second player follows with a command. This alternates until all brigades are set up."', () => {
    let state = ww.setup(scenario, forcedDice([6, 6, 1, 1])).state;
    state = (ww.step(state, { type: 'setup-order', side: 'red', first: true }, forcedDice([])) as { ok: true; value: { state: typeof state } }).value.state;
    const sides: string[] = [];
    while (ww.pending(state)?.kind === 'deploy') {
      const choice = ww.options(state)[0]!;
      sides.push(choice.action.side);
      const r = ww.step(state, choice.action, forcedDice([3, 4, 1, 2]));
      if (!r.ok) throw new Error(r.error.reason);
      state = r.value.state;
    }
    expect(sides).toEqual(['red', 'white', 'red', 'white', 'red', 'white']);
    expect(state.turn).toBe(1);
    expect(state.units.every((u) => u.status === 'active')).toBe(true);
  });

  it('"all units should be within six inches of another unit in the same command (this is only enforced at setup)"', () => {
    const state = initialState(scenario);
    const ok = deployRefusal(state, 'red', 'a', [{ unitId: 'r1', x: 11.5, y: 5 }, { unitId: 'r2', x: 18.5, y: 5 }]);
    expect(ok).toBeNull();
    // 4-stand units 1" apart centre to centre: centres 10" apart leave 6" between the nearest stands; 11" leaves 7".
    expect(deployRefusal(state, 'red', 'a', [{ unitId: 'r1', x: 11.5, y: 5 }, { unitId: 'r2', x: 21.5, y: 5 }])).toBeNull();
    expect(deployRefusal(state, 'red', 'a', [{ unitId: 'r1', x: 11.5, y: 5 }, { unitId: 'r2', x: 22.5, y: 5 }])).toMatch(/within 6" of another unit/);
    expect(deployRefusal(state, 'red', 'a', [{ unitId: 'r1', x: 11.5, y: 5 }])).toMatch(/must be set up with the rest/);
    expect(deployRefusal(state, 'red', 'a', [{ unitId: 'r1', x: 11.5, y: 30 }, { unitId: 'r2', x: 18.5, y: 30 }])).toMatch(/set-up area/);
  });
});

describe('checkScenario', () => {
  it('accepts the bundled Kamenka crossroads', () => {
    expect(checkScenario(kamenka()).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('refuses unknown troop types, units outside the stand limits and missing commands, naming the JSON path', () => {
    const bad = wwScenario(
      [
        { id: 'x', troopType: 'martian', command: 'a', x: 10, y: 5 },
        { id: 'y', troopType: 'red-infantry', command: 'a', x: 14, y: 5, stands: 7 },
        { id: 'z', troopType: 'red-mg', command: 'b', x: 30, y: 5, stands: 2 },
      ],
      threeCommands('w', 42),
    );
    bad.sides.white.units[0]!.tags = [];
    const problems = checkScenario(bad).filter((p) => p.severity === 'error');
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ path: '$.sides.red.units[0].troopType', message: expect.stringMatching(/unknown troop type "martian"/) }),
      expect.objectContaining({ path: '$.sides.red.units[1].bases', message: expect.stringMatching(/4 to 6 stands; this one has 7/) }),
      expect.objectContaining({ path: '$.sides.red.units[2].bases', message: expect.stringMatching(/1 stand; this one has 2/) }),
      expect.objectContaining({ path: '$.sides.red.units', message: expect.stringMatching(/3 or more commands/) }),
      expect.objectContaining({ path: '$.sides.white.units[0].tags', message: expect.stringMatching(/belongs to a command/) }),
    ]));
  });

  it('refuses a command drawn more than 6" apart', () => {
    const spread = wwScenario([...threeCommands('r', 5).slice(0, 1), { id: 'far', troopType: 'red-infantry', command: 'a', x: 40, y: 5, stands: 4 }, ...threeCommands('r', 5).slice(2)], threeCommands('w', 42));
    expect(checkScenario(spread).map((p) => p.path)).toEqual(expect.arrayContaining(['$.sides.red.units[0].bases', '$.sides.red.units[1].bases']));
  });
});

describe('set-up: a command always has a place (README: "Measuring")', () => {
  it('"First player sets out one whole command": stands set out first keep their ground, and a command with none free steps forward', () => {
    // The 2nd command's cavalry stand (1" by 2") lies on a rifle stand of the 1st as drawn and at 6" to either side.
    const red: UnitSpec[] = [
      ...[14.9, 20.9, 26.9].map((x, i) => ({ id: `rifles-${i}`, troopType: 'red-infantry', command: 'a', x, y: 6 })),
      { id: 'cav', troopType: 'red-cavalry', command: 'b', x: 20, y: 5 },
      { id: 'gun', troopType: 'red-field-gun', command: 'c', x: 40, y: 5 },
    ];
    let state = ww.setup(wwScenario(red, threeCommands('w', 42)), forcedDice([6, 6, 1, 1])).state;
    const step = (action: Parameters<typeof ww.step>[1]) => {
      const r = ww.step(state, action, forcedDice([3, 4, 1, 2]));
      if (!r.ok) throw new Error(r.error.reason);
      state = r.value.state;
    };
    step({ type: 'setup-order', side: 'red', first: true });
    step(ww.options(state).find((c) => c.label === 'Set up the A command as drawn')!.action);
    step(ww.options(state)[0]!.action);
    const cavalry = ww.options(state).filter((c) => c.label.startsWith('Set up the B command'));
    expect(cavalry.map((c) => c.label)).toEqual(['Set up the B command 3" forward of where it was drawn']);
    expect(cavalry[0]!.action).toMatchObject({ units: [{ unitId: 'cav', x: 20, y: 8 }] });
  });
});
