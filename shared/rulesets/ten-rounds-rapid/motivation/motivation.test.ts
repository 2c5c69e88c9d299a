import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { bandFor, MOTIVATION_NUMBER } from './motivation-table.ts';
import { motivationModifiers, stiffenerOf, testMotivation } from './motivation.ts';
import { activate } from './activation.ts';
import { motivationOrders } from './orders.ts';
import { retireFrom, rout } from './morale-moves.ts';
import { centreOf } from '../state.ts';
import { toCm, toInches } from '../scale.ts';
import { area, company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';

const labels = (mods: { label: string; value: number }[]) => Object.fromEntries(mods.map((m) => [m.label, m.value]));

describe('motivation numbers and bands (section 8)', () => {
  // "All battalion sized units must be grade at one of the following three levels": green, normal, elite.
  it('"Green have a motivation number of 4 / Normal other … 6 / Elite other … 9"', () => {
    expect(MOTIVATION_NUMBER).toEqual({ green: 4, normal: 6, elite: 9 });
  });
  it('reads the five bands: "over 18" advance, "8 or more" any action, "4 or more" half speed, "1 or more" retire, "0 or less" rout', () => {
    expect([19, 18, 8, 7, 4, 3, 1, 0, -3].map(bandFor)).toEqual(['advance', 'any', 'any', 'hesitant', 'hesitant', 'retire', 'retire', 'rout', 'rout']);
  });
});

describe('motivation modifiers', () => {
  const trench = line('trench', 'trench', [[0, 10], [60, 10]]);
  it('"In Field Defences +/- 1" counts +1, "Close Order + 1", and "No friendly units within 20 cm - 1"', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10, { tags: ['formation.close'] })], [company('w', 'white-rifles', 10, 38)], [trench]));
    const m = labels(motivationModifiers(s, unitOf(s, 'a')));
    expect(m['in field defences']).toBe(1);
    expect(m['close order']).toBe(1);
    expect(m['no friendly units within 20 cm']).toBe(-1);
  });
  it('"Extended Order - 2"; "Per Figure Lost - 1" and "Per Figure this move - 1" both count a figure lost this move', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10, { tags: ['formation.extended'] }), company('b', 'red-rifles', 15, 10)], [company('w', 'white-rifles', 10, 38)]));
    const a = unitOf(s, 'a');
    a.figures -= 2; a.lostThisMove = 2;
    const m = labels(motivationModifiers(s, a));
    expect(m['extended order']).toBe(-2);
    expect(m['2 figures lost']).toBe(-2);
    expect(m['2 figures lost this move']).toBe(-2);
    expect(m['no friendly units within 20 cm']).toBeUndefined();
  });
  it('a single figure lost reads "1 figure lost", not "figures lost"', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10), company('b', 'red-rifles', 15, 10)], [company('w', 'white-rifles', 10, 38)]));
    const a = unitOf(s, 'a');
    a.figures -= 1; a.lostThisMove = 1;
    const m = labels(motivationModifiers(s, a));
    expect(m['1 figure lost']).toBe(-1);
    expect(m['1 figure lost this move']).toBe(-1);
  });
  it('"Enemy AFV within 20 cm - 2" once the tank is seen', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10)], [{ id: 't', troopType: 'white-mark-v', x: 10, y: 16 }]));
    expect(labels(motivationModifiers(s, unitOf(s, 'a')))['enemy AFV within 20 cm']).toBe(-2);
  });
  it('"Officer lost - 2" and "Officer Cadre or Cheka lost - 1"', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10, { specialists: ['officer', 'cheka'] })], [company('w', 'white-rifles', 10, 38)]));
    const a = unitOf(s, 'a');
    for (const sp of a.specialists) sp.lost = true;
    const m = labels(motivationModifiers(s, a));
    expect(m['officer lost']).toBe(-2);
    expect(m['Officer Cadre or Cheka lost']).toBe(-1);
    // The two lost specialists are figures lost too.
    expect(m['2 figures lost']).toBe(-2);
  });
});

describe('motivation modifiers, the rest of the list', () => {
  it('"Retiring - 1"; "Enemy mounted cavalry within 30 cm - 1", once the squadron is seen, and not at 31 cm', () => {
    const at = (cm: number) => startedState(trrScenario([company('a', 'red-rifles', 10, 10), company('b', 'red-rifles', 15, 10)], [company('c', 'white-cavalry', 10, 10 + toInches(cm))]));
    const s = at(20);
    const a = unitOf(s, 'a');
    a.status = 'halted';
    const m = labels(motivationModifiers(s, a));
    expect(m['retiring']).toBe(-1);
    expect(m['enemy mounted cavalry within 30 cm']).toBe(-1);
    const far = at(40);
    expect(labels(motivationModifiers(far, unitOf(far, 'a')))['enemy mounted cavalry within 30 cm']).toBeUndefined();
  });
  it('"AFV/ Bunker immobilised or weapon lost - 2"', () => {
    const s = startedState(trrScenario([{ id: 't', troopType: 'white-mark-v', x: 10, y: 10 }], [company('w', 'red-rifles', 10, 40)]));
    const t = unitOf(s, 't');
    expect(labels(motivationModifiers(s, t))['AFV immobilised or weapon lost']).toBeUndefined();
    t.immobilised = true;
    expect(labels(motivationModifiers(s, t))['AFV immobilised or weapon lost']).toBe(-2);
    t.immobilised = false; t.weaponsLost = 1;
    expect(labels(motivationModifiers(s, t))['AFV immobilised or weapon lost']).toBe(-2);
  });
});

describe('the test and its bands', () => {
  const scenario = () => trrScenario([company('a', 'red-rifles', 10, 10), company('b', 'red-rifles', 14, 10)], [company('w', 'white-rifles', 10, 38)]);
  it('"roll a D10 and add the motivation number", the modifiers summed in the event as printed', () => {
    const s = startedState(scenario());
    const events: GameEvent[] = [];
    const r = testMotivation(s, unitOf(s, 'a'), false, forcedDice([5]), events);
    expect(r.total).toBe(11);
    expect(events[0]!.roll!.modifiers).toEqual([{ label: 'normal motivation number', value: 6 }]);
  });
  it('a unit that scores 1-3 "retire[s] … and halt[s] until they can motivate with a score of 10 or more"', () => {
    const s = startedState(scenario());
    const a = unitOf(s, 'a');
    const y = a.pieces[0]!.y;
    // 1 + 6 - 4 (figures lost) = 3: retire, then the move back (no penalty dice in the open).
    a.figures -= 4;
    expect(activate(s, a, false, forcedDice([1]), [])).toBe(false);
    expect(a.status).toBe('halted');
    expect(a.pieces[0]!.y).toBeLessThan(y);
    // Next move: 3 + 6 - 4 - 1 (retiring) = 4: under 10, still halted.
    a.activated = false;
    activate(s, a, false, forcedDice([3]), []);
    expect(a.status).toBe('halted');
    expect(a.band).toBe('retire');
    // 10 + 6 - 4 - 1 = 11: goes on.
    activate(s, a, false, forcedDice([10]), []);
    expect(a.status).toBe('ready');
  });
  it('"Any type of unit scoring 0 or less routs"', () => {
    const s = startedState(scenario());
    const a = unitOf(s, 'a');
    a.figures -= 7;
    activate(s, a, false, forcedDice([1]), []);
    expect(['routing', 'gone', 'surrendered']).toContain(a.status);
  });
  it('stiffening "raises the unit morale one level for activation purposes only": Green 4 becomes Normal 6', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles-green', 10, 10, { specialists: ['cheka'] }), company('b', 'red-rifles', 14, 10)], [company('w', 'white-rifles', 10, 38)]));
    const a = unitOf(s, 'a');
    expect(stiffenerOf(a)).toBe('cheka');
    const r = testMotivation(s, a, true, forcedDice([2]), []);
    expect(r.grade).toBe('normal');
    expect(r.total).toBe(8);
    // "Morale stiffening can be used any number of times.": the Cheka is still there for the next test, and the next.
    for (let i = 0; i < 3; i++) expect(testMotivation(s, a, true, forcedDice([2]), []).grade).toBe('normal');
    expect(stiffenerOf(a)).toBe('cheka');
  });
  it('Elite units are not stiffened further', () => {
    const s = startedState(trrScenario([], [company('w', 'white-rifles-elite', 10, 38, { specialists: ['officer-cadre'] })]));
    expect(stiffenerOf(unitOf(s, 'w'))).toBeNull();
  });
  it('ignores cover it does not stand in: a company in woods has no field-defence bonus', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10)], [company('w', 'white-rifles', 10, 38)], [area('wood', 'woods', 5, 5, 20, 15)]));
    expect(labels(motivationModifiers(s, unitOf(s, 'a')))['in field defences']).toBeUndefined();
  });
});

describe('over 18, and routing with no way off', () => {
  it('"Any unit other than artillery scoring over 18 will advance at full speed towards the nearest located enemy": a Latvian company on 10 + 9 + 1 - 1 = 19 closes on the Whites', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles-elite', 10, 10), company('b', 'red-rifles', 14, 10)], [company('w', 'white-rifles', 10, 10 + toInches(40))]));
    const a = unitOf(s, 'a');
    const y = a.pieces[0]!.y;
    const events: GameEvent[] = [];
    activate(s, a, false, forcedDice([10, 10, 10, 10, 10, 10]), events);
    expect(a.band).toBe('advance');
    expect(events[0]!.roll!.total).toBe(19);
    expect(events.some((e) => e.text === `${a.name} advance at full speed on ${unitOf(s, 'w').name}`)).toBe(true);
    expect(a.pieces[0]!.y).toBeGreaterThan(y);
    // "Artillery will carry on with its current orders": a gun on the same score acts as it would on 8 or more.
    expect(motivationOrders('gun', 'ready', 19)).toMatchObject({ band: 'any', order: 'acts', carriesOn: true });
    expect(motivationOrders('rifles', 'ready', 19)).toMatchObject({ band: 'advance', order: 'advances' });
  });
  it('"If it cannot get off table it will surrender to the first enemy unit in its path": Whites between the routers and their own edge take them', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10)], [company('w', 'white-rifles', 10, 4), company('far', 'white-rifles', 10, 38)]));
    const a = unitOf(s, 'a');
    const events: GameEvent[] = [];
    rout(s, a, forcedDice([]), events);
    expect(a.status).toBe('surrendered');
    expect(events.at(-1)!.text).toBe(`${a.name} rout into ${unitOf(s, 'w').name} and surrender`);
    // With the way to their edge clear, they run instead.
    const free = startedState(trrScenario([company('a', 'red-rifles', 10, 10)], [company('far', 'white-rifles', 10, 38)]));
    rout(free, unitOf(free, 'a'), forcedDice([]), []);
    expect(unitOf(free, 'a').status).not.toBe('surrendered');
  });
});

describe('who tests (section 6)', () => {
  // "In these rules morale is called motivation, and must be checked by each unit in any move that it attempts to carry out any combat action."
  it('"When testing roll for company sized units, and supporting platoons"; "On table artillery is treated in the same way as any other unit": the company, its MG platoon and the field battery each roll their own test', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10), { id: 'mg', troopType: 'red-mg', x: 14, y: 10 }, { id: 'gun', troopType: 'red-field-gun', x: 18, y: 10 }], [company('w', 'white-rifles', 10, 38)]));
    // Normal grade (6), friends within 20 cm: the roll plus 6, the battery's "Advancing or firing artillery + 1" besides.
    for (const [id, roll, total] of [['a', 5, 11], ['mg', 6, 12], ['gun', 7, 14]] as const) {
      const events: GameEvent[] = [];
      activate(s, unitOf(s, id), false, forcedDice([roll, 1, 1, 1, 1]), events);
      const test = events.find((e) => e.roll?.table === 'motivation')!;
      expect(test.unitId).toBe(id);
      expect(test.roll!.total).toBe(total);
    }
  });
});

describe('an AFV\'s Retire hit (section 13)', () => {
  // A White Mark V (very slow tracked: road 25 cm, cross country 20 cm) hit by a Red gun 30 cm north of it.
  const retired = (withRoad: boolean) => {
    const road = line('road', 'road', [[20, 0], [20, 40]]);
    const s = startedState(trrScenario([{ id: 'g', troopType: 'red-field-gun', x: 20, y: 20 + toInches(30) }], [{ id: 't', troopType: 'white-mark-v', x: 20, y: 20 }], withRoad ? [road] : []));
    const t = unitOf(s, 't');
    const y = centreOf(t).y;
    retireFrom(s, t, unitOf(s, 'g'), forcedDice([]), []);
    return toCm(y - centreOf(t).y);
  };
  it('"AFV:s must retire a half move (if on road, use Road rate) away from the firing unit": 12.5 cm back down the road, 10 cm across country', () => {
    expect(retired(true)).toBeCloseTo(12.5);
    expect(retired(false)).toBeCloseTo(10);
  });
});

describe('Cheka stiffening (section 9)', () => {
  const scenario = () => trrScenario([company('a', 'red-rifles-green', 10, 10, { specialists: ['cheka'] }), company('b', 'red-rifles', 14, 10)], [company('w', 'white-rifles', 10, 38)]);
  it('"a casualty roll with the fire factor of 1 must be made against the unit": a 10 on row 1 costs a figure', () => {
    const s = startedState(scenario());
    const a = unitOf(s, 'a');
    // Motivation 6, then the factor-1 roll: 10 is a casualty; its specialist roll 3 makes it a rifle figure.
    activate(s, a, true, forcedDice([6, 10, 3]), []);
    expect(a.figures).toBe(7);
    expect(a.status).toBe('ready');
  });
  // "(special case: if the specialist casualty resulted from Cheka Stiffening and the" Cheka figure itself is lost, the unit defects.
  it('"If an eventual casualty results … in the elimination of the Cheka unit itself the unit will defect"', () => {
    const s = startedState(scenario());
    const a = unitOf(s, 'a');
    const events: GameEvent[] = [];
    // Motivation 6; casualty 10; specialist roll 10 takes a specialist, the d1 picks the Cheka.
    expect(activate(s, a, true, forcedDice([6, 10, 10, 1]), events)).toBe(false);
    expect(a.status).toBe('defected');
    expect(events.at(-1)!.text).toMatch(/go over to the enemy/);
  });
});

describe('what the score means, by what the test is taken for', () => {
  const scenario = () => trrScenario([company('a', 'red-rifles', 10, 10)], [company('w', 'white-rifles', 10, 38)]);
  // Alone on its side of the table: 6 (normal) − 1 (no friends within 20 cm), so a roll of r scores r + 5.
  const taken = (purpose: Parameters<typeof testMotivation>[5], roll: number, prepare: (s: ReturnType<typeof startedState>) => void = () => {}) => {
    const s = startedState(scenario());
    prepare(s);
    const events: GameEvent[] = [];
    const r = testMotivation(s, unitOf(s, 'a'), false, forcedDice([roll]), events, purpose);
    return { r, event: events[0]! };
  };
  it('"The target of a charge rolls for activation and fires at the charging troops": it stands on 1 or more, not "retires"', () => {
    const { event } = taken('charged', 1, (s) => { unitOf(s, 'a').figures -= 4; });
    expect(event.roll!.total).toBe(2);
    expect(event.roll!.result).toBe('1 or more: stands and fires at the charging troops');
    expect(event.text).toBe('a test motivation: 2, stands and fires at the charging troops');
  });
  it('"take another activation test for the charging cavalry to charge home": 8 or more goes home', () => {
    expect(taken('charge-home', 3).event.roll!.result).toBe('8 or more: charges home');
    expect(taken('charge-home', 2).event.roll!.result).toBe('under 8: stops at the end of its normal move');
  });
  it('an assaulted defender holds on 8 or more even when halted: the 10 a halted unit needs is to go on, not to stand', () => {
    const { r, event } = taken('defence', 5, (s) => { unitOf(s, 'a').status = 'halted'; });
    expect(r.total).toBe(9);
    expect(r.band).toBe('any');
    expect(event.roll!.result).toBe('8 or more: holds its ground');
    expect(taken('defence', 1).event.roll!.result).toBe('1 to 7: gives ground');
  });
  it('a routing unit "rallying if it has broken": 10 or more rallies and halts, else it runs on', () => {
    expect(taken('rally', 5).event.roll!.result).toBe('10 or more: rallies and halts');
    expect(taken('rally', 4).event.roll!.result).toBe('under 10: runs on');
  });
});
