import { describe, expect, it } from 'vitest';
import type { BaseView, TableView, UnitView } from '../engine/ruleset.ts';
import type { TerrainFeature } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { TerrainIndex } from '../geometry/terrain-index.ts';
import { decisionOrders, unitOrder, type TableOrderContext } from './order.ts';

// A 6' x 4' table: columns A–L from the west, rows 1–8 from the south. White's edge is north, Red's south.
const table = { width: 72, height: 48 };
const terrain: TerrainFeature[] = [
  { id: 'hedge', kind: 'line', type: 'hedge', points: [{ x: 28, y: 46.5 }, { x: 40, y: 46.5 }], width: 1, label: 'the hedge' },
  { id: 'wood', kind: 'area', type: 'woods', polygon: [{ x: 6, y: 6 }, { x: 18, y: 6 }, { x: 18, y: 17.6 }, { x: 6, y: 17.6 }], label: 'Birch wood' },
  { id: 'field', kind: 'area', type: 'fields', polygon: [{ x: 50, y: 30 }, { x: 60, y: 30 }, { x: 60, y: 40 }] },
  { id: 'road', kind: 'line', type: 'road', points: [{ x: 70, y: 0 }, { x: 70, y: 48 }], width: 2, label: 'the Samara road' },
  { id: 'hill', kind: 'hill', polygon: [{ x: 60, y: 36 }, { x: 68, y: 36 }, { x: 64, y: 44 }], height: 1, steepness: 'gentle', label: 'Hill 112' },
];
const ctx: TableOrderContext = { table, landmarks: new TerrainIndex(terrain.filter((f) => f.label), table), baselines: { red: 'south', white: 'north' }, unit: 'in' };

const base = (x: number, y: number, facing: number): BaseView => ({ x, y, facing, figures: 4 });
function unit(id: string, name: string, side: SideId, bases: BaseView[], status: UnitView['status'] = 'active'): UnitView {
  return {
    id, side, name, troopType: 'infantry', troopClass: 'infantry', bases, baseSize: { width: 2, depth: 1 }, officers: [], markers: [],
    status, strength: { now: bases.length, start: 2, unit: 'bases' }, stats: {},
  };
}
const view = (units: UnitView[]): TableView => ({ turn: 1, turnLimit: 8, phase: 'move', units, zones: [] });

describe('unitOrder', () => {
  it('says a move toward the own edge as falling back, with distance, compass point, square, landmark and facing', () => {
    // Bases at x 31 and 35 move from y 39 to y 45: the middle goes 6" north into column F (30–36), row 8 (42–48),
    // 1" from the hedge's line, so 0.5" from its 1"-wide band.
    const before = unit('cz2', '2nd Czech platoon', 'white', [base(31, 39, 180), base(35, 39, 180)]);
    const after = unit('cz2', '2nd Czech platoon', 'white', [base(31, 45, 180), base(35, 45, 180)]);
    expect(unitOrder(before, after, ctx)).toBe('2nd Czech platoon: fall back 6" north, ending in square F8 by the hedge, facing south');
  });

  it('says a move away from the own edge as advancing, and names a landmark farther off with its distance', () => {
    // (12, 24) to (16, 27) is 5" on a heading of 53°, nearest north-east. The end is in C5, 9.4" above the wood.
    const before = unit('r1', '1st Red company', 'red', [base(12, 24, 0)]);
    const after = unit('r1', '1st Red company', 'red', [base(16, 27, 45)]);
    expect(unitOrder(before, after, ctx)).toBe('1st Red company: advance 5" north-east, ending in square C5, 9" from Birch wood, facing north-east');
  });

  it('says a move along the own edge as moving, and names no landmark beyond reach', () => {
    const before = unit('r1', '1st Red company', 'red', [base(40, 10, 90)]);
    const after = unit('r1', '1st Red company', 'red', [base(45.6, 10, 90)]);
    // 5.6" rounds to 6"; H2 is x 42–48, y 6–12; the wood is 27.6" away and the hedge farther.
    expect(unitOrder(before, after, ctx)).toBe('1st Red company: move 6" east, ending in square H2, facing east');
  });

  it('calls a shift that rounds to 0" no move: a turn, or staying put (inside a landmark)', () => {
    const before = unit('r1', '1st Red company', 'red', [base(10, 10, 0)]);
    const turned = unit('r1', '1st Red company', 'red', [base(10.4, 10, 270)]);
    expect(unitOrder(before, turned, ctx)).toBe('1st Red company: turn to face west, staying in square B2 in Birch wood');
    const still = unit('r1', '1st Red company', 'red', [base(10, 10, 5)]);
    expect(unitOrder(before, still, ctx)).toBe('1st Red company: nothing to move (in square B2 in Birch wood, facing north)');
  });

  it('gives every distance in centimetres under a centimetre rule set, and counts a move of a whole centimetre as a move', () => {
    const cm: TableOrderContext = { ...ctx, unit: 'cm' };
    // 6" north is 15.24 cm, to the nearest centimetre 15 cm.
    const before = unit('cz2', '2nd Czech platoon', 'white', [base(31, 39, 180), base(35, 39, 180)]);
    const after = unit('cz2', '2nd Czech platoon', 'white', [base(31, 45, 180), base(35, 45, 180)]);
    expect(unitOrder(before, after, cm)).toBe('2nd Czech platoon: fall back 15 cm north, ending in square F8 by the hedge, facing south');
    // (12, 24) to (16, 27) is 5" (12.7 cm, so 13 cm); the end is 9.4" (23.876 cm, so 24 cm) above the wood.
    const r1 = unit('r1', '1st Red company', 'red', [base(12, 24, 0)]);
    expect(unitOrder(r1, unit('r1', '1st Red company', 'red', [base(16, 27, 45)]), cm)).toBe('1st Red company: advance 13 cm north-east, ending in square C5, 24 cm from Birch wood, facing north-east');
    // 0.4" is 1.016 cm: no move in inches, a move of 1 cm in centimetres.
    const nudged = unit('r1', '1st Red company', 'red', [base(12.4, 24, 0)]);
    expect(unitOrder(r1, nudged, ctx)).toMatch(/nothing to move/);
    expect(unitOrder(r1, nudged, cm)).toMatch(/^1st Red company: move 1 cm east,/);
  });

  it('says "on" a road or hill and "in" a wood', () => {
    const gun = (x: number, y: number) => unit('g', 'Field gun', 'red', [base(x, y, 0)]);
    expect(unitOrder(gun(70, 10), gun(70.3, 10), ctx)).toBe('Field gun: nothing to move (in square L2 on the Samara road, facing north)');
    expect(unitOrder(gun(64, 40), gun(64, 40), ctx)).toBe('Field gun: nothing to move (in square K7 on Hill 112, facing north)');
  });

  it('places units coming on, takes off units going off, and counts bases lost where the rest stand still', () => {
    const none = unit('r2', 'Cavalry squadron', 'red', [], 'reserve');
    const on = unit('r2', 'Cavalry squadron', 'red', [base(3, 40, 0)]);
    expect(unitOrder(none, on, ctx)).toBe('Cavalry squadron: place it in square A7, facing north');
    expect(unitOrder(on, unit('r2', 'Cavalry squadron', 'red', [], 'routed'), ctx)).toBe('Cavalry squadron: take it off the table (routed)');
    expect(unitOrder(none, none, ctx)).toBeNull();
    const two = unit('cz2', '2nd Czech platoon', 'white', [base(31, 45, 180), base(35, 45, 180)]);
    const one = unit('cz2', '2nd Czech platoon', 'white', [base(35, 45, 180)]);
    expect(unitOrder(two, one, ctx)).toBe('2nd Czech platoon: take 1 base off the table, leaving the rest in square F8 by the hedge, facing south');
  });
});

describe('decisionOrders', () => {
  const red = unit('r1', '1st Red company', 'red', [base(40, 10, 0)]);
  const white = unit('w1', 'Officer company', 'white', [base(40, 30, 180)]);

  it('gives orders for the deciding side\'s changed units only', () => {
    const after = view([unit('r1', '1st Red company', 'red', [base(40, 16, 0)]), unit('w1', 'Officer company', 'white', [base(40, 36, 180)])]);
    expect(decisionOrders(view([red, white]), after, 'red', 'r1', ctx)).toEqual(['1st Red company: advance 6" north, ending in square G3, facing north']);
  });

  it('says where the acting unit stands when nothing of its side moved (a volley)', () => {
    expect(decisionOrders(view([red, white]), view([red, white]), 'red', 'r1', ctx)).toEqual(['1st Red company: nothing to move (in square G2, facing north)']);
    expect(decisionOrders(view([red, white]), view([red, white]), 'red', undefined, ctx)).toEqual([]);
    expect(decisionOrders(view([red, white]), view([red, white]), 'white', 'r1', ctx)).toEqual([]);
  });
});
