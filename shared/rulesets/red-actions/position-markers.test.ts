import { describe, expect, it } from 'vitest';
import { fixtureScenario, fixtureState, stepForced, unit } from './test-fixture.ts';
import { checkMoveTo } from './legality-move.ts';
import { unitCentre } from './units.ts';

/** A White company as a position marker in the middle of a wood, out of sight from outside it. */
function markerInWood() {
  return fixtureState(fixtureScenario(
    [{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2, officer: null }],
    [{ id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 2, facing: 180, officer: null }],
    {
      ruleset: { id: 'red-actions', options: { positionMarkers: true } },
      terrain: [{ id: 'wood', kind: 'area', type: 'woods', polygon: [{ x: 26, y: 22 }, { x: 46, y: 22 }, { x: 46, y: 40 }, { x: 26, y: 40 }] }],
    },
  ));
}

describe('The 2" approach rule and position markers', () => {
  it('"No unit may approach within 50m (2") of the enemy voluntarily except in a charge": a position marker counts', () => {
    const s = markerInWood();
    expect(unit(s, 'w1').concealment).toBe('marker');
    const r = unit(s, 'r1');
    expect(checkMoveTo(s, r, { x: 36, y: 28.4 }, 0, 'line', { fraction: 4 })).toMatch(/within 2" of a position marker/);
  });

  it('"Markers are revealed … when they become visible to any enemy": a move stops where the marker comes into sight', () => {
    const s = markerInWood();
    s.units.find((u) => u.id === 'w1')!.concealment = 'marker';
    const r = unit(s, 'r1');
    r.bases = r.bases.map((b) => ({ ...b, y: b.y + 13.5 }));
    const { s: after, text } = stepForced(s, { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 26.5 }, facing: 0 }, []);
    expect(text.join('\n')).toMatch(/halts on sighting the enemy/);
    expect(unitCentre(unit(after, 'r1')).y).toBeLessThan(26.4);
    expect(unit(after, 'w1').concealment).toBe('none');
  });
});
