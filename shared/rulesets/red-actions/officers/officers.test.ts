import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { SeededDice, rngFromSeed } from '../../../engine/dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { setupState } from '../scenario/setup.ts';
import { officerCasualties, replaceOfficerIfDue } from './officer-casualties.ts';
import { checkAttach } from './officer-actions.ts';
import { isMob, unitTraits } from './command.ts';
import { moraleNumbers } from '../morale/morale.ts';
import { endOfTurnChores } from '../sequence/turn-chores.ts';
import { loseBases } from '../morale/markers.ts';

const enemy: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [36, 44], bases: 2, facing: 180 };
const senior = (id: string, at: [number, number], characteristic?: string, rank: 'senior' | 'commander' = 'senior'): FixtureUnit => ({
  id, type: 'red-senior-officer', at, officer: null,
  extra: { officers: [{ id: `${id}.o`, rank, ...(characteristic ? { characteristic } : {}) }] },
});

describe('Officer tokens', () => {
  it('“2) Draw officer tokens (see above)”: Soviet armies "draw two officer tokens randomly for each senior officer and select one"; Whites draw three', () => {
    const scenario = fixtureScenario([senior('boss', [36, 4])], [{ id: 'col', type: 'white-senior-officer', at: [36, 44], officer: null, facing: 180, extra: { officers: [{ id: 'col.o', rank: 'senior' }] } }]);
    const { state } = setupState(scenario, new SeededDice(rngFromSeed(3)));
    expect(state.decision).toMatchObject({ kind: 'officer-token', side: 'red', officerUnitId: 'boss' });
    expect(state.decision?.kind === 'officer-token' && state.decision.tokens).toHaveLength(2);
    expect(state.officerDraws[0]).toMatchObject({ side: 'white', officerUnitId: 'col' });
    expect(state.officerDraws[0]!.tokens).toHaveLength(3);
  });

  it('"both sides draw one token randomly for each junior officer"; riflemen always have one', () => {
    const scenario = fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [36, 4], bases: 2, officer: null }], [enemy]);
    const { state } = setupState(scenario, new SeededDice(rngFromSeed(3)));
    expect(unit(state, 'r1').officers).toEqual([expect.objectContaining({ rank: 'junior', id: 'r1.officer' })]);
  });
});

describe('Special Officer Characteristics', () => {
  it('"Certain officers instil a Mob characteristic … unless they are units with the Specialist or Storm characteristics"', () => {
    const s = fixtureState(fixtureScenario([
      { id: 'r1', type: 'red-regulars', at: [20, 4], bases: 2, officer: 'mob' },
      { id: 'r2', type: 'chon', at: [40, 4], bases: 2, officer: 'mob' },
    ], [enemy]));
    expect(isMob(s, unit(s, 'r1'))).toBe(true);
    expect(isMob(s, unit(s, 'r2'))).toBe(false);
  });

  it('“Officers may also have Partisan, Storm, Specialist or Skirmisher characteristics, which the unit may use while commanded by them”', () => {
    const s = fixtureState(fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [20, 4], bases: 2, officer: 'skirmisher' }], [enemy]));
    expect(unitTraits(s, unit(s, 'r1')).has('skirmisher')).toBe(true);
  });

  it('"Commissar officers … will not permit non-Commissar officers, even if senior to them, to take over the unit"', () => {
    const s = fixtureState(fixtureScenario([
      { id: 'r1', type: 'red-regulars', at: [20, 4], bases: 2, officer: 'commissar' },
      senior('boss', [20, 5.5], 'inspiring'),
      senior('pol', [21, 5.5], 'commissar'),
    ], [enemy]));
    expect(checkAttach(s, unit(s, 'boss'), { type: 'attach', side: 'red', unitId: 'boss', toUnitId: 'r1', personalCommand: true })).toContain('Commissar');
    expect(checkAttach(s, unit(s, 'boss'), { type: 'attach', side: 'red', unitId: 'boss', toUnitId: 'r1', personalCommand: false })).toBeNull();
    expect(checkAttach(s, unit(s, 'pol'), { type: 'attach', side: 'red', unitId: 'pol', toUnitId: 'r1', personalCommand: true })).toBeNull();
  });

  it('“Some White Conscript units may have a White Officer base in the unit as stiffening”: “The whole unit loses the mob characteristic and tests morale as if a White Volunteer Company”; the first base lost is his', () => {
    const s = fixtureState(fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [36, 4], bases: 2 }], [
      { id: 'w1', type: 'white-conscripts', at: [36, 40], bases: 4, facing: 180, extra: { characteristics: ['white-officer-base'] } },
    ]));
    const w = unit(s, 'w1');
    expect(moraleNumbers(w)).toEqual(moraleNumbers({ ...w, type: 'white-volunteers', traits: [] }));
    expect(isMob(s, w)).toBe(false);
    loseBases(ctxOf(s, forcedDice([])), w, 1, 'test', null);
    expect(isMob(s, w)).toBe(true);
  });
});

describe('Officer Casualties', () => {
  it('“Officers may become casualties as a result of shooting or hand-to-hand combat”. “When a shooting result indicates that an officer may become a casualty, roll a d6 roll for each officer in the unit”: "On a score of 1, an officer becomes a casualty"; “If all officers in a unit are killed, the unit adds a terror marker and takes a serious test”', () => {
    const s = fixtureState(fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [36, 4], bases: 2 }], [enemy]));
    const ctx = ctxOf(s, forcedDice([1]));
    officerCasualties(ctx, unit(s, 'r1'), 'shooting');
    expect(unit(s, 'r1')).toMatchObject({ officers: [], officerVacant: true, terror: 1 });
    expect(s.agenda).toEqual([{ t: 'test', unitId: 'r1', test: 'serious', trigger: 'officers-lost' }]);
  });

  it('“Each time an officer enters combat with a unit, roll a d6”: “On a 1 the officer is a casualty”; “If the unit routs, for any reason, then a score of 2 also indicates that the officer is captured or killed”', () => {
    const steady = fixtureState(fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [36, 4], bases: 2 }], [enemy]));
    officerCasualties(ctxOf(steady, forcedDice([2])), unit(steady, 'r1'), 'combat');
    expect(unit(steady, 'r1').officers).toHaveLength(1);
    officerCasualties(ctxOf(steady, forcedDice([1])), unit(steady, 'r1'), 'combat');
    expect(unit(steady, 'r1').officers).toEqual([]);
    const s = fixtureState(fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [36, 4], bases: 2 }], [enemy]));
    unit(s, 'r1').status = 'routing';
    officerCasualties(ctxOf(s, forcedDice([2])), unit(s, 'r1'), 'combat');
    expect(unit(s, 'r1').officers).toEqual([]);
  });

  it('"a replacement is drawn for him when the unit next performs a voluntary action"', () => {
    const s = fixtureState(fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [36, 4], bases: 2 }], [enemy]));
    Object.assign(unit(s, 'r1'), { officers: [], officerVacant: true });
    replaceOfficerIfDue(ctxOf(s, forcedDice([1])), unit(s, 'r1'));
    expect(unit(s, 'r1').officers).toHaveLength(1);
    expect(unit(s, 'r1').officerVacant).toBe(false);
  });

  it('"If a senior officer is killed, then a junior officer is promoted in his place at the end of the next turn"', () => {
    const s = fixtureState(fixtureScenario([
      senior('boss', [36, 6], 'steady-a'),
      { id: 'r1', type: 'red-regulars', at: [30, 4], bases: 2, officer: 'steady-b' },
      { id: 'r2', type: 'red-regulars', at: [44, 4], bases: 2, officer: 'nervous' },
    ], [enemy]));
    const ctx = ctxOf(s, forcedDice([1, 1]));
    officerCasualties(ctx, unit(s, 'boss'), 'shooting');
    expect(unit(s, 'boss').status).toBe('destroyed');
    expect(s.promotions).toEqual([expect.objectContaining({ dueTurn: 2 })]);
    endOfTurnChores(ctx);
    expect(s.units).toHaveLength(4);
    s.turn = 2;
    endOfTurnChores(ctx);
    const promoted = s.units.find((u) => u.id.startsWith('boss-p'))!;
    expect(promoted).toMatchObject({ status: 'active', officers: [expect.objectContaining({ rank: 'senior', tokenId: 'steady-b' })] });
    expect(unit(s, 'r1').officers[0]!.tokenId).not.toBe('steady-b');
  });
});
