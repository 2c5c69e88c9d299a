import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { building } from '../../../geometry/terrain-fixtures.ts';
import { centreOf } from '../state.ts';
import { moveRefusal } from '../movement/movement.ts';
import { sees } from '../observation/observation.ts';
import { tableView } from '../view.ts';
import { FIRE_LOOKUPS } from '../fire/lookups.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { firesSpread, setAlight } from './burning.ts';
import { fireAt } from './burning-ground.ts';

/** A wood from y 18" to 26"; Reds in its northern edge, Blue flame-throwers just outside it to the north. */
const state = (extra: Parameters<typeof trrScenario>[2] = []) => startedState(trrScenario(
  [company('reds', 'red-rifles', 12, 25.5), company('others', 'red-rifles', 30, 10)],
  [company('tommies', 'blue-rifles', 12, 26.5, { specialists: ['flamethrower'] }), company('far', 'white-rifles', 40, 35)],
  [area('wood', 'woods', 10, 18, 22, 26), ...extra], { ruleset: { id: 'ten-rounds-rapid', options: { windToward: 'south' } } },
));

describe('section 15 "Flame-throwers will set fire to buildings and woods on an odd roll when attacking them"', () => {
  it('an even roll does not catch; an odd one sets the wood alight round the target\'s nearest base', () => {
    const s = state();
    const events: GameEvent[] = [];
    setAlight(s, unitOf(s, 'tommies'), unitOf(s, 'reds'), forcedDice([4]), events);
    expect(events.map((e) => e.text)).toEqual(['The wood does not catch']);
    expect(events[0]!.roll).toMatchObject({ table: 'burning', dice: [4], result: 'it does not catch', rule: '15 Demolitions: flame-throwers set fire to buildings and woods' });
    setAlight(s, unitOf(s, 'tommies'), unitOf(s, 'reds'), forcedDice([3, 2]), events);
    expect(events[1]!.text).toBe('The flame sets the wood alight');
    // A 4 cm square round the base nearest the flame-thrower's centre (x 14").
    expect(fireAt(s, { x: 14, y: 25.5 })?.label).toBe('burning wood');
    // Only ground inside the wood burns, and only under the fire.
    expect(fireAt(s, { x: 14, y: 26.2 })).toBeUndefined();
    expect(fireAt(s, { x: 12, y: 25.5 })).toBeUndefined();
  });

  it('"Burning areas must be evacuated by any figures occupying them": they fall back a full move at once, and no move ends in the fire', () => {
    const s = state();
    const reds = unitOf(s, 'reds');
    const before = centreOf(reds);
    const events: GameEvent[] = [];
    setAlight(s, unitOf(s, 'tommies'), reds, forcedDice([3, 2]), events);
    expect(events.map((e) => e.text)).toContain('reds must leave the burning wood (Ten Rounds Rapid: 15 Demolitions)');
    // 20 cm less the wood's one penalty die (2): 18 cm south, toward their own edge.
    expect(before.y - centreOf(reds).y).toBeCloseTo(18 / 2.54);
    expect(reds.status).toBe('ready');
    const others = unitOf(s, 'others');
    others.band = 'any';
    others.pieces = others.pieces.map((p) => ({ ...p, x: p.x - 18, y: 23 }));
    expect(moveRefusal(s, others, { x: 13.5, y: 25.5 })).toMatch(/would end in the burning wood/);
  });

  it('"The fire will spread downwind at a rate of 6 cm per move, minus the roll of 1 D10", never less than nothing', () => {
    const s = state();
    setAlight(s, unitOf(s, 'tommies'), unitOf(s, 'reds'), forcedDice([3, 2]), []);
    expect(fireAt(s, { x: 14, y: 25.5 - 3 / 2.54 })).toBeUndefined();
    const events: GameEvent[] = [];
    firesSpread(s, forcedDice([2]), events);
    expect(events[0]!.text).toBe('The fire in the wood spreads 4 cm downwind (6 cm - 2)');
    expect(fireAt(s, { x: 14, y: 25.5 - 3 / 2.54 })).toBeDefined();
    firesSpread(s, forcedDice([9]), events);
    expect(events[1]!.text).toBe('The fire in the wood spreads 0 cm downwind (6 cm - 9, not less than 0)');
    // The table shows it in flame colour; the rules table gives the same answers.
    expect(tableView(s).zones[0]).toMatchObject({ kind: 'fire', label: 'burning wood (for the rest of the game)' });
    const burning = FIRE_LOOKUPS.find((t) => t.id === 'burning')!;
    expect(burning.lookup({ roll: 'spread', rolls: '2' })).toEqual({ ok: true, value: { result: 'spreads 4 cm downwind (6 cm - 2)', roll: 2 } });
    expect(burning.lookup({ roll: 'catch', rolls: '3' })).toEqual({ ok: true, value: { result: 'it burns', roll: 3 } });
  });

  it('the smoke of a fire blocks sight, as a smoke screen does (decision); a building burns whole', () => {
    const s = state();
    const others = unitOf(s, 'others'), far = unitOf(s, 'far');
    // Both east of the wood, 16" (41 cm) apart: in sight until the smoke drifts between them.
    others.pieces = others.pieces.map((p) => ({ ...p, x: p.x - 7, y: 14 }));
    far.pieces = far.pieces.map((p) => ({ ...p, x: p.x - 17, y: 30 }));
    s.located.red = ['far'];
    expect(sees(s, others, far)).toBe(true);
    s.artillery.clouds.push({ kind: 'fire', side: 'white', centre: { x: 22, y: 22 }, heading: 180, alongCm: 20, acrossCm: 20, until: null, calibreMm: 0, label: 'burning wood', featureId: 'wood' });
    expect(sees(s, others, far)).toBe(false);
    const b = state([building('barn', 40, 10, 2, 1.5, 0, 'wood')]);
    const flamer = unitOf(b, 'tommies'), target = unitOf(b, 'others');
    target.pieces = target.pieces.map((p) => ({ ...p, x: 40 + (p.x - 30) * 0.2, y: 10 }));
    setAlight(b, flamer, target, forcedDice([1, 5]), []);
    expect(fireAt(b, { x: 40.9, y: 10.7 })?.label).toBe('burning wood building');
    expect(fireAt(b, { x: 41.1, y: 10 })).toBeUndefined();
  });
});
