import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { enemiesInSight, sightWords } from './enemies-in-sight.ts';

const unit = (id: string, side: 'red' | 'white', name: string) => ({ id, side, name }) as UnitView;
const units = new Map([
  unit('reds-1', 'red', '1st Red Company'), unit('reds-2', 'red', 'Red sailors'),
  unit('whites-1', 'white', 'Czech legionaries'), unit('whites-2', 'white', 'Komuch volunteers'),
].map((u) => [u.id, u]));

describe('what "Sees" shows', () => {
  it('rings and names only the enemy units in sight, never a friend', () => {
    const sight = enemiesInSight('reds-1', [
      { unitId: 'reds-2', clear: true, distance: 4 },
      { unitId: 'whites-1', clear: true, distance: 12 },
      { unitId: 'whites-2', clear: false, distance: 20 },
    ], units);
    expect(sight.inSight.map((u) => u.id)).toEqual(['whites-1']);
    expect(sight.outOfSight).toBe(1);
    expect(sightWords(sight)).toBe('Czech legionaries; 1 enemy unit out of sight');
  });

  it('says "no enemy unit in sight" only when no enemy is, however many friends are seen', () => {
    const none = enemiesInSight('whites-1', [
      { unitId: 'whites-2', clear: true, distance: 3 },
      { unitId: 'reds-1', clear: false, distance: 15 },
      { unitId: 'reds-2', clear: false, distance: 18 },
    ], units);
    expect(none.inSight).toEqual([]);
    expect(sightWords(none)).toBe('no enemy unit in sight; 2 enemy units out of sight');
    const one = enemiesInSight('whites-1', [{ unitId: 'reds-2', clear: true, distance: 9 }], units);
    expect(sightWords(one)).toBe('Red sailors');
  });

  it('leaves out a unit the screen does not know rather than naming it blank', () => {
    const sight = enemiesInSight('reds-1', [{ unitId: 'gone', clear: true, distance: 2 }], units);
    expect(sight).toEqual({ inSight: [], outOfSight: 0 });
  });
});
