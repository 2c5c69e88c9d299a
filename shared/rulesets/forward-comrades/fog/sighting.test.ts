import { describe, expect, it } from 'vitest';
import { area, fcScenario, stateAt, unitOf } from '../test-fixtures.ts';
import { sighting } from './sighting.ts';

const town = area('town', 'built-up', 20, 10, 50, 30);

/** Reds south of a town, Whites deep in it, at its edge facing the Reds, and in the open to the west. */
function townFight() {
  return stateAt(fcScenario(
    [{ id: 'reds', troopType: 'red-infantry', x: 30, y: 5, stands: 2 }],
    [
      { id: 'deep', troopType: 'white-infantry', x: 30, y: 22, stands: 2 },
      { id: 'edge', troopType: 'white-infantry', x: 40, y: 11, stands: 2 },
      { id: 'open', troopType: 'white-infantry', x: 5, y: 5, stands: 2 },
    ], [town]));
}

describe('Forward Comrades fog of war: what a side knows', () => {
  it('"Units at the edge of such cover, but able to fire out and be seen": the edge of the town is seen, its depths are not', () => {
    const s = townFight();
    expect(sighting(s, 'red')).toEqual({ seen: ['edge', 'open'], markers: [] });
    expect(sighting(s, 'white').seen).toEqual(['reds']);
  });

  it('an enemy within 2" is always seen (README "Sight"), deep in the town too', () => {
    const s = townFight();
    const reds = unitOf(s, 'reds');
    reds.stands = reds.stands.map((st) => ({ ...st, y: 19 }));
    expect(sighting(s, 'red').seen).toContain('deep');
  });

  it('"a unit that falls back off the table": units off the table, destroyed or surrendered are known as lost', () => {
    const s = townFight();
    unitOf(s, 'deep').status = 'off-table';
    expect(sighting(s, 'red').seen).toEqual(['deep', 'edge', 'open']);
  });
});
