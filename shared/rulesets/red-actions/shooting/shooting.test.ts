import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { planShot } from './shooting.ts';
import { resolveShot } from './shooting-resolve.ts';
import type { ScenarioInput } from '../../../scenario/schema.ts';

const shooters = (type = 'red-regulars', bases = 4, at: [number, number] = [36, 10]): FixtureUnit => ({ id: 'r1', type, at, bases });
const target = (type = 'white-volunteers', at: [number, number] = [36, 16], extra: Partial<FixtureUnit> = {}): FixtureUnit => ({ id: 'w1', type, at, bases: 4, facing: 180, ...extra });
const state = (red: FixtureUnit[], white: FixtureUnit[], overrides: Partial<ScenarioInput> = {}) => fixtureState(fixtureScenario(red, white, overrides));
const plan = (s: ReturnType<typeof state>) => planShot(s, unit(s, 'r1'), unit(s, 'w1'), 'aimed', null)!;

describe('Shooting: the shooting total', () => {
  it('"multiply the unit\'s base shooting value by the effective number of bases"', () => {
    const s = state([shooters()], [target()]);
    expect(plan(s)).toMatchObject({ firingBases: 4, effective: 4, total: 12, columnLabel: '9-12', longRange: false });
    unit(s, 'r1').terror = 2;
    expect(plan(s)).toMatchObject({ effective: 2, total: 6, columnLabel: '5-8' });
  });

  it('"If the target is more than half the range number shown … the shooting total of the unit is halved"', () => {
    const s = state([shooters()], [target('white-volunteers', [36, 21])]);
    expect(plan(s)).toMatchObject({ longRange: true, total: 6, columnLabel: '5-8' });
  });

  it('MGs at 8″ or less: +3 columns', () => {
    const s = state([shooters('red-mg', 1)], [target()]);
    expect(plan(s)).toMatchObject({ total: 4, baseColumn: 1, column: 4, columnLabel: '13-16' });
  });

  it('only the best cover counts: woods -3 (even evading), trench -5', () => {
    const woods = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 30, y: 14 }, { x: 42, y: 14 }, { x: 42, y: 20 }, { x: 30, y: 20 }] };
    const s = state([shooters()], [target('white-volunteers', [36, 15])], { terrain: [woods] });
    unit(s, 'w1').concealment = 'none';
    unit(s, 'w1').movedThisTurn = 1;
    const p = plan(s);
    expect(p.shifts.map((m) => m.value)).toEqual([-3]);
    unit(s, 'w1').evading = true;
    expect(plan(s).shifts.map((m) => m.value)).toEqual([-3]);
    const t = state([shooters()], [target()], { terrain: [{ id: 'tr', kind: 'line', type: 'trench', points: [{ x: 30, y: 16 }, { x: 42, y: 16 }] }] });
    expect(plan(t).shifts.map((m) => m.value)).toEqual([-5]);
  });

  it('“Formed cavalry cannot claim a skirmisher bonus”', () => {
    const s = state([shooters()], [target('white-cavalry', [36, 16], { officer: 'skirmisher' })]);
    expect(plan(s).shifts.map((m) => m.label)).toContain('target skirmishers, or partisans in cover');
    unit(s, 'w1').formation = 'formed';
    expect(plan(s).shifts.map((m) => m.label)).not.toContain('target skirmishers, or partisans in cover');
  });

  it('“Troops can fire at twice their normal range with light harassing fire which has no casualty effects”; it stops a march', () => {
    const s = state([shooters()], [target('white-volunteers', [36, 36])]);
    expect(planShot(s, unit(s, 'r1'), unit(s, 'w1'), 'aimed', null)).toBeNull();
    const p = planShot(s, unit(s, 'r1'), unit(s, 'w1'), 'harassing', null)!;
    expect(p.range).toBe(32);
    unit(s, 'w1').marching = true;
    expect(resolveShot(ctxOf(s, forcedDice([])), unit(s, 'r1'), unit(s, 'w1'), p, { ambush: false })).toEqual([]);
    expect(unit(s, 'w1')).toMatchObject({ marching: false, terror: 0 });
  });

  it('"Target evading / lying down in open: -2 columns"; “Units with the Skirmisher characteristic use terrain more effectively and thus gain a bonus when being shot at”: -1 column', () => {
    const s = state([shooters()], [target('white-platoons')]);
    unit(s, 'w1').evading = true;
    expect(plan(s).shifts.map((m) => m.value).sort()).toEqual([-1, -2]);
  });

  it('"Target enfiladed: +1 column": “A target is enfiladed if the bulk of the shooters are firing effectively down the length of the target”, “the shooters must be within a line extending out 11° in front of the line of the target’s front”, measured from its far end', () => {
    const s = state([shooters('red-regulars', 2, [46, 16.2])], [target('white-volunteers', [36, 16])]);
    unit(s, 'r1').bases = unit(s, 'r1').bases.map((b) => ({ ...b, facing: 270 }));
    expect(plan(s).shifts.map((m) => m.label)).toContain('target enfiladed');
  });
});

describe('Shooting Results', () => {
  it('"2 x Ter: place two terror markers and a pinned marker"; SI is a serious test', () => {
    const s = state([shooters()], [target()]);
    const ctx = ctxOf(s, forcedDice([5, 5]));
    const tasks = resolveShot(ctx, unit(s, 'r1'), unit(s, 'w1'), plan(s), { ambush: false });
    expect(tasks.map((t) => t.t)).toEqual(['terror', 'pin', 'test']);
    expect(ctx.events.at(-1)!.roll).toMatchObject({ table: 'shooting', column: 'column 9-12', dice: [5, 5], result: '2 x Ter SI' });
  });

  it('"Kill!: a base is removed … takes a fear test and gets a pinned marker" (“Losing a base involuntarily for any reason: Fear”); “Off: Officer casualty test (killed on d6=1)”', () => {
    const s = state([shooters('red-regulars', 6)], [target()]);
    const ctx = ctxOf(s, forcedDice([5, 6]));
    const tasks = resolveShot(ctx, unit(s, 'r1'), unit(s, 'w1'), plan(s), { ambush: false });
    expect(tasks).toEqual([
      { t: 'officer-casualties', unitId: 'w1', source: 'shooting' },
      { t: 'test', unitId: 'w1', test: 'serious', trigger: 'serious-shooting' },
      expect.objectContaining({ t: 'lose-bases', count: 1, fearTest: true }),
      { t: 'pin', unitId: 'w1', cause: 'shot by r1' },
    ]);
  });

  it('"Ret: target immediately makes a retire move"', () => {
    const s = state([shooters()], [target()]);
    const tasks = resolveShot(ctxOf(s, forcedDice([3, 3])), unit(s, 'r1'), unit(s, 'w1'), plan(s), { ambush: false });
    expect(tasks).toEqual([expect.objectContaining({ t: 'retire', unitId: 'w1', fromShooting: true })]);
  });

  it('"Any unit shot at by a tank takes an automatic terror marker", and tanks shrug off rifle fire: “Tanks may be destroyed only by artillery direct hits”', () => {
    const s = state([{ id: 'r1', type: 'red-tank', at: [36, 10], facing: 90 }], [target()]);
    const p = planShot(s, unit(s, 'r1'), unit(s, 'w1'), 'aimed', null)!;
    const tasks = resolveShot(ctxOf(s, forcedDice([1, 1, 1, 1])), unit(s, 'r1'), unit(s, 'w1'), p, { ambush: false });
    expect(tasks).toContainEqual(expect.objectContaining({ t: 'terror', count: 1, cause: 'shot at by a tank' }));
    const back = state([shooters()], [{ id: 'w1', type: 'white-tank', at: [36, 16], facing: 180 }]);
    const bt = resolveShot(ctxOf(back, forcedDice([6, 6])), unit(back, 'r1'), unit(back, 'w1'), plan(back), { ambush: false });
    expect(bt).toEqual([]);
  });

  it('“Armoured cars are affected by artillery direct hits and close-range machine-gun fire only”; a Kill! abandons and destroys them', () => {
    const s = state([shooters('red-mg', 4)], [{ id: 'w1', type: 'white-armoured-car', at: [36, 16], facing: 180 }]);
    resolveShot(ctxOf(s, forcedDice([6, 6])), unit(s, 'r1'), unit(s, 'w1'), plan(s), { ambush: false });
    expect(unit(s, 'w1').status).toBe('destroyed');
    const rifles = state([shooters()], [{ id: 'w1', type: 'white-armoured-car', at: [36, 16], facing: 180 }]);
    expect(resolveShot(ctxOf(rifles, forcedDice([6, 6])), unit(rifles, 'r1'), unit(rifles, 'w1'), plan(rifles), { ambush: false })).toEqual([]);
    expect(unit(rifles, 'w1').status).toBe('active');
  });
});

describe('Direct Hits', () => {
  it('“Check direct hits for artillery and mortars”: “Each gun or mortar base (including from vehicles) rolls 2d6 before other shooting results are calculated”; “If the score is equal or greater than the direct hit number on its card, then one enemy base is eliminated”', () => {
    const s = state([shooters('red-field-gun', 2)], [target('white-volunteers', [36, 30])]);
    const p = plan(s);
    expect(p.gunBases).toBe(2);
    const ctx = ctxOf(s, forcedDice([5, 5, 2, 3, 1, 1]));
    const tasks = resolveShot(ctx, unit(s, 'r1'), unit(s, 'w1'), p, { ambush: false });
    expect(tasks[0]).toMatchObject({ t: 'lose-bases', count: 1, fearTest: true });
    expect(ctx.events[0]!.roll).toMatchObject({ table: 'direct-hits', target: '10+' });
  });

  it('an artillery piece, tank or armoured car that takes a direct hit is destroyed', () => {
    const s = state([shooters('red-field-gun', 1)], [{ id: 'w1', type: 'white-tank', at: [36, 30], facing: 180 }]);
    resolveShot(ctxOf(s, forcedDice([5, 4, 1, 1])), unit(s, 'r1'), unit(s, 'w1'), plan(s), { ambush: false });
    expect(unit(s, 'w1').status).toBe('destroyed');
  });

  it('“Every time a building (section) receives a direct hit, roll 2d6”: “equal to or higher than 9 for a wood building”, it falls with all troops within', () => {
    const s = state([shooters('red-field-gun', 1)], [target('white-volunteers', [36, 30])], {
      terrain: [{ id: 'barn', kind: 'building', type: 'wood', x: 36, y: 30, width: 8, depth: 3 }],
    });
    unit(s, 'w1').concealment = 'none';
    const p = planShot(s, unit(s, 'r1'), unit(s, 'w1'), 'speculative', null)!;
    resolveShot(ctxOf(s, forcedDice([5, 4, 5, 4])), unit(s, 'r1'), unit(s, 'w1'), p, { ambush: false });
    expect(s.buildings.barn?.destroyed).toBe(true);
    expect(unit(s, 'w1').status).toBe('destroyed');
  });
});
