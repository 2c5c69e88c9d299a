import { describe, expect, it } from 'vitest';
import { columnLetter, squareAt, squareName } from './grid.ts';
import { compassWord } from './compass.ts';

describe('the mat grid', () => {
  it('letters columns from the west and numbers rows from the south, as the printed mat does', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
    expect(squareName(2, 3)).toBe('C4');
  });

  it('puts a point in its 6" square; lines between squares go east and north; far edges stay on the mat', () => {
    const table = { width: 75, height: 48 };
    expect(squareAt({ x: 0, y: 0 }, table)).toBe('A1');
    expect(squareAt({ x: 5.99, y: 6 }, table)).toBe('A2');
    expect(squareAt({ x: 6, y: 5.99 }, table)).toBe('B1');
    // 75" wide: the last, 3" column is M; the north edge belongs to row 8.
    expect(squareAt({ x: 74, y: 48 }, table)).toBe('M8');
    expect(squareAt({ x: 75, y: 47 }, table)).toBe('M8');
  });
});

describe('compassWord', () => {
  it.each([[0, 'north'], [22.4, 'north'], [22.6, 'north-east'], [90, 'east'], [180, 'south'], [-90, 'west'], [350, 'north'], [315, 'north-west'], [585, 'south-west']])(
    '%d° is %s', (degrees, word) => { expect(compassWord(degrees)).toBe(word); },
  );
});
