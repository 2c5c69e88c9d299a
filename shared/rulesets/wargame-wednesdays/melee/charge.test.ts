import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { wargameWednesdays as ww } from '../index.ts';
import { charge, evade } from './charge.ts';
import { fightMelee, meleeModifiers, resolveMelees } from './melee.ts';
import { deployedState, unitOf, woods, wwScenario } from '../test-fixtures.ts';
import { unitDistance } from '../ground/stands.ts';
import { standShapes } from '../ground/contact.ts';
import { shapeEdgeDistance, shapesOverlap } from '../../../geometry/base.ts';

const scenario = wwScenario(
  [
    { id: 'inf', troopType: 'red-infantry', command: 'a', x: 10, y: 10, stands: 4 },
    { id: 'cav', troopType: 'red-cavalry-elite', command: 'b', x: 30, y: 10, stands: 4 },
    { id: 'car', troopType: 'red-armoured-car', command: 'c', x: 50, y: 10 },
  ],
  [
    { id: 'w-inf', troopType: 'white-infantry', command: 'a', x: 10, y: 19, stands: 5 },
    { id: 'w-mg', troopType: 'white-mg', command: 'b', x: 31, y: 25 },
    { id: 'w-far', troopType: 'white-infantry', command: 'c', x: 50, y: 40, stands: 4 },
  ],
);

/** The closest two stands of the units come, edge to edge as they stand on the table, and whether any two overlap. */
function standing(state: ReturnType<typeof deployedState>, a: string, b: string): { gap: number; overlap: boolean } {
  const mine = standShapes(unitOf(state, a)), theirs = standShapes(unitOf(state, b));
  let gap = Infinity, overlap = false;
  for (const p of mine) for (const q of theirs) { gap = Math.min(gap, shapeEdgeDistance(p, q)); overlap ||= shapesOverlap(p, q); }
  return { gap, overlap };
}

describe('charges', () => {
  it('"If the unit has enough move to contact the enemy" (004, line 80): the stands touch and never overlap, cavalry 2" deep and a tank 2.5" long included', () => {
    const field = wwScenario(
      [{ id: 'cav', troopType: 'red-cavalry', command: 'a', x: 10, y: 10, stands: 4 }, { id: 'reds', troopType: 'red-infantry', command: 'b', x: 40, y: 10, stands: 4 }],
      [{ id: 'w-inf', troopType: 'white-infantry', command: 'a', x: 12, y: 20, stands: 4 }, { id: 'tank', troopType: 'white-tank', command: 'b', x: 47, y: 17 }],
    );
    for (const [charger, target] of [['cav', 'w-inf'], ['reds', 'tank']] as const) {
      const state = deployedState(field, 'move');
      charge(state, unitOf(state, charger), unitOf(state, target), forcedDice([6]), []);
      expect(state.charges[0]).toMatchObject({ contact: true });
      const { gap, overlap } = standing(state, charger, target);
      expect(overlap).toBe(false);
      expect(gap).toBeLessThan(0.01);
    }
  });


  it('a charge that falls short says why: "Infantry and MG units move half in rough terrain" (004, line 45), a friend on the spot, another unit in the way', () => {
    const wood = { ...woods('birch', 8, 12, 20, 16), label: 'Birch wood' };
    const field = wwScenario(
      [{ id: 'inf', troopType: 'red-infantry', command: 'a', x: 10, y: 10, stands: 4 }, { id: 'cav', troopType: 'red-cavalry', command: 'b', x: 40, y: 10, stands: 4 }],
      [{ id: 'w-inf', troopType: 'white-infantry', command: 'a', x: 10, y: 19, stands: 4 }, { id: 'w-mg', troopType: 'white-mg', command: 'b', x: 40, y: 20 }],
      [wood],
    );
    const state = deployedState(field, 'move');
    const events: GameEvent[] = [];
    // 8" to contact, 4" of it through the wood: 12" of move, more than 6 + 1.
    charge(state, unitOf(state, 'inf'), unitOf(state, 'w-inf'), forcedDice([1]), events);
    expect(events[0]!.roll).toMatchObject({ target: '8" to contact, costing 12" of move (the Birch wood counts double)', total: 7, result: 'short' });
    const crowded = deployedState(field, 'move');
    // A friend of the MG's stands just in front of it, where the cavalry would touch it.
    unitOf(crowded, 'cav').stands = unitOf(crowded, 'cav').stands.map((st) => ({ ...st, x: st.x - 0.5 }));
    crowded.units.push({ ...structuredClone(unitOf(crowded, 'w-inf')), id: 'w-guard', name: 'Guard', stands: [{ x: 40, y: 18.2, facing: 180, hits: 0 }] });
    const words: GameEvent[] = [];
    charge(crowded, unitOf(crowded, 'cav'), unitOf(crowded, 'w-mg'), forcedDice([6]), words);
    expect(words[0]!.roll!.target).toMatch(/^[\d.]+" to contact, but contact would land on another unit, Guard$/);
    expect(words[0]!.text).toMatch(/cannot make contact \(contact would land on another unit, Guard\) and stop/);
  });

  it('"before measuring the distance … roll 1d6 and add that many inches to the unit\'s move … enough move to contact … a success"; "the unit gets +1d6 inches added to their basic move"', () => {
    const state = deployedState(scenario, 'move');
    const events: GameEvent[] = [];
    // 8" to go (9" centre to centre less two half stands): 6 + 2 is enough.
    charge(state, unitOf(state, 'inf'), unitOf(state, 'w-inf'), forcedDice([2]), events);
    expect(state.charges[0]).toMatchObject({ charger: 'inf', target: 'w-inf', contact: true, remaining: 0 });
    expect(unitDistance(unitOf(state, 'inf'), unitOf(state, 'w-inf'))).toBeCloseTo(0);
    expect(events[0]!.roll).toMatchObject({ dice: [2], modifiers: [{ value: 6 }], total: 8, result: 'contact' });
  });

  it('"If the unit does not have enough move … it stops after moving as far as it can"', () => {
    const state = deployedState(scenario, 'move');
    charge(state, unitOf(state, 'inf'), unitOf(state, 'w-inf'), forcedDice([1]), []);
    expect(state.charges[0]).toMatchObject({ contact: false });
    expect(unitDistance(unitOf(state, 'inf'), unitOf(state, 'w-inf'))).toBeCloseTo(1);
    expect(unitOf(state, 'inf').moved).toBe(true);
  });

  it('"it moves away 1d6 inches. If the charging unit has enough remaining movement to catch it, then it is removed"', () => {
    const state = deployedState(scenario, 'move');
    // Cavalry 12" + 6: 13.3" to the MG (15" less half a cavalry stand's 2" depth and half an MG stand) leaves 4.7" in hand.
    charge(state, unitOf(state, 'cav'), unitOf(state, 'w-mg'), forcedDice([6]), []);
    expect(state.charges[0]).toMatchObject({ contact: true, remaining: 4.7 });
    const caught = structuredClone(state);
    evade(caught, unitOf(caught, 'w-mg'), unitOf(caught, 'cav'), forcedDice([3]), []);
    expect(unitOf(caught, 'w-mg').status).toBe('destroyed');
    // The evader ends facing the way it went, a little askew of the charger's way, so a corner of its 1.4" stand is
    // 0.3" nearer: 5" away leaves a gap of 4.7", caught; 6" leaves 5.7".
    const away = structuredClone(state);
    evade(away, unitOf(away, 'w-mg'), unitOf(away, 'cav'), forcedDice([6]), []);
    expect(unitOf(away, 'w-mg').status).toBe('active');
    expect(unitOf(away, 'w-mg').evaded).toBe(true);
    expect(away.charges[0]!.contact).toBe(false);
  });

  it('a contacted unit may only evade or stand when its command moves', () => {
    const state = deployedState(scenario, 'move', 'white');
    state.activeCommand = 'white/b';
    charge(state, unitOf(state, 'cav'), unitOf(state, 'w-mg'), forcedDice([6]), []);
    expect(ww.options(state).map((c) => c.action.type)).toEqual(['hold', 'evade']);
  });

  it('only infantry and cavalry charge', () => {
    const state = deployedState(scenario, 'move');
    state.activeCommand = 'red/c';
    unitOf(state, 'car').allowance = 10;
    const r = ww.step(state, { type: 'charge', side: 'red', unitId: 'car', targetId: 'w-far' }, forcedDice([]));
    expect(!r.ok && r.error.reason).toMatch(/only infantry and cavalry charge/);
  });
});

describe('hand to hand', () => {
  // "Charging unit gets +1 (not vs. MG, Tank, or A/C)", "Cavalry unit gets +1", "Larger unit gets +1", "Elite units get +1",
  // "Vehicles fighting Infantry get +1".
  it('every modifier: charging (not vs. MG), cavalry, larger unit, elite; earthworks or a building; vehicles against infantry', () => {
    const state = deployedState(scenario);
    const cav = unitOf(state, 'cav'), mg = unitOf(state, 'w-mg'), inf = unitOf(state, 'inf'), wInf = unitOf(state, 'w-inf');
    expect(meleeModifiers(state, cav, mg, true).map((m) => m.label)).toEqual(['cavalry', 'larger unit', 'elite']);
    expect(meleeModifiers(state, inf, wInf, true).map((m) => m.label)).toEqual(['charging (not against an MG, tank or armoured car)']);
    expect(meleeModifiers(state, wInf, inf, false).map((m) => m.label)).toEqual(['larger unit']);
    expect(meleeModifiers(state, unitOf(state, 'car'), wInf, false).map((m) => m.label)).toEqual(['vehicle fighting infantry']);
  });

  it('"If the charging unit makes contact, then both sides roll 1d6." "The higher modified roll wins, the loser taking the difference in hits. The winning unit automatically takes 1 hit. The losing unit automatically routes"', () => {
    const state = deployedState(scenario);
    const inf = unitOf(state, 'inf'), wInf = unitOf(state, 'w-inf');
    const events: GameEvent[] = [];
    // Charger 5 + 1 = 6 against 2 + 1 (larger) = 3: White take 3 hits (one stand) and rout 2d6 (4 + 4); Reds take 1.
    fightMelee(state, inf, wInf, forcedDice([5, 2, 4, 4]), events);
    expect(wInf.stands.length).toBe(4);
    expect(wInf.status).toBe('routing');
    expect(inf.stands.reduce((a, s) => a + s.hits, 0)).toBe(1);
    expect(events.find((e) => e.kind === 'combat' && e.text.includes('win'))!.text).toMatch(/by 3/);
  });

  it('a tie is rolled again (README "Melee ties")', () => {
    const state = deployedState(scenario);
    const events: GameEvent[] = [];
    // 3 + 1 = 4 against 3 + 1 = 4, then 6 + 1 = 7 against 1 + 1 = 2.
    fightMelee(state, unitOf(state, 'inf'), unitOf(state, 'w-inf'), forcedDice([3, 3, 6, 1, 3, 3]), events);
    expect(events.some((e) => e.text.includes('roll again'))).toBe(true);
  });

  it('"If it does fail the morale test, then it does not make contact"', () => {
    const state = deployedState(scenario);
    state.charges.push({ charger: 'inf', target: 'w-inf', contact: true, remaining: 0 });
    state.failedChargers.push('inf');
    const events: GameEvent[] = [];
    resolveMelees(state, forcedDice([]), events);
    expect(events[0]!.text).toMatch(/do not go in/);
  });
});
