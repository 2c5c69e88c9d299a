import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { evalContext, hasTag, taggedUnits } from './context.ts';

describe('units carrying a condition\'s tags', () => {
  it('are those whose own tags meet the list, as looking at each unit\'s tags finds them', () => {
    const tag = fc.constantFrom('komuch', 'czech', 'garrison', 'observer');
    fc.assert(fc.property(fc.array(fc.array(tag, { maxLength: 3 }), { minLength: 1, maxLength: 8 }), fc.array(tag, { maxLength: 3 }), (unitTags, tags) => {
      const base = scenarioFixture();
      const template = base.sides.white.units[0]!;
      const units = unitTags.map((own, i) => ({ ...template, id: `w${i}`, tags: own }));
      const context = evalContext({ ...base, sides: { ...base.sides, white: { ...base.sides.white, units } } });
      const tagged = taggedUnits(context, tags);
      for (const [i, own] of unitTags.entries()) {
        const long = tags.length === 0 || own.some((t) => tags.includes(t));
        expect(hasTag(context, `w${i}`, tags)).toBe(long);
        expect(tagged === null || tagged.has(`w${i}`)).toBe(long);
      }
      // A unit the scenario does not know carries no tags.
      expect(hasTag(context, 'stranger', tags)).toBe(tags.length === 0);
      expect(taggedUnits(context, tags)).toBe(tagged);
    }), { numRuns: 200 });
  });
});
