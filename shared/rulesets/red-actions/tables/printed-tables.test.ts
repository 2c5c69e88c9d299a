import { describe, expect, it } from 'vitest';
import { COVER_SHIFT, CUMULATIVE_MODIFIERS, MG_CLOSE_RANGE, SHOOTING_COLUMNS, columnForTotal, directHitNumber, shootingResult, shotResultText, type DirectHitTarget } from './tables-shooting.ts';
import { COMBAT_COLUMNS, COMBAT_MODIFIERS, combatColumn, combatOutcomeText, combatResult } from './tables-combat.ts';
import { MOVE_CLASSES, TERRAIN_ROWS, goingFactor, terrainCell, type TerrainCell, type TerrainRow } from './tables-terrain.ts';
import { FIRE_MOVE_ROWS, MOVING_AND_SHOOTING, PROLONG_DISTANCE, VISIBILITY_TABLE } from './tables-misc.ts';
import { RULES_TABLES } from './tables.ts';
import { printedCells } from '../../../testing/printed-row.ts';

/**
 * The rule text's tables, row by row as printed (cells parted by " | ", an inch mark written ″), read back through
 * the engine's own lookups: a row the engine reads otherwise fails here. The finer cases are in tables.test.ts.
 */
const cells = printedCells;

describe('Shooting Table, every printed row', () => {
  it('heads its columns with the totals each one holds: “2 | 3 – 4 | 5 – 8 | 9 – 12 | 13 – 16 | 17 – 20 | 21 – 24 | 25 – 28 | 29 – 36 | 37+”', () => {
    const heads = cells('2 | 3 – 4 | 5 – 8 | 9 – 12 | 13 – 16 | 17 – 20 | 21 – 24 | 25 – 28 | 29 – 36 | 37+');
    heads.forEach((head, i) => {
      const [low, high] = head.split(' – ').map((n) => Number.parseInt(n, 10));
      expect(columnForTotal(low!), head).toBe(i);
      expect(columnForTotal(high ?? (head.endsWith('+') ? 99 : low!)), head).toBe(i);
      expect(SHOOTING_COLUMNS[i]!.replace('-', ' – ')).toBe(head);
      if (i > 0) expect(columnForTotal(low! - 1), head).toBe(i - 1);
    });
  });

  it.each([
    '“2 | -- | -- | -- | -- | -- | -- | -- | -- | -- | Ret”',
    '“3 | -- | -- | -- | -- | -- | -- | -- | -- | Ret | Ter”',
    '“4 | -- | -- | -- | -- | -- | -- | Ret | Ret | Ter | Ter”',
    '“5 | -- | -- | -- | -- | Ret | Ret | Ret | Ret | Ter | Ter + Ret”',
    '“6 | -- | -- | -- | Ret | Ret | Ret | Ter | Ter + Ret | Ter + Ret | Ter + Ret”',
    '“7 | -- | -- | Ret | Ret | Ter | Ter | Ter | Ter | 2 x Ter | 2 x Ter SI”',
    '“8 | -- | Ret | Ret | Ter | Ter | Ter | 2 x Ter | 2 x Ter SI | 2 x Ter SI Off | 2 x Ter SI Off”',
    '“9 | -- | Ret | Ter | Ter | 2 x Ter | 2 x Ter SI | 2 x Ter SI Off | 2 x Ter SI Off | Kill! SI Off | Kill! SI Off”',
    '“10 | Ret | Ter | Ter | 2 x Ter SI | 2 x Ter SI Off | 2 x Ter SI Off | Kill! SI Off | Kill! SI Off | Kill! SI Off | Kill! SI Off”',
    '“11 | Ter | Ter SI Off | 2 x Ter SI Off | 2 x Ter SI Off | Kill! SI Off | Kill! SI Off | Kill! SI Off | Kill! SI Off | Kill! SI Off | Kill! SI Off”',
    '“12 | Ter SI | 2 x Ter SI | Ter SI Off | Kill! SI Off | Ter SI Off | Kill! SI Off | Ter SI Off | Kill! SI Off | Ter SI Off | Kill! SI Off”',
  ].map((row) => [row, row]))('row %s', (_title, row) => {
    const [roll, ...printed] = cells(row);
    const read = printed.map((_, column) => shotResultText(shootingResult(Number(roll), column)));
    expect(read).toEqual(printed.map((cell) => (cell === '--' ? 'no effect' : cell)));
  });
});

describe('Shooting Modifiers, as printed', () => {
  const value = (cell: string) => {
    const strength = { '½ strength': 0.5, '¾ strength': 0.75 }[cell];
    if (strength !== undefined) return { factor: strength };
    const m = /^([+-]) (\d) columns?$/.exec(cell);
    if (!m) throw new Error(`unread cell ${cell}`);
    return { columns: (m[1] === '-' ? -1 : 1) * Number(m[2]) };
  };

  it.each([
    ['“Long range | ½ strength”', CUMULATIVE_MODIFIERS.longRange],
    ['“MGs at 200m (8″) or less | + 3 columns”', CUMULATIVE_MODIFIERS.mgClose],
    ['“Target enfiladed | + 1 column”', CUMULATIVE_MODIFIERS.enfilade],
    ['“Target formed cavalry or road column | + 2 columns”', CUMULATIVE_MODIFIERS.formedOrColumn],
    ['“Target has skirmishers characteristic or is partisans in cover | - 1 column”', CUMULATIVE_MODIFIERS.skirmishers],
    ['“Speculative area fire | ½ strength”', CUMULATIVE_MODIFIERS.speculative],
    ['“First turn of observed indirect fire | ½ strength”', CUMULATIVE_MODIFIERS.indirectFirst],
    ['“Subsequent turns of … | ¾ strength”', CUMULATIVE_MODIFIERS.indirectLater],
  ].map(([row, modifier]) => [row as string, row as string, modifier]))('the cumulative %s', (_title, row, modifier) => {
    expect(modifier).toMatchObject(value(cells(row)[1]!));
  });

  it('reads the MG bonus at 8″ (200 m at 25 m an inch)', () => {
    expect(MG_CLOSE_RANGE).toBe(200 / 25);
  });

  it.each([
    ['“Target in super hard cover | - 5 columns”', 'super-hard'],
    ['“Target in stone buildings etc | - 4 columns”', 'stone'],
    ['“Target in wooden buildings or woods | - 3 columns”', 'wood'],
    ['“Target evading etc in soft cover | - 3 columns”', 'evading-soft'],
    ['“Target evading /lying down in open | - 2 columns”', 'evading-open'],
    ['“Target in soft cover | - 1 column”', 'soft'],
  ] as const)('“Only the best of the modifiers below may be used”: %s', (row, cover) => {
    expect(COVER_SHIFT[cover].columns).toBe(value(cells(row)[1]!).columns);
  });
});

describe('Direct hit numbers, as printed', () => {
  const targets: Record<string, DirectHitTarget> = { Building: 'building', 'Moving vehicle': 'moving-vehicle', 'Stationary vehicle': 'stationary-vehicle', Other: 'other' };
  it.each([
    ['“Field gun vs | Building = 9+ | Moving vehicle = 11+ | Stationary vehicle = 9+ | Other = 10+”', 'field'],
    ['“Other vs | Building = 9+ | Moving vehicle = 12 | Stationary vehicle = 10+ | Other = 11+”', 'other'],
  ] as const)('%s', (row, gun) => {
    for (const cell of cells(row).slice(1)) {
      const [, name, n] = /^(.+) = (\d+)\+?$/.exec(cell)!;
      expect(directHitNumber({ gun, target: targets[name!]!, rangeInches: 10, rangedIn: false, poor: false, indirect: 'none' }).number, cell).toBe(Number(n));
    }
  });
});

describe('Moving and Shooting, as printed', () => {
  const rows: Record<string, (typeof FIRE_MOVE_ROWS)[number]> = {
    Rifle: 'rifle', Sabres: 'sabres', 'MG, tachanka, mortar': 'mg', Guns: 'guns', 'Armoured cars': 'armoured-cars', Tanks: 'tanks',
  };
  it.each([
    '“Rifle | turn 90° or 180° or deploy from column | Full speed”',
    '“Sabres | turn 90° or 180° | Half speed”',
    '“MG, tachanka, mortar | pivot up to 45° | No movement”',
    '“Guns | pivot up to 45° | Prolong 1″ backwards or forwards”',
    '“Armoured cars | pivot up to 45° | Half speed”',
    '“Tanks | pivot up to 45° | No movement”',
  ].map((row) => [row, row]))('%s: the turn allowed before firing and the move after it', (_title, row) => {
    const [troops, before, after] = cells(row);
    const rule = MOVING_AND_SHOOTING[rows[troops!]!];
    expect(rule.turnBefore).toBe(before!.startsWith('pivot up to ') ? Number.parseInt(before!.slice(12), 10) : 'quarter-turns');
    expect(rule.deployFromColumn).toBe(before!.endsWith('deploy from column'));
    const move = { 'Full speed': 1, 'Half speed': 0.5, 'No movement': 0 }[after!];
    expect(rule.moveAfter).toBe(move ?? 'prolong');
    if (move === undefined) expect(PROLONG_DISTANCE).toBe(1);
  });
});

describe('Terrain Effects, every printed row', () => {
  const going = (cell: string): TerrainCell => {
    const breakdown = cell.endsWith('*');
    const word = cell.replace(/\s*\*$/, '');
    const read: Record<string, TerrainCell['going']> = {
      '¼ move': 'quarter', '¼ speed': 'quarter', '½ move': 'half', '½ speed': 'half', 'Full move': 'full', 'Full speed': 'full',
      'Nyet!': 'nyet', Da: 'da', 'Halt and test': 'halt-and-test', 'Entire move': 'entire-move',
    };
    return { going: read[word]!, breakdown };
  };

  it.each([
    '“Hedges | ¼ move | ½ move | ½ move | ½ move * | Da *”',
    '“Walls | ¼ move | Nyet! | Nyet! | Nyet! | Da *”',
    '“Small streams | ½ move | Full move | Full move | Nyet! | Da *”',
    '“Big streams | ½ move | Nyet! | Nyet! | Nyet! | Nyet!”',
    '“Fords | Full speed | Full speed | ½ speed | ½ speed * | Da”',
    '“Trenches | ½ move | Nyet! | Nyet! | Nyet! | Da *”',
    '“Wire | Halt and test | Nyet! | Nyet! | Nyet! | Da *”',
    '“Crushed wire | ½ move | Nyet! | Nyet! | Entire move * | Da”',
    '“Up normal hills | Full speed | Full speed | ½ speed | ½ speed | Full speed”',
    '“Steep slopes | ½ speed | ½ speed | ¼ speed | ¼ speed | ½ speed”',
    '“Buildings | Full speed | ¼ speed | ¼ speed | ¼ speed | ½ speed*”',
    '“Boggy ground | ½ speed | Nyet! | Nyet! | Nyet! | Nyet!”',
    '“Rough ground | ½ speed | ½ speed | ½ speed | Nyet! | ½ speed*”',
    '“Woods | ½ speed | ½ speed | ½ speed | ¼ speed * | ½ speed *”',
    '“Dense woods | ½ speed | ¼ speed | Nyet! | Nyet! | Nyet!”',
  ].map((row) => [row, row]))('%s, for infantry, sabres, tachankas and limbered guns, armoured cars and tanks', (_title, row) => {
    const [name, ...printed] = cells(row);
    const terrain = name!.toLowerCase().replace(/ /g, '-') as TerrainRow;
    expect(TERRAIN_ROWS).toContain(terrain);
    expect(MOVE_CLASSES.map((c) => terrainCell(terrain, c))).toEqual(printed.map(going));
  });
});

describe('Barbed wire, as the terrain table reads it', () => {
  it('“Only infantry and tanks may attempt to cross wire”; tanks “may move down it at full speed”', () => {
    expect(MOVE_CLASSES.filter((c) => terrainCell('wire', c).going !== 'nyet')).toEqual(['infantry', 'tank']);
    expect(goingFactor(terrainCell('wire', 'tank').going)).toBe(1);
  });
});

describe('Combat Table, every printed row', () => {
  it('heads its columns “Advantage | 3:2 | 2:1 | 5:2 | 3:1 | 4:1”, each from its ratio up', () => {
    const heads = cells('Advantage | 3:2 | 2:1 | 5:2 | 3:1 | 4:1');
    expect([...COMBAT_COLUMNS]).toEqual(heads);
    heads.slice(1).forEach((head, i) => {
      const [a, b] = head.split(':').map(Number);
      expect(combatColumn(a! / b!)).toBe(i + 1);
      expect(combatColumn(a! / b! - 0.01)).toBe(i);
    });
  });

  it.each([
    '“2 | S/Defeated | S/Defeated | S/Defeated | S/Retires 2 x Ter | S/Retires 1 x Ter | S/Humiliated”',
    '“3 | S/Defeated | S/Defeated | S/Retires 2 x Ter | S/Retires 1 x Ter | S/Humiliated | W/Retires 1 x Ter”',
    '“4 | S/Retires 3 x Ter | S/Retires 3 x Ter | S/Humiliated | S/Humiliated | W/Retires 1 x Ter | W/Retires 2 x Ter”',
    '“5 | S/Retires 2 x Ter | S/Retires 2 x Ter | W/Retires 1 x Ter | W/Retires 1 x Ter | W/Retires 2 x Ter | W/Retires 2 x Ter”',
    '“6 | S/Retires 1 x Ter | W/Retires 1 x Ter | W/Retires 2 x Ter | W/Retires 2 x Ter | W/Retires 3 x Ter | W/Retires 3 x Ter”',
    '“7 | W/Retires 1 x Ter | W/Retires 2 x Ter | W/Retires 2 x Ter | W/Retires 2 x Ter | W/Retires 3 x Ter | W/Defeated”',
    '“8 | W/Retires 1 x Ter | W/Retires 2 x Ter | W/Retires 2 x Ter | W/Retires 3 x Ter | W/Defeated | W/Defeated”',
    '“9 | W/Retires 2 x Ter | W/Retires 2 x Ter | W/Retires 3 x Ter | W/Defeated | W/Defeated | W/Defeated”',
    '“10 | W/Retires 3 x Ter | W/Defeated | W/Defeated | W/Defeated | W/Defeated | W/Defeated”',
    '“11 | W/Defeated | W/Defeated | W/Defeated | W/Defeated | W/Defeated | W/Surrenders”',
    '“12 | W/Defeated | W/Defeated | W/Defeated | W/Defeated | W/Surrenders | W/Surrenders”',
  ].map((row) => [row, row]))('row %s', (_title, row) => {
    const [roll, ...printed] = cells(row);
    expect(printed.map((_, column) => combatOutcomeText(combatResult(Number(roll), column)))).toEqual(printed);
  });

  it.each([
    ['“Behind fortifications | + 50%”', COMBAT_MODIFIERS.fortifications],
    ['“Defending in cover or at bridge, ford, breach etc | + 25%”', COMBAT_MODIFIERS.cover],
    ['“Uphill | + 25%”', COMBAT_MODIFIERS.uphill],
    ['“Contacted to flank or rear | - 50%”', COMBAT_MODIFIERS.flankOrRear],
    ['“Formed cavalry charging | + 25%”', COMBAT_MODIFIERS.formedCavalryCharging],
  ].map(([row, m]) => [row as string, row as string, m as { factor: number }]))('the combat modifier %s', (_title, row, modifier) => {
    const [, sign, percent] = /([+-]) (\d+)%”$/.exec(row)!;
    expect(modifier.factor).toBeCloseTo(1 + (sign === '-' ? -1 : 1) * Number(percent) / 100, 9);
  });
});

describe('Visibility, as printed', () => {
  const visibility = RULES_TABLES.find((t) => t.id === 'visibility')!;
  it.each([
    '“5,000m | 200″ | large bodies of troops and artillery can just be made out.”',
    '“3,000m | 120″ | infantry and cavalry in the open can be distinguished from each other.”',
    '“1,000m | 40″ | single figures moving in the open can be seen.”',
    '“400m | 16″ | units can signal which side they are on.”',
    '“200m | 8″ | enemy in the open can be determined from friends by vision alone.”',
  ].map((row) => [row, row]))('%s: the distance in metres and inches, and the lookup answers it from there in', (_title, row) => {
    const [metres, inches] = cells(row);
    const m = Number(metres!.replace(/[,m]/g, ''));
    const i = Number.parseInt(inches!, 10);
    expect(m / 25).toBe(i);
    const entry = VISIBILITY_TABLE.find((r) => r.inches === i)!;
    expect(entry.metres).toBe(m);
    const within = visibility.lookup({ distance: String(i) });
    const beyond = visibility.lookup({ distance: String(i + 0.5) });
    expect(within).toMatchObject({ ok: true, value: expect.arrayContaining([entry.text]) });
    expect(beyond).toMatchObject({ ok: true, value: expect.not.arrayContaining([entry.text]) });
  });
});
