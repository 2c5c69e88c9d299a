import { describe, expect, it } from 'vitest';
import { RULES_TABLES } from './tables.ts';
import { redActionsRuleset } from '../index.ts';

const lookup = (id: string, q: Record<string, string>) => {
  const t = RULES_TABLES.find((x) => x.id === id);
  if (!t) throw new Error(`no table ${id}`);
  const r = t.lookup(q);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value as Record<string, unknown>;
};

describe('Procedures served as lookups (tachanka rules red-actions <procedure>)', () => {
  it('are among the tables `tachanka rules red-actions --list` lists', () => {
    const ids = redActionsRuleset.tables.map((t) => t.id);
    for (const id of ['effective-bases', 'morale-test', 'officer-casualties', 'wire', 'building-fire', 'pursuit', 'rally-terror', 'scouting', 'combat-sides']) expect(ids).toContain(id);
  });

  it('"less one per terror marker … half a base"; "when these exceed the number of bases … the unit immediately routs"', () => {
    expect(lookup('effective-bases', { bases: '4', terror: '1', humiliated: '1' })).toMatchObject({ markers: 2, effectiveBases: 2, routs: false });
    expect(lookup('effective-bases', { bases: '3', terror: '2', humiliated: '1' })).toMatchObject({ effectiveBases: 0.5, routs: false });
    expect(lookup('effective-bases', { bases: '2', terror: '3' })).toMatchObject({ effectiveBases: 0, routs: true, note: expect.stringContaining('counts no bases') });
  });

  it('a morale test with each modifier named, as the game works it out (moraleTargetOf, lentBonuses), and "a 12 always fails"; “Bonuses are”: the officers’, the flank, fortifications, night', () => {
    expect(lookup('morale-test', { number: '8', junior: '+2', roll: '10' })).toMatchObject({ needs: '8 + 2 (junior officer of the unit) = 10 or less', passed: true });
    // "+2 when behind earthworks, in a trench …", "−2 if enemy behind the flank"; only the best positive senior counts.
    const r = lookup('morale-test', { number: '8', junior: '-1', seniors: '+1,+2', fortified: 'yes', flank: 'yes', night: 'yes', roll: '9' });
    expect(r.modifiers).toEqual([
      '-1 junior officer of the unit', '+2 senior officer #2 nearby', '-2 enemy behind the flank within 12" and no friends able to charge it',
      '+2 behind earthworks, in a trench or a stone building fit for defence', '-1 night or fog',
    ]);
    expect(r).toMatchObject({ target: 8, passed: false });
    // "The morale bonus of a senior officer may be substituted for that of the commanding junior officer if he takes personal command."
    expect(lookup('morale-test', { number: '7', junior: '-2', personal: '+2', roll: '9' })).toMatchObject({ target: 9, passed: true });
    expect(lookup('morale-test', { number: '11', junior: '+2', roll: '12' })).toMatchObject({ passed: false, note: '12 always fails' });
  });

  it('officer casualties: "killed on d6=1", in combat a 1 or 2 when the unit routs', () => {
    expect(lookup('officer-casualties', { source: 'shooting', roll: '2' })).toMatchObject({ falls: false, fallsOn: '1' });
    expect(lookup('officer-casualties', { source: 'combat', routed: 'yes', roll: '2' })).toMatchObject({ falls: true, fallsOn: '1 or 2' });
  });

  it('wire: "a score of 9+ … Engineers … who score 8+ are deemed to have cut a base wide path"', () => {
    expect(lookup('wire', { roll: '8' })).toMatchObject({ crossed: false, needs: '9+' });
    expect(lookup('wire', { roll: '8', engineers: 'yes' })).toMatchObject({ crossed: true, pathCut: true });
  });

  it('building fires: "On a 3–6, place a terror marker"; fighting it, "On a 4 one … On a 5, two … On a 6, three"', () => {
    expect(lookup('building-fire', { action: 'set', roll: '3' })).toMatchObject({ alight: true });
    expect(lookup('building-fire', { action: 'fight', roll: '5', markers: '3' })).toMatchObject({ removed: 2, markersAfter: 1 });
    expect(lookup('building-fire', { action: 'fight', roll: '3', markers: '3' })).toMatchObject({ removed: 0, markersAfter: 3 });
  });

  it('pursuit: slower routers are caught, cavalry as fast on a 4+; the caught lose half their stands, the rest surrender', () => {
    expect(lookup('pursuit', { pursuer: '16', router: '8', bases: '3' })).toMatchObject({ caught: true, basesDestroyed: 2, prisoners: 1 });
    expect(lookup('pursuit', { pursuer: '16', router: '16', cavalry: 'yes', bases: '4' })).toMatchObject({ needs: '4+' });
    expect(lookup('pursuit', { pursuer: '16', router: '16', cavalry: 'yes', bases: '4', roll: '3' })).toMatchObject({ caught: false });
    expect(lookup('pursuit', { pursuer: '16', router: '16', bases: '4', roll: '6' })).toMatchObject({ caught: false });
  });

  it('rallying from terror: "all terror markers, but not humiliated markers, are immediately removed – there is no test"', () => {
    expect(lookup('rally-terror', { bases: '4', terror: '3', humiliated: '1' })).toMatchObject({ terrorAfter: 0, humiliatedAfter: 1, effectiveBasesAfter: 3 });
  });

  it('scouting: "on a 4+ the ambush is discovered", from 4″ (8″ for partisans or a Clever officer)', () => {
    expect(lookup('scouting', { roll: '4' })).toMatchObject({ found: true, reach: '4"' });
    expect(lookup('scouting', { roll: '3', clever: 'yes' })).toMatchObject({ found: false, reach: '8"' });
  });

  it('combat: "if both sides are equal strength, the charger has advantage", and the result names who it falls on', () => {
    expect(lookup('combat-sides', { charger: '6', defender: '6', roll: '12' })).toMatchObject({ stronger: 'charger', column: 'Advantage', affected: 'defender', effect: 'the defender loses 2 bases and routs' });
    expect(lookup('combat-sides', { charger: '4', defender: '12', roll: '2' })).toMatchObject({ stronger: 'defender', column: '3:1', affected: 'defender', effect: 'the defender takes 1 terror marker and retires' });
  });
});
