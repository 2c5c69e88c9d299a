import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { leadershipSource, rollLeadership, joinRefusal, joinUnit, moveOfficer } from './leadership.ts';
import { leadershipBand } from '../tables/tables-command.ts';
import { startTurn } from '../sequence.ts';
import { setupGame } from '../setup.ts';
import { forwardComrades as fc } from '../index.ts';
import { fcScenario, leaderOf, stateAt, unitOf } from '../test-fixtures.ts';

// The text's example: the 1st Siberian Rifles belong to General Pavlov, over 36" away; Colonel Strelski is within 12".
const scenario = fcScenario(
  [
    { id: 'red-chief', troopType: 'red-commander-in-chief', x: 60, y: 2 },
    { id: 'red-cmdr', troopType: 'red-officer', x: 10, y: 2 },
    { id: 'r-inf', troopType: 'red-infantry', leader: 'red-cmdr', x: 10, y: 6, stands: 4 },
  ],
  [
    { id: 'pavlov', troopType: 'white-commander-in-chief', x: 2, y: 46 },
    { id: 'strelski', troopType: 'white-officer', x: 60, y: 40 },
    { id: 'siberians', troopType: 'white-infantry', leader: 'pavlov', x: 58, y: 36, stands: 4 },
    { id: 'strelski-men', troopType: 'white-infantry', leader: 'strelski', x: 40, y: 36, stands: 4 },
  ],
);

describe('leadership (Determining leadership)', () => {
  // “Example: The 1st Siberian Rifles are under the command of General Pavlov who unfortunately is over 36″ away on the other end of the battlefield.”
  it('"he is not their leader so they must check for leadership on the "Over 36" line"', () => {
    const state = stateAt(scenario, 'officers');
    const source = leadershipSource(state, unitOf(state, 'siberians'));
    // Pavlov is the C-in-C and their own leader: over 36" away; Strelski, near, does not count.
    expect(source.distance).toBeGreaterThan(36);
    const events: GameEvent[] = [];
    rollLeadership(state, unitOf(state, 'siberians'), forcedDice([7]), events);
    expect(unitOf(state, 'siberians').leadership).toBe(false);
    expect(events[0]!.roll).toMatchObject({ table: 'leadership', column: 'Over 36" or no leader', target: '1-6' });
  });

  it('"the commander in chief … may influence any of his units": the nearer of the own leader and the C-in-C counts', () => {
    const state = stateAt(scenario, 'officers');
    leaderOf(state, 'pavlov').x = 40; leaderOf(state, 'pavlov').y = 44;
    const source = leadershipSource(state, unitOf(state, 'strelski-men'));
    expect(source.why).toContain('pavlov');
    expect(source.distance).toBeLessThanOrEqual(12);
  });

  it('"A unit must have Leadership to move in phase 3": a point comes with the unit\'s move dice', () => {
    const state = stateAt(scenario, 'officers');
    // Strelski's men are 15" from him: "Move on 1-9"; then 2 D6 and the road die.
    rollLeadership(state, unitOf(state, 'strelski-men'), forcedDice([9, 3, 4, 2]), []);
    expect(unitOf(state, 'strelski-men')).toMatchObject({ leadership: true, allowance: 7, roadInches: 2 });
  });

  it('"Units whose leaders have been killed or whose leader has defected to the enemy roll on the "Over 36" line"', () => {
    for (const status of ['dead', 'defected'] as const) {
      const state = stateAt(scenario, 'officers');
      leaderOf(state, 'strelski').status = status;
      const source = leadershipSource(state, unitOf(state, 'strelski-men'));
      // Only Pavlov, the C-in-C, is left to influence them, and he is over 36" away.
      expect(leadershipBand(source.distance, source.extra).label).toBe('Over 36" or no leader');
      expect(source.why).toBe(`${Math.round(source.distance! * 10) / 10}" from pavlov`);
    }
  });

  // “9 | Efficient officer - A military specialist if Bolshevik or Higher military college graduate if Czarist”: he may add 6″ to the distances.
  it('an Efficient officer\'s units at 16" still "Will move"', () => {
    const state = stateAt(scenario, 'officers');
    leaderOf(state, 'strelski').character = 'efficient';
    leaderOf(state, 'strelski').x = 40; leaderOf(state, 'strelski').y = 53;
    leaderOf(state, 'strelski').y = 36 + 16;
    const events: GameEvent[] = [];
    rollLeadership(state, unitOf(state, 'strelski-men'), forcedDice([10, 1, 1, 1]), events);
    expect(unitOf(state, 'strelski-men').leadership).toBe(true);
    expect(events[0]!.roll!.column).toContain('Efficient');
  });
});

describe('heroic leading', () => {
  it('"An officer may move to join a unit and lead it heroically if the unit was determined to have no leadership in phase 1"', () => {
    const state = stateAt(scenario, 'officers');
    const strelski = leaderOf(state, 'strelski');
    strelski.allowance = 20;
    const men = unitOf(state, 'strelski-men');
    men.leadership = true;
    expect(joinRefusal(state, strelski, men)).toMatch(/have leadership/);
    men.leadership = false;
    expect(joinRefusal(state, strelski, men)).toBeNull();
    // "Leaders may only influence their own troops".
    expect(joinRefusal(state, strelski, unitOf(state, 'siberians'))).toMatch(/not strelski's troops/);
    joinUnit(state, strelski, men, forcedDice([3, 3, 1]), []);
    expect(men).toMatchObject({ leadership: true, allowance: 6 });
  });

  it('"The unit being led heroically need not test", and "Other units who\'s officer is leading heroically … check for leadership on the "Over 36" line"', () => {
    const two = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 10, y: 4 }, { id: 'a', troopType: 'red-infantry', leader: 'rc', x: 10, y: 6, stands: 4 }, { id: 'b', troopType: 'red-infantry', leader: 'rc', x: 20, y: 6, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 10, y: 44 }, { id: 'w', troopType: 'white-infantry', leader: 'wc', x: 10, y: 40, stands: 4 }],
    );
    const state = stateAt(two, 'officers');
    leaderOf(state, 'rc').leading = 'a';
    state.turn = 1;
    // Turn 2 begins: 'a' needs no roll; 'b' (within 12") rolls on the Over 36 line: 7 fails there.
    const events: GameEvent[] = [];
    // The Whites (the attackers) roll first: w "will move" and its dice; then a (no roll, its dice); then b's 7; then both officers' 6 D6.
    startTurn(state, forcedDice([1, 1, 1, 1, 2, 2, 2, 7, ...Array(12).fill(1)]), events);
    expect(unitOf(state, 'a').leadership).toBe(true);
    expect(unitOf(state, 'b').leadership).toBe(false);
    expect(events.find((e) => e.unitId === 'b')!.roll!.column).toBe('Over 36" or no leader');
  });

  it('"A Coward Never leads heroically"; a Fanatic "MUST lead heroically each turn"', () => {
    const state = stateAt(scenario, 'officers');
    const strelski = leaderOf(state, 'strelski');
    strelski.allowance = 30;
    strelski.character = 'coward';
    expect(joinRefusal(state, strelski, unitOf(state, 'strelski-men'))).toMatch(/Coward/);
    strelski.character = 'fanatic';
    expect(moveOfficer(state, { ...strelski, leading: 'strelski-men' }, 50, 40, [])).toMatch(/Fanatic/);
  });
});

describe('officers move "in phase 1 right after leadership is determined for each unit"', () => {
  it('the first decision of a game is the officers\' move, after every unit has rolled', () => {
    const { state, events } = setupGame(scenario, forcedDice(Array(200).fill(1)));
    expect(fc.pending(state)?.kind).toBe('officer');
    const lastLeadership = events.map((e) => e.roll?.table).lastIndexOf('leadership');
    const firstOfficerMove = events.findIndex((e) => e.roll?.column?.startsWith('officers'));
    expect(lastLeadership).toBeGreaterThan(-1);
    expect(firstOfficerMove).toBeGreaterThan(lastLeadership);
  });
});
