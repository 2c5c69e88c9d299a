import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { ctxOf, fixtureScenario, fixtureState, unit, type FixtureUnit } from '../test-fixture.ts';
import { housekeeping } from '../sequence/housekeeping.ts';
import type { RaState } from '../state.ts';
import { sighting } from './sighting.ts';

const wood = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 26, y: 22 }, { x: 46, y: 22 }, { x: 46, y: 40 }, { x: 26, y: 40 }] };

/** The Reds attack a wood the Whites hold under position markers: a company at x 36, and at x 30 what `west` is. */
function wood2(west: string, more: FixtureUnit[] = []): RaState {
  return fixtureState(fixtureScenario(
    [{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2, officer: null }],
    [
      { id: 'w1', type: west === 'dummy-marker' ? 'white-volunteers' : 'dummy-marker', at: [36, 30], bases: west === 'dummy-marker' ? 2 : 1, facing: 180, officer: null },
      { id: 'wd', type: west, at: [30, 34], bases: west === 'dummy-marker' ? 1 : 2, facing: 180, officer: null },
      ...more,
    ],
    { ruleset: { id: 'red-actions', options: { positionMarkers: true } }, terrain: [wood] },
  ));
}

const seen = (s: RaState) => sighting(s, 'red').markers.map(({ key, at, facing, label }) => ({ key, at, facing, label }));

describe('Red Actions! position markers as the enemy knows them', () => {
  it('"A defender notes any ambushes, and then places position markers": a marker\'s number says nothing of what is under it', () => {
    // The dummy and the company swapped between the two places: the Reds see the very same markers.
    expect(seen(wood2('dummy-marker'))).toEqual(seen(wood2('white-volunteers')));
    expect(seen(wood2('dummy-marker')).map((m) => m.key)).toEqual(['marker 1', 'marker 2']);
  });

  it('ambushers and troops still to come are not counted: the numbers the Reds see run 1, 2 with no gap for them', () => {
    const withHidden = wood2('dummy-marker', [
      { id: 'w2', type: 'white-platoons', at: [27, 24], bases: 2, facing: 180, extra: { hidden: true } },
      { id: 'w3', type: 'white-volunteers', at: [28, 47], bases: 2, facing: 180, extra: { reinforcement: { turn: 3, entry: { x: 28, y: 47 } } } },
    ]);
    expect(seen(withHidden)).toEqual(seen(wood2('dummy-marker')));
  });

  it('"Dummy position markers may be used by agreement": a dummy seen is lifted, and the log says so by its number', () => {
    const s = wood2('dummy-marker');
    const moved = unit(s, 'r1');
    moved.bases = moved.bases.map((b) => ({ ...b, x: b.x - 8, y: b.y + 26 }));
    const ctx = ctxOf(s, forcedDice([]));
    housekeeping(ctx);
    expect(unit(s, 'wd').status).toBe('destroyed');
    expect(ctx.events.map((e) => e.text)).toContain('Position marker 1 is lifted: a dummy (seen by r1)');
    // The company's marker keeps its number.
    expect(seen(s).map((m) => m.key)).toEqual(['marker 2']);
  });
});
