import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { error } from './problems.ts';
import { rulesetOptionProblems, type RulesetOptionSpecs } from './ruleset-options.ts';

const SPECS: RulesetOptionSpecs = {
  title: 'A Rule Set',
  specs: {
    fog: { kind: 'boolean' },
    night: { kind: 'enum', values: ['dark', 'moonlit'] },
    initiative: { kind: 'enum', values: ['standard', 'cards', 'roll-off'] },
    days: { kind: 'int', min: 1, max: 4 },
    area: { kind: 'string', names: 'an area by its id' },
  },
  families: [{
    words: 'minefield.<area id>',
    owns: (key) => key.startsWith('minefield.'),
    check: (_s, key, value) => (value === 'light' ? [] : [error(['ruleset', 'options', key], 'a minefield is light')]),
  }],
};

const problemsWith = (options: Record<string, string | number | boolean>, specs = SPECS) => {
  const scenario = scenarioFixture();
  return rulesetOptionProblems({ ...scenario, ruleset: { ...scenario.ruleset, options } }, specs).map((p) => `${p.path}: ${p.message}`);
};

describe('a rule set\'s options', () => {
  it('accepts each kind of value it takes, and the keys of a family', () => {
    expect(problemsWith({ fog: true, night: 'moonlit', initiative: 'cards', days: 4, area: 'wood', 'minefield.wood': 'light' })).toEqual([]);
  });

  it('refuses a value of the wrong kind or out of range, naming what it takes and what it got', () => {
    expect(problemsWith({ fog: 'yes', night: 'bright', initiative: 2, days: 1.5, area: 7 })).toEqual([
      '$.ruleset.options.fog: "fog" must be true or false; got "yes"',
      '$.ruleset.options.night: "night" must be dark or moonlit; got "bright"',
      '$.ruleset.options.initiative: "initiative" must be one of: standard, cards, roll-off; got 2',
      '$.ruleset.options.days: "days" must be a whole number from 1 to 4; got 1.5',
      '$.ruleset.options.area: "area" names an area by its id; got 7',
    ]);
  });

  it('refuses an option it does not take, naming those it does; a family checks its own keys', () => {
    expect(problemsWith({ initiativ: 'cards', 'minefield.wood': 'thick' })).toEqual([
      '$.ruleset.options.initiativ: A Rule Set has no option "initiativ"; its options: fog, night, initiative, days, area, minefield.<area id>',
      '$.ruleset.options["minefield.wood"]: a minefield is light',
    ]);
  });

  it('says so when a rule set takes no options at all, and is not fooled by a key every object has', () => {
    expect(problemsWith({ toString: true }, { title: 'Plain', specs: {} })).toEqual(['$.ruleset.options.toString: Plain has no option "toString"; it takes no options']);
  });
});
