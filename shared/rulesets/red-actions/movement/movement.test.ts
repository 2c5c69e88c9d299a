import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { checkMoveTo } from '../segment/legality-move.ts';
import { planMove, turnCost, moveAllowance } from './movement.ts';
import { stepState } from '../step.ts';
import { endOfTurnChores } from '../sequence/turn-chores.ts';
import type { RaAction } from '../actions.ts';
import type { ScenarioInput } from '../../../scenario/schema.ts';

const far: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [66, 46], bases: 2, facing: 180 };
const spare: FixtureUnit = { id: 'r-spare', type: 'red-regulars', at: [4, 2], bases: 2 };
const setup = (red: FixtureUnit[], white: FixtureUnit[] = [far], o: Partial<ScenarioInput> = {}) => {
  const s = fixtureState(fixtureScenario([...red, spare], white, o));
  s.initiative.toAct = 'red';
  return s;
};
const rect = (id: string, type: 'woods' | 'marsh', x0: number, y0: number, x1: number, y1: number) => ({ id, kind: 'area' as const, type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });

describe('Movement and Terrain Effects', () => {
  it('woods are "½ speed" for infantry: each inch inside costs two', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 1 }], [far], { terrain: [rect('wood', 'woods', 30, 12, 42, 30)] });
    const plan = planMove(s, unit(s, 'r1'), { x: 36, y: 15 }, 0, 'line');
    expect(plan.ok && plan.cost).toBeCloseTo(2 + 3 * 2, 1);
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 16 }, 0, 'line', {})).toContain('needs 10.0" of a 8.0" move');
  });

  it('hedges are "¼ move" for infantry: the move that crosses one is capped at a quarter', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 1 }], [far], { terrain: [{ id: 'h', kind: 'line', type: 'hedge', points: [{ x: 30, y: 11 }, { x: 42, y: 11 }] }] });
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 12 }, 0, 'line', {})).toBeNull();
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 13 }, 0, 'line', {})).toContain('obstacle limits the move to 2.0"');
  });

  it('walls are "Nyet!" for sabres; boggy ground for tachankas', () => {
    const s = setup([{ id: 'r1', type: 'red-cavalry', at: [36, 10], bases: 2 }, { id: 'r2', type: 'red-tachanka', at: [10, 10] }], [far], {
      terrain: [{ id: 'w', kind: 'line', type: 'wall', points: [{ x: 30, y: 12 }, { x: 42, y: 12 }] }, rect('bog', 'marsh', 5, 12, 15, 20)],
    });
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 14 }, 0, 'line', {})).toContain('Nyet!');
    expect(checkMoveTo(s, unit(s, 'r2'), { x: 10, y: 14 }, 0, 'line', {})).toContain('Nyet!');
  });

  it('"Troops in column on roads ignore all movement penalties … and gain 2″ if the entire move is on roads"', () => {
    const road = { id: 'road', kind: 'line' as const, type: 'road' as const, points: [{ x: 36, y: 0 }, { x: 36, y: 48 }] };
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2, column: true }], [far], { terrain: [road, rect('wood', 'woods', 30, 12, 42, 30)] });
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 20 }, 0, 'column', {})).toBeNull();
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 20.5 }, 0, 'column', {})).toContain('needs');
  });

  it('"No unit may approach within 50m (2″) of the enemy voluntarily except in a charge"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 16], bases: 2, facing: 180 }]);
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 13.5 }, 0, 'line', {})).toContain('within 2"');
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 13 }, 0, 'line', {})).toBeNull();
  });

  it('turning: up to 20° is a free incline; an about-face costs a base depth', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 4 }]);
    expect(turnCost(unit(s, 'r1'), 0, 15)).toBe(0);
    expect(turnCost(unit(s, 'r1'), 0, 180)).toBe(0.8);
    expect(turnCost(unit(s, 'r1'), 0, 90)).toBeCloseTo(0.8 + 2.4, 5);
  });

  it('"Troops may not march within 1,000 m (40″) of any visible or otherwise known enemy"; marching is double, in column', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [10, 2], bases: 2, column: true }]);
    expect(moveAllowance(s, unit(s, 'r1'), { march: true })).toBe(16);
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 10, y: 16 }, 0, 'column', { march: true })).toBeNull();
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 10, y: 16 }, 0, 'line', { march: true })).toContain('column');
    const near = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2, column: true }], [{ id: 'w1', type: 'white-volunteers', at: [36, 40], bases: 2, facing: 180 }]);
    expect(checkMoveTo(near, unit(near, 'r1'), { x: 36, y: 20 }, 0, 'column', { march: true })).toContain('within 40"');
  });

  it('"The standard move of officers not attached to units is 400m (20″), if mounted"', () => {
    const s = setup([{ id: 'r1', type: 'red-senior-officer', at: [36, 4], officer: null, extra: { officers: [{ id: 'o', rank: 'senior', characteristic: 'steady-a' }] } }]);
    expect(moveAllowance(s, unit(s, 'r1'))).toBe(20);
  });

  it('“Units may interpenetrate or be interpenetrated if it violates no other rules, except for formed cavalry”', () => {
    const through = (formation: 'line' | 'formed') => {
      // The riflemen's centre passes between the two cavalry bases; their bases pass through them.
      const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 6], bases: 2 }, { id: 'r2', type: 'red-cavalry', at: [36, 9], bases: 2 }]);
      unit(s, 'r2').formation = formation;
      return checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 12 }, 0, 'line', {});
    };
    expect(through('line')).toBeNull();
    expect(through('formed')).toContain('formed cavalry cannot pass through');
    // Passing alongside, base edge to base edge, is no interpenetration.
    const beside = setup([{ id: 'r1', type: 'red-regulars', at: [33.6, 6], bases: 2 }, { id: 'r2', type: 'red-cavalry', at: [36, 9], bases: 2 }]);
    unit(beside, 'r2').formation = 'formed';
    expect(checkMoveTo(beside, unit(beside, 'r1'), { x: 33.6, y: 12 }, 0, 'line', {})).toBeNull();
  });

  it('“Officers may also move at double speed when away from combat zones”: marching, 40″ for a mounted officer', () => {
    const s = setup([{ id: 'r1', type: 'red-senior-officer', at: [10, 4], officer: null, extra: { officers: [{ id: 'o', rank: 'senior', characteristic: 'steady-a' }] } }]);
    expect(moveAllowance(s, unit(s, 'r1'), { march: true })).toBe(40);
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 10, y: 34 }, 0, 'column', { march: true })).toBeNull();
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 10, y: 34 }, 0, 'column', {})).toContain('needs');
  });

  it('Optional: “For each turn spent in rout a unit may not advance towards enemy for two turns … but may otherwise act normally”', () => {
    const o = { ruleset: { id: 'red-actions', options: { positionMarkers: false, routNoAdvance: true } } };
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 40], bases: 2, facing: 180 }], o);
    unit(s, 'r1').status = 'routing';
    endOfTurnChores(ctxOf(s, forcedDice([])));
    unit(s, 'r1').status = 'active';
    for (const turn of [2, 3]) {
      s.turn = turn;
      expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 14 }, 0, 'line', {})).toContain('may not advance');
      expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 7 }, 180, 'line', {})).toBeNull();
    }
    s.turn = 4;
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 14 }, 0, 'line', {})).toBeNull();
  });

  it('“This prevents movement towards the enemy until a successful rally from pinned test is made”. “A pinned marker remains with the unit until it attempts to advance towards the enemy, at which point it must take a rally from pinned test”: failing, “a pinned unit must remain basically stationary”', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 2, facing: 180 }]);
    unit(s, 'r1').pinned = true;
    const move: RaAction = { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 14 }, facing: 0 };
    const r = stepState(s, move, forcedDice([6, 6]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(unit(r.value.state, 'r1').bases[0]!.y).toBeCloseTo(10, 5);
    expect(unit(r.value.state, 'r1').pinned).toBe(true);
  });

  it('a Mob in sight of the enemy "requires a 3+ roll on a d6 or it will remain stationary" (moving away is free)', () => {
    const s = setup([{ id: 'r1', type: 'red-conscripts', at: [36, 10], bases: 2 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 2, facing: 180 }]);
    const toward: RaAction = { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 14 }, facing: 0 };
    const r = stepState(s, toward, forcedDice([2]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(unit(r.value.state, 'r1').bases[0]!.y).toBeCloseTo(10, 5);
    const away: RaAction = { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 7 }, facing: 0 };
    const back = stepState(s, away, forcedDice([]));
    expect(back.ok).toBe(true);
  });

  it('wire: infantry "halt and test"; “On each turn after entering the wire infantry roll 2d6”: “A score of 9+ indicates that they have crossed the wire successfully and are placed on the far side of it” (engineers 8+ cut a path)', () => {
    const wire = { id: 'wire', kind: 'line' as const, type: 'wire' as const, points: [{ x: 30, y: 12 }, { x: 42, y: 12 }] };
    const s = setup([{ id: 'r1', type: 'red-engineers', at: [36, 10], bases: 2 }], [far], { terrain: [wire] });
    const r = stepState(s, { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 15 }, facing: 0 }, forcedDice([]));
    if (!r.ok) throw new Error(r.error.reason);
    const mid = r.value.state;
    expect(unit(mid, 'r1').inWire).toBe('wire');
    expect(unit(mid, 'r1').bases[0]!.y).toBeLessThan(12);
    mid.turn = 2;
    unit(mid, 'r1').acted = false;
    mid.initiative.toAct = 'red';
    const c = stepState(mid, { type: 'cross-wire', side: 'red', unitId: 'r1' }, forcedDice([4, 4]));
    if (!c.ok) throw new Error(c.error.reason);
    expect(unit(c.value.state, 'r1').inWire).toBeNull();
    expect(unit(c.value.state, 'r1').bases[0]!.y).toBeGreaterThan(12);
    expect(c.value.state.wireGaps).toEqual([expect.objectContaining({ kind: 'cut' })]);
  });

  it('at night, "units must travel in column if moving at over ½ speed"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }], [far], { timeOfDay: 'night' });
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 13 }, 0, 'line', {})).toBeNull();
    expect(checkMoveTo(s, unit(s, 'r1'), { x: 36, y: 16 }, 0, 'line', {})).toContain('column');
  });
});
