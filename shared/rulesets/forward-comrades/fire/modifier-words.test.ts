import { describe, expect, it } from 'vitest';
import { modifierWords } from './modifier-words.ts';

describe('the modifiers a fire roll names', () => {
  it('"+1 officer figure attached to unit, leading heroically", "+1 Commissar … with red unit", "-1 long range" (003, lines 51-54): each with its sign, and a sum that computes', () => {
    const words = modifierWords([
      { label: 'long range', value: -1 }, { label: 'officer leading heroically', value: 1 }, { label: 'commissar with red unit', value: 1 },
    ]);
    expect(words).toBe('; modifiers: -1 (long range) + 1 (officer leading heroically) + 1 (commissar with red unit) = 1');
    // The net +1 the report used to print alone, with "long range" among its reasons, now computes term by term.
    expect(-1 + 1 + 1).toBe(Number(words.split('= ')[1]));
  });

  it('one modifier is named with its sign; none says nothing', () => {
    expect(modifierWords([{ label: 'long range', value: -1 }])).toBe('; modifier: -1 (long range)');
    expect(modifierWords([])).toBe('');
  });
});
