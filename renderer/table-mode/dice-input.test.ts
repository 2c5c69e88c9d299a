import { describe, expect, it } from 'vitest';
import { parseDiceText } from './dice-input.ts';

describe('dice typed at the table', () => {
  it('reads dice with or without separators', () => {
    expect(parseDiceText('4 6', 2, 6)).toEqual({ ok: true, values: [4, 6] });
    expect(parseDiceText('46', 2, 6)).toEqual({ ok: true, values: [4, 6] });
    expect(parseDiceText('10, 3', 2, 10)).toEqual({ ok: true, values: [10, 3] });
  });

  it('refuses a value the die cannot show, naming the die and its range', () => {
    expect(parseDiceText('4 7', 2, 6)).toEqual({ ok: false, reason: 'die 2: a d6 shows 1 to 6, not 7' });
    expect(parseDiceText('0', 1, 10)).toEqual({ ok: false, reason: 'die 1: a d10 shows 1 to 10, not 0' });
    expect(parseDiceText('11', 1, 10)).toEqual({ ok: false, reason: 'die 1: a d10 shows 1 to 10, not 11' });
  });

  it('refuses the wrong number of dice and words that are not numbers', () => {
    expect(parseDiceText('4', 2, 6)).toEqual({ ok: false, reason: 'the rules asked for 2 dice; 1 entered' });
    expect(parseDiceText('four', 1, 6)).toEqual({ ok: false, reason: 'die 1: "four" is not a number' });
    expect(parseDiceText(' ', 1, 6)).toEqual({ ok: false, reason: 'enter 1 die' });
  });
});
