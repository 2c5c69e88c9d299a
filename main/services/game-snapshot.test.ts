import { describe, expect, it } from 'vitest';
import { asSeenBy } from './game-snapshot.ts';
import type { TableView, UnitView } from '../../shared/engine/ruleset.ts';

const unit = (id: string, side: 'red' | 'white', status: UnitView['status']): UnitView => ({
  id, side, status, name: id, troopType: 'infantry', troopClass: 'infantry', bases: [], baseSize: { width: 1, depth: 1 },
  officers: [], markers: [], strength: { now: 1, start: 1, unit: 'bases' }, stats: {},
});
const view: TableView = {
  turn: 1, turnLimit: 8, phase: 'movement', zones: [],
  units: [unit('red-ambush', 'red', 'hidden'), unit('white-ambush', 'white', 'hidden'), unit('white-line', 'white', 'active')],
};

describe('what the player sees', () => {
  it('keeps the enemy ambush off the table but shows the player his own', () => {
    expect(asSeenBy(view, 'red').units.map((u) => u.id)).toEqual(['red-ambush', 'white-line']);
  });
  it('shows everything when two AI commanders play', () => {
    expect(asSeenBy(view, null).units).toHaveLength(3);
  });
});
