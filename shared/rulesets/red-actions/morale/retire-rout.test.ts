import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { applyRetire, finishRetire, retireDistance } from './retire.ts';
import { startRout } from './rout.ts';
import { unitView } from '../view/view.ts';
import { runAgenda, type AgendaHandlers } from '../sequence/agenda.ts';
import type { ScenarioInput } from '../../../scenario/schema.ts';

const none: AgendaHandlers = { resume: () => {}, chargeReact: () => {}, chargeContact: () => {}, combat: () => {}, pursue: () => {}, moveOn: () => {} };
const enemy: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [36, 40], bases: 2, facing: 180 };
const setup = (red: FixtureUnit[], white: FixtureUnit[] = [enemy], o: Partial<ScenarioInput> = {}) => fixtureState(fixtureScenario(red, white, o));
const from = { x: 36, y: 40 };

describe('Retire Results', () => {
  it('"An infantry unit getting a retire result moves back 75m (3″)"; “Cavalry and limbered artillery retire back 150m (6″)”; retiring they count as evading', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 4 }, { id: 'r2', type: 'red-cavalry', at: [10, 20], bases: 2 }]);
    expect(retireDistance(s, unit(s, 'r1'))).toBe(3);
    expect(retireDistance(s, unit(s, 'r2'))).toBe(6);
    const ctx = ctxOf(s, forcedDice([]));
    applyRetire(ctx, unit(s, 'r1'), from, 'test', true);
    expect(unit(s, 'r1').bases[0]!.y).toBeCloseTo(17, 1);
    expect(unit(s, 'r1')).toMatchObject({ evading: true, retiredThisTurn: 3 });
  });

  it('"Troops retiring keep their original facing"; “Troops may not be forced to retire more than their allocated retirement move per turn”', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 4 }]);
    const ctx = ctxOf(s, forcedDice([]));
    applyRetire(ctx, unit(s, 'r1'), from, 'a', true);
    applyRetire(ctx, unit(s, 'r1'), from, 'b', true);
    expect(unit(s, 'r1').retiredThisTurn).toBe(3);
    expect(unit(s, 'r1').bases.every((b) => b.facing === 0)).toBe(true);
  });

  it('"Unlimbered artillery, other than mortars, ignore all retire results"', () => {
    const s = setup([{ id: 'r1', type: 'red-field-gun', at: [36, 20] }]);
    applyRetire(ctxOf(s, forcedDice([])), unit(s, 'r1'), from, 'x', true);
    expect(unit(s, 'r1').retiredThisTurn).toBe(0);
  });

  it('"Troops in hard cover, other than Mobs, may ignore one retire result a turn"', () => {
    const woods = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 30, y: 15 }, { x: 42, y: 15 }, { x: 42, y: 25 }, { x: 30, y: 25 }] };
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 22], bases: 2 }, { id: 'r2', type: 'red-conscripts', at: [36, 18], bases: 2 }], [enemy], { terrain: [woods] });
    const ctx = ctxOf(s, forcedDice([]));
    applyRetire(ctx, unit(s, 'r1'), from, 'x', true);
    expect(unit(s, 'r1').retiredThisTurn).toBe(0);
    applyRetire(ctx, unit(s, 'r1'), from, 'x', true);
    expect(unit(s, 'r1').retiredThisTurn).toBe(3);
    applyRetire(ctx, unit(s, 'r2'), from, 'x', true);
    expect(unit(s, 'r2').retiredThisTurn).toBe(3);
  });

  it('“Troops with the Storm/Specialist characteristic may trade a base/terror marker for a retire result”: Storm “may forgo a retire result by losing a stand instead”, Specialist “may forgo a retire result by adding a terror marker instead”', () => {
    const s = setup([{ id: 'r1', type: 'kursanty', at: [36, 20], bases: 4 }]);
    const ctx = ctxOf(s, forcedDice([]));
    expect(applyRetire(ctx, unit(s, 'r1'), from, 'x', true)).toBe('choice');
    expect(s.decision).toMatchObject({ kind: 'retire-choice', trade: 'lose-base' });
    const l = setup([{ id: 'r1', type: 'latvian-riflemen', at: [36, 20], bases: 4 }]);
    applyRetire(ctxOf(l, forcedDice([])), unit(l, 'r1'), from, 'x', true);
    expect(l.decision).toMatchObject({ kind: 'retire-choice', trade: 'add-terror' });
  });

  it('Optional: "A unit which has already retired this move and receives another retire result gets a terror marker instead"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 4 }], [enemy], { ruleset: { id: 'red-actions', options: { retireAgainTerror: true, positionMarkers: false } } });
    const ctx = ctxOf(s, forcedDice([]));
    finishRetire(ctx, unit(s, 'r1'), from, 'a');
    finishRetire(ctx, unit(s, 'r1'), from, 'b');
    expect(unit(s, 'r1')).toMatchObject({ retiredThisTurn: 3, terror: 1 });
  });

  it('"Troops cannot be forced off the back of the table from shooting results"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 1], bases: 2 }]);
    applyRetire(ctxOf(s, forcedDice([])), unit(s, 'r1'), from, 'x', true);
    expect(unit(s, 'r1').bases.every((b) => b.y >= 0)).toBe(true);
    expect(unit(s, 'r1').status).toBe('active');
  });
});

describe('Routing', () => {
  it('000 line 336: "they must rout straight back away from the enemy that caused them to rout"; the distance is ours, a full move', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 2 }]);
    startRout(ctxOf(s, forcedDice([])), unit(s, 'r1'), from, 'test');
    expect(unit(s, 'r1').status).toBe('routing');
    expect(unit(s, 'r1').bases[0]!.y).toBeCloseTo(12, 1);
  });

  it('"If there is an enemy in their path they will surrender"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 2 }], [enemy, { id: 'w2', type: 'white-volunteers', at: [36, 15], bases: 2, facing: 0 }]);
    startRout(ctxOf(s, forcedDice([])), unit(s, 'r1'), from, 'test');
    expect(unit(s, 'r1').status).toBe('surrendered');
    expect(s.prisoners).toEqual([expect.objectContaining({ side: 'red', bases: 2, heldBy: 'white' })]);
    // Out of the game like a destroyed unit, but the table and its orders say it surrendered.
    expect(unitView(s, unit(s, 'r1'))).toMatchObject({ status: 'destroyed', fate: 'surrendered' });
  });

  it('000 line 336: the rout paragraph names only enemies, friends and impassable ground on the way, so woods do not shorten the rout move', () => {
    const wood = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 20, y: 10 }, { x: 50, y: 10 }, { x: 50, y: 18 }, { x: 20, y: 18 }] };
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 2 }], [enemy], { terrain: [wood] });
    startRout(ctxOf(s, forcedDice([])), unit(s, 'r1'), from, 'test');
    // The full 8" card move, as in the open, although 6" of it lies in the wood, which slows a unit on the move.
    expect(unit(s, 'r1').bases[0]!.y).toBeCloseTo(12, 1);
  });

  it('"If impassable terrain blocks their path, the unit is destroyed"', () => {
    const s = setup([{ id: 'r1', type: 'red-cavalry', at: [36, 20], bases: 2 }], [enemy], {
      terrain: [{ id: 'wall', kind: 'line', type: 'wall', points: [{ x: 20, y: 16 }, { x: 50, y: 16 }] }],
    });
    startRout(ctxOf(s, forcedDice([])), unit(s, 'r1'), from, 'test');
    expect(unit(s, 'r1').status).toBe('destroyed');
  });

  it('"If a friendly unit is in their path, they pass through it … causing a fear test"', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 2 }, { id: 'r2', type: 'red-regulars', at: [36, 16], bases: 4 }]);
    const ctx = ctxOf(s, forcedDice([1, 1, 1, 1]));
    startRout(ctx, unit(s, 'r1'), from, 'test');
    expect(s.agenda[0]).toEqual({ t: 'test', unitId: 'r2', test: 'fear', trigger: 'interpenetrated' });
    runAgenda(ctx, none);
    expect(ctx.events.some((e) => e.text.includes('fear test (interpenetrated by routing friends)'))).toBe(true);
  });

  it('routers leaving the table are gone for good', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 4], bases: 2 }]);
    startRout(ctxOf(s, forcedDice([])), unit(s, 'r1'), from, 'test');
    expect(unit(s, 'r1').status).toBe('withdrawn');
  });

  it('terror markers exceeding the bases rout the unit at once', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 2 }]);
    const ctx = ctxOf(s, forcedDice([]));
    s.agenda.push({ t: 'terror', unitId: 'r1', count: 3, cause: 'test', from });
    runAgenda(ctx, none);
    expect(unit(s, 'r1').status).toBe('routing');
  });
});
