import { describe, expect, it } from 'vitest';
import lipkiJson from '../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import { validateScenario } from '../../shared/scenario-checks/validate.ts';
import { terrainNames } from './terrain-names.ts';

describe('the terrain names a leader\'s ring words keep clear of', () => {
  it('are the 3D table\'s: Lipki\'s objective flag and its station, each at its place on the table, worked out once', () => {
    const parsed = validateScenario(lipkiJson);
    if (!parsed.ok) throw new Error('Lipki does not load');
    const names = terrainNames(parsed.value);
    expect(names.map((n) => n.text)).toEqual(expect.arrayContaining(['Objective: Lipki', 'Lipki station']));
    for (const n of names) {
      expect(n.p.x).toBeGreaterThanOrEqual(0);
      expect(n.p.x).toBeLessThanOrEqual(72);
    }
    expect(terrainNames(parsed.value)).toBe(names);
  });
});
