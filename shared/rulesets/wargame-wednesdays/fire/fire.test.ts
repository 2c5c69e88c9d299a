import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { wargameWednesdays as ww } from '../index.ts';
import { fireBar, fireTargets, resolveDirectFire } from './fire.ts';
import { aimRefusal, resolveArtillery } from './artillery.ts';
import { halfWidth } from '../ground/stands.ts';
import type { WwState } from '../state.ts';
import type { WwAction } from '../actions.ts';
import { deployedState, unitOf, woods, wwScenario } from '../test-fixtures.ts';

const scenario = wwScenario(
  [
    { id: 'inf', troopType: 'red-infantry', command: 'a', x: 10, y: 10, stands: 4 },
    { id: 'mg', troopType: 'red-mg', command: 'b', x: 20, y: 10 },
    { id: 'car', troopType: 'red-armoured-car', command: 'c', x: 30, y: 10 },
    { id: 'gun', troopType: 'red-field-gun', command: 'c', x: 40, y: 2 },
  ],
  [
    { id: 'w-inf', troopType: 'white-infantry', command: 'a', x: 10, y: 20, stands: 4 },
    { id: 'w-far', troopType: 'white-infantry', command: 'b', x: 20, y: 23, stands: 4 },
    { id: 'w-wood', troopType: 'white-infantry', command: 'c', x: 30, y: 20, stands: 4 },
    { id: 'w-tank', troopType: 'white-tank', command: 'c', x: 40, y: 20 },
  ],
  [woods('copse', 28, 19, 36, 22)],
);

function fireState(step: 1 | 2): WwState {
  const state = deployedState(scenario, 'fire');
  state.fireStep = step;
  return state;
}

function act(state: WwState, action: WwAction, dice: number[]): { state: WwState; events: import('../../../engine/events.ts').GameEvent[] } {
  const r = ww.step(state, action, forcedDice(dice));
  if (!r.ok) throw new Error(r.error.reason);
  return r.value;
}

describe('fire', () => {
  it('"all artillery, tank, A/C and MG fire takes place" first; infantry waits for the second step', () => {
    const one = fireState(1);
    expect(fireBar(one, unitOf(one, 'inf'))).toMatch(/fire in step 2/);
    expect(fireBar(one, unitOf(one, 'mg'))).toBeNull();
    const two = fireState(2);
    expect(fireBar(two, unitOf(two, 'mg'))).toMatch(/fire in step 1/);
  });

  it('"Infantry may fire 12 inches": a unit 12.5" away is out of range', () => {
    const state = fireState(2);
    const targets = fireTargets(state, unitOf(state, 'inf')).map((u) => u.id);
    expect(targets).toContain('w-inf');
    expect(targets).not.toContain('w-far');
  });

  it('"MG fire is done by rolling 3d6 per crewman … and score a hit on a 5 or 6"; the hits land at the end of the step', () => {
    const state = fireState(1);
    const { state: after, events } = act(state, { type: 'fire', side: 'red', unitId: 'mg', targetIds: ['w-far'] }, [5, 6, 1, 2, 5, 3]);
    expect(events[0]!.text).toMatch(/3 hits/);
    expect(events[0]!.roll).toMatchObject({ dice: [5, 6, 1, 2, 5, 3], each: true, total: 3, result: '3 hits' });
    // Simultaneous: nothing has landed yet, and the target has its stands.
    expect(unitOf(after, 'w-far').stands.every((s) => s.hits === 0)).toBe(true);
    expect(after.incoming).toEqual([{ unitId: 'w-far', hits: 3 }]);
  });

  it('"Infantry units under cover … receive a save of 4,5,6 per hit scored"', () => {
    const state = fireState(1);
    const events: import('../../../engine/events.ts').GameEvent[] = [];
    resolveDirectFire(state, unitOf(state, 'mg'), ['w-wood'], forcedDice([5, 5, 5, 1, 1, 1, 4, 3, 6]), events);
    expect(events[1]).toMatchObject({ kind: 'save', roll: { dice: [4, 3, 6], result: '2 saved, 1 hit count' } });
    expect(state.incoming).toEqual([{ unitId: 'w-wood', hits: 1 }]);
  });

  it('"A/C fire … may fire at two separate target units (or twice at the same unit)"; "They score a hit for each 5 or 6"; tanks save: "Roll 1d6, on a 4,5,6 the hit does not count"', () => {
    const state = fireState(1);
    const events: import('../../../engine/events.ts').GameEvent[] = [];
    resolveDirectFire(state, unitOf(state, 'car'), ['w-wood', 'w-tank'], forcedDice([5, 1, 1, 1, 6, 5, 2, 4, 3]), events);
    expect(events.filter((e) => e.kind === 'shot').map((e) => e.targetUnitId)).toEqual(['w-wood', 'w-tank']);
    expect(events.filter((e) => e.kind === 'shot').map((e) => e.roll!.dice.length)).toEqual([3, 3]);
    expect(events.filter((e) => e.kind === 'shot').map((e) => e.hits)).toEqual([1, 2]);
    // w-wood: one hit, its cover save a 1 (the hit counts); w-tank: two hits, saves 4 (saved) and 3.
    expect(state.incoming).toEqual([{ unitId: 'w-wood', hits: 1 }, { unitId: 'w-tank', hits: 1 }]);
  });

  it('"Units under cover may fire out of cover, if they are at the edge of that cover": 2" of wood hides, less does not', () => {
    const state = fireState(2);
    const hidden = unitOf(state, 'w-wood');
    // The copse runs from y 19 to 22; the Reds' infantry fire from the south. At y 20.5 the stands are 1.5" inside.
    hidden.stands = hidden.stands.map((s, i) => ({ ...s, x: 29 + i, y: 20.5 }));
    unitOf(state, 'w-inf').stands = unitOf(state, 'w-inf').stands.map((s) => ({ ...s, x: s.x + 50 }));
    const inf = unitOf(state, 'inf');
    inf.stands = inf.stands.map((s, i) => ({ ...s, x: 29 + i, y: 12 }));
    expect(fireTargets(state, inf).map((u) => u.id)).toContain('w-wood');
    hidden.stands = hidden.stands.map((s) => ({ ...s, y: 21.5 }));
    expect(fireTargets(state, inf).map((u) => u.id)).not.toContain('w-wood');
  });

  it('only an armoured car names two targets', () => {
    const r = ww.step(fireState(1), { type: 'fire', side: 'red', unitId: 'mg', targetIds: ['w-inf', 'w-far'] }, forcedDice([]));
    expect(!r.ok && r.error.reason).toMatch(/only an armoured car/);
  });

  it('"The charged unit may shoot … but only at the charging unit"; "The charging unit may not fire"; "Units charged may fire; charging units may not."', () => {
    const state = fireState(2);
    state.charges.push({ charger: 'inf', target: 'w-inf', contact: false, remaining: 0 });
    expect(fireBar(state, unitOf(state, 'inf'))).toMatch(/charged this turn/);
    state.charges.push({ charger: 'mg', target: 'w-far', contact: false, remaining: 0 });
    expect(fireTargets(state, unitOf(state, 'w-far')).map((u) => u.id)).toEqual(['mg']);
  });

  it('artillery: "picking a target point, then rolling a drift dice and 1d6 … any unit within 1 inch of the landing point takes that many hits"', () => {
    const state = fireState(1);
    const events: import('../../../engine/events.ts').GameEvent[] = [];
    // Drift die 2: on target; 5 hits to the tank, which saves 4+ each.
    const landing = resolveArtillery(state, unitOf(state, 'gun'), { x: 40, y: 20 }, forcedDice([2, 5, 1, 2, 3, 4, 6]), events);
    expect(landing).toEqual({ x: 40, y: 20 });
    expect(state.incoming).toEqual([{ unitId: 'w-tank', hits: 3 }]);
  });

  it('artillery drifts: a 3 is short, toward the gun, by 1d6" (2d6" over half range)', () => {
    const state = fireState(1);
    const events: import('../../../engine/events.ts').GameEvent[] = [];
    // 30" to the aiming point, over half of 48": 2d6 (2 + 3 = 5") short.
    const landing = resolveArtillery(state, unitOf(state, 'gun'), { x: 40, y: 32 }, forcedDice([3, 2, 3, 1]), events);
    expect(landing.x).toBeCloseTo(40);
    expect(landing.y).toBeCloseTo(27);
    expect(events[0]!.roll).toMatchObject({ dice: [3], result: 'short' });
    expect(events[1]!.roll).toMatchObject({ dice: [2, 3], total: 5, result: '5" short' });
  });

  it('"Tank fire is as an MG stand (but with longer range), rolling a total of 6d6": six dice, a hit on each 5 or 6', () => {
    const state = fireState(1);
    const events: import('../../../engine/events.ts').GameEvent[] = [];
    resolveDirectFire(state, unitOf(state, 'w-tank'), ['gun'], forcedDice([5, 6, 1, 2, 3, 4]), events);
    expect(events[0]!.roll).toMatchObject({ dice: [5, 6, 1, 2, 3, 4], total: 2 });
    expect(state.incoming).toEqual([{ unitId: 'gun', hits: 2 }]);
  });
});

describe('firing ranges', () => {
  // One shooter and one enemy infantry stand, the stands' edges `gap` inches apart straight up the table.
  const range = (troopType: string, gap: number) => {
    const probe = wwScenario([{ id: 's', troopType, command: 'a', x: 30, y: 2 }], [{ id: 't', troopType: 'white-infantry', command: 'a', x: 30, y: 40 }]);
    const state = fireState(1);
    state.scenario = probe;
    state.units = deployedState(probe, 'fire').units;
    const shooter = unitOf(state, 's'), target = unitOf(state, 't');
    target.stands = [{ ...target.stands[0]!, y: 2 + halfWidth(shooter) + halfWidth(target) + gap }];
    return fireTargets(state, shooter).map((u) => u.id);
  };

  // The text's ranges: "Infantry may fire 12 inches", "Cavalry may fire 6 inches", "A/C may fire 18 inches",
  // "MG may fire 24 inches", "Tank may fire 36 inches"; each row names its own.
  it.each([
    ['red-infantry', 12, 'Infantry may fire 12 inches'],
    ['red-cavalry', 6, 'Cavalry may fire 6 inches'],
    ['red-armoured-car', 18, 'A/C may fire 18 inches'],
    ['red-mg', 24, 'MG may fire 24 inches'],
    ['red-tank', 36, 'Tank may fire 36 inches'],
  ])('%s reaches %i" and no further', (troopType, inches, rule) => {
    expect(rule).toContain(String(inches));
    expect(range(troopType, inches)).toEqual(['t']);
    expect(range(troopType, inches + 0.5)).toEqual([]);
  });

  it('"Artillery may fire 48 inches": at an aiming point 48" off, not 48.5"', () => {
    const state = fireState(1);
    const gun = unitOf(state, 'gun');
    const at = gun.stands[0]!;
    expect(aimRefusal(state, gun, { x: at.x, y: at.y + 48 })).toBeNull();
    expect(aimRefusal(state, gun, { x: at.x, y: at.y + 48.5 })).toMatch(/artillery reaches 48"/);
  });
});
