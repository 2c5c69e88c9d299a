import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkScenarioDocument } from '../../registry.ts';
import { CORE_TABLES } from '../rules-tables.ts';
import { centreOf } from '../state.ts';
import { toInches } from '../scale.ts';
import { wayFor } from '../options/weather-going.ts';
import { moveRefusal, moveUnit, rateCm } from './movement.ts';
import { company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';

const bridge = { id: 'b', kind: 'point' as const, type: 'bridge' as const, x: 30, y: 12, radius: 1 };
// A river across the table at 12", drawn west to east (so it flows east); a company just south of it.
const riverSide = (options: Record<string, string | number | boolean> = {}, red = [company('a', 'red-rifles', 10, 9)]) => startedState(trrScenario(
  red, [company('w', 'white-rifles', 10, 38)], [line('r', 'river', [[0, 12], [60, 12]]), bridge],
  { ruleset: { id: 'ten-rounds-rapid', options } },
));
const acting = (s: ReturnType<typeof riverSide>, id: string) => { const u = unitOf(s, id); u.band = 'any'; return u; };
const north = (s: ReturnType<typeof riverSide>, id: string, cm: number) => { const c = centreOf(unitOf(s, id)); return { x: c.x, y: c.y + toInches(cm) }; };

describe('section 15 "Bridging and Water Crossing"', () => {
  it('without boats a company crosses a river at the impassable column ("take impassable penalties")', () => {
    const s = riverSide();
    const a = acting(s, 'a');
    const way = wayFor(s, 'infantry', centreOf(a), north(s, 'a', 15));
    expect(way.obstacles).toEqual([{ label: 'river', penalties: 3, line: 'r' }]);
    expect(rateCm(a, way)).toBe(20);
  });

  // "Water crossing requires boats, which may either be rowed or powered."
  it('"Water crossing requires boats … Powered boats count as slow tracked vehicles, and rowed ones count as very slow ones"', () => {
    const rowed = riverSide({ 'boats.r': 'rowed' });
    const way = wayFor(rowed, 'infantry', centreOf(unitOf(rowed, 'a')), north(rowed, 'a', 15));
    expect(way.obstacles).toEqual([{ label: 'river by rowed boat (in and out)', penalties: 2, line: 'r' }]);
    expect(rateCm(acting(rowed, 'a'), way)).toBe(20);
    const powered = riverSide({ 'boats.r': 'powered' });
    const a = acting(powered, 'a');
    expect(moveRefusal(powered, a, north(powered, 'a', 28))).toBeNull();
    const events: GameEvent[] = [];
    moveUnit(powered, a, north(powered, 'a', 28), false, forcedDice([1, 2]), events);
    expect(events[0]!.roll!.result).toBe('2 penalties (river by powered boat (in and out)): 30 − 3 = 27 cm left');
  });

  it('"One boat model represents enough boats to lift one company": horse and guns take no boats', () => {
    const s = riverSide({ 'boats.r': 'rowed' }, [company('c', 'red-cavalry', 10, 9)]);
    expect(wayFor(s, 'cavalry', centreOf(unitOf(s, 'c')), north(s, 'c', 15)).closed).toMatch(/may not cross the river/);
  });

  it('"Optionally … roll one D10 and move the boat that far down tide or stream": down the river as it is drawn', () => {
    const s = riverSide({ 'boats.r': 'rowed', 'boatDrift.r': true });
    const a = acting(s, 'a');
    const before = centreOf(a);
    const events: GameEvent[] = [];
    // Penalties 1 and 1 (18 cm of 20 left, 15 wanted); the drift d10 is 7.
    moveUnit(s, a, north(s, 'a', 15), false, forcedDice([1, 1, 7]), events);
    expect(centreOf(a).x - before.x).toBeCloseTo(toInches(7));
    expect(centreOf(a).y - before.y).toBeCloseTo(toInches(15));
    expect(events.find((e) => e.roll?.table === 'boats')!.text).toBe("a's boats drift 7 cm down the river");
  });

  it('an engineers\' bridge (bridgeOpen) spares the crossing only from the move it opens', () => {
    const s = riverSide({ 'bridgeOpen.b': 3 }, [company('a', 'red-rifles', 29, 9), company('c', 'red-cavalry', 29, 7)]);
    const over = (id: string) => { const c = centreOf(unitOf(s, id)); return wayFor(s, id === 'c' ? 'cavalry' : 'infantry', c, { x: 30, y: c.y + toInches(15) }); };
    s.turn = 2;
    expect(over('a').obstacles).toEqual([{ label: 'river (the bridge not built yet)', penalties: 3, line: 'r' }]);
    expect(over('c').closed).toBe('Cavalry, tachanka may not cross the river: the bridge is not built yet');
    s.turn = 3;
    expect(over('a').obstacles).toEqual([]);
    expect(over('c').closed).toBeNull();
  });

  it('serves the boats as a rules table from the game\'s own functions', () => {
    const t = CORE_TABLES.find((x) => x.id === 'boats')!;
    expect(t.lookup({ kind: 'powered', drift: '7' })).toEqual({ ok: true, value: { rate: 30, penalties: 2, driftCm: 7 } });
    expect(t.lookup({ kind: 'sail' })).toMatchObject({ ok: false });
  });

  it('the editor refuses bad boats and bridges by JSON path', () => {
    const doc = JSON.parse(JSON.stringify(riverSide().scenario));
    doc.ruleset.options = { 'boats.r': 'sail', 'boats.nowhere': 'rowed', 'boatDrift.r': 'yes', 'bridgeOpen.b': 0, 'bridgeOpen.r': 2 };
    const errors = checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error').map((p) => [p.path, p.message]);
    expect(errors).toEqual([
      ['$.ruleset.options["boats.r"]', 'boats are one of: rowed, powered'],
      ['$.ruleset.options["boats.nowhere"]', 'boats cross a river or stream; there is no river or stream "nowhere" on the table'],
      ['$.ruleset.options["boatDrift.r"]', '"boatDrift.r" is true or false'],
      ['$.ruleset.options["bridgeOpen.b"]', '"bridgeOpen.b" is the move the bridge opens, a whole number from 1 to 6'],
      ['$.ruleset.options["bridgeOpen.r"]', 'an engineers\' bridge stands at a bridge point; there is no bridge "r" on the table'],
    ]);
  });
});
