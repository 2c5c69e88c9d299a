import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../testing/forced-dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import { checkScenarioDocument } from '../registry.ts';
import { advance, decisionDue, startMove } from './sequence.ts';
import { centreOf } from './state.ts';
import { attackOn } from './combat/fire.ts';
import { closeRefusal } from './combat/close-combat.ts';
import { moveRefusal, nearestLocatedEnemy } from './movement/movement.ts';
import { company, startedState, trrScenario, unitOf } from './test-fixtures.ts';
import { toInches } from './scale.ts';

// A 60" table in two sectors: x below 30" is sector 1 (west), the rest sector 2.
const twoSectors = () => trrScenario(
  [company('rw', 'red-rifles', 10, 10), company('re', 'red-rifles', 40, 10)],
  [company('ww', 'white-rifles', 10, 18), company('we', 'white-rifles', 40, 18)],
  [], { ruleset: { id: 'ten-rounds-rapid', options: { sectors: 2 } } },
);

describe('sectors for big games ("Game and Move Sequence")', () => {
  it('"Check to see who moves first in each sector": each sector rolls its own initiative, and only its units activate', () => {
    const s = startedState(twoSectors());
    s.turn = 0;
    const events: GameEvent[] = [];
    startMove(s, forcedDice([3, 7]), events);
    expect(events.at(-1)!.text).toBe('Initiative in sector 1 of 2 (from the west): Red rolls 3, White rolls 7; White activates first');
    expect(decisionDue(s)).toMatchObject({ side: 'white', unitIds: ['ww'], prompt: 'Whites: activate a unit in sector 1 of 2 (from the west) (its motivation is tested first)' });
    unitOf(s, 'ww').activated = true;
    s.toAct = 'red';
    advance(s, forcedDice([]), events);
    expect(decisionDue(s)?.unitIds).toEqual(['rw']);
    unitOf(s, 'rw').activated = true;
    advance(s, forcedDice([8, 2]), events);
    expect(s.sector).toBe(1);
    expect(events.at(-1)!.text).toBe('Initiative in sector 2 of 2 (from the west): Red rolls 8, White rolls 2; Red activates first');
    expect(decisionDue(s)).toMatchObject({ side: 'red', unitIds: ['re'] });
  });

  it('"restricted to operating only in that sector": no move out of it, no fire or assault into another', () => {
    const s = startedState(twoSectors());
    const rw = unitOf(s, 'rw');
    rw.band = 'any';
    const c = centreOf(rw);
    expect(moveRefusal(s, rw, { x: c.x + toInches(15), y: c.y })).toBeNull();
    expect(moveRefusal(s, rw, { x: 31, y: c.y })).toBe('rw operate only in sector 1 of 2 (from the west)');
    const we = unitOf(s, 'we');
    s.located.red.push('we', 'ww');
    expect(attackOn(s, rw, we)).toBeNull();
    expect(attackOn(s, rw, unitOf(s, 'ww'))).not.toBeNull();
    expect(closeRefusal(s, rw, we, 'assault')).toBe('we are in another sector');
    expect(nearestLocatedEnemy(s, rw)?.id).toBe('ww');
  });

  it('without the option the whole table is one sector', () => {
    const s = startedState(trrScenario([company('rw', 'red-rifles', 10, 10)], [company('we', 'white-rifles', 40, 18)]));
    s.turn = 0;
    const events: GameEvent[] = [];
    startMove(s, forcedDice([3, 7]), events);
    expect(events.at(-1)!.text).toBe('Initiative: Red rolls 3, White rolls 7; White activates first');
    const rw = unitOf(s, 'rw');
    rw.band = 'any';
    expect(moveRefusal(s, rw, { x: centreOf(rw).x + toInches(19), y: centreOf(rw).y })).toBeNull();
  });

  it('the editor refuses a bad count, and a sector left empty ("assign at least one battalion sized unit to each sector"), by JSON path', () => {
    const doc = JSON.parse(JSON.stringify(twoSectors()));
    doc.ruleset.options.sectors = 5;
    expect(checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error')).toEqual([
      expect.objectContaining({ path: '$.ruleset.options.sectors', message: '"sectors" must be a whole number from 1 to 4; got 5' }),
    ]);
    doc.ruleset.options.sectors = 3;
    expect(checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error')).toEqual([
      expect.objectContaining({ path: '$.ruleset.options.sectors', message: 'sector 2 of 3 (from the west) has no unit of the Reds: each side sets up at least one unit in every sector' }),
      expect.objectContaining({ path: '$.ruleset.options.sectors', message: 'sector 2 of 3 (from the west) has no unit of the Whites: each side sets up at least one unit in every sector' }),
    ]);
  });
});
