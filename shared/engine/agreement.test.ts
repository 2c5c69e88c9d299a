import { describe, expect, it } from 'vitest';
import { bareName, counted, isProperName, nounFor, possessivePronoun, theName, verbFor } from './agreement.ts';

describe('agreement in the words a person reads', () => {
  it('counts a noun in the singular for one and the plural otherwise', () => {
    expect(counted(1, 'figure')).toBe('1 figure');
    expect(counted(0, 'figure')).toBe('0 figures');
    expect(counted(4, 'figure')).toBe('4 figures');
    expect(counted(1, 'casualty', 'casualties')).toBe('1 casualty');
    expect(counted(2, 'casualty', 'casualties')).toBe('2 casualties');
    expect(nounFor(1, 'hit')).toBe('hit');
    expect(nounFor(5, 'hit')).toBe('hits');
  });
  it('makes a verb agree with its counted subject', () => {
    expect(`${counted(1, 'figure')} ${verbFor(1, 'falls', 'fall')}`).toBe('1 figure falls');
    expect(`${counted(3, 'figure')} ${verbFor(3, 'falls', 'fall')}`).toBe('3 figures fall');
  });
  it('says "his" of a person and "its" of a unit', () => {
    expect(`Colonel Drozdov holds ${possessivePronoun(true)} ground`).toBe('Colonel Drozdov holds his ground');
    expect(`The battery holds ${possessivePronoun(false)} ground`).toBe('The battery holds its ground');
  });
  it('puts "the" before a name only where the name does not already begin with it', () => {
    expect(theName('Samara road')).toBe('the Samara road');
    expect(theName('the village')).toBe('the village');
    expect(bareName('the Birch wood')).toBe('Birch wood');
    expect(bareName('Lipki')).toBe('Lipki');
    expect(theName('The Sukhaya gully')).toBe('The Sukhaya gully');
    expect(theName('Theodosia road')).toBe('the Theodosia road');
  });
  it('puts "the" before a common name of ground and none before a proper name', () => {
    // A common name: some word in lower case, capitalised first word or not.
    expect(theName('MG trench')).toBe('the MG trench');
    expect(theName('birch wood')).toBe('the birch wood');
    expect(theName('Station yard')).toBe('the Station yard');
    expect(theName('Kharkov line')).toBe('the Kharkov line');
    // A proper name: every word capitalised or a number.
    expect(theName('Lipki')).toBe('Lipki');
    expect(theName('Height 112')).toBe('Height 112');
    expect(theName('Battery Ridge')).toBe('Battery Ridge');
    expect([isProperName('Lozovaya'), isProperName('Lozovaya village'), isProperName('wire')]).toEqual([true, false, false]);
  });
});
