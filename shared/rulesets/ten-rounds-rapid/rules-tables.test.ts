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
