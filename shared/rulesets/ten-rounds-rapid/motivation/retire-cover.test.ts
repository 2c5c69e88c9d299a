import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { retire } from './morale-moves.ts';
import { centreOf } from '../state.ts';
import { coverAt } from '../movement/terrain.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';

// Reds set up on the south edge (y = 0), the enemy to their north.
describe('"Any unit scoring 1 or more retire to the nearest cleared terrain feature, and halt" (002, line 145)', () => {
  it('goes to the nearest cover away from the enemy, not a full move straight back, and the report names it', () => {
    const wood = area('orchard', 'scrub', 14, 8, 20, 14);
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 12)], [company('e', 'white-rifles', 10, 30)], [{ ...wood, label: 'the orchard' }]));
    const a = unitOf(s, 'a');
    const events: GameEvent[] = [];
    retire(s, a, forcedDice([]), events);
    const index = terrainIndexFor(s.scenario);
    expect(a.pieces.filter((p) => coverAt(index, p).feature?.id === 'orchard').length * 2).toBeGreaterThan(a.pieces.length);
    expect(centreOf(a).y).toBeLessThanOrEqual(12 + 1e-9);
    expect(events.map((e) => e.text)).toContain('a retire to the orchard');
    expect(a.status).toBe('halted');
  });
  it('with no cleared cover within a move (an enemy holds the only wood) it goes straight back toward its own edge', () => {
    const wood = area('w', 'woods', 14, 8, 20, 14);
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 12)], [company('e', 'white-rifles', 15, 10, { bases: 2 }), company('f', 'white-rifles', 10, 30)], [wood]));
    const a = unitOf(s, 'a');
    const events: GameEvent[] = [];
    retire(s, a, forcedDice([]), events);
    expect(events[0]!.text).toBe('a find no cleared cover within a move: they retire toward their own table edge');
    expect(centreOf(a).y).toBeLessThan(12 - 7);
  });
});
