import { describe, expect, it } from 'vitest';
import { planOverrun } from './overrun.ts';

describe('"Vehicles running over Infantry count as if firing a Quad MG/HMG, and only take cover modifiers"', () => {
  it('fires at 10 with cover shifts only, and at 2 without weapons ("AFV:s without weapons can still overrun with a factor of 2")', () => {
    const p = planOverrun({ kind: 'foot', formation: 'close', cover: 'light', grade: 'green' }, true, []);
    expect(p.shifts).toEqual([{ label: 'light cover', value: 1 }]);
    expect(p.finalFactor).toBe(7);
    expect(planOverrun({ kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal' }, false, []).finalFactor).toBe(2);
  });
});
