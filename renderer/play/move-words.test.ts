import { describe, expect, it } from 'vitest';
import { ownMoveWords } from './move-words.ts';

describe('a move of the player\'s own, in words', () => {
  it('is an advance, a fall back or a move to a flank, seen from the side\'s baseline', () => {
    const at = { x: 20, y: 10 };
    expect(ownMoveWords('Sailors', at, { x: 20.5, y: 13 }, 'south')).toBe('Sailors advance 3.0"');
    expect(ownMoveWords('Sailors', at, { x: 20, y: 8 }, 'south')).toBe('Sailors fall back 2.0"');
    expect(ownMoveWords('Sailors', at, { x: 17, y: 10 }, 'south')).toBe('Sailors move 3.0" toward the left flank');
    // The same step north is a fall back for a side whose baseline is the north edge, and west is their right.
    expect(ownMoveWords('Czechs', at, { x: 20, y: 13 }, 'north')).toBe('Czechs fall back 3.0"');
    expect(ownMoveWords('Czechs', at, { x: 17, y: 10 }, 'north')).toBe('Czechs move 3.0" toward the right flank');
    expect(ownMoveWords('Cossacks', at, { x: 24, y: 10 }, 'west')).toBe('Cossacks advance 4.0"');
  });

  it('reads in centimetres under a rule set that measures in them, the table staying in inches', () => {
    const at = { x: 20, y: 10 };
    expect(ownMoveWords('1st Officer Company', at, { x: 20, y: 14 }, 'north', 'cm')).toBe('1st Officer Company fall back 10 cm');
    expect(ownMoveWords('1st Officer Company', at, { x: 20, y: 6 }, 'north', 'cm')).toBe('1st Officer Company advance 10 cm');
  });
});
