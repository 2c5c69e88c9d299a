import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { shooterOptions, shooterRefusal, toHitModifiers, eligibleTargets } from './shooting.ts';
import { endCategory, fireRefusal, resolveFire } from './fire.ts';
import { figuresOnTable } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { figureOf, movedFrom, row, rvrScenario, stateOf, unitOf } from '../test-fixtures.ts';
import type { RvrState } from '../state.ts';
import type { FireAction } from '../actions.ts';

const placed = (state: RvrState, id: string): PlacedFigure => figuresOnTable(state).find((f) => f.figure.id === id)!;
const shoot = (unitId: string, shots: [string, string[]][]): FireAction => ({ type: 'fire', side: 'red', unitId, shots: shots.map(([shooterId, targetIds]) => ({ shooterId, targetIds })) });
const area = (id: string, type: string, x0: number, y0: number, x1: number, y1: number) => ({ id, kind: 'area', type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });

const scenario = (terrain: unknown[] = [], white = [{ id: 'pa', troopType: 'peoples-army', at: row(4, 10, 18, 3), facing: 180 }]) => rvrScenario(
  [
    { id: 'inf', troopType: 'red-infantry', at: row(4, 10, 10, 1.5), weapons: { 3: 'lewis-gun' } },
    { id: 'mg', troopType: 'red-maxim', at: [[30, 5]] },
  ],
  [...white, { id: 'gun', troopType: 'komuch-field-gun', at: [[40, 40]], facing: 180 }],
  { terrain: terrain as never },
);
const inCategory = (state: RvrState, category: 1 | 2 | 3 | 4) => { state.phase = 'shooting'; state.category = category; return state; };

describe('who may shoot (Reds versus Reds, "Direct fire")', () => {
  it('"Figures may not shoot if they have moved or turned"', () => {
    const state = inCategory(stateOf(scenario()), 4);
    movedFrom(state, 'inf/1', [10, 8]);
    figureOf(state, 'inf/2').turned = true;
    expect(shooterRefusal(state, unitOf(state, 'inf'), figureOf(state, 'inf/1'))).toMatch(/moved or turned/);
    expect(shooterRefusal(state, unitOf(state, 'inf'), figureOf(state, 'inf/2'))).toMatch(/moved or turned/);
    expect(shooterRefusal(state, unitOf(state, 'inf'), figureOf(state, 'inf/3'))).toBeNull();
  });

  it('"An HMG may not fire if it moved this turn or last"', () => {
    const state = inCategory(stateOf(scenario()), 2);
    figureOf(state, 'mg/1').movedLastTurn = true;
    expect(shooterRefusal(state, unitOf(state, 'mg'), figureOf(state, 'mg/1'))).toMatch(/last turn/);
  });

  it('HMGs shoot in category 2, field guns in 3, infantry weapons in 4', () => {
    const state = inCategory(stateOf(scenario()), 2);
    expect(shooterRefusal(state, unitOf(state, 'inf'), figureOf(state, 'inf/1'))).toMatch(/another part/);
    expect(shooterRefusal(state, unitOf(state, 'mg'), figureOf(state, 'mg/1'))).toBeNull();
  });

  it('"A figure may shoot anywhere within 90 degrees of straight ahead": the arc is 45 degrees either side', () => {
    const state = inCategory(stateOf(scenario()), 4);
    figureOf(state, 'inf/1').facing = 135;
    expect(eligibleTargets(state, placed(state, 'inf/1'))).toEqual([]);
    figureOf(state, 'inf/1').facing = 0;
    expect(eligibleTargets(state, placed(state, 'inf/1')).map((t) => t.figure.id)).toEqual(['pa/1', 'pa/2', 'pa/3']);
  });

  it('rifles reach 12″ (measured base to base): “The number of dice which a weapon may throw each turn, and its maximum range, are given in the Characteristics table”', () => {
    const state = inCategory(stateOf(scenario()), 4);
    figureOf(state, 'pa/1').y = 23.1;
    expect(eligibleTargets(state, placed(state, 'inf/1')).some((t) => t.figure.id === 'pa/1')).toBe(false);
    figureOf(state, 'pa/1').y = 22.9;
    expect(eligibleTargets(state, placed(state, 'inf/1')).some((t) => t.figure.id === 'pa/1')).toBe(true);
  });

  it('"Line of sight is blocked by 4 inches" of scrub or open woods', () => {
    const state = inCategory(stateOf(scenario([area('w', 'woods', 0, 12, 48, 16.5)])), 4);
    expect(eligibleTargets(state, placed(state, 'inf/1'))).toEqual([]);
    const thin = inCategory(stateOf(scenario([area('w', 'woods', 0, 12, 48, 15.5)])), 4);
    expect(eligibleTargets(thin, placed(thin, 'inf/1')).length).toBeGreaterThan(0);
  });

  it('the village blocks sight after 3″ "unless it is along a straight road"', () => {
    const village = area('v', 'built-up', 0, 12, 48, 16);
    const blocked = inCategory(stateOf(scenario([village])), 4);
    expect(eligibleTargets(blocked, placed(blocked, 'inf/1'))).toEqual([]);
    const road = { id: 'r', kind: 'line', type: 'road', points: [{ x: 10, y: 0 }, { x: 10, y: 48 }] };
    const open = inCategory(stateOf(scenario([village, road])), 4);
    expect(eligibleTargets(open, placed(open, 'inf/1')).map((t) => t.figure.id)).toEqual(['pa/1']);
  });
});

describe('to-hit modifiers (Reds versus Reds, "Shooting procedure")', () => {
  const mods = (state: RvrState, shooter: string, target: string) => toHitModifiers(state, placed(state, shooter), placed(state, target)).map((m) => m.value);

  it('halted targets on foot -1; over half range -1', () => {
    const state = stateOf(scenario());
    expect(mods(state, 'inf/1', 'pa/1')).toEqual([-1, -1]);
    figureOf(state, 'pa/1').y = 14;
    movedFrom(state, 'pa/1', [10, 20]);
    expect(mods(state, 'inf/1', 'pa/1')).toEqual([]);
  });

  it('“Plus 1 if” the “Target is in close order, if fired at by small arms or machine guns”: "in base contact with another friendly figure"', () => {
    const state = stateOf(scenario());
    figureOf(state, 'pa/2').x = 11;
    expect(mods(state, 'inf/1', 'pa/1')).toContain(1);
    expect(mods(state, 'mg/1', 'pa/1')).toContain(1);
  });

  it('close order never applies to "artillery and machine gun crews", nor for field-gun fire', () => {
    const state = stateOf(scenario([], [{ id: 'pa', troopType: 'peoples-army', at: [[30, 20], [31, 20], [5, 30]], facing: 180 }, { id: 'kmg', troopType: 'komuch-maxim', at: [[31.5, 21.6]], facing: 180 }]));
    expect(mods(state, 'mg/1', 'kmg/1')).not.toContain(1);
  });

  it('built-up area -1 on top of halted/in cover -1', () => {
    const state = stateOf(scenario([area('v', 'built-up', 0, 17, 48, 19)]));
    figureOf(state, 'pa/1').y = 17.5;
    figureOf(state, 'inf/1').y = 12;
    expect(mods(state, 'inf/1', 'pa/1').sort()).toEqual([-1, -1]);
  });

  it('"Stationary figures on foot inside them count as in cover": a figure that moved in the village has the built-up -1 only', () => {
    const state = stateOf(scenario([area('v', 'built-up', 0, 17, 48, 19)]));
    figureOf(state, 'inf/1').y = 12;
    figureOf(state, 'pa/1').y = 17.5;
    movedFrom(state, 'pa/1', [10, 18.5]);
    const labels = toHitModifiers(state, placed(state, 'inf/1'), placed(state, 'pa/1')).map((m) => m.label);
    expect(labels).toEqual(['target in a built-up area or behind soft cover']);
  });

  it('a figure that moved and ended in woods has "ended the turn in cover" (-1), with no built-up -1', () => {
    const state = stateOf(scenario([area('w', 'woods', 0, 17, 48, 19)]));
    figureOf(state, 'inf/1').y = 12;
    figureOf(state, 'pa/1').y = 17.5;
    movedFrom(state, 'pa/1', [10, 20]);
    expect(mods(state, 'inf/1', 'pa/1')).toEqual([-1]);
  });

  it('a trench gives -2: “A target figure cannot count both the minus 1 for halted throughout the turn or in cover, and the minus 2 for trenches or hard cover”', () => {
    const trench = { id: 't', kind: 'line', type: 'trench', points: [{ x: 0, y: 18 }, { x: 48, y: 18 }] };
    const state = stateOf(scenario([trench]));
    figureOf(state, 'inf/1').y = 12;
    expect(mods(state, 'inf/1', 'pa/1')).toEqual([-2]);
  });

  it('a figure charging the shooter gets no cover benefit', () => {
    const state = stateOf(scenario([area('v', 'built-up', 0, 17, 48, 19)]));
    state.defensiveFire.push({ defender: 'inf/1', attacker: 'pa/1' });
    figureOf(state, 'inf/1').y = 12;
    expect(mods(state, 'inf/1', 'pa/1')).toEqual([]);
  });
});

describe('target priorities', () => {
  it('“Field guns may always shoot at any eligible target of their choice”; “All other figures must shoot at the following types of target if available, in descending order”', () => {
    const state = inCategory(stateOf(scenario()), 4);
    movedFrom(state, 'pa/3', [16, 26]);
    expect(shooterOptions(state, placed(state, 'inf/1')).priority).toBe(2);
    expect(fireRefusal(state, shoot('inf', [['inf/1', ['pa/1']]]))).toMatch(/priority 2/);
    const guns = inCategory(stateOf(scenario()), 3);
    movedFrom(guns, 'inf/1', [10, 6]);
    const gunShot: FireAction = { type: 'fire', side: 'white', unitId: 'gun', shots: [{ shooterId: 'gun/1', targetIds: ['inf/4'] }] };
    expect(shooterOptions(guns, placed(guns, 'gun/1')).priority).toBe(4);
    expect(fireRefusal(guns, gunShot)).toBeNull();
  });

  it('priority 2: "the nearest enemy figures within range and advancing directly towards the shooter"', () => {
    const state = inCategory(stateOf(scenario()), 4);
    movedFrom(state, 'pa/3', [16, 26]);
    const o = shooterOptions(state, placed(state, 'inf/1'));
    expect(o.priority).toBe(2);
    expect(o.first.map((t) => t.figure.id)).toEqual(['pa/3']);
  });

  it('priority 3: "any figures of the nearest enemy unit within 24 inches"', () => {
    const state = inCategory(stateOf(scenario()), 4);
    expect(shooterOptions(state, placed(state, 'inf/1'))).toMatchObject({ priority: 3 });
    expect(fireRefusal(state, shoot('inf', [['inf/1', ['pa/3']]]))).toBeNull();
  });

  it('priority 1, “Any figure which ends its move in close combat with the shooter”: a figure in close combat shoots only at the figure that charged it; “He may never shoot at another figure which is not attacking him”; “Figures which are in close combat through a turn … may not be shot at except by off-table artillery”', () => {
    const state = inCategory(stateOf(scenario()), 4);
    figureOf(state, 'pa/1').y = 11;
    state.combats.push({ id: 'c1', single: 'inf/1', opponents: ['pa/1'], attackerSide: 'white', startedTurn: 1 });
    state.defensiveFire.push({ defender: 'inf/1', attacker: 'pa/1' });
    expect(shooterOptions(state, placed(state, 'inf/1'))).toMatchObject({ priority: 1, first: [placed(state, 'pa/1')] });
    expect(fireRefusal(state, shoot('inf', [['inf/1', ['pa/2']]]))).toMatch(/priority 1/);
    expect(eligibleTargets(state, placed(state, 'inf/2')).some((t) => t.figure.id === 'pa/1')).toBe(false);
  });

  it('"Shooters may not choose to fire at an LMG ... if any of the target\'s other figures are closer"', () => {
    const s = scenario([], [{ id: 'reds2', troopType: 'peoples-army', at: [[12, 16], [13.5, 16], [15, 18]], facing: 180 }]);
    const state = inCategory(stateOf(s), 4);
    unitOf(state, 'reds2').figures[2]!.weapon = 'lewis-gun';
    expect(eligibleTargets(state, placed(state, 'inf/2')).map((t) => t.figure.id)).toEqual(['reds2/1', 'reds2/2']);
  });
});

describe('multi-shot weapons and resolution', () => {
  it('“Any LMG may fire up to 3 shots per turn, as long as all subsequent targets are within 3 inches of the first”; “No more than 1 shot may be fired at each target figure”', () => {
    const state = inCategory(stateOf(scenario([], [{ id: 'pa', troopType: 'peoples-army', at: [[14, 20], [15.5, 20], [17, 20], [21, 20]], facing: 180 }])), 4);
    expect(fireRefusal(state, shoot('inf', [['inf/4', ['pa/1', 'pa/2', 'pa/3']]]))).toBeNull();
    expect(fireRefusal(state, shoot('inf', [['inf/4', ['pa/1', 'pa/1']]]))).toMatch(/one shot/);
    expect(fireRefusal(state, shoot('inf', [['inf/4', ['pa/1', 'pa/4']]]))).toMatch(/within 3"/);
    expect(fireRefusal(state, shoot('inf', [['inf/1', ['pa/1', 'pa/2']]]))).toMatch(/at most 1 shot/);
  });

  it('an HMG “may shoot at up to 6 different targets per turn, as long as they are all within 6 inches of the first”', () => {
    const state = inCategory(stateOf(scenario()), 2);
    figureOf(state, 'mg/1').facing = 315;
    expect(fireRefusal(state, { type: 'fire', side: 'red', unitId: 'mg', shots: [{ shooterId: 'mg/1', targetIds: ['pa/4', 'pa/3', 'pa/2'] }] })).toBeNull();
    expect(fireRefusal(state, { type: 'fire', side: 'red', unitId: 'mg', shots: [{ shooterId: 'mg/1', targetIds: ['pa/4', 'pa/1'] }] })).toMatch(/within 6"/);
  });

  it('“Direct fire by and to on-table figures is normally adjudicated from each individual figure to a nominated target figure”. “Throw a D6, then add or subtract as appropriate for each of the following that apply”: "To cause a casualty, a shooter needs to score a total of 4, 5 or 6"; hits leave when the category ends', () => {
    const state = inCategory(stateOf(scenario()), 4);
    const events: GameEvent[] = [];
    // pa/1 and pa/2 are halted (-1) and over half range (-1): 6 hits, 5 misses.
    resolveFire(state, shoot('inf', [['inf/1', ['pa/1']], ['inf/2', ['pa/2']]]), forcedDice([6, 5]), events);
    expect(events.map((e) => e.roll!.result)).toEqual(['casualty', 'miss']);
    expect(events[0]!.roll).toMatchObject({ table: 'shooting', target: '4+', total: 4 });
    expect(unitOf(state, 'pa').figures).toHaveLength(4);
    endCategory(state, []);
    expect(unitOf(state, 'pa').figures.map((f) => f.id)).toEqual(['pa/2', 'pa/3', 'pa/4']);
    expect(unitOf(state, 'pa').casualties).toBe(1);
  });

  it('"a figure killed by a weapon which fires before he does in the sequence may not shoot this turn"; “Within these shooting categories fire is regarded as taking place simultaneously, so that a figure already removed in this shooting phase may still shoot back”', () => {
    const state = inCategory(stateOf(scenario()), 2);
    figureOf(state, 'pa/1').facing = 180;
    resolveFire(state, { type: 'fire', side: 'red', unitId: 'mg', shots: [{ shooterId: 'mg/1', targetIds: ['pa/1'] }] }, forcedDice([6]), []);
    expect(figuresOnTable(state).some((f) => f.figure.id === 'pa/1')).toBe(true);
    endCategory(state, []);
    expect(figuresOnTable(state).some((f) => f.figure.id === 'pa/1')).toBe(false);
  });

  it('“An HMG receives a saving throw against all shooting; if the score of a D6 is less than its Morale Rating, the gun can continue unaffected” (Morale 4: a 3 saves)', () => {
    const state = inCategory(stateOf(scenario([], [{ id: 'kmg', troopType: 'komuch-maxim', at: [[30, 20]], facing: 180 }])), 2);
    const events: GameEvent[] = [];
    resolveFire(state, { type: 'fire', side: 'red', unitId: 'mg', shots: [{ shooterId: 'mg/1', targetIds: ['kmg/1'] }] }, forcedDice([6, 3]), events);
    expect(events.map((e) => e.kind)).toEqual(['shot', 'save']);
    expect(state.hit).toEqual([]);
  });

  it('field gun stray rounds: figures within 2″ of a hit target dice, and “Each such figure becomes a casualty on a score of 5 or 6”', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: [[10, 10], [11, 10], [14, 10]] }], [{ id: 'gun', troopType: 'komuch-field-gun', at: [[10, 40]], facing: 180 }]);
    const state = inCategory(stateOf(s), 3);
    const events: GameEvent[] = [];
    resolveFire(state, { type: 'fire', side: 'white', unitId: 'gun', shots: [{ shooterId: 'gun/1', targetIds: ['inf/1'] }] }, forcedDice([6, 5]), events);
    expect(events.map((e) => e.kind)).toEqual(['shot', 'stray']);
    expect(state.hit).toEqual(['inf/1', 'inf/2']);
  });

  it('001 line 87: "all figures within 2 inches of him" dice for stray rounds, but never the gun that fired them', () => {
    // The gun stands 1.5" from its target's base: within the 2" of the text, yet it is the figure the rounds fly from.
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: [[10, 10], [11, 10], [20, 10]] }], [{ id: 'gun', troopType: 'komuch-field-gun', at: [[10, 13]], facing: 180 }]);
    const state = inCategory(stateOf(s), 3);
    const events: GameEvent[] = [];
    resolveFire(state, { type: 'fire', side: 'white', unitId: 'gun', shots: [{ shooterId: 'gun/1', targetIds: ['inf/1'] }] }, forcedDice([6, 2]), events);
    expect(events.filter((e) => e.kind === 'stray').map((e) => e.unitId)).toEqual(['inf']);
    expect(state.hit).toEqual(['inf/1']);
    const fall: GameEvent[] = [];
    endCategory(state, fall);
    expect(fall.map((e) => e.text)).toEqual(['1 figure falls to field artillery']);
  });
});
