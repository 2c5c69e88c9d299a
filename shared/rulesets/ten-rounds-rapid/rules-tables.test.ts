import { describe, expect, it } from 'vitest';
import { CORE_TABLES } from './rules-tables.ts';
import { tenRoundsRapid } from './index.ts';

const lookup = (id: string, q: Record<string, string>) => CORE_TABLES.find((t) => t.id === id)!.lookup(q);

describe('the rule set\'s own procedures as rules tables (`tachanka rules ten-rounds-rapid …`)', () => {
  it('reads the motivation test as the game does: "roll a D10 and add the motivation number"', () => {
    expect(lookup('motivation', { grade: 'elite', roll: '10' })).toEqual({ ok: true, value: { total: 19, band: 'advance', result: expect.stringMatching(/over 18/) } });
    expect(lookup('motivation', { grade: 'green', roll: '1', modifiers: '-5' })).toMatchObject({ ok: true, value: { total: 0, band: 'rout' } });
  });
  it('takes the penalty dice off the move: "Horse Transport 30 cm 25 cm"', () => {
    expect(lookup('movement', { type: 'horse-transport', road: 'no', penalties: '4,9' })).toEqual({ ok: true, value: { rate: 25, cm: 12 } });
    expect(lookup('terrain-penalties', { type: 'cavalry', going: 'impassable' })).toEqual({ ok: true, value: { penalties: 'may not enter' } });
  });
  it('reads the initiative, the location test and the breakdown', () => {
    expect(lookup('initiative', { red: '4', white: '4' })).toEqual({ ok: true, value: { first: 'tie: roll again' } });
    expect(lookup('location-test', { bulk: 'foot', roll: '8' })).toEqual({ ok: true, value: { located: false } });
    expect(lookup('mechanical-breakdown', { roll: '8', penalties: '2' })).toMatchObject({ ok: true, value: { brokenDown: true } });
  });
  it('refuses a key out of range with a sentence naming it', () => {
    expect(lookup('motivation', { grade: 'veteran', roll: '3' })).toMatchObject({ ok: false, error: { reason: expect.stringMatching(/"grade" must be one of/) } });
    expect(lookup('movement', { type: 'infantry', penalties: '11' })).toMatchObject({ ok: false });
  });
  it('serves the fire folder\'s tables beside its own, each id once', () => {
    const ids = tenRoundsRapid.tables.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['motivation', 'casualties', 'afv-hit-effects', 'he-to-hit']));
  });
});

describe('the whole motivation test and the horse holders, through the functions the game calls', () => {
  const ask = (id: string, q: Record<string, string>) => {
    const r = lookup(id, q);
    if (!r.ok) throw new Error(r.error.reason);
    return r.value as Record<string, unknown>;
  };
  it('names each modifier with its sign: "Officer lost - 2 … Per Figure Lost - 1 … Close Order + 1" (section 8)', () => {
    const t = ask('motivation-test', { grade: 'normal', roll: '5', modifiers: 'officer-lost,figures-lost:3,close-order' });
    expect(t.modifiers).toEqual(['officer lost: -2', '3 figures lost: -3', 'close order: +1']);
    expect(t).toMatchObject({ modifierSum: -4, total: 7, band: 'hesitant', actsIn: 'hesitant', goesOnToAct: true });
    expect(t.sum).toBe('5 (d10) + 6 (normal motivation number) - 2 (officer lost) - 3 (3 figures lost) + 1 (close order) = 7');
  });
  it('artillery "will carry on with its current orders" over 18 and at 4 or more, and counts "Advancing or firing artillery + 1"', () => {
    const gun = ask('motivation-test', { grade: 'normal', roll: '1', kind: 'gun' });
    expect(gun).toMatchObject({ modifiers: ['advancing or firing artillery: +1'], total: 8, band: 'any' });
    const hesitant = ask('motivation-test', { grade: 'green', roll: '1', kind: 'mortar' });
    expect(hesitant).toMatchObject({ total: 6, band: 'hesitant', actsIn: 'any', order: expect.stringMatching(/carries on with its current orders/) });
    expect(ask('motivation-test', { grade: 'green', roll: '1', kind: 'rifles' })).toMatchObject({ total: 5, actsIn: 'hesitant' });
    // "Off table artillery will carry on with its current orders" where others retire; an on-table gun retires.
    expect(ask('motivation-test', { grade: 'green', roll: '1', kind: 'observer', modifiers: 'officer-lost' })).toMatchObject({ total: 4, band: 'hesitant' });
    expect(ask('motivation-test', { grade: 'green', roll: '1', kind: 'observer', modifiers: 'officer-lost:2' })).toMatchObject({ band: 'retire', actsIn: 'any', goesOnToAct: true });
    expect(ask('motivation-test', { grade: 'green', roll: '1', kind: 'gun', modifiers: 'officer-lost:2' })).toMatchObject({ band: 'retire', goesOnToAct: false });
  });
  it('a stiffener "raises the unit morale one level for activation purposes only"; the Cheka adds its casualty roll', () => {
    expect(ask('motivation-test', { grade: 'green', roll: '4', stiffener: 'officer-cadre' })).toMatchObject({ grade: 'normal', total: 10 });
    const cheka = ask('motivation-test', { grade: 'normal', roll: '4', stiffener: 'cheka' });
    expect(cheka).toMatchObject({ grade: 'elite', total: 13, cheka: expect.stringMatching(/fire factor 1/) });
    expect(lookup('motivation-test', { grade: 'elite', roll: '4', stiffener: 'cheka' })).toMatchObject({ ok: false });
  });
  it('a halted unit halts "until they can motivate with a score of 10 or more"; a routing one rallies on 10', () => {
    expect(ask('motivation-test', { grade: 'normal', roll: '3', status: 'halted' })).toMatchObject({ total: 9, band: 'retire', goesOnToAct: true, order: expect.stringMatching(/stays halted/) });
    expect(ask('motivation-test', { grade: 'normal', roll: '4', status: 'routing' })).toMatchObject({ total: 10, order: expect.stringMatching(/rallies/), goesOnToAct: false });
  });
  it('"must leave 1 figure in 4 to hold the horses (round this to the nearest whole number)"', () => {
    expect(ask('horse-holders', { figures: '10' })).toMatchObject({ holders: 3, dismounted: 7, penalties: 1 });
    expect(ask('horse-holders', { figures: '5' })).toMatchObject({ holders: 1, dismounted: 4 });
    expect(ask('horse-holders', { figures: '6' })).toMatchObject({ holders: 2 });
  });
});
