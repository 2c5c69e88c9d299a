import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { checkScenarioDocument } from '../../registry.ts';
import { stepGame } from '../step.ts';
import { optionsFor } from '../options.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { sosRefusal } from './sos-fire.ts';
import { readSosPoints } from '../options/sos-options.ts';

// The Reds hold the south; their SOS point is the meadow in front (x 5-15", y 14-18"), where a White company stands.
const meadow = area('meadow', 'fields', 5, 14, 15, 18);
const scenario = (options: Record<string, string | number>) => trrScenario(
  [company('r', 'red-rifles', 8, 6)],
  [company('w', 'white-rifles', 8, 16)],
  [meadow], { ruleset: { id: 'ten-rounds-rapid', options } });
const sos = { 'sos.meadow': 'red', 'sosBatteries.meadow': 2 };

function activated(options: Record<string, string | number> = sos) {
  // Motivation 6 + 6 - 1 (alone) = 11: any action.
  const r = stepGame(startedState(scenario(options), 'red'), { type: 'activate', side: 'red', unitId: 'r', stiffen: false }, forcedDice([6]));
  if (!r.ok) throw new Error(r.error.reason);
  return r.value.state;
}

describe('SOS points (section 14: "Points may also be specified as SOS points, to be fired on a known signal, such as a flare")', () => {
  it('reads the point, 76 mm and one battery unless given, and refuses bad ones by JSON path', () => {
    expect(readSosPoints(scenario(sos))).toEqual([{ areaId: 'meadow', side: 'red', calibreMm: 76, batteries: 2 }]);
    const doc = JSON.parse(JSON.stringify(scenario({ 'sos.nowhere': 'red', 'sosBatteries.meadow': 4, 'sosCalibre.marsh': 76 })));
    const problems = checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error');
    expect(problems.map((p) => p.path)).toEqual([
      '$.ruleset.options["sos.nowhere"]', '$.ruleset.options["sosBatteries.meadow"]', '$.ruleset.options["sosBatteries.meadow"]',
      '$.ruleset.options["sosCalibre.marsh"]', '$.ruleset.options["sosCalibre.marsh"]',
    ]);
    expect(problems[1]!.message).toMatch(/1 to 3 batteries/);
  });

  it('a company that sees the enemy at its SOS point may signal by flare, "requested as per requested fire above" (4+)', () => {
    const s = activated();
    expect(optionsFor(s).map((c) => c.label)).toEqual(['r: signal the SOS mission on meadow', 'r: call no fire this move']);
    // The flare: 3, refused.
    const failed = stepGame(s, { type: 'sos', side: 'red', unitId: 'r', areaId: 'meadow' }, forcedDice([3]));
    expect(failed.ok && failed.value.events[0]!.roll).toMatchObject({ table: 'fire-request', column: 'flare', dice: [3], result: 'request failed' });
  });

  // "Where more than one battery is firing at the same target use the same scatter roll the areas covered may be superimposed":
  // one direction and one distance for both batteries, the areas laid on each other. "The test may be taken per battery,
  // or per target as the players wish": here per target, one roll for the mission.
  it('"The entire mission will fire on request, and may be planned for more than one battery": the factors are added', () => {
    // Flare 4; unobserved (no OP team sees the point), so it scatters: direction 1 (over) by 1 × 3 cm; the company is
    // still under the area; its casualty rolls, then specialist rolls.
    const r = stepGame(activated(), { type: 'sos', side: 'red', unitId: 'r', areaId: 'meadow' }, forcedDice([4, 1, 1, 10, 10, 1, 1, 1, 1, 1, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.reason);
    const shot = r.value.events.find((e) => e.kind === 'shot')!;
    expect(shot.text).toBe("The 2 76 mm batteries' fire falls on w: basic factor 8 (battery 1 (76 mm)) + 8 (battery 2 (76 mm)) = 16; column C: final fire factor 16");
    expect(r.value.state.artillery.sosFired.meadow).toEqual([1]);
  });

  it('a point an OP team sees is observed fire: "+ 2" on the landing roll for each earlier turn of fire at it', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 8, 6), { id: 'op', troopType: 'red-observer', x: 12, y: 6 }], [company('w', 'white-rifles', 8, 16)], [meadow], { ruleset: { id: 'ten-rounds-rapid', options: sos } }), 'red');
    s.turn = 2;
    s.artillery.sosFired.meadow = [1];
    const a = stepGame(s, { type: 'activate', side: 'red', unitId: 'r', stiffen: false }, forcedDice([6]));
    if (!a.ok) throw new Error(a.error.reason);
    // Flare 5; landing roll 7 + 2 = 9: on target.
    const r = stepGame(a.value.state, { type: 'sos', side: 'red', unitId: 'r', areaId: 'meadow' }, forcedDice([5, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.value.events.find((e) => e.roll?.table === 'indirect-scatter')!.roll).toMatchObject({ column: 'observed', dice: [7], total: 9, result: 'on target' });
  });

  it('fires once a move: "Off table weapons fire once per move"', () => {
    const s = activated();
    s.artillery.sosFired.meadow = [1];
    expect(optionsFor(s).map((c) => c.action.type)).not.toContain('sos');
  });

  it('"unless over 240 mm calibre which may fire only every other move"', () => {
    const s = activated({ ...sos, 'sosCalibre.meadow': 305 });
    s.turn = 2;
    s.artillery.sosFired.meadow = [1];
    expect(sosRefusal(s, unitOf(s, 'r'), 'meadow')).toMatch(/every other move/);
    s.turn = 3;
    expect(sosRefusal(s, unitOf(s, 'r'), 'meadow')).toBeNull();
  });

  it('is not offered while no enemy stands at the point', () => {
    const s = startedState(scenario(sos), 'red');
    s.units.find((u) => u.id === 'w')!.pieces = [{ x: 40, y: 30, facing: 0, figures: 2 }];
    const r = stepGame(s, { type: 'activate', side: 'red', unitId: 'r', stiffen: false }, forcedDice([6]));
    expect(r.ok && r.value.state.artillery.calling).toBeNull();
  });
});
