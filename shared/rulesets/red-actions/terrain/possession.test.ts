import { describe, expect, it } from 'vitest';
import { fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { unitCover } from './cover.ts';
import { fortified } from '../morale/morale.ts';
import { possessable } from './engineering.ts';

/** "Infantry can take possession of buildings and associated hard cover as their action segment." */
function yardWithStation() {
  return fixtureState(fixtureScenario(
    [{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2, officer: null }],
    [{ id: 'w1', type: 'white-volunteers', at: [36, 34.5], bases: 2, facing: 180, officer: null }],
    {
      terrain: [
        { id: 'yard', kind: 'area', type: 'built-up', polygon: [{ x: 30, y: 31 }, { x: 42, y: 31 }, { x: 42, y: 38 }, { x: 30, y: 38 }] },
        { id: 'station', kind: 'building', type: 'stone', x: 36, y: 34.5, width: 6, depth: 3 },
      ],
    },
  ));
}

describe('Possession of a built-up area ("buildings and associated hard cover")', () => {
  it('gives the hard cover of the buildings inside it to every base in the area', () => {
    const s = yardWithStation();
    const w = unit(s, 'w1');
    w.evading = false;
    expect(unitCover(s, w).cls).toBe('soft');
    w.occupying = 'yard';
    expect(unitCover(s, w)).toMatchObject({ cls: 'stone', hard: true });
  });

  it('"+2 when … in a stone building suitable for defence": holding the area, the station counts', () => {
    const s = yardWithStation();
    const w = unit(s, 'w1');
    expect(fortified(s, w)).toBe(false);
    w.occupying = 'yard';
    expect(fortified(s, w)).toBe(true);
  });

  it('is not offered again for a building inside the area the unit already holds', () => {
    const s = yardWithStation();
    const w = unit(s, 'w1');
    expect(possessable(s, w).sort()).toEqual(['station', 'yard']);
    w.occupying = 'yard';
    expect(possessable(s, w)).toEqual([]);
    w.occupying = 'station';
    expect(possessable(s, w)).toEqual(['yard']);
  });
});
