import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { battleView, benchCase } from './bench-cases.ts';
import { showcaseScenario } from './showcase-scenario.ts';

const bases = (v: ReturnType<typeof battleView>) => v.units.reduce((n, u) => n + u.bases.length, 0);

describe('bench battles', () => {
  it.each([30, 72, 300])('has exactly %s bases, all on the table', (n) => {
    const s = showcaseScenario();
    const v = battleView(s, n);
    expect(bases(v)).toBe(n);
    for (const u of v.units) for (const b of u.bases) {
      expect(b.x).toBeGreaterThan(0);
      expect(b.x).toBeLessThan(s.table.width);
      expect(b.y).toBeGreaterThan(0);
      expect(b.y).toBeLessThan(s.table.height);
    }
  });

  it('gives both sides forces, officers, markers and a train on the railway', () => {
    const v = battleView(showcaseScenario(), 72);
    expect(new Set(v.units.map((u) => u.side))).toEqual(new Set(['red', 'white']));
    expect(v.units.some((u) => u.troopClass === 'train-engine')).toBe(true);
    expect(v.units.some((u) => u.officers.length > 0)).toBe(true);
    expect(v.units.some((u) => u.markers.length > 0)).toBe(true);
  });

  it('leaves the train out where there is no railway', () => {
    expect(battleView(scenarioFixture(), 30).units.some((u) => u.troopClass.startsWith('train'))).toBe(false);
  });

  it('selects a unit and lays tools over the table in the showcase', () => {
    const c = benchCase('showcase', showcaseScenario());
    expect(c.selectedUnitId).not.toBeNull();
    expect(c.overlays.length).toBe(3);
  });
});
