import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { coverHits } from './fire.ts';
import { resolveFire } from './fire-resolve.ts';
import { inflict } from './casualties.ts';
import { officerAsTarget } from './officer-target.ts';
import { area, fcScenario, leaderOf, stateAt, unitOf } from '../test-fixtures.ts';

/** What the battle report says of a fire: each step from hits to men lost, and the rule that called each roll. */

const scenario = fcScenario(
  [
    { id: 'rc', troopType: 'red-officer', x: 2, y: 2 },
    { id: 'howitzers', troopType: 'red-medium-gun', leader: 'rc', x: 30, y: 14, figures: 4 },
    { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 40, y: 10, stands: 4 },
  ],
  [
    { id: 'wc', troopType: 'white-officer', x: 60, y: 40 },
    { id: 'far', troopType: 'white-officer', x: 44, y: 18 },
    { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 34, stands: 4 },
    { id: 'bait', troopType: 'white-infantry', leader: 'wc', x: 50, y: 30, stands: 1 },
    { id: 'near', troopType: 'white-officer', x: 50.5, y: 31 },
  ],
  // A copse round the officer beside the bait, and nothing else: he is in cover, the bait is not.
  [area('copse', 'woods', 50.2, 30.7, 50.8, 31.3)],
);

describe('hits becoming men in the report', () => {
  it('"½ hits against targets in cover": an even number halved is said too, though no die is rolled', () => {
    const state = stateAt(scenario);
    const events: GameEvent[] = [];
    expect(coverHits(2, forcedDice([]), events, unitOf(state, 'whites'))).toBe(1);
    expect(events.map((e) => e.text)).toEqual(['whites in cover: 2 hits halved to 1']);
  });

  it('medium guns take "2 figures per hit": the casualties are said as that sum before the men are lost', () => {
    const state = stateAt(scenario, 'preparatory', 'red');
    const events: GameEvent[] = [];
    // Four gunners fire two shells at close range (20"), 8 and 9: both hit (8-10); 4 figures, one stand; morale 1 passes.
    resolveFire(state, unitOf(state, 'howitzers'), unitOf(state, 'whites'), 'direct', forcedDice([8, 9, 1]), events);
    const texts = events.map((e) => e.text);
    const sum = texts.indexOf('whites: 2 hits (shells) × 2 (figures a hit) = 4 casualties');
    expect(sum).toBeGreaterThan(-1);
    expect(texts[sum + 1]).toBe('whites lose 4 men and 1 stand (12 left)');
  });
});

describe('an officer alone under an impact square', () => {
  it('is "halved if he is in cover" (README: "Officers under fire": "A gun\'s impact square falling on him does the same")', () => {
    const hitsOnNear = (dice: number[]) => {
      const state = stateAt(scenario, 'preparatory', 'red');
      const events: GameEvent[] = [];
      // Two shells at close range on the bait, 8 and 1: one hit on it, and on the officer under its square.
      resolveFire(state, unitOf(state, 'howitzers'), unitOf(state, 'bait'), 'direct', forcedDice(dice), events);
      return { status: leaderOf(state, 'near').status, texts: events.map((e) => e.text) };
    };
    const lost = hitsOnNear([8, 1, 3]);
    expect(lost.texts).toContain('near in cover: 1 hit halved to 0, and the half hit did not occur');
    expect(lost.status).toBe('active');
    const stands = hitsOnNear([8, 1, 4, 3]);
    expect(stands.texts).toContain('near in cover: 1 hit halved to 0, and the half hit stands');
    expect(stands.status).toBe('wounded');
  });
});

describe('the rule an officer\'s fate roll cites', () => {
  it('a lone officer shot rolls his fate under "Officers under fire", not "Heroic leading"', () => {
    const state = stateAt(scenario, 'attack-fire', 'red');
    unitOf(state, 'reds').leadership = true;
    const far = leaderOf(state, 'far');
    const events: GameEvent[] = [];
    // Eight D6 at close range: one 5 hits; his fate, 3.
    resolveFire(state, unitOf(state, 'reds'), officerAsTarget(far), 'direct', forcedDice([5, 1, 1, 1, 1, 1, 1, 1, 3]), events, far);
    expect(events.at(-1)!.roll).toMatchObject({ table: 'officer-fate', column: 'hit by fire, alone', rule: 'Forward Comrades: Officers under fire' });
  });

  it('an officer hit with the unit he leads heroically rolls it under "Heroic leading"', () => {
    const state = stateAt(scenario);
    leaderOf(state, 'wc').leading = 'whites';
    const events: GameEvent[] = [];
    // One casualty: the officer is hit on a D10 "0" (10); his fate, 8.
    inflict(state, unitOf(state, 'whites'), 1, 'fire', forcedDice([10, 8]), events);
    expect(events.at(-1)!.roll).toMatchObject({ table: 'officer-fate', column: 'hit while leading heroically', rule: 'Forward Comrades: Heroic leading' });
  });
});
