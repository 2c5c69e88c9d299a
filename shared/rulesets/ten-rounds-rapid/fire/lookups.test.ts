import { describe, expect, it } from 'vitest';
import { FIRE_LOOKUPS } from './lookups.ts';

const lookup = (id: string, q: Record<string, string>) => {
  const t = FIRE_LOOKUPS.find((x) => x.id === id);
  if (!t) throw new Error(`no table ${id}`);
  return t.lookup(q);
};
const value = (id: string, q: Record<string, string>): Record<string, unknown> => {
  const r = lookup(id, q);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value as Record<string, unknown>;
};
const reason = (id: string, q: Record<string, string>): string => {
  const r = lookup(id, q);
  if (r.ok) throw new Error('expected a refusal');
  return r.error.reason;
};

describe('fire tables for `tachanka rules ten-rounds-rapid`', () => {
  it('have unique ids, and rows as wide as their columns', () => {
    expect(new Set(FIRE_LOOKUPS.map((t) => t.id)).size).toBe(FIRE_LOOKUPS.length);
    for (const t of FIRE_LOOKUPS) for (const row of t.rows) expect(row.length, t.id).toBe(t.columns.length);
  });

  it('answer the range, factor, shift and final factor steps', () => {
    expect(value('fire-ranges', { weapon: 'tripod-mg', range: '21' })).toEqual({ band: 'medium' });
    expect(value('fire-ranges', { weapon: 'small-arms', range: '61' })).toEqual({ band: 'out of range' });
    expect(value('small-arms-factor', { figures: '8', lmg: '2', grade: 'elite' })).toMatchObject({ value: 10 });
    expect(value('support-factor', { mount: 'tripod', weapons: '3' })).toMatchObject({ value: 9 });
    expect(value('column-shifts', { band: 'close', cover: 'light', target: 'mg' })).toMatchObject({ column: 'E' });
    expect(value('column-shifts', { band: 'close', cover: 'heavy', target: 'mg' })).toMatchObject({ column: 'off the table: ineffective' });
    expect(value('final-fire-factor', { basic: '9', shift: '-2' })).toMatchObject({ column: 'A', finalFactor: 18, casualtyRolls: [15, 3] });
    expect(value('final-fire-factor', { basic: '9', shift: '4' })).toMatchObject({ column: 'off the table: ineffective', finalFactor: 0 });
  });

  it('rolls the casualty table with the rolls given, one per 15 of fire factor', () => {
    expect(value('casualties', { factor: '32', rolls: '10,1,9' })).toEqual({
      rolls: [{ row: 15, roll: 10, casualties: 4 }, { row: 15, roll: 1, casualties: 1 }, { row: 2, roll: 9, casualties: 1 }], casualties: 6,
    });
    expect(reason('casualties', { factor: '32', rolls: '10,1' })).toBe('"rolls" must be 3 d10 rolls, e.g. 1,4,7');
    expect(reason('casualties', { factor: '3', rolls: '11' })).toBe('"rolls" must be whole numbers from 1 to 10');
  });

  it('runs direct fire start to end, and names a wrong key', () => {
    const v = value('direct-fire', { firer: 'small-arms', figures: '10', lmg: '2', grenades: 'yes', range: '2', rolls: '10,8' });
    expect(v).toMatchObject({ finalFactor: 28, casualties: 7 });
    expect(value('direct-fire', { firer: 'tripod', weapons: '2', range: '30', cover: 'light' })).toMatchObject({ columnName: 'D', finalFactor: 6 });
    expect(reason('direct-fire', { firer: 'tripod', weapons: '2', range: '80' })).toMatch(/beyond the extreme range of Tripod, Turret MG's \(75 cm\)/);
    expect(reason('direct-fire', { firer: 'cannon', range: '8' })).toMatch(/"firer" must be one of/);
    expect(reason('direct-fire', { firer: 'small-arms', figures: '12', range: '8' })).toBe('"figures" must be a whole number from 1 to 10');
  });
});

describe('HE, flame and charge tables', () => {
  it('roll HE to hit and through to casualties with the rolls given', () => {
    expect(value('he-to-hit', { launcher: 'gun', range: '100', shortfall: 'yes', rolls: '4' })).toMatchObject({ hit: false, shortCm: 20 });
    expect(value('direct-he', { weapon: 'gun', calibre: '76', range: '45', cover: 'light', rolls: '5,10' })).toMatchObject({ hit: true, finalFactor: 5, casualties: 1 });
    expect(reason('direct-he', { weapon: 'gun', calibre: '76', range: '45', rolls: '5' })).toBe('"rolls": the procedure needs more than the 1 roll given');
    expect(value('he-factors', { weapon: 'mortar', calibre: '81', ammunition: 'shrapnel', cover: 'light' })).toMatchObject({ factor: 10, column: 'F', finalFactor: 3 });
    expect(value('he-shots', { stationary: 'yes', calibre: '76' })).toMatchObject({ shots: 2 });
  });

  it('run flame-throwers and charges', () => {
    expect(value('flame-thrower', { range: '0', cover: 'heavy', rolls: '10,10,9' })).toMatchObject({ finalFactor: 32, casualties: 9 });
    expect(value('charge-fire', { round: 'contact', charging: 'yes', lancers: 'yes', figures: '6' })).toMatchObject({ band: 'point-blank', basic: 12, column: 'A', finalFactor: 24 });
  });
});

describe('armour tables', () => {
  it('score hits and roll their effects with the rolls given', () => {
    expect(value('armour-hits', { weapon: 'gun', calibre: '76', range: '20', defence: '2', rolls: '7' })).toMatchObject({ band: 'close', strike: 4, hits: 5 });
    expect(value('strike-values', { weapon: 'gun', calibre: '122' })).toEqual({ strike: 6 });
    expect(value('afv-hit-effects', { vehicle: 'armoured-car', hits: '2', russian: 'yes', rolls: '5,7' })).toMatchObject([{ effect: 'weapon' }, { effect: 'knocked-out' }]);
    expect(reason('afv-hit-effects', { vehicle: 'zeppelin', rolls: '5' })).toMatch(/"vehicle" must be one of/);
  });
});

describe('indirect fire tables', () => {
  it('request, scatter, area, armour, gas, counter-battery and bombardment', () => {
    expect(value('fire-request', { means: 'telephone', fireBetween: 'yes', rolls: '7' })).toMatchObject({ granted: true });
    expect(reason('fire-request', { means: 'telephone', moved: 'yes', rolls: '7' })).toMatch(/not moved at all/);
    expect(value('indirect-scatter', { observed: 'yes', rolls: '5,4' })).toMatchObject({ onTarget: false, direction: 5, distanceCm: 12, offset: { x: 0, y: -12 } });
    expect(value('indirect-factor', { batteries: 'gun:76,gun:122', cover: 'medium' })).toMatchObject({ factor: 15, column: 'E' });
    expect(reason('indirect-factor', { batteries: 'howitzer' })).toBe('"batteries" must be like gun:76,mortar:81,rocket');
    expect(value('armour-under-fire', { rolls: '10' })).toMatchObject({ hit: true });
    expect(value('gas', { factor: '6', target: 'prepared-foot', rolls: '7' })).toMatchObject({ casualties: 1 });
    expect(value('counter-battery-locate', { air: 'yes', rolls: '9' })).toMatchObject({ located: true });
    expect(value('counter-battery-duel', { dugIn: 'yes', rolls: '8,3' })).toEqual({ penalty: 4 });
    expect(value('bombardment', { intense: 'yes', rolls: '10' })).toMatchObject({ finalFactor: 6, casualties: 1 });
  });
});

describe('optional rules tables', () => {
  it('mines, snipers and anti-aircraft fire', () => {
    expect(value('minefield', { field: 'anti-tank', density: '6', armoured: 'no' })).toEqual({ tests: false });
    expect(value('minefield', { density: '6', rolls: '3,9' })).toEqual({ tests: true, hit: true, casualties: 2 });
    expect(value('minefield', { density: '6', armoured: 'yes', defence: '2', rolls: '3,5' })).toEqual({ tests: true, hit: true, hits: 1 });
    expect(value('sniper', { officer: 'yes', rolls: '8' })).toMatchObject({ finalFactor: 4, hit: true, removes: 'Officer' });
    expect(value('anti-aircraft', { firer: 'aa-mg', altitude: 'low', aircraft: 'single-engined', rolls: '9' })).toMatchObject({ defence: 3, damageMarkers: 4 });
    expect(reason('anti-aircraft', { firer: 'target', altitude: 'high', aircraft: 'balloon', rolls: '9' })).toMatch(/cannot fire at high altitude/);
    expect(value('bombing', { aircraft: 'light-bomber', blue: 'yes', altitude: 'medium', markers: '1', rolls: '10,3,4' })).toEqual({ factor: 12, landing: 'over', distanceCm: 7 });
  });
});
