import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { combatStrength, resolveCombat } from './combat.ts';
import type { ScenarioInput } from '../../../scenario/schema.ts';

const setup = (red: FixtureUnit[], white: FixtureUnit[], o: Partial<ScenarioInput> = {}) => fixtureState(fixtureScenario(red, white, o));
const sit = { defenderFlanked: false, counterCharge: false };

describe('Combat Modifiers', () => {
  it('"Behind fortifications +50%"; "Defending in cover … +25%"', () => {
    const trench = { id: 't', kind: 'line' as const, type: 'trench' as const, points: [{ x: 30, y: 30 }, { x: 42, y: 30 }] };
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 28], bases: 4 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 4, facing: 180 }], { terrain: [trench] });
    expect(combatStrength(s, unit(s, 'w1'), unit(s, 'r1'), 'defender', sit).value).toBe(4 * 4 * 1.5);
    const scrub = { id: 'sc', kind: 'area' as const, type: 'scrub' as const, polygon: [{ x: 30, y: 29 }, { x: 42, y: 29 }, { x: 42, y: 32 }, { x: 30, y: 32 }] };
    const c = setup([{ id: 'r1', type: 'red-regulars', at: [36, 27], bases: 4 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 4, facing: 180 }], { terrain: [scrub] });
    expect(combatStrength(c, unit(c, 'w1'), unit(c, 'r1'), 'defender', sit).value).toBe(4 * 4 * 1.25);
  });

  it('"Uphill +25%"', () => {
    const hill = { id: 'h', kind: 'hill' as const, height: 2, steepness: 'gentle' as const, polygon: [{ x: 26, y: 28 }, { x: 46, y: 28 }, { x: 46, y: 44 }, { x: 26, y: 44 }] };
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 26], bases: 4 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 34], bases: 4, facing: 180 }], { terrain: [hill] });
    expect(combatStrength(s, unit(s, 'w1'), unit(s, 'r1'), 'defender', sit).modifiers.map((m) => m.label)).toContain('uphill');
  });

  it('"Contacted to flank or rear -50%"; "Formed cavalry charging +25%"', () => {
    const s = setup([{ id: 'r1', type: 'red-cavalry', at: [36, 26], bases: 4 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 4, facing: 180 }]);
    unit(s, 'r1').formation = 'formed';
    expect(combatStrength(s, unit(s, 'r1'), unit(s, 'w1'), 'charger', sit).value).toBe(4 * 4 * 1.25);
    expect(combatStrength(s, unit(s, 'w1'), unit(s, 'r1'), 'defender', { defenderFlanked: true, counterCharge: false }).value).toBe(4 * 4 * 0.5);
  });
});

describe('Combat Results', () => {
  const pair = () => setup([{ id: 'r1', type: 'red-cavalry', at: [36, 28], bases: 4 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 2, facing: 180 }]);

  it('"W/Defeated: Weaker side loses two bases and survivors rout"', () => {
    const s = pair();
    const { tasks, report } = resolveCombat(ctxOf(s, forcedDice([6, 5])), unit(s, 'r1'), unit(s, 'w1'), sit);
    expect(report).toMatchObject({ strongerId: 'r1', weakerId: 'w1', roll: 11 });
    expect(tasks.slice(0, 2)).toEqual([
      expect.objectContaining({ t: 'lose-bases', unitId: 'w1', count: 2 }),
      expect.objectContaining({ t: 'rout', unitId: 'w1' }),
    ]);
    expect(tasks.slice(-2)).toEqual([
      { t: 'officer-casualties', unitId: 'r1', source: 'combat' },
      { t: 'officer-casualties', unitId: 'w1', source: 'combat' },
    ]);
  });

  it('"S/Humiliated: Stronger gets a humiliated marker and takes a fear test; weaker retires with 2 terror markers"', () => {
    const s = pair();
    const { tasks } = resolveCombat(ctxOf(s, forcedDice([2, 2])), unit(s, 'r1'), unit(s, 'w1'), sit);
    expect(tasks.slice(0, 4)).toEqual([
      expect.objectContaining({ t: 'humiliate', unitId: 'r1', count: 1 }),
      { t: 'test', unitId: 'r1', test: 'fear', trigger: 'humiliated-in-combat' },
      expect.objectContaining({ t: 'terror', unitId: 'w1', count: 2 }),
      expect.objectContaining({ t: 'retire', unitId: 'w1' }),
    ]);
  });

  it('"W/Surrenders: Weaker side surrenders entirely" (16 against 4 is the 4:1 column)', () => {
    const s = pair();
    unit(s, 'w1').bases = unit(s, 'w1').bases.slice(0, 1);
    const { tasks } = resolveCombat(ctxOf(s, forcedDice([6, 6])), unit(s, 'r1'), unit(s, 'w1'), sit);
    expect(tasks[0]).toMatchObject({ t: 'surrender', unitId: 'w1' });
  });
});
