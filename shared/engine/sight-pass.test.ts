import { describe, expect, it } from 'vitest';
import { sightingByLooking, type Standing } from './sight-pass.ts';

interface U { id: string; side: 'red' | 'white'; standing: Standing; x: number }
const rules = {
  standing: (u: U) => u.standing,
  looks: (u: U) => u.standing === 'table',
  sees: (o: U, t: U) => Math.abs(o.x - t.x) <= 10,
};

describe('sightingByLooking', () => {
  it('an enemy on the table is seen only while some unit of the side sees it; lost units are known, units away are not; own units never listed', () => {
    const units: U[] = [
      { id: 'r1', side: 'red', standing: 'table', x: 0 }, { id: 'r2', side: 'red', standing: 'away', x: 30 },
      { id: 'w1', side: 'white', standing: 'table', x: 8 }, { id: 'w2', side: 'white', standing: 'table', x: 25 },
      { id: 'w3', side: 'white', standing: 'lost', x: 100 }, { id: 'w4', side: 'white', standing: 'away', x: 1 },
    ];
    expect(sightingByLooking(units, 'red', rules)).toEqual({ seen: ['w1', 'w3'], markers: [] });
    // r2 is not on the table: it neither looks out for the Whites nor is known to them.
    expect(sightingByLooking(units, 'white', rules)).toEqual({ seen: ['r1'], markers: [] });
  });
});
