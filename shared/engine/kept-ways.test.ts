import { describe, expect, it } from 'vitest';
import { type KeptWays, type Places, enemiesStayed, followFriends, sweptBoxes } from './kept-ways.ts';

interface U { id: string; side: string; at: Places | null }
const placeOf = (u: U): Places | null => u.at;

describe('ways kept from state to state', () => {
  it('sweep a box from the bases to where the way ends, widened; a way of no length sweeps the bases alone', () => {
    const own: Places = [{ x: 10, y: 10 }, { x: 12, y: 10 }];
    expect(sweptBoxes(own, [{ dir: { x: 1, y: 0 }, far: 6 }, { dir: { x: 0, y: -1 }, far: -2 }], 1)).toEqual([
      { minX: 9, maxX: 19, minY: 9, maxY: 11 },
      { minX: 9, maxX: 13, minY: 9, maxY: 11 },
    ]);
  });

  it('redo only the ways whose box a moved friend stood or stands in, and follow every move', () => {
    const me: U = { id: 'me', side: 'red', at: [{ x: 10, y: 10 }] };
    const near: U = { id: 'near', side: 'red', at: [{ x: 30, y: 30 }] };
    const enemy: U = { id: 'enemy', side: 'white', at: [{ x: 50, y: 50 }] };
    const units = [me, near, enemy];
    const kept: KeptWays = { places: units.map(placeOf), swept: sweptBoxes(me.at!, [{ dir: { x: 1, y: 0 }, far: 10 }, { dir: { x: 0, y: 1 }, far: 10 }], 1) };
    expect(enemiesStayed(kept, units, 'red', placeOf)).toBe(true);
    const moved = [me, { ...near, at: [{ x: 15, y: 10 }] }, enemy];
    const redone: number[] = [];
    expect(followFriends(kept, moved, 'me', placeOf, (k) => redone.push(k))).toEqual({ moved: true, redone: true });
    expect(redone).toEqual([0]);
    expect(followFriends(kept, moved, 'me', placeOf, (k) => redone.push(k))).toEqual({ moved: false, redone: false });
    expect(enemiesStayed(kept, [me, moved[1]!, { ...enemy, at: [{ x: 40, y: 50 }] }], 'red', placeOf)).toBe(false);
  });
});
