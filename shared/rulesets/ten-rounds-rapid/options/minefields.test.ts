import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkScenarioDocument } from '../../registry.ts';
import { moveUnit } from '../movement/movement.ts';
import { centreOf } from '../state.ts';
import { toInches } from '../scale.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { cmInside } from './minefields.ts';

/** A field 4" deep (10.16 cm) across the Reds' way north. */
const field = area('mf', 'fields', 0, 7, 60, 11);
const withField = (red: Parameters<typeof trrScenario>[0], options: Record<string, string | number | boolean>) =>
  startedState(trrScenario(red, [company('w', 'white-rifles', 10, 38)], [field], { ruleset: { id: 'ten-rounds-rapid', options } }));
const northBy = (s: ReturnType<typeof startedState>, id: string, cm: number) => {
  const u = unitOf(s, id);
  u.band = 'any';
  const c = centreOf(u);
  return { u, to: { x: c.x, y: c.y + toInches(cm) } };
};

describe('Minefields (section 18, option "minefield.<area id>")', () => {
  it('measures the way inside the field', () => {
    expect(cmInside(field.kind === 'area' ? field.polygon : [], { x: 10, y: 5 }, { x: 10, y: 13 })).toBeCloseTo(10.16, 1);
  });

  it('"Roll once per 4 cm moved in the field … This number or less must be rolled on a D10 to hit": 10 cm is three tests', () => {
    const s = withField([company('a', 'red-rifles', 10, 5)], { 'minefield.mf': 6 });
    const { u, to } = northBy(s, 'a', 20);
    const events: GameEvent[] = [];
    // Tests 7, 7 (safe), 6 (hit); "test on a factor of 8 on the casualty table": 9 is two casualties; specialist rolls 3, 3.
    const dice = forcedDice([7, 7, 6, 9, 3, 3]);
    moveUnit(s, u, to, false, dice, events);
    expect(dice.remaining()).toBe(0);
    expect(u.figures).toBe(6);
    expect(events.filter((e) => e.roll?.table === 'minefield').map((e) => e.roll!.result)).toEqual(['crossed safely', 'crossed safely', 'a mine goes off']);
    expect(events.find((e) => e.roll?.table === 'casualties')!.roll!.column).toMatch(/8/);
  });

  it('"troops on foot, or cavalry don\'t test crossing an Anti-Tank field"; a unit that stays out tests nothing', () => {
    const s = withField([company('a', 'red-rifles', 10, 5)], { 'minefield.mf': 10, 'minefieldKind.mf': 'anti-tank' });
    const { u, to } = northBy(s, 'a', 20);
    moveUnit(s, u, to, false, forcedDice([]), []);
    const t = withField([company('b', 'red-rifles', 10, 1)], { 'minefield.mf': 10 });
    const b = northBy(t, 'b', 5);
    moveUnit(t, b.u, b.to, false, forcedDice([]), []);
  });

  it('"Armoured targets are attacked with a strike value 3, there are no other modifiers", then the AFV Hit Effects Table', () => {
    const s = withField([{ id: 't', troopType: 'red-renault', x: 10, y: 5 }], { 'minefield.mf': 5, 'minefieldKind.mf': 'anti-tank' });
    const { u, to } = northBy(s, 't', 10);
    const events: GameEvent[] = [];
    // 10 cm north ends 4.9 cm into the field: two tests. Test 3 hits; strike 5 + 3 - defence 2 = 6, one hit; effect 1. Test 9 safe.
    const dice = forcedDice([3, 5, 1, 9]);
    moveUnit(s, u, to, false, dice, events);
    expect(dice.remaining()).toBe(0);
    const strike = events.find((e) => e.roll?.table === 'armour-hits')!.roll!;
    expect(strike.modifiers).toEqual([{ label: 'strike value, mine', value: 3 }, { label: 'defence value', value: -2 }]);
    expect(events.some((e) => e.roll?.table === 'afv-hit-effects')).toBe(true);
  });

  // "All minefields are given a density, in terms of a number between 1 and 10": 11 is refused.
  it('refuses a density out of range, a kind it does not know and a field over no area, by JSON path', () => {
    const scenario = trrScenario([], [], [field]);
    const doc = JSON.parse(JSON.stringify(scenario));
    doc.ruleset.options = { 'minefield.mf': 11, 'minefieldKind.mf': 'naval', 'minefield.nowhere': 3 };
    const problems = checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error');
    expect(problems.map((p) => p.path)).toEqual(['$.ruleset.options["minefield.mf"]', '$.ruleset.options["minefieldKind.mf"]', '$.ruleset.options["minefield.nowhere"]']);
    expect(problems[0]!.message).toMatch(/1 to 10/);
  });
});
