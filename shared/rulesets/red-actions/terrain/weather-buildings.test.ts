import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { canSee } from './visibility.ts';
import { sightLimit } from './terrain.ts';
import { checkMoveTo } from '../segment/legality-move.ts';
import { performMove } from '../movement/move-action.ts';
import { nightFriendlyFire } from '../movement/night.ts';
import { checkDig, dig, fire } from './engineering.ts';
import { stepState } from '../step.ts';
import { startOfTurnChores } from '../sequence/turn-chores.ts';
import { unitCover } from './cover.ts';
import type { ScenarioInput } from '../../../scenario/schema.ts';

const at = (id: string, type: string, x: number, y: number, facing = 0, bases = 2): FixtureUnit => ({ id, type, at: [x, y], facing, bases });
const setup = (red: FixtureUnit[], white: FixtureUnit[], o: Partial<ScenarioInput> = {}) => fixtureState(fixtureScenario(red, white, o));

describe('Visibility: trenches', () => {
  it('000 line 619: "stationary infantry and unlimbered artillery can be seen behind hedges, scrub, ditches etc" at 2″; a trench is a ditch', () => {
    const trench = { id: 'trench', kind: 'line' as const, type: 'trench' as const, points: [{ x: 30, y: 30 }, { x: 42, y: 30 }] };
    const white = [at('w1', 'white-volunteers', 36, 30, 180)];
    const far = setup([at('r1', 'red-regulars', 36, 25)], white, { terrain: [trench] });
    expect(canSee(far, unit(far, 'r1'), unit(far, 'w1'))).toBe(false);
    const near = setup([at('r1', 'red-regulars', 36, 28)], white, { terrain: [trench] });
    expect(canSee(near, unit(near, 'r1'), unit(near, 'w1'))).toBe(true);
    // Moving troops are not on the 2" line: a unit that has moved in its trench is seen as in the open.
    unit(far, 'w1').movedThisTurn = 1;
    expect(canSee(far, unit(far, 'r1'), unit(far, 'w1'))).toBe(true);
  });
});

describe('Visibility: a unit half out of its trench', () => {
  it('000 line 619, "stationary infantry … can be seen behind hedges, scrub, ditches etc" at 2″: only bases in the ditch are hidden', () => {
    // A unit that wheels to fire turns about its centre; a base that leaves the trench stands in the open and is seen
    // from 12″ (the station raid's MG platoon, seed 7001 turn 5). The unit is seen if any of its bases is.
    const trench = { id: 'trench', kind: 'line' as const, type: 'trench' as const, points: [{ x: 30, y: 30 }, { x: 42, y: 30 }] };
    const s = setup([at('r1', 'red-regulars', 36, 18)], [at('w1', 'white-volunteers', 36, 30, 180)], { terrain: [trench] });
    expect(canSee(s, unit(s, 'r1'), unit(s, 'w1'))).toBe(false);
    unit(s, 'w1').bases[1] = { ...unit(s, 'w1').bases[1]!, y: 31 };
    expect(canSee(s, unit(s, 'r1'), unit(s, 'w1'))).toBe(true);
  });
});

describe('Weather', () => {
  it('at night "all units have one humiliated marker on them from the start of the game"', () => {
    const s = setup([at('r1', 'red-regulars', 36, 10)], [at('w1', 'white-volunteers', 36, 40, 180)], { timeOfDay: 'night' });
    expect(unit(s, 'r1').humiliated).toBe(1);
    expect(unit(s, 'w1').humiliated).toBe(1);
  });

  it('"Visibility and shooting range … 75m (3″) on a dark night, 150m (6″) in strong moonlight or light fog"; rain 40″', () => {
    const s = setup([at('r1', 'red-regulars', 36, 10)], [at('w1', 'white-volunteers', 36, 15, 180)], { timeOfDay: 'night' });
    expect(sightLimit(s)).toBe(3);
    expect(canSee(s, unit(s, 'r1'), unit(s, 'w1'))).toBe(false);
    const moon = setup([at('r1', 'red-regulars', 36, 10)], [at('w1', 'white-volunteers', 36, 15, 180)], {
      timeOfDay: 'night', ruleset: { id: 'red-actions', options: { night: 'moonlit', positionMarkers: false } },
    });
    expect(canSee(moon, unit(moon, 'r1'), unit(moon, 'w1'))).toBe(true);
    expect(sightLimit(setup([at('r1', 'red-regulars', 36, 10)], [at('w1', 'white-volunteers', 36, 40, 180)], { weather: 'rain' }))).toBe(40);
  });

  it('"Rain normally has no effect except to remove any road bonus"', () => {
    const road = { id: 'road', kind: 'line' as const, type: 'road' as const, points: [{ x: 10, y: 0 }, { x: 10, y: 48 }] };
    const red = [{ id: 'r1', type: 'red-regulars', at: [10, 4] as [number, number], bases: 2, column: true }];
    const dry = setup(red, [at('w1', 'white-volunteers', 60, 46, 180)], { terrain: [road] });
    expect(checkMoveTo(dry, unit(dry, 'r1'), { x: 10, y: 14 }, 0, 'column', {})).toBeNull();
    const wet = setup(red, [at('w1', 'white-volunteers', 60, 46, 180)], { terrain: [road], weather: 'rain' });
    expect(checkMoveTo(wet, unit(wet, 'r1'), { x: 10, y: 14 }, 0, 'column', {})).toContain('needs');
  });

  it('“Each turn not following a well-defined terrain feature … units must dice a d6 randomly at the start of their action segment”: "On a 1 they veer 30° left and on a 6 they veer 30° right"', () => {
    const s = setup([at('r1', 'red-regulars', 36, 10, 0, 1)], [at('w1', 'white-volunteers', 60, 46, 180)], { timeOfDay: 'night' });
    s.units.find((u) => u.id === 'r1')!.formation = 'column';
    performMove(ctxOf(s, forcedDice([6])), unit(s, 'r1'), { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 14 }, facing: 0, formation: 'column' });
    expect(unit(s, 'r1').veer).toBe(30);
    expect(unit(s, 'r1').bases[0]!.x).toBeGreaterThan(37);
  });

  it('"Units coming on friends will fire at them on a d6 = 1"', () => {
    const s = setup([at('r1', 'red-regulars', 36, 10), at('r2', 'red-regulars', 36, 14, 180)], [at('w1', 'white-volunteers', 60, 46, 180)], { timeOfDay: 'night' });
    unit(s, 'r1').bases = unit(s, 'r1').bases.map((b) => ({ ...b, y: 12 }));
    const ctx = ctxOf(s, forcedDice([1, 6, 6]));
    nightFriendlyFire(ctx, unit(s, 'r1'), { x: 36, y: 8 });
    expect(ctx.events.map((e) => e.text).join('\n')).toContain('opens fire on its own side');
  });
});

describe('Buildings', () => {
  const barn = { id: 'barn', kind: 'building' as const, type: 'wood' as const, x: 36, y: 12, width: 4, depth: 3 };

  it('“Any unit can attempt to set on fire any buildings it is touching”: "On a 3–6, place a terror marker on the building. At the beginning of each turn, add one more"; “When the total or terror markers equals five, the building is considered uninhabitable and effectively destroyed”', () => {
    const s = setup([at('r1', 'red-regulars', 36, 10)], [at('w1', 'white-volunteers', 60, 46, 180)], { terrain: [barn] });
    const ctx = ctxOf(s, forcedDice([3]));
    fire(ctx, unit(s, 'r1'), { type: 'set-fire', side: 'red', unitId: 'r1', buildingId: 'barn' });
    expect(s.buildings.barn).toEqual({ fire: 1, destroyed: false });
    for (let i = 0; i < 4; i++) startOfTurnChores(ctx);
    expect(s.buildings.barn).toEqual({ fire: 5, destroyed: true });
  });

  it('fighting fire: “Roll 1d6”; "On a 4 one terror marker is removed. On a 5, two markers. On a 6, three."', () => {
    const s = setup([at('r1', 'red-regulars', 36, 10)], [at('w1', 'white-volunteers', 60, 46, 180)], { terrain: [barn] });
    s.buildings.barn = { fire: 4, destroyed: false };
    fire(ctxOf(s, forcedDice([5])), unit(s, 'r1'), { type: 'fight-fire', side: 'red', unitId: 'r1', buildingId: 'barn' });
    expect(s.buildings.barn.fire).toBe(2);
  });

  it('infantry that takes possession of a building claims its hard cover; “Troops merely moving through buildings count as in soft cover, other than infantry using their evasive move speed”', () => {
    const s = setup([at('r1', 'red-regulars', 36, 12)], [at('w1', 'white-volunteers', 60, 46, 180)], { terrain: [barn] });
    expect(unitCover(s, unit(s, 'r1')).cls).toBe('soft');
    unit(s, 'r1').evading = true;
    expect(unitCover(s, unit(s, 'r1')).cls).toBe('wood');
    unit(s, 'r1').evading = false;
    unit(s, 'r1').occupying = 'barn';
    expect(unitCover(s, unit(s, 'r1')).cls).toBe('wood');
  });
});

describe('Digging in', () => {
  it('"they can do so at ½ column per move; otherwise … ¼ a column per move", up to 3 columns, ignoring a first retire', () => {
    const s = setup([at('r1', 'red-regulars', 20, 10), at('r2', 'red-engineers', 40, 10)], [at('w1', 'white-volunteers', 60, 46, 180)]);
    const ctx = ctxOf(s, forcedDice([]));
    dig(ctx, unit(s, 'r1'));
    dig(ctx, unit(s, 'r2'));
    expect(unit(s, 'r1').dugIn).toBe(0.25);
    expect(unit(s, 'r2').dugIn).toBe(0.5);
    unit(s, 'r2').dugIn = 1;
    expect(unitCover(s, unit(s, 'r2'))).toMatchObject({ columns: -1, hard: true });
  });

  it('“Infantry can construct up to 3 columns of cover by digging foxholes”; “This prevents any other actions and the troops cannot count as evading”', () => {
    const s = setup([at('r1', 'red-engineers', 40, 10), at('g1', 'red-field-gun', 20, 4)], [at('w1', 'white-volunteers', 60, 46, 180)]);
    const u = unit(s, 'r1');
    Object.assign(u, { dugIn: 2.75, evading: true });
    dig(ctxOf(s, forcedDice([])), u);
    expect(u).toMatchObject({ dugIn: 3, evading: false });
    expect(checkDig(u)).toBe('the foxholes are as deep as they get');
    expect(checkDig(unit(s, 'g1'))).toBe('only infantry digs in');
    const r = stepState(s, { type: 'dig', side: 'red', unitId: 'g1' }, forcedDice([]));
    expect(r.ok).toBe(false);
  });
});
