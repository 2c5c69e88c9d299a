import { describe, expect, it } from 'vitest';
import { printedCells } from '../../../testing/printed-row.ts';
import { komuchVillage } from '../test-fixtures.ts';
import { CHARACTERISTICS, type MoveDice, type Weapon, deviationDirection, moraleThreshold } from './tables.ts';

/**
 * The text's tables and force lists, row by row as printed (cells parted by " | "), read back through the engine's
 * own data and the bundled Komuch village battle: a row the game reads otherwise fails here.
 */

describe('The Forces, as the Komuch village scenario fields them', () => {
  const count = (side: 'red' | 'white', types: string[]) => komuchVillage().sides[side].units.filter((u) => types.includes(u.troopType)).length;

  it.each([
    ['“1 Commander”', 'white', ['komuch-commander']],
    ['“1 Field Gun”', 'white', ['komuch-field-gun']],
    ['“1 Maxim MG”', 'white', ['komuch-maxim']],
    ['“2 Infantry Units”', 'white', ['peoples-army']],
    ['“1 Czech Artillery Observer”', 'white', ['czech-observer']],
    ['“2 Czech Legion Units”', 'white', ['czech-legion']],
    ['“1 Commander”', 'red', ['red-commander']],
    ['“2 Commissars”', 'red', ['red-commissar']],
    ['“2 Sailor Units”', 'red', ['red-sailors']],
    ['“2 Infantry Units (1 with a Lewis Gunner)”', 'red', ['red-infantry']],
    ['“1 Maxim MG”', 'red', ['red-maxim']],
  ] as const)('%s (%s)', (row, side, types) => {
    expect(count(side, [...types])).toBe(Number.parseInt(row.slice(1), 10));
  });

  it('“Each army has a Commander-in-Chief figure”; one Red infantry unit carries the Lewis gun', () => {
    const s = komuchVillage();
    expect(count('red', ['red-commander'])).toBe(1);
    expect(count('white', ['komuch-commander'])).toBe(1);
    const lewis = s.sides.red.units.filter((u) => u.bases.some((b) => b.weapon === 'lewis-gun'));
    expect(lewis.map((u) => u.troopType)).toEqual(['red-infantry']);
  });
});

describe('Move distances and firing ranges, every printed row', () => {
  const dice = (printed: string): MoveDice => {
    const m = /^(?:(\d)xD6|D6-(\d))$/.exec(printed);
    if (!m) throw new Error(`unread move dice ${printed}`);
    return m[1] ? { dice: Number(m[1]), minus: 0 } : { dice: 1, minus: Number(m[2]) };
  };
  const weapons: Record<string, Weapon> = { Rifle: 'rifle', 'Lewis Gun': 'lewis-gun', 'Heavy Machine Gun': 'hmg', 'Field Gun': 'field-gun' };

  it.each([
    '“Rifle | 12 | 1 | 2xD6/1xD6”',
    '“Lewis Gun | 24 | 3 | 2xD6/1xD6”',
    '“Heavy Machine Gun | 40 | 6 | 1xD6/D6-2”',
    '“Field Gun | 80 | 1 | 1xD6/D6-3”',
  ])('%s: maximum range, dice a turn, and the move in good and difficult going', (row) => {
    const [name, range, shots, move] = printedCells(row);
    const c = CHARACTERISTICS[weapons[name!]!];
    expect([c.range, c.shots]).toEqual([Number(range), Number(shots)]);
    const [good, difficult] = move!.split('/');
    expect(c.move).toEqual({ open: dice(good!), difficult: dice(difficult!) });
  });
});

describe('Morale: casualties that call for a test, as printed', () => {
  it.each([
    ['“6 figures or fewer | 1 casualty”', [1, 6]],
    ['“7 to 12 figures | 2 casualties”', [7, 12]],
    ['“13 or more figures | 3 casualties”', [13, 40]],
  ] as const)('%s', (row, [low, high]) => {
    const casualties = Number.parseInt(printedCells(row)[1]!, 10);
    expect(moraleThreshold(low)).toBe(casualties);
    expect(moraleThreshold(high)).toBe(casualties);
  });
});

describe('Opportunity fire: the deviation direction, as printed', () => {
  it.each([
    ['“1 to 3: | Short (ie. in the direction of the firer’s base edge).”', [1, 2, 3], 'short'],
    ['“4: | Right (from the point of view of the firing player).”', [4], 'right'],
    ['“5: | Left.”', [5], 'left'],
    ['“6: | Over (in the direction of the enemy’s base edge).”', [6], 'over'],
  ] as const)('%s', (row, rolls, direction) => {
    expect(printedCells(row)[1]!.toLowerCase()).toMatch(new RegExp(`^${direction}`));
    for (const roll of rolls) expect(deviationDirection(roll)).toBe(direction);
  });
});
