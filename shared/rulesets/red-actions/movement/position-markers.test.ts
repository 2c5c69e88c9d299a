import { describe, expect, it } from 'vitest';
import { fixtureScenario, fixtureState, stepForced, unit } from '../test-fixture.ts';
import { checkMoveTo } from '../segment/legality-move.ts';
import { baseRects, unitCentre } from '../troops/units.ts';
import { overlapsOthers } from './movement.ts';

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

describe('The 2″ approach rule and position markers', () => {
  it('"No unit may approach within 50m (2″) of the enemy voluntarily except in a charge": a position marker counts', () => {
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

  it('"Units may interpenetrate" but not end on each other: a sighting stop on a friend moves on to the first place with room', () => {
    const s = markerInWood();
    const r = unit(s, 'r1');
    r.bases = r.bases.map((b) => ({ ...b, y: b.y + 13.5 }));
    const alone = stepForced(structuredClone(s), { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 27 }, facing: 0 }, []);
    const stopAlone = unitCentre(unit(alone.s, 'r1'));
    // A friend standing just short of where the stop was: the mover may pass through it, but must not halt on it.
    const friend = structuredClone(r);
    friend.id = 'r2';
    friend.name = '2nd Red company';
    friend.bases = r.bases.map((b) => ({ ...b, x: b.x + stopAlone.x - unitCentre(r).x, y: b.y + stopAlone.y - 0.4 - unitCentre(r).y }));
    s.units.push(friend);
    const { s: after, text } = stepForced(s, { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 27 }, facing: 0 }, []);
    expect(text.join('\n')).toMatch(/halts on sighting the enemy/);
    const mover = unit(after, 'r1');
    expect(unitCentre(mover).y).toBeGreaterThan(stopAlone.y);
    expect(unitCentre(mover).y).toBeLessThan(27);
    expect(overlapsOthers(after, mover, baseRects(mover))).toBeNull();
    expect(unit(after, 'w1').concealment).toBe('none');
  });
});
