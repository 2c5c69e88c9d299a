import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { centroid } from '../../../geometry/point-sets.ts';
import { meleeModifiers, resolveMelees, attackedInFlank } from './melee.ts';
import { answerWithdrawal, declareAssault } from './assault.ts';
import { petrolBombHit } from '../fire/vehicles.ts';
import { mayMoveNow } from '../sequence.ts';
import { fcScenario, line, stateAt, unitOf } from '../test-fixtures.ts';
import type { FcState } from '../state.ts';
import { halfWidth, pointToUnit } from '../movement/stands.ts';

const sum = (m: { value: number }[]) => m.reduce((a, b) => a + b.value, 0);
const figures = (state: FcState, id: string) => unitOf(state, id).stands.filter((s) => !s.weapon).reduce((a, s) => a + s.figures, 0);

// Example #1: "A red infantry battalion with attached commissar attacks a white battalion defending behind barbed wire, in trenches, with a section of heavy machine guns attached."
const example1 = fcScenario(
  [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 24, stands: 4, characteristics: ['commissar'] }],
  [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 30, stands: 4, weapons: [{ weapon: 'hmg', figures: 2 }] }],
  [line('trench', 'trench', [[20, 30], [50, 30]]), line('wire', 'wire', [[20, 27.5], [50, 27.5]])],
);

function assaulted(scenario = example1, attacker = 'reds', target = 'whites', dice: number[] = []): { state: FcState; events: GameEvent[] } {
  const state = stateAt(scenario, 'assault', 'red');
  const a = unitOf(state, attacker);
  a.leadership = true; a.allowance = 10;
  const events: GameEvent[] = [];
  declareAssault(state, a, unitOf(state, target), forcedDice(dice), events);
  return { state, events };
}

describe('melee: the worked examples', () => {
  // “Red fire in Phase 2 kills 2 of the white figures. White defensive fire in phase 3 kills 3 of the reds.” “Both sides have lost 3 men but no complete stands.”
  it('example 1: "WHITE … +1 machine gun section attached, +1 entrenched, Net = +2", "RED … -2 attacking through barbed wire, +1 commissar attached. Net = -1 to D6."', () => {
    const { state } = assaulted();
    // The men lost in the fire before: no stand goes, so no "stand lost" modifier.
    for (const [id, men] of [['whites', 2], ['reds', 3]] as const) {
      const u = unitOf(state, id);
      u.stands = u.stands.map((s, i) => (i === 0 ? { ...s, figures: s.figures - men } : s));
    }
    const sides = meleeModifiers(state, state.assaults, unitOf(state, 'whites'));
    expect(sum(sides.defender)).toBe(2);
    expect(sum(sides.attacker)).toBe(-1);
    expect(sides.attacker.map((m) => m.label)).toEqual(['commissar with red unit', 'attacking through barbed wire']);
  });

  // “Net rolls including modifiers are (W) 6 (R) 5.” “(6 to 5)”.
  it('example 1: "The die rolls were (WHITE) 4 and (RED) 6 … The Reds take one casualty and fall back to their starting position"', () => {
    const { state } = assaulted();
    const start = centroid(stateAt(example1).units.find((u) => u.id === 'reds')!.stands);
    const events: GameEvent[] = [];
    // Red 6, White 4, then the commissar's D10 when his unit takes its casualty.
    resolveMelees(state, forcedDice([6, 4, 1]), events);
    expect(figures(state, 'reds')).toBe(15);
    const now = centroid(unitOf(state, 'reds').stands);
    expect(now.x).toBeCloseTo(start.x);
    expect(now.y).toBeCloseTo(start.y);
    expect(events.find((e) => e.kind === 'combat')!.roll).toMatchObject({ dice: [6], total: 5, result: 'whites win by 1' });
  });

  // “EXAMPLE #2 Two white infantry battalions (one with a banner and one led by a heroic officer) attack a red battalion in cover (but not trenches) supported by a machine gun.”
  // “The white artillery kills 3 reds a so a stand is Not lost.” “WHITE -1 for casualties (1 stand lost), +1 for banner, +1 for heroic leader” “Net = +1 to die.”
  // “RED -2 attacked by more than one unit, +1 for machine gun attached.” “Net = -1 to die.”
  it('example 2: two White battalions (banner, heroic officer, one stand lost) against a Red battalion in cover with an MG; the rules give "(W) 6" against 5 - 2 + 1 = 4, a win by 2 (the example prints 5 for the Reds)', () => {
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 20, stands: 4, facing: 0, weapons: [{ weapon: 'hmg', figures: 2 }] }],
      [
        { id: 'wc', troopType: 'white-officer', x: 34, y: 28 },
        { id: 'banner', troopType: 'white-officers', leader: 'wc', x: 24, y: 26, stands: 3, characteristics: ['banner'] },
        { id: 'heroes', troopType: 'white-infantry', leader: 'wc', x: 34, y: 26, stands: 4 },
      ],
    );
    const state = stateAt(scenario, 'assault', 'white');
    unitOf(state, 'banner').startStands = 4;
    state.leaders.find((l) => l.id === 'wc')!.leading = 'heroes';
    for (const id of ['banner', 'heroes']) Object.assign(unitOf(state, id), { leadership: true, allowance: 12 });
    declareAssault(state, unitOf(state, 'banner'), unitOf(state, 'reds'), forcedDice([]), []);
    declareAssault(state, unitOf(state, 'heroes'), unitOf(state, 'reds'), forcedDice([]), []);
    const sides = meleeModifiers(state, state.assaults, unitOf(state, 'reds'));
    expect(sum(sides.attacker)).toBe(1);
    expect(sum(sides.defender)).toBe(-1);
    const events: GameEvent[] = [];
    // Whites 5, Reds 5; the Reds lose 2 men; then they fall back one move: 2 D6 of 3 and 3.
    resolveMelees(state, forcedDice([5, 5, 3, 3]), events);
    expect(figures(state, 'reds')).toBe(14);
    expect(unitOf(state, 'reds').fallingBack).toBe(true);
  });
});

describe('melee rules', () => {
  // “NOTE: If the reds had been in trenches or buildings the whites would have had to fall back because they did not win by 3, and the casualty would be on the white forces even though their modified die roll was higher”.
  it('"If he does not [win by 3], he falls back to starting position … any casualties called for must be on the attacker"', () => {
    const { state } = assaulted();
    // Red 6 - 1 = 5 against White 1 + 2 = 3: the Reds win by 2, not 3; they take the 2 casualties.
    resolveMelees(state, forcedDice([6, 1, 1]), []);
    expect(figures(state, 'reds')).toBe(14);
    expect(figures(state, 'whites')).toBe(16);
    expect(unitOf(state, 'whites').fallingBack).toBe(false);
  });

  it('"Loser takes 1 casualty for every number he is beaten by and falls back … one move to rear if defender"', () => {
    const { state } = assaulted();
    // Red 6 - 1 = 5 against White 1 + 2 = 3 is not enough; but without the trench, +1 MG only: 5 against 2 wins by 3.
    state.scenario = { ...state.scenario, terrain: state.scenario.terrain.filter((f) => f.id !== 'trench') };
    const y = centroid(unitOf(state, 'whites').stands).y;
    resolveMelees(state, forcedDice([6, 1, 4, 4]), []);
    expect(figures(state, 'whites')).toBe(13);
    expect(unitOf(state, 'whites').fallingBack).toBe(true);
    expect(centroid(unitOf(state, 'whites').stands).y).toBeGreaterThan(y);
  });

  it('"Units that are "falling back" and are attacked in melee are always considered to be "Attacked in flank/rear.""', () => {
    const state = stateAt(example1);
    const whites = unitOf(state, 'whites');
    expect(attackedInFlank(whites, { x: 32, y: 20 })).toBe(false);
    expect(attackedInFlank(whites, { x: 32, y: 40 })).toBe(true);
    whites.fallingBack = true;
    expect(attackedInFlank(whites, { x: 32, y: 20 })).toBe(true);
  });

  it('"Cavalry, Armored cars, and Armored trains may withdraw before melee by making a normal move away"; "Cavalry may withdraw before melee."', () => {
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 24, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'cossacks', troopType: 'cossacks', leader: 'wc', x: 30, y: 30, stands: 4, figures: 3 }],
    );
    const { state } = assaulted(scenario, 'reds', 'cossacks');
    expect(state.phase).toBe('withdraw');
    // 4 D6 of 3: 12" away from the Reds, who do not reach them.
    answerWithdrawal(state, 'withdraw', forcedDice([3, 3, 3, 3]), []);
    expect(state.assaults).toEqual([]);
    expect(centroid(unitOf(state, 'cossacks').stands).y).toBeGreaterThan(40);
  });

  it('fright morale: "infantry or artillery attacked by tanks … must roll 1 or 2 on a D6 to pass, otherwise it Falls Back"', () => {
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 24, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'tank', troopType: 'white-tank', leader: 'wc', x: 31, y: 29 }],
    );
    const state = stateAt(scenario, 'assault', 'white');
    Object.assign(unitOf(state, 'tank'), { leadership: true, allowance: 6 });
    const events: GameEvent[] = [];
    // Fright: a 3 fails; the Reds fall back 2 D6 (2 + 2).
    declareAssault(state, unitOf(state, 'tank'), unitOf(state, 'reds'), forcedDice([3, 2, 2]), events);
    expect(events.find((e) => e.roll?.table === 'fright-morale')!.roll!.result).toBe('failed');
    expect(unitOf(state, 'reds').fallingBack).toBe(true);
    expect(state.assaults).toEqual([]);
  });

  // “Infantry units attacked by tanks may attempt to destroy them with petrol bombs if the infantry win the melee.” “See below under TANK if infantry hits a tank with a petrol bomb.”
  // “Hits on die results of 0, see TANK section for results.” A 5: “5,6 = Tank ablaze, burns for remainder of game.”
  it('petrol bombs: infantry that win against a tank "Must pass morale, then each infantry stand within 1" … D10 … "0""', () => {
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 24, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'tank', troopType: 'white-tank', leader: 'wc', x: 32.4, y: 28 }],
    );
    const state = stateAt(scenario, 'assault', 'white');
    Object.assign(unitOf(state, 'tank'), { leadership: true, allowance: 6 });
    // Fright passed (1); melee: tank 1 - 0, Reds 6 - 2 (tank) = 4: the tank loses by 3, takes no loss ("tank takes no loss").
    declareAssault(state, unitOf(state, 'tank'), unitOf(state, 'reds'), forcedDice([1]), []);
    const tank = unitOf(state, 'tank');
    const near = unitOf(state, 'reds').stands.filter((s) => pointToUnit(s, tank) - halfWidth(unitOf(state, 'reds')) <= 1).length;
    expect(near).toBeGreaterThan(0);
    const events: GameEvent[] = [];
    // Tank 1, Reds 6; morale to close in (1 passes); a "0" for each stand near; the first hit's D6 is 5: the tank ablaze.
    resolveMelees(state, forcedDice([1, 6, 1, ...Array<number>(near).fill(10), 5]), events);
    expect(events.some((e) => e.roll?.table === 'petrol-bomb')).toBe(true);
    expect(unitOf(state, 'tank').status).toBe('destroyed');
  });

  it('a unit that fell back after declaring does not fight: "Units, that fail morale, move one move to rear and mark as falling back" (003, line 105)', () => {
    // Lipki, seed 7301: the sailors assault the train, a tank's assault makes them fail fright morale and fall back.
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 24, stands: 4 }],
      [
        { id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 30, stands: 4 },
        { id: 'tank', troopType: 'white-tank', leader: 'wc', x: 40, y: 24 },
      ],
    );
    const { state } = assaulted(scenario, 'reds', 'whites');
    expect(state.assaults).toHaveLength(1);
    Object.assign(unitOf(state, 'tank'), { leadership: true, allowance: 6 });
    // Fright: a 3 fails; the Reds fall back 2 D6 (3 + 3).
    declareAssault(state, unitOf(state, 'tank'), unitOf(state, 'reds'), forcedDice([3, 3, 3]), []);
    expect(unitOf(state, 'reds').fallingBack).toBe(true);
    const events: GameEvent[] = [];
    resolveMelees(state, forcedDice([]), events);
    expect(events.some((e) => e.kind === 'combat')).toBe(false);
    expect(events.map((e) => e.text)).toContain('reds fell back and do not fight the melee they declared on whites');
    expect(figures(state, 'whites')).toBe(16);
  });

  it('a train beaten in melee loses men like any unit: only "(tank takes no loss)" (003, line 81) is exempt', () => {
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 24, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'train', troopType: 'white-armoured-train', leader: 'wc', x: 31, y: 28 }],
      [line('rail', 'railway', [[0, 28], [72, 28]])],
    );
    const { state } = assaulted(scenario, 'reds', 'train');
    expect(state.phase).toBe('withdraw');
    answerWithdrawal(state, 'stand', forcedDice([]), []);
    const before = unitOf(state, 'train').stands.reduce((a, s) => a + s.figures, 0);
    const events: GameEvent[] = [];
    // Reds 6, the train 1 + 2 (armoured train defending) = 3: beaten by 3, it loses 3 men.
    resolveMelees(state, forcedDice([6, 1, 1, 1, 1, 1, 1, 1, 1, 1]), events);
    expect(events.find((e) => e.kind === 'combat')!.roll).toMatchObject({ total: 6, result: 'reds win by 3' });
    expect(before - unitOf(state, 'train').stands.reduce((a, s) => a + s.figures, 0)).toBe(Math.min(3, before));
  });

  it('an immobilised tank "attacked in melee by infantry" tests morale first: failing, its crew abandon it and there is no melee', () => {
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 24, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'tank', troopType: 'white-tank', leader: 'wc', x: 31, y: 29 }],
    );
    const { state } = assaulted(scenario, 'reds', 'tank');
    expect(state.assaults).toHaveLength(1);
    unitOf(state, 'tank').immobile = 'game';
    const stood = structuredClone(state);
    const events: GameEvent[] = [];
    resolveMelees(state, forcedDice([5]), events);
    expect(events[0]!.text).toMatch(/attacked by infantry while immobilised\): failed/);
    expect(unitOf(state, 'tank').status).toBe('destroyed');
    expect(events.some((e) => e.kind === 'combat')).toBe(false);
    // Passing (a 1), it fights the melee as any tank does.
    const fought: GameEvent[] = [];
    resolveMelees(stood, forcedDice([1, 3, 3]), fought);
    expect(fought.some((e) => e.kind === 'combat')).toBe(true);
  });

  it('"A test of character: If the officer is involved in a melee" that is lost: the officer leading the beaten unit heroically rolls a D6', () => {
    const { state } = assaulted();
    state.leaders.find((l) => l.id === 'rc')!.leading = 'reds';
    const events: GameEvent[] = [];
    // Reds 6 - 1 + 1 (heroically led) = 6 against Whites 4 + 2 = 6: the attacker loses the tie; then rc's character D6, a 3: it holds.
    resolveMelees(state, forcedDice([6, 4, 3]), events);
    expect(events.find((e) => e.roll?.table === 'officer-character')!.text).toBe("rc's character is tested (his unit lost a melee): it holds");
  });

  it('a petrol bomb\'s "4 = driver blinded/overcome by fumes, tank does not move next turn."', () => {
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 24, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'tank', troopType: 'white-tank', leader: 'wc', x: 31, y: 40 }],
    );
    const state = stateAt(scenario);
    petrolBombHit(state, unitOf(state, 'tank'), forcedDice([4]), []);
    const tank = Object.assign(unitOf(state, 'tank'), { leadership: true, allowance: 6 });
    expect(tank.status).toBe('active');
    expect(mayMoveNow(state, tank)).toBe(true);
    state.turn += 1;
    expect(mayMoveNow(state, tank)).toBe(false);
    state.turn += 1;
    expect(mayMoveNow(state, tank)).toBe(true);
  });
});
