import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { checkCombine, checkDismount, combine, dismount, divide, mount, checkMount, enter, checkLimberMove } from './unit-changes.ts';
import { canSee } from '../terrain/visibility.ts';
import { housekeeping } from '../sequence/housekeeping.ts';
import { computeOutcome, flightState } from '../scenario/outcome.ts';
import { effectiveBases } from '../troops/units.ts';
import type { ScenarioInput } from '../../../scenario/schema.ts';
import { stepState } from '../step.ts';
import type { RaAction } from '../actions.ts';

const enemy: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [60, 44], bases: 2, facing: 180 };
const setup = (red: FixtureUnit[], white: FixtureUnit[] = [enemy], o: Partial<ScenarioInput> = {}) => fixtureState(fixtureScenario(red, white, o));

describe('Definitions: effective bases', () => {
  it('"the actual number less one for each terror marker … if the number of terror markers equals the number of bases, one half of one base"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 4 }]);
    const u = unit(s, 'r1');
    expect(effectiveBases(u)).toBe(4);
    Object.assign(u, { terror: 2, humiliated: 1 });
    expect(effectiveBases(u)).toBe(1);
    u.terror = 3;
    expect(effectiveBases(u)).toBe(0.5);
  });
});

describe('Dividing and combining', () => {
  it('"Any terror and humiliated markers are divided up as equally as possible, rounding up"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 6 }]);
    Object.assign(unit(s, 'r1'), { terror: 3, humiliated: 1 });
    divide(ctxOf(s, forcedDice([1])), unit(s, 'r1'), { type: 'divide', side: 'red', unitId: 'r1', bases: 3 });
    const parts = s.units.filter((u) => u.side === 'red');
    expect(parts.map((u) => [u.bases.length, u.terror, u.humiliated])).toEqual([[3, 2, 1], [3, 2, 1]]);
  });

  it('dividing destroys nothing toward the flight number ("points worth … destroyed, captured, or routing"), but the detachment\'s later losses count', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 4 }]);
    const before = flightState(s, 'red');
    divide(ctxOf(s, forcedDice([1])), unit(s, 'r1'), { type: 'divide', side: 'red', unitId: 'r1', bases: 2 });
    expect(flightState(s, 'red')).toEqual(before);
    const detachment = s.units.find((u) => u.side === 'red' && u.id !== 'r1')!;
    detachment.status = 'routing';
    expect(flightState(s, 'red').lost).toBeCloseTo(before.start / 2);
  });

  it('"Two or more units may combine … if they start it in physical contact and neither has yet had an action"; all markers retained', () => {
    const s = setup([{ id: 'r1', type: 'red-mg', at: [36, 10], bases: 2, officer: null }, { id: 'r2', type: 'red-mg', at: [38.4, 10], bases: 2, officer: null }]);
    unit(s, 'r2').terror = 1;
    expect(checkCombine(s, unit(s, 'r1'), { type: 'combine', side: 'red', unitId: 'r1', withId: 'r2' })).toBeNull();
    combine(ctxOf(s, forcedDice([])), unit(s, 'r1'), { type: 'combine', side: 'red', unitId: 'r1', withId: 'r2' });
    expect(unit(s, 'r1')).toMatchObject({ terror: 1 });
    expect(unit(s, 'r1').bases).toHaveLength(4);
    expect(unit(s, 'r2').status).toBe('withdrawn');
    const far = setup([{ id: 'r1', type: 'red-mg', at: [36, 10], bases: 2 }, { id: 'r2', type: 'red-mg', at: [46, 10], bases: 2 }]);
    expect(checkCombine(far, unit(far, 'r1'), { type: 'combine', side: 'red', unitId: 'r1', withId: 'r2' })).toContain('contact');
  });
});

describe('Dividing and combining take the whole turn', () => {
  const act = (s: ReturnType<typeof setup>, a: RaAction) => {
    const r = stepState(s, a, forcedDice([1, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.reason);
    return r.value.state;
  };
  const spareWhite: FixtureUnit = { id: 'w-spare', type: 'white-volunteers', at: [68, 46], bases: 2, facing: 180 };

  it('dividing: “This takes an entire turn and prevents any other actions”', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 4 }, { id: 'r2', type: 'red-regulars', at: [10, 4], bases: 2 }], [enemy, spareWhite]);
    s.initiative.toAct = 'red';
    const after = act(s, { type: 'divide', side: 'red', unitId: 'r1', bases: 2 });
    expect(after.units.filter((u) => u.side === 'red' && u.id !== 'r2').every((u) => u.acted)).toBe(true);
    expect(stepState(after, { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 12 }, facing: 0 }, forcedDice([])).ok).toBe(false);
  });

  it('combining: “This takes an entire turn and prevents any other actions by either unit for the turn”', () => {
    const s = setup([{ id: 'r1', type: 'red-mg', at: [36, 10], bases: 2, officer: null }, { id: 'r2', type: 'red-mg', at: [38.4, 10], bases: 2, officer: null }, { id: 'r3', type: 'red-regulars', at: [10, 4], bases: 2 }], [enemy, spareWhite]);
    s.initiative.toAct = 'red';
    const after = act(s, { type: 'combine', side: 'red', unitId: 'r1', withId: 'r2' });
    expect([unit(after, 'r1').acted, unit(after, 'r2').acted]).toEqual([true, true]);
    expect(stepState(after, { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 12 }, facing: 0 }, forcedDice([])).ok).toBe(false);
  });
});

describe('Combining: officers, sorts and cards', () => {
  const pair = (o: Partial<ScenarioInput> = {}) => setup([
    { id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2, officer: 'inspiring' },
    { id: 'r2', type: 'red-regulars', at: [38.4, 10], bases: 2, officer: 'nervous' },
  ], [enemy], o);
  const joining = { type: 'combine', side: 'red', unitId: 'r1', withId: 'r2' } as const;

  it('"If there are two officers, then the commanding one is the higher ranking, or decided randomly": two juniors are of one rank, so a d6 decides', () => {
    const low = pair();
    combine(ctxOf(low, forcedDice([5])), unit(low, 'r1'), joining);
    expect(unit(low, 'r1').officers.map((o) => o.bonus)).toEqual([-1]);
    const high = pair();
    const ctx = ctxOf(high, forcedDice([2]));
    combine(ctx, unit(high, 'r1'), joining);
    expect(unit(high, 'r1').officers.map((o) => o.bonus)).toEqual([2]);
    expect(ctx.events.find((e) => e.roll)?.roll).toMatchObject({ dice: [2], target: "1–3 r1's officer, 4–6 r2's" });
  });

  it('"Units must be of the appropriate type to combine": riflemen do not join an MG platoon', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }, { id: 'r2', type: 'red-mg', at: [38.4, 10], bases: 1 }]);
    expect(checkCombine(s, unit(s, 'r1'), joining)).toBe('only units of the same sort may combine');
  });

  it('"If units are combined then a card is removed for one of the units" (Option 1)', () => {
    const s = pair({ ruleset: { id: 'red-actions', options: { positionMarkers: false, initiative: 'cards' } } });
    s.initiative.deck = ['w1', 'r2', 'r1'];
    combine(ctxOf(s, forcedDice([1])), unit(s, 'r1'), joining);
    expect(s.initiative.deck).toEqual(['w1', 'r1']);
  });
});

describe('Dividing an officerless unit', () => {
  it('000 line 75: MGs "may form units of up to 4 bases … either with or without a junior officer": its detachment draws none', () => {
    const s = setup([{ id: 'r1', type: 'red-mg', at: [36, 10], bases: 2, officer: null }, { id: 'r2', type: 'red-regulars', at: [20, 10], bases: 4 }]);
    const bag = s.tokenBags.red.length;
    divide(ctxOf(s, forcedDice([])), unit(s, 'r1'), { type: 'divide', side: 'red', unitId: 'r1', bases: 1 });
    const detachment = s.units.find((u) => u.id.startsWith('r1-'))!;
    expect(detachment.officers).toEqual([]);
    expect(s.tokenBags.red).toHaveLength(bag);
    // A unit with a junior officer still gives its detachment one.
    divide(ctxOf(s, forcedDice([1])), unit(s, 'r2'), { type: 'divide', side: 'red', unitId: 'r2', bases: 2 });
    expect(s.units.find((u) => u.id.startsWith('r2-'))!.officers).toHaveLength(1);
  });
});

describe('Dismounting', () => {
  it('"When cavalry dismount, one base must be delegated to hold any horses"; they remount with the horses', () => {
    const s = setup([{ id: 'r1', type: 'white-cossacks', at: [36, 10], bases: 4 }]);
    expect(checkDismount(unit(s, 'r1'))).toBeNull();
    dismount(ctxOf(s, forcedDice([])), unit(s, 'r1'));
    expect(unit(s, 'r1')).toMatchObject({ type: 'white-platoons', mountedType: 'white-cossacks' });
    expect(unit(s, 'r1').bases).toHaveLength(3);
    const horses = s.units.find((u) => u.horsesFor === 'r1')!;
    expect(horses.bases).toHaveLength(1);
    expect(checkMount(s, unit(s, 'r1'))).toBeNull();
    mount(ctxOf(s, forcedDice([])), unit(s, 'r1'));
    expect(unit(s, 'r1')).toMatchObject({ type: 'white-cossacks', mountedType: null });
    expect(unit(s, 'r1').bases).toHaveLength(4);
  });

  it('“They cannot remount until the horses are returned”', () => {
    const s = setup([{ id: 'r1', type: 'white-cossacks', at: [36, 10], bases: 4 }]);
    dismount(ctxOf(s, forcedDice([])), unit(s, 'r1'));
    const horses = s.units.find((u) => u.horsesFor === 'r1')!;
    horses.bases = horses.bases.map((b) => ({ ...b, y: b.y - 8 }));
    expect(checkMount(s, unit(s, 'r1'))).toBe('the horses must be brought up first');
    Object.assign(horses, { status: 'destroyed', bases: [] });
    expect(checkMount(s, unit(s, 'r1'))).toBe('the horses are gone');
  });

  it('000 line 95: flight counts points "destroyed, captured, or routing"; the base holding the horses is none of these', () => {
    const s = setup([{ id: 'r1', type: 'white-cossacks', at: [36, 10], bases: 4 }]);
    const before = flightState(s, 'red');
    dismount(ctxOf(s, forcedDice([])), unit(s, 'r1'));
    expect(flightState(s, 'red')).toEqual(before);
    const horses = s.units.find((u) => u.horsesFor === 'r1')!;
    expect(horses.startBases).toBe(1);
    // Holders who are later destroyed are lost like any base; the horses brought back count with the unit again.
    const destroyed = structuredClone(s);
    Object.assign(destroyed.units.find((u) => u.horsesFor === 'r1')!, { status: 'destroyed', bases: [] });
    expect(flightState(destroyed, 'red').lost).toBeCloseTo(before.start / 4);
    mount(ctxOf(s, forcedDice([])), unit(s, 'r1'));
    expect(flightState(s, 'red')).toEqual(before);
    expect(unit(s, 'r1').startBases).toBe(4);
  });

  it('“Mount, dismount, embark, disembark, limber, unlimber (NB: ½ move for horse artillery)”: "Horse artillery may move half a move and limber or unlimber in the same action segment"; field guns may not', () => {
    const s = setup([{ id: 'r1', type: 'red-horse-gun', at: [36, 10] }, { id: 'r2', type: 'red-field-gun', at: [20, 10] }]);
    expect(checkLimberMove(s, unit(s, 'r1'), { to: { x: 36, y: 16 }, facing: 0 })).toBeNull();
    expect(checkLimberMove(s, unit(s, 'r1'), { to: { x: 36, y: 18 }, facing: 0 })).toContain('needs');
    expect(checkLimberMove(s, unit(s, 'r2'), { to: { x: 20, y: 12 }, facing: 0 })).toContain('horse artillery');
  });
});

describe('Game sequence: markers, reinforcements and flight', () => {
  it('position markers "are revealed as figures when they become visible to any enemy"; dummies vanish', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }], [enemy, { id: 'w2', type: 'dummy-marker', at: [40, 30], facing: 180, officer: null }], {
      ruleset: { id: 'red-actions', options: { positionMarkers: true } },
    });
    expect(unit(s, 'w2').status).toBe('destroyed');
    expect(unit(s, 'w1').concealment).toBe('none');
  });

  it('reinforcements enter at their entry point, facing into the table', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 4, extra: { reinforcement: { turn: 1, entry: { x: 10, y: 0 } } } }]);
    expect(unit(s, 'r1').status).toBe('reserve');
    enter(ctxOf(s, forcedDice([])), unit(s, 'r1'));
    expect(unit(s, 'r1')).toMatchObject({ status: 'active', formation: 'column' });
    expect(Math.min(...unit(s, 'r1').bases.map((b) => b.y))).toBeGreaterThanOrEqual(0);
  });

  it('“Each army has a flight numbers, shown as a percentage”: "how many points worth must be destroyed, captured, or routing to exceed the flight number"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 4 }, { id: 'r2', type: 'red-regulars', at: [20, 10], bases: 4 }]);
    expect(flightState(s, 'red')).toMatchObject({ start: 80, lost: 0, limit: 32, percent: 40 });
    unit(s, 'r1').status = 'routing';
    expect(flightState(s, 'red').lost).toBe(40);
    expect(computeOutcome(s, 'turn-end')).toMatchObject({ winner: 'white' });
  });

  it('woods hide troops more than 2″ inside them from outside; hidden troops are seen only within 2″', () => {
    const wood = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 30, y: 20 }, { x: 42, y: 20 }, { x: 42, y: 40 }, { x: 30, y: 40 }] };
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 21], bases: 2, facing: 180 }], { terrain: [wood] });
    unit(s, 'w1').movedThisTurn = 1;
    expect(canSee(s, unit(s, 'r1'), unit(s, 'w1'))).toBe(true);
    unit(s, 'w1').bases = unit(s, 'w1').bases.map((b) => ({ ...b, y: 26 }));
    expect(canSee(s, unit(s, 'r1'), unit(s, 'w1'))).toBe(false);
    unit(s, 'w1').concealment = 'hiding';
    unit(s, 'r1').bases = unit(s, 'r1').bases.map((b) => ({ ...b, y: 24.5 }));
    housekeeping(ctxOf(s, forcedDice([])));
    expect(unit(s, 'w1').concealment).toBe('none');
  });
});
