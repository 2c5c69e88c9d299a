import { describe, expect, it } from 'vitest';
import { listRulesets } from '../../shared/rulesets/registry.ts';
import { redActionsRuleset } from '../../shared/rulesets/red-actions/index.ts';
import { tenRoundsRapid } from '../../shared/rulesets/ten-rounds-rapid/index.ts';
import type { Scenario, Unit } from '../../shared/scenario/schema.ts';
import { elsewhere, optionMissing, sideOption, unitStart, withSideOption, withStart } from './hidden-setup-edits.ts';
import { editorTestScenario } from './test-scenario.ts';

const unit = (troopType: string, extra: Partial<Unit> = {}): Unit => ({
  id: 'u', name: 'Unit', troopType, tags: [], officers: [], characteristics: [], hidden: false,
  bases: [{ x: 10, y: 10, facing: 0, figures: 1 }, { x: 11.2, y: 10, facing: 0, figures: 1 }], ...extra,
});
const ra = redActionsRuleset.hiddenSetups!;
const trr = tenRoundsRapid.hiddenSetups!;
const setup = (list: typeof ra, id: string) => list.find((s) => s.id === id)!;

describe('a unit\'s hidden set-up in the editor', () => {
  it('Red Actions!: "A defender notes any ambushes": in ambush is the unit\'s hidden; a dummy marker is the dummy card', () => {
    const plastuns = unit('white-platoons');
    expect(unitStart(plastuns, ra)).toBeNull();
    const ambush = withStart(plastuns, setup(ra, 'ambush'), ra, redActionsRuleset.troopTypes, 'whites', 'white-platoons');
    expect(ambush.hidden).toBe(true);
    expect(unitStart(ambush, ra)?.id).toBe('ambush');
    const dummy = withStart(ambush, setup(ra, 'dummy-marker'), ra, redActionsRuleset.troopTypes, 'whites', 'white-platoons');
    expect(dummy).toMatchObject({ hidden: false, troopType: 'dummy-marker' });
    expect(unitStart(dummy, ra)?.id).toBe('dummy-marker');
    // Back in the open, the dummy becomes troops again: the side's first ordinary type.
    expect(withStart(dummy, null, ra, redActionsRuleset.troopTypes, 'whites', 'white-volunteers')).toMatchObject({ hidden: false, troopType: 'white-volunteers' });
  });

  it('Red Actions!: position markers are the side\'s option, "the defender\'s non-ambushing troops", the attacker\'s by choice', () => {
    const markers = setup(ra, 'position-marker');
    const s: Scenario = { ...editorTestScenario(), attacker: 'red', ruleset: { id: 'red-actions', options: {} } };
    expect(sideOption(s, 'white', markers)).toEqual({ key: 'positionMarkers', on: true });
    expect(sideOption(s, 'red', markers)).toEqual({ key: 'attackerMarkers', on: false });
    const attackerToo = withSideOption(s, 'red', markers, true);
    expect(attackerToo.ruleset.options).toEqual({ attackerMarkers: true });
    expect(sideOption(withSideOption(s, 'white', markers, false), 'white', markers)).toEqual({ key: 'positionMarkers', on: false });
  });

  it('Ten Rounds Rapid: dug in and camouflaged works are tags, one at a time; a sniper is his side\'s sniper type, with the option', () => {
    const mg = unit('red-mg', { tags: ['formation.normal'] });
    const dug = withStart(mg, setup(trr, 'dug-in'), trr, tenRoundsRapid.troopTypes, 'reds', 'red-rifles');
    expect(dug.tags).toEqual(['formation.normal', 'works.trench']);
    const camouflaged = withStart(dug, setup(trr, 'camouflaged'), trr, tenRoundsRapid.troopTypes, 'reds', 'red-rifles');
    expect(camouflaged.tags).toEqual(['formation.normal', 'works.camouflaged']);
    expect(unitStart(camouflaged, trr)?.id).toBe('camouflaged');
    const sniper = withStart(camouflaged, setup(trr, 'sniper'), trr, tenRoundsRapid.troopTypes, 'whites', 'white-rifles');
    expect(sniper).toMatchObject({ troopType: 'white-sniper', tags: ['formation.normal'] });
    const s: Scenario = { ...editorTestScenario(), ruleset: { id: 'ten-rounds-rapid', options: {} } };
    expect(optionMissing(s, setup(trr, 'sniper'))).toBe('snipers');
    expect(optionMissing({ ...s, ruleset: { ...s.ruleset, options: { snipers: true } } }, setup(trr, 'sniper'))).toBeNull();
  });

  it('says which rule sets have the set-ups the scenario\'s rule set lacks, from the rule sets themselves', () => {
    const infos = listRulesets().map((r) => ({ id: r.id, title: r.title, hiddenSetups: [...(r.hiddenSetups ?? [])] }));
    const forRvr = elsewhere(infos, 'reds-versus-reds');
    expect(forRvr.find((e) => e.id === 'ambush')?.titles).toEqual([redActionsRuleset.title]);
    expect(forRvr.find((e) => e.id === 'camouflaged')?.titles).toEqual([tenRoundsRapid.title]);
    expect(elsewhere(infos, 'red-actions').map((e) => e.id)).toEqual(trr.map((s) => s.id));
  });
});
