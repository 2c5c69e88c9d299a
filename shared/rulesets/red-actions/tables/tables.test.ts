import { describe, expect, it } from 'vitest';
import { SHOOTING_TABLE, columnForTotal, directHitNumber, shiftedColumn, shootingResult, shotResultText } from './tables-shooting.ts';
import { COMBAT_COLUMNS, combatColumn, combatOutcomeText, combatResult } from './tables-combat.ts';
import { terrainCell } from './tables-terrain.ts';
import { RULES_TABLES } from './tables.ts';

const lookup = (id: string, q: Record<string, string>) => {
  const t = RULES_TABLES.find((x) => x.id === id);
  if (!t) throw new Error(`no table ${id}`);
  return t.lookup(q);
};

describe('Shooting Table, as printed', () => {
  it('has eleven rows (2-12) of ten columns (2 to 37+)', () => {
    expect(SHOOTING_TABLE).toHaveLength(11);
    for (const row of SHOOTING_TABLE) expect(row).toHaveLength(10);
  });

  it.each([
    [2, 37, 'Ret'], [3, 29, 'Ret'], [3, 37, 'Ter'], [5, 13, 'Ret'], [5, 37, 'Ter + Ret'], [6, 25, 'Ter + Ret'],
    [7, 29, '2 x Ter'], [7, 37, '2 x Ter SI'], [8, 21, '2 x Ter'], [8, 29, '2 x Ter SI Off'], [9, 29, 'Kill! SI Off'],
    [10, 2, 'Ret'], [10, 9, '2 x Ter SI'], [11, 2, 'Ter'], [11, 3, 'Ter SI Off'], [12, 2, 'Ter SI'], [12, 3, '2 x Ter SI'],
    [12, 5, 'Ter SI Off'], [12, 9, 'Kill! SI Off'], [12, 13, 'Ter SI Off'], [12, 37, 'Kill! SI Off'], [6, 8, 'no effect'],
  ])('roll %i against a total of %i reads "%s"', (roll, total, text) => {
    expect(shotResultText(shootingResult(roll, columnForTotal(total)))).toBe(text);
  });

  it('puts totals in their columns and shifts them, with nothing below the first column', () => {
    expect(columnForTotal(1)).toBe(-1);
    expect(columnForTotal(12)).toBe(3);
    expect(columnForTotal(13)).toBe(4);
    expect(columnForTotal(40)).toBe(9);
    expect(shiftedColumn(12, 3)).toBe(6);
    expect(shiftedColumn(12, -5)).toBe(-2);
    expect(shiftedColumn(40, 2)).toBe(9);
    expect(shootingResult(12, -2).effect).toBe('none');
  });

  it('"round down to get the shooting total … consult the cross reference for that number": a total below 2 has no column, so no shift brings it on', () => {
    expect(shiftedColumn(1, 3)).toBe(-1);
    expect(shiftedColumn(1, 1)).toBe(-1);
    expect(shiftedColumn(0, 3)).toBe(-1);
    expect(shiftedColumn(2, 3)).toBe(3);
    expect(lookup('shooting', { total: '1', roll: '12', shift: '3' })).toEqual({ ok: true, value: expect.objectContaining({ column: 'none', result: 'no effect' }) });
  });

  it('keeps row 12 as printed: Ter SI Off and Kill! SI Off alternate from the third column on', () => {
    expect(SHOOTING_TABLE[10]!.slice(2)).toEqual(['Ter SI Off', 'Kill! SI Off', 'Ter SI Off', 'Kill! SI Off', 'Ter SI Off', 'Kill! SI Off', 'Ter SI Off', 'Kill! SI Off']);
  });

  it('serves lookups by total, roll and shift', () => {
    expect(lookup('shooting', { total: '12', roll: '9', shift: '-1' })).toEqual({ ok: true, value: expect.objectContaining({ column: '5-8', result: 'Ter' }) });
    expect(lookup('shooting', { total: 'x', roll: '9' }).ok).toBe(false);
  });
});

describe('Direct hit numbers', () => {
  it('are the printed numbers: field gun 9/11/9/10, other 9/12/10/11', () => {
    const n = (gun: 'field' | 'other', target: 'building' | 'moving-vehicle' | 'stationary-vehicle' | 'other') =>
      directHitNumber({ gun, target, rangeInches: 0, rangedIn: false, poor: false, indirect: 'none' }).number;
    expect([n('field', 'building'), n('field', 'moving-vehicle'), n('field', 'stationary-vehicle'), n('field', 'other')]).toEqual([9, 11, 9, 10]);
    expect([n('other', 'building'), n('other', 'moving-vehicle'), n('other', 'stationary-vehicle'), n('other', 'other')]).toEqual([9, 12, 10, 11]);
  });

  it('“Each inch represents about 25 metres”, so 85″ is two whole km: “For each whole km of range +1 (ignored for consecutive rounds if the target remains stationary)”; “Early Soviet artillery (and some other very poor units) adds +1”; “Observed indirect fire adds +2 on the first turn, +1 on subsequent turns”', () => {
    const q = { gun: 'field' as const, target: 'other' as const, rangeInches: 85, rangedIn: false, poor: true, indirect: 'first' as const };
    expect(directHitNumber(q).number).toBe(10 + 2 + 1 + 2);
    expect(directHitNumber({ ...q, rangedIn: true, indirect: 'later' }).number).toBe(10 + 1 + 1);
  });
});

describe('Combat Table, as printed', () => {
  it('reads the ratio into its column; equal strength is "Advantage"', () => {
    expect(COMBAT_COLUMNS[combatColumn(1)]).toBe('Advantage');
    expect(COMBAT_COLUMNS[combatColumn(1.49)]).toBe('Advantage');
    expect(COMBAT_COLUMNS[combatColumn(1.5)]).toBe('3:2');
    expect(COMBAT_COLUMNS[combatColumn(2.5)]).toBe('5:2');
    expect(COMBAT_COLUMNS[combatColumn(Infinity)]).toBe('4:1');
  });

  it.each([
    [2, 0, 'S/Defeated'], [2, 3, 'S/Retires 2 x Ter'], [2, 5, 'S/Humiliated'], [3, 5, 'W/Retires 1 x Ter'], [4, 0, 'S/Retires 3 x Ter'],
    [4, 2, 'S/Humiliated'], [6, 0, 'S/Retires 1 x Ter'], [6, 1, 'W/Retires 1 x Ter'], [7, 5, 'W/Defeated'], [10, 0, 'W/Retires 3 x Ter'],
    [11, 5, 'W/Surrenders'], [12, 4, 'W/Surrenders'], [12, 3, 'W/Defeated'],
  ])('roll %i in column %i reads "%s"', (roll, column, text) => {
    expect(combatOutcomeText(combatResult(roll, column))).toBe(text);
  });
});

describe('Terrain Effects', () => {
  it('gives each troop class its printed going, with breakdown stars', () => {
    expect(terrainCell('hedges', 'infantry')).toEqual({ going: 'quarter', breakdown: false });
    expect(terrainCell('walls', 'sabres').going).toBe('nyet');
    expect(terrainCell('small-streams', 'armoured-car').going).toBe('nyet');
    expect(terrainCell('wire', 'infantry').going).toBe('halt-and-test');
    expect(terrainCell('crushed-wire', 'armoured-car')).toEqual({ going: 'entire-move', breakdown: true });
    expect(terrainCell('woods', 'tank')).toEqual({ going: 'half', breakdown: true });
    expect(terrainCell('dense-woods', 'wheeled').going).toBe('nyet');
    expect(terrainCell('buildings', 'infantry').going).toBe('full');
  });

  it('is served by lookup', () => {
    expect(lookup('terrain', { terrain: 'boggy-ground', troops: 'sabres' })).toEqual({ ok: true, value: { going: 'Nyet!', breakdownTest: false } });
  });
});

describe('every table', () => {
  it('has an id, rule, columns and rows, and refuses an empty query with a reason', () => {
    for (const t of RULES_TABLES) {
      expect(t.rows.length, t.id).toBeGreaterThan(0);
      expect(t.columns.length, t.id).toBeGreaterThan(1);
      const r = t.lookup({});
      expect(r.ok, t.id).toBe(false);
    }
  });

  it('answers the combat and direct-hit lookups', () => {
    expect(lookup('combat', { ratio: '5:2', roll: '9' })).toEqual({ ok: true, value: { column: '5:2', result: 'W/Defeated' } });
    expect(lookup('direct-hits', { gun: 'field', target: 'moving-vehicle', range: '40' })).toEqual({ ok: true, value: expect.objectContaining({ number: 12 }) });
    expect(lookup('troops', { troop: 'red-regulars' }).ok).toBe(true);
  });
});
