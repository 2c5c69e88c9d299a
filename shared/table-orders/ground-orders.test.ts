import { describe, expect, it } from 'vitest';
import type { TableView } from '../engine/ruleset.ts';
import type { TerrainFeature } from '../scenario/schema.ts';
import { TerrainIndex } from '../geometry/terrain-index.ts';
import { groundOrders } from './ground-orders.ts';
import type { TableOrderContext } from './order-context.ts';

// A 6' x 4' table: columns A–L from the west, rows 1–8 from the south.
const table = { width: 72, height: 48 };
const terrain: TerrainFeature[] = [
  { id: 'church', kind: 'building', type: 'stone', x: 40, y: 20, width: 6, depth: 4, rotation: 0, label: 'the church' },
  { id: 'wood', kind: 'area', type: 'woods', polygon: [{ x: 6, y: 6 }, { x: 18, y: 6 }, { x: 18, y: 17.6 }, { x: 6, y: 17.6 }], label: 'Birch wood' },
];
const ctx: TableOrderContext = { table, landmarks: new TerrainIndex(terrain, table), baselines: { red: 'south', white: 'north' }, unit: 'in' };
const view = (zones: TableView['zones'], damagedTerrain?: TableView['damagedTerrain']): TableView =>
  ({ turn: 1, turnLimit: 8, phase: 'move', units: [], zones, ...(damagedTerrain ? { damagedTerrain } : {}) });
const fire = (label: string): TableView['zones'][number] => ({ kind: 'fire', centre: { x: 40, y: 20 }, radius: 3, label, side: 'red', featureId: 'church' });
const barrage: TableView['zones'][number] = { kind: 'bombardment', centre: { x: 25, y: 40 }, radius: 1, label: 'bombardment by the Red battery', side: 'red' };

describe('groundOrders (issue 33: orders for burning ground, wrecks and markers on the ground)', () => {
  it('puts a marker down where a zone appears, naming the feature it lies on and its size across', () => {
    expect(groundOrders(view([]), view([fire('fire 1')]), ctx).map((o) => o.text)).toEqual(['Ground: put a marker "fire 1" in square G4 (the church), 6" across']);
  });

  it('turns a marker whose words change, and takes one off that has gone, by its square and landmark', () => {
    expect(groundOrders(view([fire('fire 1')]), view([fire('fire 2')]), ctx).map((o) => o.text)).toEqual(['Ground: turn the marker in square G4 (the church) to "fire 2"']);
    // (25, 40): column E (24–30), row 7 (36–42); the church is farther than 12" off, so only the square is said.
    expect(groundOrders(view([barrage]), view([]), ctx).map((o) => o.text)).toEqual(['Ground: take the marker "bombardment by the Red battery" off square E7']);
  });

  it('orders terrain fire damaged, and nothing when the ground did not change', () => {
    const shelled = { featureId: 'wood', severity: 2 as const, label: 'Birch wood shelled: bad going' };
    expect(groundOrders(view([]), view([], [shelled]), ctx).map((o) => o.text)).toEqual(['Ground: put a marker "Birch wood shelled: bad going"']);
    expect(groundOrders(view([fire('fire 1')], [shelled]), view([fire('fire 1')], [shelled]), ctx)).toEqual([]);
  });

  it('takes a moved marker off and puts it down again where it now lies', () => {
    const moved = { ...barrage, centre: { x: 31, y: 40 } };
    expect(groundOrders(view([barrage]), view([moved]), ctx).map((o) => o.do)).toEqual(['take-off', 'put']);
  });
});
