import { describe, expect, it } from 'vitest';
import { validateScenario } from '../scenario-checks/validate.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';

const withCommander = (commander: unknown) => {
  const doc = JSON.parse(JSON.stringify(scenarioFixture())) as { sides: { white: Record<string, unknown> } };
  doc.sides.white.commander = commander;
  return doc;
};
const problems = (doc: unknown) => {
  const r = validateScenario(doc);
  return r.ok ? [] : r.error.map((p) => `${p.path}: ${p.message}`);
};

describe('a side\'s commander in the scenario file', () => {
  it('is read with his name and temperament', () => {
    const r = validateScenario(withCommander({ name: 'Colonel Makhin', temperament: 'cautious' }));
    expect(r.ok && r.value.sides.white.commander).toEqual({ name: 'Colonel Makhin', temperament: 'cautious' });
  });

  it('may be left out: a file without one reads as before, with no commander', () => {
    const r = validateScenario(scenarioFixture());
    expect(r.ok && r.value.sides.white.commander).toBeUndefined();
  });

  it('is refused by path with a temperament the AI does not know, a blank name or a field it does not hold', () => {
    expect(problems(withCommander({ name: 'Colonel Makhin', temperament: 'reckless' })).join('\n')).toMatch(/^\$\.sides\.white\.commander\.temperament: .*bold.*cautious.*cunning/);
    expect(problems(withCommander({ name: '  ', temperament: 'bold' }))).toEqual(['$.sides.white.commander.name: a commander needs a name']);
    expect(problems(withCommander({ name: 'Makhin', temperament: 'bold', rank: 'colonel' })).join('\n')).toMatch(/^\$\.sides\.white\.commander/);
  });
});
