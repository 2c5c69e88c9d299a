import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkScenario } from '../check-scenario.ts';
import { sees } from '../observation/observation.ts';
import { cloudsMove } from '../combat/smoke-and-gas.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { SMOKE_POTS_TABLE, laySmokePots } from './smoke-pots.ts';

const scenario = (options: Record<string, string | number | boolean>, blue = true) => trrScenario(
  [company('reds', 'red-rifles', 20, 10)],
  [company('whites', blue ? 'blue-rifles' : 'white-rifles', 20, 10 + 40 / 2.54)],
  [area('valley', 'fields', 10, 16, 30, 22)], { ruleset: { id: 'ten-rounds-rapid', options } },
);

describe('section 16 "Pots. These are used to mask areas of terrain, and must be set up before a game"', () => {
  it('"They lay a screen 20 cm long per pot,, and last 2 D10 moves": across the table through the area\'s centre', () => {
    const s = startedState(scenario({ 'smokePots.valley': 2, 'smokePotsSide.valley': 'white' }));
    s.turn = 0;
    const events: GameEvent[] = [];
    const reds = unitOf(s, 'reds'), whites = unitOf(s, 'whites');
    s.located.red = ['whites'];
    expect(sees(s, reds, whites)).toBe(true);
    laySmokePots(s, forcedDice([3, 4]), events);
    expect(events[0]!.text).toBe('Whites\' 2 smoke pots lay a screen 40 by 4 cm over the area, until the end of move 7');
    expect(events[0]!.roll).toMatchObject({ table: 'smoke-pots', dice: [3, 4], total: 7, rule: 'Ten Rounds Rapid: 16 Smoke: pots' });
    expect(s.artillery.clouds[0]).toMatchObject({ kind: 'smoke', centre: { x: 20, y: 19 }, heading: 90, alongCm: 40, acrossCm: 4, until: 7 });
    expect(sees(s, reds, whites)).toBe(false);
    s.turn = 8;
    cloudsMove(s, forcedDice([]), []);
    expect(sees(s, reds, whites)).toBe(true);
    expect(SMOKE_POTS_TABLE.lookup({ pots: '2', rolls: '3,4' })).toEqual({ ok: true, value: { lengthCm: 40, moves: 7 } });
  });

  it('"Smoke may only be used by Blue Armies", over an area that exists, each option with its partner', () => {
    const errors = (o: Record<string, string | number | boolean>, blue = true) => checkScenario(scenario(o, blue)).filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`);
    expect(errors({ 'smokePots.valley': 2, 'smokePotsSide.valley': 'white' })).toEqual([]);
    expect(errors({ 'smokePots.valley': 2, 'smokePotsSide.valley': 'white' }, false)).toEqual(['$.ruleset.options["smokePotsSide.valley"]: smoke "may only be used by Blue Armies": the white side fields no interventionists']);
    expect(errors({ 'smokePots.hill': 11 })).toEqual([
      '$.ruleset.options["smokePots.hill"]: smoke pots mask an area; there is no area "hill" on the table',
      '$.ruleset.options["smokePots.hill"]: smoke pots are a whole number from 1 to 10 (20 cm of screen each)',
      '$.ruleset.options["smokePots.hill"]: "smokePots.hill" needs "smokePotsSide.hill": the side that sets the pots',
    ]);
  });
});
