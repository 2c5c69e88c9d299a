import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { CASUALTY_TABLE, casualtiesFor, casualtyRows, rollCasualties } from './casualty-table.ts';

// The Casualty Table as the text prints it, a row per fire factor; "." is a blank cell.
const PRINTED = `
1  . . . . . . . . . 1
2  . . . . . . . . 1 1
3  . . . . . . . 1 1 1
4  . . . . . . 1 1 1 1
5  . . . . . 1 1 1 1 1
6  . . . . 1 1 1 1 1 1
7  . . . 1 1 1 1 1 1 2
8  . . 1 1 1 1 1 1 2 2
9  . 1 1 1 1 1 1 2 2 2
10 1 1 1 1 1 1 2 2 2 2
11 1 1 1 1 1 2 2 2 2 3
12 1 1 1 1 2 2 2 2 3 3
13 1 1 1 2 2 2 2 3 3 3
14 1 1 2 2 2 2 3 3 3 3
15 1 2 2 2 2 3 3 3 3 4`.trim().split('\n').map((line) => line.trim().split(/\s+/));

describe('Casualty Table, exactly as printed', () => {
  it('has fifteen fire factor rows of ten die rolls', () => {
    expect(CASUALTY_TABLE).toHaveLength(15);
    for (const row of CASUALTY_TABLE) expect(row).toHaveLength(10);
  });

  it.each(PRINTED.map((cells) => [Number(cells[0]), cells.slice(1)] as const))('row %i reads as printed', (row, cells) => {
    cells.forEach((cell, i) => expect(casualtiesFor(row, i + 1)).toBe(cell === '.' ? 0 : Number(cell)));
  });

  it('refuses rows and rolls the table does not have', () => {
    expect(() => casualtiesFor(16, 5)).toThrow(/row is 1 to 15/);
    expect(() => casualtiesFor(3, 0)).toThrow(/d10 roll/);
  });
});

describe('fire factors over 15', () => {
  it('"Fire Factors over 15 are divided into increments of 15 and handled by additional rolls on the Casualty Table."; "a Fire Factor of 32 will result in two rolls on row 15 and one roll on row 2"', () => {
    expect(casualtyRows(32)).toEqual([15, 15, 2]);
    expect(casualtyRows(15)).toEqual([15]);
    expect(casualtyRows(30)).toEqual([15, 15]);
    expect(casualtyRows(0)).toEqual([]);
  });

  it('rolls a d10 for each row and adds the casualties, each roll explained', () => {
    const dice = forcedDice([10, 1, 9]);
    const r = rollCasualties(32, dice);
    expect(r.rolls.map((x) => x.casualties)).toEqual([4, 1, 1]);
    expect(r.casualties).toBe(6);
    expect(dice.rolls.every((d) => d.sides === 10)).toBe(true);
    expect(r.rolls[2]!.explanation).toMatchObject({ table: 'casualties', column: 'fire factor 2 (roll 3 of 3 for fire factor 32)', dice: [9], total: 9, result: '1 casualty' });
  });

  it('rolls nothing for a fire factor of 0', () => {
    expect(rollCasualties(0, forcedDice([])).rolls).toEqual([]);
  });
});
