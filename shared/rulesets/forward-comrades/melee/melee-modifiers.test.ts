import { describe, expect, it } from 'vitest';
import { meleeModifiersFor, type MeleeFacts, type MeleeOwnFacts } from './melee.ts';

const plain: MeleeOwnFacts = { standsLost: 0, banner: false, heroic: null, commissar: false, priest: false };
const facts = (f: Partial<MeleeFacts> = {}): MeleeFacts => ({
  attackers: [{ kind: 'infantry', mounted: false, own: plain }], wire: false,
  defender: { kind: 'infantry', own: plain, mgAttached: false }, flank: false, defences: false, ...f,
});
const defender = (f: Partial<MeleeFacts>) => meleeModifiersFor(facts(f)).defender.map((m) => [m.label, m.value]);
const attacker = (f: Partial<MeleeFacts>) => meleeModifiersFor(facts(f)).attacker.map((m) => [m.label, m.value]);

describe('melee modifiers, row by row', () => {
  it('nothing to either side in a plain fight', () => {
    expect(defender({})).toEqual([]);
    expect(attacker({})).toEqual([]);
  });

  it('"-1 each stand lost": two stands lost is -2', () => {
    expect(defender({ defender: { kind: 'infantry', own: { ...plain, standsLost: 2 }, mgAttached: false } })).toEqual([['each stand lost', -2]]);
  });

  it('"-1 infantry attacked by cavalry (and not in trenches, breastworks, or buildings)": mounted cavalry only, and not against defences', () => {
    const cavalry = [{ kind: 'cavalry' as const, mounted: true, own: plain }];
    expect(defender({ attackers: cavalry })).toEqual([['infantry attacked by cavalry (not in trenches, breastworks or buildings)', -1]]);
    expect(defender({ attackers: [{ ...cavalry[0]!, mounted: false }] })).toEqual([]);
    expect(defender({ attackers: cavalry, defences: true })).toEqual([['in trenches or buildings or behind breastworks', 1]]);
  });

  it('"-2 attacked in flank/rear or unit is suppressed"; "-2 attacked by tank"', () => {
    expect(defender({ flank: true })).toEqual([['attacked in flank/rear or unit is suppressed', -2]]);
    expect(defender({ attackers: [{ kind: 'tank', mounted: false, own: plain }] })).toEqual([['attacked by tank', -2]]);
  });

  it('"-2 to defender for each additional unit on attacking side": three attackers are -4', () => {
    const three = Array.from({ length: 3 }, () => ({ kind: 'infantry' as const, mounted: false, own: plain }));
    expect(defender({ attackers: three })).toEqual([['each additional unit on the attacking side', -4]]);
  });

  it('"+1 Machine gun attached to defending unit"; "+1 in trenches or buildings or behind breastworks"', () => {
    expect(defender({ defender: { kind: 'infantry', own: plain, mgAttached: true }, defences: true })).toEqual([
      ['machine gun attached to defending unit', 1], ['in trenches or buildings or behind breastworks', 1],
    ]);
  });

  it('"+1 heroically led", "+1 Commissar (see special rule) with red unit", "+1 Religious leader (see special rule) with white unit"', () => {
    expect(attacker({ attackers: [{ kind: 'infantry', mounted: false, own: { ...plain, heroic: 'normal', commissar: true } }] })).toEqual([
      ['heroically led', 1], ['commissar with red unit', 1],
    ]);
    expect(defender({ defender: { kind: 'infantry', own: { ...plain, priest: true }, mgAttached: false } })).toEqual([['religious leader with white unit', 1]]);
  });

  it('"If leading heroically a unit with a banner both the officer\'s +1 and the Banner\'s +1 may apply"', () => {
    expect(attacker({ attackers: [{ kind: 'infantry', mounted: false, own: { ...plain, heroic: 'normal', banner: true } }] })).toEqual([
      ['elite unit with banner', 1], ['heroically led', 1],
    ]);
  });

  it('a Committed officer "Adds +2 instead of +1 if leading heroically"', () => {
    expect(attacker({ attackers: [{ kind: 'infantry', mounted: false, own: { ...plain, heroic: 'committed' } }] })).toEqual([['heroically led', 2]]);
  });
});
