import { describe, expect, it } from 'vitest';
import { onTable, shiftColumn } from './column-shift.ts';

describe('column tables with shifts', () => {
  const rightStrong = { columns: 10, strongEnd: 'last' } as const;
  const leftStrong = { columns: 6, strongEnd: 'first' } as const;

  it('holds at the strong end and falls off the weak end, whichever end is strong', () => {
    expect(shiftColumn(3, 3, rightStrong)).toBe(6);
    expect(shiftColumn(8, 5, rightStrong)).toBe(9);
    expect(shiftColumn(3, -5, rightStrong)).toBe(-2);
    expect(onTable(-2, rightStrong)).toBe(false);
    expect(shiftColumn(2, 1, leftStrong)).toBe(1);
    expect(shiftColumn(2, 4, leftStrong)).toBe(0);
    expect(shiftColumn(2, -4, leftStrong)).toBe(6);
    expect(onTable(6, leftStrong)).toBe(false);
    expect(onTable(5, leftStrong)).toBe(true);
  });
});
