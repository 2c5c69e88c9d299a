import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { ctxOf, fixtureScenario, fixtureState, stepForced, unit } from '../test-fixture.ts';
import { housekeeping } from '../sequence/housekeeping.ts';
import type { RaState } from '../state.ts';
import { sighting } from './sighting.ts';
import { strengthLost } from '../../../engine/victory.ts';
import { redActionsRuleset } from '../index.ts';

const wood = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 26, y: 22 }, { x: 46, y: 22 }, { x: 46, y: 40 }, { x: 26, y: 40 }] };

/**
 * The Reds attack a wood. The Whites defend it with a company under a position marker deep inside, a dummy marker in
 * its west part, a platoon in ambush at its edge, and a company still to come on in turn 3.
 */
function wooded(): RaState {
  const s = fixtureState(fixtureScenario(
    [{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2, officer: null }],
    [
      { id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 2, facing: 180, officer: null },
      { id: 'wd', type: 'dummy-marker', at: [30, 34], facing: 180, officer: null },
      { id: 'w2', type: 'white-platoons', at: [44, 24], bases: 2, facing: 180, extra: { hidden: true } },
      { id: 'w3', type: 'white-volunteers', at: [36, 47], bases: 2, facing: 180, extra: { reinforcement: { turn: 3, entry: { x: 36, y: 47 } } } },
    ],
    { ruleset: { id: 'red-actions', options: { positionMarkers: true } }, terrain: [wood] },
  ));
  s.initiative.toAct = 'red';
  return s;
}

const moveBy = (s: RaState, id: string, dx: number, dy: number): void => {
  const u = unit(s, id);
  u.bases = u.bases.map((b) => ({ ...b, x: b.x + dx, y: b.y + dy }));
};

describe('Red Actions! fog of war: what a side knows', () => {
  it('"A defender notes any ambushes, and then places position markers": markers are seen as markers, ambushers and reserves not at all', () => {
    const s = wooded();
    const reds = sighting(s, 'red');
    expect(reds.seen).toEqual([]);
    // Numbered west to east by where they were set down: the dummy (x 30) before the company (x 36).
    expect(reds.markers.map((m) => [m.key, m.label])).toEqual([['marker 1', 'position marker'], ['marker 2', 'position marker']]);
    expect(reds.markers[1]!.at).toEqual({ x: 36, y: 30 });
    expect(JSON.stringify(reds)).not.toMatch(/w1|wd|w2|w3|dummy/);
  });

  it('the side\'s own troops are never listed, and troops standing as figures are seen', () => {
    const s = wooded();
    expect(sighting(s, 'white')).toEqual({ seen: ['r1'], markers: [] });
  });

  it('a marker keeps its number as it moves: the number comes from where it was placed, not from what it is', () => {
    const s = wooded();
    moveBy(s, 'w1', -8, 0);
    expect(sighting(s, 'red').markers.map((m) => [m.key, m.at.x])).toEqual([['marker 1', 30], ['marker 2', 28]]);
  });

  it('"Markers are revealed as figures when they become visible to any enemy": the company under marker 2 is seen', () => {
    const s = wooded();
    moveBy(s, 'r1', 0, 13.5);
    const { s: after } = stepForced(s, { type: 'move', side: 'red', unitId: 'r1', to: { x: 36, y: 26.5 }, facing: 0 }, []);
    const reds = sighting(after, 'red');
    expect(reds.seen).toContain('w1');
    expect(reds.markers.map((m) => m.key)).toEqual(['marker 1']);
  });

  it('"Dummy position markers may be used by agreement": a dummy is a marker like any other until seen, then known as nothing (gone)', () => {
    const s = wooded();
    moveBy(s, 'r1', -8, 26);
    housekeeping(ctxOf(s, forcedDice([])));
    expect(unit(s, 'wd').status).toBe('destroyed');
    const reds = sighting(s, 'red');
    expect(reds.seen).toContain('wd');
    expect(reds.markers.map((m) => m.key)).toEqual(['marker 2']);
  });

  it('a dummy found out is no troops lost: "two fifths of all their bases" count none for it', () => {
    const s = wooded();
    const lost = () => strengthLost(redActionsRuleset.view(s).units.filter((u) => u.side === 'white'));
    expect(lost()).toBe(0);
    moveBy(s, 'r1', -8, 26);
    housekeeping(ctxOf(s, forcedDice([])));
    expect(unit(s, 'wd').status).toBe('destroyed');
    expect(redActionsRuleset.view(s).units.find((u) => u.id === 'wd')!.strength).toMatchObject({ now: 0, start: 0 });
    expect(lost()).toBe(0);
  });

  it('"Roll a d6 and on a 4+ the ambush is discovered": the ambushers are unknown until scouted out, then seen', () => {
    const s = wooded();
    moveBy(s, 'r1', 8, 9);
    expect(sighting(s, 'red').seen).not.toContain('w2');
    const { s: after } = stepForced(s, { type: 'scout', side: 'red', unitId: 'r1', featureId: 'wood' }, [4]);
    expect(sighting(after, 'red').seen).toContain('w2');
  });

  it('"Hide infantry and unlimbered guns in suitable cover": hiding troops drop out of sight; the marker is no longer shown either', () => {
    const s = wooded();
    unit(s, 'w1').concealment = 'hiding';
    const reds = sighting(s, 'red');
    expect(reds.seen).not.toContain('w1');
    expect(reds.markers.map((m) => m.key)).toEqual(['marker 1']);
  });

  it('"The attacker may move reinforcement units onto the table at any time in a move": a unit still to enter is not known', () => {
    const s = wooded();
    expect(sighting(s, 'red').seen).not.toContain('w3');
    unit(s, 'w3').status = 'active';
    expect(sighting(s, 'red').seen).toContain('w3');
  });
});
