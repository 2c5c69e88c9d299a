import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { resolveFire } from './fire-resolve.ts';
import { officerAsTarget, officerTargets } from './officer-target.ts';
import { fcScenario, leaderOf, stateAt, unitOf } from '../test-fixtures.ts';
import type { FcState } from '../state.ts';

const figures = (state: FcState, id: string) => unitOf(state, id).stands.filter((s) => !s.weapon).reduce((a, s) => a + s.figures, 0);

// Whites' four stands stand at x 30-34.8, y 34: their centre (32.4, 34) is where a section's square falls.
const scenario = fcScenario(
  [
    { id: 'rc', troopType: 'red-officer', x: 2, y: 2 },
    { id: 'field', troopType: 'red-field-gun', leader: 'rc', x: 30, y: 14, figures: 4 },
    { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 40, y: 10, stands: 4 },
  ],
  [
    { id: 'wc', troopType: 'white-officer', x: 33, y: 33 },
    { id: 'far', troopType: 'white-officer', x: 44, y: 18 },
    { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 34, stands: 4 },
    { id: 'next', troopType: 'white-infantry', leader: 'wc', x: 32.4, y: 35.6, stands: 1 },
    { id: 'clear', troopType: 'white-infantry', leader: 'wc', x: 50, y: 40, stands: 1 },
  ],
);

describe('the impact square', () => {
  it('"Place a square impact area for each gun section … Target stands lose 1 figure per hit": every unit and lone officer under the square takes the hits', () => {
    const state = stateAt(scenario, 'preparatory', 'red');
    const events: GameEvent[] = [];
    // Four shells at close range (20"): 10, 10, 8 hit on 8-10, 1 misses; then the officer's fate, 8: dead.
    resolveFire(state, unitOf(state, 'field'), unitOf(state, 'whites'), 'direct', forcedDice([10, 10, 8, 1, 8]), events);
    expect(figures(state, 'whites')).toBe(16 - 3);
    expect(figures(state, 'next')).toBe(4 - 3);
    expect(figures(state, 'clear')).toBe(4);
    expect(events.some((e) => e.text.includes('impact square of field also covers next: 3 hits'))).toBe(true);
    expect(leaderOf(state, 'wc').status).toBe('dead');
    expect(leaderOf(state, 'far').status).toBe('active');
  });
});

describe('an officer alone', () => {
  it('"If hit, roll another D10 to determine his fate": a lone officer in sight and reach may be fired at, and a hit rolls his fate', () => {
    const state = stateAt(scenario, 'attack-fire', 'red');
    const reds = unitOf(state, 'reds');
    reds.leadership = true;
    expect(officerTargets(state, reds).map((l) => l.id)).toContain('far');
    const events: GameEvent[] = [];
    const far = leaderOf(state, 'far');
    // Sixteen riflemen, eight D6 at close range: one 5 hits; his fate, 3: "Serious wound carried to rear".
    resolveFire(state, reds, officerAsTarget(far), 'direct', forcedDice([5, 1, 1, 1, 1, 1, 1, 1, 3]), events, far);
    expect(far.status).toBe('wounded');
    expect(events.at(-1)!.roll!.table).toBe('officer-fate');
  });

  it('an officer leading a unit heroically is no target of his own: he is hit with the unit', () => {
    const state = stateAt(scenario, 'attack-fire', 'red');
    leaderOf(state, 'far').leading = 'whites';
    expect(officerTargets(state, unitOf(state, 'reds')).map((l) => l.id)).not.toContain('far');
  });
});
