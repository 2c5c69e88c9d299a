import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { maxSpeed, runTrain, trainCommands } from './trains.ts';
import { checkTrain } from '../segment/legality.ts';
import { checkShootAction } from '../segment/legality-move.ts';
import { baseArcCovers } from '../shooting/fire-arcs.ts';
import { directHitEffects } from '../shooting/direct-hits.ts';
import { possess, possessable } from '../terrain/engineering.ts';
import { endOfTurnChores } from '../sequence/turn-chores.ts';
import { offRail, railsOf } from './rails.ts';
import type { RaState } from '../state.ts';
import { runAgenda } from '../sequence/agenda.ts';

const rail = { id: 'rail', kind: 'line' as const, type: 'railway' as const, points: [{ x: 0, y: 30 }, { x: 72, y: 30 }] };
const car = (id: string, type: string, x: number, facing = 90): FixtureUnit => ({ id, type, at: [x, 30], facing, officer: null, extra: { tags: ['train-armoured'] } });
const train = [car('gun', 'white-train-artillery', 30), car('engine', 'white-train-engine', 33.7), car('turret', 'white-train-turret', 37.4), car('mg', 'white-train-mg', 41.1, 180)];
const reds: FixtureUnit[] = [{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }, { id: 'g1', type: 'red-field-gun', at: [20, 4] }];
const setup = (): RaState => fixtureState(fixtureScenario(reds, train, { terrain: [rail] }));

describe('Trains', () => {
  it('cars sharing a train tag run as one train, in order along the rails', () => {
    const s = setup();
    expect(s.trains).toHaveLength(1);
    expect(s.trains[0]).toMatchObject({ carIds: ['gun', 'engine', 'turret', 'mg'], speed: 0, carOffsets: [0, 0, 0, 90] });
  });

  it('"To start moving again … starting with a 50m (1″) move", then doubling up to "a maximum of 200m (8″)"; “If they wish to move backwards, they observe the same process, but must first be fully stopped”', () => {
    const s = setup();
    const t = s.trains[0]!;
    const ctx = ctxOf(s, forcedDice([]));
    expect(trainCommands(s, t)).toEqual(['stay', 'start-forward', 'start-back']);
    const x0 = t.position;
    runTrain(ctx, t, 'start-forward');
    expect(t.position - x0).toBeCloseTo(1, 5);
    for (const expected of [2, 4, 8]) { runTrain(ctx, t, 'accelerate'); expect(t.speed).toBe(expected); }
    expect(trainCommands(s, t)).not.toContain('accelerate');
    expect(trainCommands(s, t)).not.toContain('start-back');
  });

  it('"If they wish to stop, they may only do so by halving their move each turn until the result is a move less than 1"', () => {
    const s = setup();
    const t = s.trains[0]!;
    Object.assign(t, { speed: 2, heading: 1 });
    const ctx = ctxOf(s, forcedDice([]));
    runTrain(ctx, t, 'brake');
    expect(t.speed).toBe(1);
    const at = t.position;
    runTrain(ctx, t, 'brake');
    expect(t.position - at).toBeCloseTo(0.5, 5);
    expect(t.speed).toBe(0);
  });

  it('never leaves its rails, and steams off the table at a line\'s end on the edge', () => {
    const s = setup();
    const t = s.trains[0]!;
    const ctx = ctxOf(s, forcedDice([]));
    Object.assign(t, { speed: 8, heading: 1 });
    const r = railsOf(s.scenario).get('rail')!;
    for (let i = 0; i < 3; i++) {
      runTrain(ctx, t, 'steady');
      for (const id of t.carIds) for (const b of unit(s, id).bases) expect(offRail(r, b)).toBeLessThan(0.01);
    }
    for (let i = 0; i < 3; i++) runTrain(ctx, t, 'steady');
    expect(unit(s, 'engine').status).toBe('withdrawn');
  });

  it('artillery cars "may only fire when stationary"; MG cars "may fire while the train is moving"', () => {
    const s = setup();
    s.trains[0]!.speed = 2;
    expect(checkShootAction(s, unit(s, 'gun'), { type: 'shoot', side: 'white', unitId: 'gun', targetId: 'r1', mode: 'aimed' })).toContain('stopped');
    expect(checkShootAction(s, unit(s, 'mg'), { type: 'shoot', side: 'white', unitId: 'mg', targetId: 'r1', mode: 'aimed' })).toBeNull();
  });

  it('a field gun car fires "at 45° of straight ahead"; a turret "at any angle except back its own length"', () => {
    const s = setup();
    const gun = unit(s, 'gun').bases[0]!;
    expect(baseArcCovers(unit(s, 'gun'), gun, { x: 60, y: 40 })).toBe(true);
    expect(baseArcCovers(unit(s, 'gun'), gun, { x: 30, y: 10 })).toBe(false);
    const turret = unit(s, 'turret').bases[0]!;
    expect(baseArcCovers(unit(s, 'turret'), turret, { x: 37, y: 10 })).toBe(true);
    expect(baseArcCovers(unit(s, 'turret'), turret, { x: 10, y: 30 })).toBe(false);
  });

  it('engine hits: "lose 50m (2″) off their total move allowance"; “After the first direct hit on the engine the train must attempt to leave enemy artillery range”; three immobilise it', () => {
    const s = setup();
    const t = s.trains[0]!;
    const ctx = ctxOf(s, forcedDice([]));
    const tasks = directHitEffects(ctx, unit(s, 'g1'), unit(s, 'engine'));
    expect(tasks).toEqual([{ t: 'test', unitId: 'engine', test: 'fear', trigger: 'train-hit' }]);
    expect(maxSpeed(t)).toBe(6);
    expect(t.leaveArtilleryRange).toBe(true);
    const dir = checkTrain(s, unit(s, 'engine'), 'stay');
    expect(dir).toContain('leave artillery range');
    directHitEffects(ctx, unit(s, 'g1'), unit(s, 'engine'));
    directHitEffects(ctx, unit(s, 'g1'), unit(s, 'engine'));
    expect(maxSpeed(t)).toBe(0);
    expect(unit(s, 'engine').vehicle?.immobilised).toBe(true);
  });

  it('“MG cars fire at 45°, either straight ahead or to the side, depending on the placement of the guns”', () => {
    const s = setup();
    const mg = unit(s, 'mg');
    const b = mg.bases[0]!;
    expect(baseArcCovers(mg, b, { x: b.x, y: b.y - 10 })).toBe(true);
    expect(baseArcCovers(mg, b, { x: b.x + 10 * Math.tan((40 * Math.PI) / 180), y: b.y - 10 })).toBe(true);
    expect(baseArcCovers(mg, b, { x: b.x + 10 * Math.tan((50 * Math.PI) / 180), y: b.y - 10 })).toBe(false);
    expect(baseArcCovers(mg, b, { x: b.x + 10, y: b.y })).toBe(false);
  });

  it('“Only artillery and MG cars can fire, and only engines can provide movement”', () => {
    const s = setup();
    expect(checkShootAction(s, unit(s, 'engine'), { type: 'shoot', side: 'white', unitId: 'engine', targetId: 'r1', mode: 'aimed' })).toContain('cannot shoot');
    expect(checkTrain(s, unit(s, 'gun'), 'start-forward')).toBe('only the engine moves the train');
    expect(checkTrain(s, unit(s, 'engine'), 'start-forward')).toBeNull();
  });

  it('"Artillery cars with turrets may take two direct hits before they are destroyed"', () => {
    const s = setup();
    const ctx = ctxOf(s, forcedDice([]));
    directHitEffects(ctx, unit(s, 'g1'), unit(s, 'turret'));
    expect(unit(s, 'turret').status).toBe('active');
    directHitEffects(ctx, unit(s, 'g1'), unit(s, 'turret'));
    expect(unit(s, 'turret').status).toBe('destroyed');
    directHitEffects(ctx, unit(s, 'g1'), unit(s, 'mg'));
    expect(unit(s, 'mg').status).toBe('destroyed');
  });

  it('a failed fear test means "it must attempt to leave the table"; immobilised, its crew abandon it to the enemy', () => {
    const s = setup();
    const t = s.trains[0]!;
    const ctx = ctxOf(s, forcedDice([6, 6]));
    s.agenda.push({ t: 'test', unitId: 'engine', test: 'fear', trigger: 'train-hit' });
    runAgenda(ctx, { resume: () => {}, chargeReact: () => {}, chargeContact: () => {}, combat: () => {}, pursue: () => {}, moveOn: () => {} });
    expect(t.fleeing).toBe(true);
    expect(checkTrain(s, unit(s, 'engine'), 'stay')).toContain('leave the table');
    t.engineHits = 3;
    unit(s, 'engine').vehicle!.immobilised = true;
    t.fleeing = true;
    endOfTurnChores(ctx);
    expect(t.abandoned).toBe(true);
    unit(s, 'r1').bases = [{ x: 33.7, y: 28, facing: 0 }, { x: 34.9, y: 28, facing: 0 }];
    expect(possessable(s, unit(s, 'r1'))).toContain('engine');
    // What capture does to the battle: captures.test.ts.
    possess(ctx, unit(s, 'r1'), 'engine');
    expect(t.captured).toBe(true);
  });
});
