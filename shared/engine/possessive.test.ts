import { describe, expect, it } from 'vitest';
import { possessive } from './possessive.ts';

describe('possessive', () => {
  it('adds an apostrophe alone after a name ending in s, and \'s otherwise', () => {
    expect(possessive('Volga Sailors')).toBe("Volga Sailors'");
    expect(possessive('2nd Simbirsk Battalion')).toBe("2nd Simbirsk Battalion's");
  });
});
