import { describe, expect, it } from 'vitest';
import komuchJson from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import kamenkaJson from '../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import tsaritsynJson from '../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import lipkiJson from '../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import { checkScenarioDocument } from './registry.ts';

/** The bundled scenario of each rule set, its title and the start of the list of options it takes. */
const RULE_SETS = [
  ['komuch-village', komuchJson, 'Reds versus Reds', 'it takes no options'],
  ['kamenka-crossroads', kamenkaJson, 'Wargame Wednesdays', 'it takes no options'],
  ['station-raid', stationRaidJson, 'Red Actions!', 'its options: initiative, doubleOnesEndTurn, routRule'],
  ['tsaritsyn-wire', tsaritsynJson, 'Ten Rounds Rapid', 'its options: mechanicalBreakdown, bombardment, bombardmentDays'],
  ['lipki-station', lipkiJson, 'Forward Comrades', 'its options: movement, indirectFire'],
] as const;

/** For each rule set that takes options, a known option given a value it does not take, and the refusal. */
const WRONG_VALUES = [
  ['station-raid', stationRaidJson, 'initiative', 'chaos', '"initiative" must be one of: standard, cards, roll-off; got "chaos"'],
  ['tsaritsyn-wire', tsaritsynJson, 'lyingSnow', 'deep', '"lyingSnow" must be true or false; got "deep"'],
  ['lipki-station', lipkiJson, 'movement', 3, '"movement" must be all-dice or fixed-plus-d6; got 3'],
] as const;

const withOptions = (json: object, options: Record<string, unknown>) => {
  const doc = structuredClone(json) as { ruleset: { options?: Record<string, unknown> } };
  doc.ruleset.options = { ...doc.ruleset.options, ...options };
  return doc;
};
const errorsOf = (doc: unknown) => checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`);

describe.each(RULE_SETS)('the options of %s', (_name, json, title, taken) => {
  it('reads the scenario as it is', () => {
    expect(errorsOf(json)).toEqual([]);
  });

  it('refuses an option the rule set does not have, at its path, naming the options it has', () => {
    const errors = errorsOf(withOptions(json, { initiativ: 'cards' }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^\\$\\.ruleset\\.options\\.initiativ: ${title} has no option "initiativ"; ${taken}`));
  });
});

describe.each(WRONG_VALUES)('a wrong value in the options of %s', (_name, json, key, value, message) => {
  it('is refused at its path, naming the values the option takes', () => {
    expect(errorsOf(withOptions(json, { [key]: value }))).toEqual([`$.ruleset.options.${key}: ${message}`]);
  });
});
