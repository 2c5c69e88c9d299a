import { describe, expect, it } from 'vitest';
import { PROCEDURE_TABLES } from './rules-tables-procedures.ts';

const lookup = (id: string, q: Record<string, string>) => PROCEDURE_TABLES.find((t) => t.id === id)!.lookup(q);
const ask = (id: string, q: Record<string, string>) => {
  const r = lookup(id, q);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value as Record<string, unknown>;
};

describe('Forward Comrades procedures asked whole, through the functions the game calls', () => {
  it('the hit number at a range: field guns "1-7 miss, 8-10 hit", "+1 Firing at Point blank range, -1 Firing at long range", -1 against tanks but not at point blank', () => {
    expect(ask('artillery-range', { size: 'field', distance: '20' })).toMatchObject({ band: 'close', modifiers: [], hitsOn: '8-10 on each D10' });
    expect(ask('artillery-range', { size: 'field', distance: '10' })).toMatchObject({ band: 'point-blank', modifiers: ['point blank: +1'], hitsOn: '7-10 on each D10' });
    expect(ask('artillery-range', { size: 'field', distance: '30', target: 'tank' })).toMatchObject({ modifiers: ['long range: -1', 'against a tank: -1'], modifierSum: -2, hitsOn: 'only a "0" (10) on each D10' });
    expect(ask('artillery-range', { size: 'field', distance: '10', target: 'tank' })).toMatchObject({ modifiers: ['point blank: +1'] });
    expect(ask('artillery-range', { size: 'heavy', indirect: 'yes' })).toMatchObject({ band: 'indirect', modifiers: [], hitsOn: '7-10 on each D10', figuresPerHit: 2 });
    expect(lookup('artillery-range', { size: 'light', distance: '25' })).toMatchObject({ ok: false, error: { reason: expect.stringMatching(/out of range/) } });
    expect(lookup('artillery-range', { size: 'light', indirect: 'yes' })).toMatchObject({ ok: false });
  });

  it('a battery\'s shells: "Roll on D10 per shell fired … Target stands lose 2 figures per hit" (medium guns, 1 shell per 2 men)', () => {
    const v = ask('battery-shells', { size: 'medium', distance: '20', rolls: '7,8' });
    expect(v).toMatchObject({ band: 'close', shells: 2, each: ['7: miss', '8: hit'], hits: 1, figures: 2 });
    expect(ask('battery-shells', { size: 'medium', distance: '10', rolls: '7,9' })).toMatchObject({ each: ['7 + 1 = 8: hit', '9 + 1 = 10: hit'], hits: 2, figures: 4 });
    expect(lookup('battery-shells', { size: 'medium', distance: '20', rolls: '7,8,9' })).toMatchObject({ ok: false, error: { reason: expect.stringMatching(/fires 2 shells/) } });
    expect(ask('battery-shells', { size: 'field', distance: '20', crew: '3', rolls: '8,8,8' })).toMatchObject({ shells: 3, hits: 3 });
  });

  it('cover: "½ hits against targets in cover", the odd half standing on 4-6, and no claimed cover "from Point blank range"', () => {
    expect(ask('cover-hits', { hits: '4', terrain: 'yes' })).toEqual({ inCover: true, halved: '4 halved to 2', hits: 2 });
    expect(ask('cover-hits', { hits: '5', terrain: 'yes', roll: '4' })).toMatchObject({ halfHit: '4: stands', hits: 3 });
    expect(ask('cover-hits', { hits: '5', terrain: 'yes', roll: '3' })).toMatchObject({ halfHit: '3: did not occur', hits: 2 });
    expect(lookup('cover-hits', { hits: '5', terrain: 'yes' })).toMatchObject({ ok: false });
    expect(ask('cover-hits', { hits: '5', claimed: 'yes', band: 'point-blank' })).toEqual({ inCover: false, hits: 5 });
    expect(ask('cover-hits', { hits: '4', claimed: 'yes', band: 'long' })).toMatchObject({ inCover: true, hits: 2 });
  });

  it('small arms at a range: "5 & 6 hits against targets in open", "+ 1 Point blank range", long -1, each modifier named', () => {
    const v = ask('small-arms-fire', { weapon: 'rifle', distance: '20', rolls: '5,6,4,1', heroic: 'committed', commissar: 'yes' });
    expect(v.modifiers).toEqual(['long range: -1', 'officer leading heroically: +2', 'commissar with red unit: +1']);
    expect(v).toMatchObject({ band: 'long', modifierSum: 2, each: ['5 + 2 = 7: hit', '6 + 2 = 8: hit', '4 + 2 = 6: hit', '1: never hits'], hits: 3 });
    expect(ask('small-arms-fire', { weapon: 'rifle', distance: '20', rolls: '5,6' })).toMatchObject({ each: ['5 - 1 = 4: miss', '6 - 1 = 5: hit'], hits: 1 });
    expect(ask('small-arms-fire', { weapon: 'hmg', distance: '3', rolls: '4' })).toMatchObject({ band: 'point-blank', hits: 1 });
    expect(lookup('small-arms-fire', { weapon: 'rifle', distance: '30', rolls: '6' })).toMatchObject({ ok: false });
  });

  it('melee: "Highest roll wins. Attacker loses ties unless attacking on flank/rear", "Loser takes 1 casualty for every number he is beaten by … (tank takes no loss)"', () => {
    const v = ask('melee-whole', { attacker: 'cavalry', mounted: 'yes', attackerHeroic: 'normal', attackerDie: '4', defender: 'infantry', defenderStandsLost: '1', mg: 'yes', flank: 'yes', defenderDie: '5' });
    expect((v.attacker as { sum: string }).sum).toBe('4 (D6) + 1 (heroically led) = 5');
    expect((v.defender as { modifierSum: number }).modifierSum).toBe(-3);
    expect((v.defender as { modifiers: string[] }).modifiers).toEqual([
      'each stand lost: -1', 'infantry attacked by cavalry (not in trenches, breastworks or buildings): -1', 'attacked in flank/rear or unit is suppressed: -2', 'machine gun attached to defending unit: +1',
    ]);
    expect(v).toMatchObject({ winner: 'attacker', margin: 3, loserCasualties: 3 });
    // A tie: the attacker loses; in defences the attacker must win by 3 or more.
    expect(ask('melee-whole', { attacker: 'infantry', attackerDie: '3', defender: 'infantry', defenderDie: '3' })).toMatchObject({ winner: 'defender', margin: 0 });
    expect(ask('melee-whole', { attacker: 'infantry', attackerDie: '5', defender: 'infantry', defenderDie: '2', defences: 'yes' })).toMatchObject({ winner: 'defender', margin: 2, held: expect.stringMatching(/not 3/) });
    expect(ask('melee-whole', { attacker: 'tank', attackerDie: '1', defender: 'infantry', defenderDie: '6' })).toMatchObject({ winner: 'defender', loserCasualties: 0 });
    expect((ask('melee-whole', { attacker: 'infantry', extraAttackers: '1', attackerDie: '1', defender: 'train', defenderDie: '1' }).defender as { modifiers: string[] }).modifiers)
      .toEqual(['each additional unit on the attacking side: -2', 'armoured train defending: +2']);
  });

  it('army morale: "An armored train lost counts as 3 other units lost", the supply line cut "3 units lost", an enemy train "captured or forced to retreat" 2 fewer', () => {
    const v = ask('army-morale-losses', { units: '10', lost: '2', trainsLost: '1', supplyCut: 'yes', enemyTrainsLost: '1', roll: '4' });
    expect(v).toMatchObject({ counted: 5, percent: 50, tests: true, breaksOn: '1-5', breaks: true });
    expect(v.sum).toBe('2 (units lost) + 2 (armoured train lost counts as 3) + 3 (supply line cut) - 2 (enemy armoured train lost) = 5');
    expect(ask('army-morale-losses', { units: '10', lost: '2', enemySupplyCut: 'yes' })).toMatchObject({ counted: 0, tests: false, sum: expect.stringMatching(/= 0$/) });
    expect(ask('army-morale-losses', { units: '10', lost: '3', roll: '4' })).toMatchObject({ percent: 30, breaksOn: '1-3', breaks: false });
  });
});
