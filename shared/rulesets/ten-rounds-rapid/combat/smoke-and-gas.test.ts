import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkScenarioDocument } from '../../registry.ts';
import { initialState } from '../state.ts';
import { startMove } from '../sequence.ts';
import { sees } from '../observation/observation.ts';
import { motivationModifiers } from '../motivation/motivation.ts';
import { moveUnit } from '../movement/movement.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { cloudsMove, releaseGas } from './smoke-and-gas.ts';
import { toInches } from '../scale.ts';

// Interventionists (a Blue army) hold the north; a Red company and a Red OP team face them across the gap.
const gap = area('gap', 'fields', 8, 18, 12, 22);
const options = (ammunition: string, extra: Record<string, string | number> = {}) => ({ 'plannedFire.gap': 1, 'plannedFireSide.gap': 'white', 'plannedFireAmmunition.gap': ammunition, ...extra });
const scenario = (o: Record<string, string | number>, white = 'blue-rifles') => trrScenario(
  [{ id: 'rop', troopType: 'red-observer', x: 10, y: 14 }],
  [company('w', white, 8, 30), { id: 'wop', troopType: white === 'blue-rifles' ? 'blue-observer' : 'white-observer', x: 14, y: 30 }],
  [gap], { ruleset: { id: 'ten-rounds-rapid', options: o } });

const errors = (o: Record<string, string | number>, white = 'blue-rifles') =>
  checkScenarioDocument(JSON.parse(JSON.stringify(scenario(o, white)))).problems.filter((p) => p.severity === 'error');

describe('Smoke and gas as planned ammunition (option "plannedFireAmmunition.<area id>")', () => {
  it('"Smoke may only be used by Blue Armies"; "guns of 60 mm to 160 mm"; gas "moves downwind", so it needs the wind', () => {
    expect(errors(options('smoke'))).toEqual([]);
    expect(errors(options('smoke'), 'white-rifles').map((p) => p.message)).toEqual([expect.stringMatching(/Blue Armies.*no interventionists/)]);
    expect(errors(options('phosphorus', { 'plannedFireCalibre.gap': 203 })).map((p) => p.message)).toEqual([expect.stringMatching(/60 to 160 mm/)]);
    expect(errors(options('gas')).map((p) => p.path)).toEqual(['$.ruleset.options["plannedFireAmmunition.gap"]']);
    expect(errors(options('gas', { windToward: 'south' }))).toEqual([]);
    // "Only Blue Armies the ability to fire gas."
    expect(errors(options('gas', { windToward: 'south' }), 'white-rifles').map((p) => p.message)).toEqual([expect.stringMatching(/^gas .*Blue Armies.*no interventionists/)]);
    expect(errors(options('napalm')).map((p) => p.message)).toEqual([expect.stringMatching(/one of: he-or-shrapnel/)]);
  });
});

describe('16 Smoke: "other covers 2 such squares" and "lasts for 3 moves"; smoke blocks sight', () => {
  it('a screen across the gap hides the Whites from the Red OP team until it lifts', () => {
    const s = initialState(scenario(options('smoke')));
    const w = unitOf(s, 'w'), rop = unitOf(s, 'rop');
    s.turn = 1;
    expect(sees(s, rop, w)).toBe(true);
    const events: GameEvent[] = [];
    // Move 1's plan: observed by the Blue OP team; the landing roll 9 is on target. Then the initiative.
    s.turn = 0;
    startMove(s, forcedDice([9, 7, 3]), events);
    expect(s.artillery.clouds).toMatchObject([{ kind: 'smoke', alongCm: 4, acrossCm: 8, until: 3 }]);
    expect(events.some((e) => /smoke screen 4 by 8 cm lies until the end of move 3/.test(e.text))).toBe(true);
    expect(sees(s, rop, w)).toBe(false);
    s.turn = 3;
    cloudsMove(s, forcedDice([]), []);
    expect(sees(s, rop, w)).toBe(false);
    s.turn = 4;
    cloudsMove(s, forcedDice([]), []);
    expect(s.artillery.clouds).toEqual([]);
    expect(sees(s, rop, w)).toBe(true);
  });

  it('"Phosphorus covers one 4 cm square … lasts for 2 moves"', () => {
    const s = initialState(scenario(options('phosphorus')));
    startMove(s, forcedDice([9, 7, 3]), []);
    expect(s.artillery.clouds).toMatchObject([{ kind: 'phosphorus', alongCm: 4, acrossCm: 4, until: 2 }]);
  });
});

describe('14 Gas', () => {
  // A Red company dug into woods under the gas, and a Red tank beside it.
  const gassed = () => {
    const s = startedState(trrScenario(
      [company('r', 'red-rifles', 10, 20), { id: 'tank', troopType: 'red-renault', x: 11, y: 21 }],
      [company('w', 'blue-rifles', 10, 35)],
      [area('wood', 'woods', 5, 15, 20, 25)], { ruleset: { id: 'ten-rounds-rapid', options: { windToward: 'south' } } }));
    return s;
  };

  // "Use the normal factors for the firing weapon when resolving attacks, except that armour is always hit." "For unprepared foot or open vehicles 0"
  it('"Gas ignores cover modifiers"; "armour is always hit", "unprepared enclosed armoured vehicles - 2"', () => {
    const s = gassed();
    const events: GameEvent[] = [];
    // The company: casualty roll 8 at the 84 mm factor, no cover shift; its specialist roll. The tank: its hit effect 9 - 2 = 7.
    releaseGas(s, 'white', 84, { x: 11.5, y: 20 }, 180, forcedDice([8, 1, 9]), events);
    // The woods would shift the column for HE; gas reads column C as it stands.
    expect(events.find((e) => e.kind === 'shot')!.text).toBe('Gas falls on r (unprepared foot): basic factor 7 (84 mm gas); column C: final fire factor 7');
    expect(events.find((e) => e.roll?.table === 'armour-under-fire')!.roll!.result).toBe('hit: gas always reaches armour');
    expect(events.find((e) => e.roll?.table === 'casualties')!.roll!.modifiers).toEqual([]);
    expect(events.find((e) => e.roll?.table === 'afv-hit-effects')!.roll).toMatchObject({ dice: [9], total: 7, modifiers: [{ label: 'unprepared enclosed armour', value: -2 }] });
  });

  it('"It moves downwind 1 D10 cm per move, and remains for the rest of the game"; those it reached are prepared (- 2) and "take a move penalty"', () => {
    const s = gassed();
    releaseGas(s, 'white', 84, { x: 10, y: 20 }, 180, forcedDice([10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]), []);
    const r = unitOf(s, 'r');
    expect(s.artillery.masked).toContain('r');
    expect(motivationModifiers(s, r)).toContainEqual({ label: 'under flame or gas attack', value: -2 });
    const events: GameEvent[] = [];
    s.turn = 2;
    // Drift 2 cm south; then the company, prepared, rolls 5 - 2 = 3 (its specialist dice follow).
    cloudsMove(s, forcedDice([2, 5, 10, 10, 10, 10]), events);
    expect(s.artillery.clouds[0]!.centre.y).toBeCloseTo(20 - toInches(2));
    expect(events.find((e) => e.roll?.table === 'gas')!.roll!.result).toBe('drifts 2 cm downwind');
    expect(events.find((e) => e.roll?.table === 'casualties')!.roll).toMatchObject({ dice: [5], total: 3, modifiers: [{ label: 'prepared foot troops', value: -2 }] });
    // "For prepared enclosed armour - 4 (Blue and White Elite armour - 6)": the Red tank, gassed before, is prepared.
    expect(events.find((e) => e.roll?.table === 'afv-hit-effects')!.roll!.modifiers).toEqual([{ label: 'prepared enclosed armour', value: -4 }]);
    const move: GameEvent[] = [];
    moveUnit(s, r, { x: 10, y: 10 }, false, forcedDice([1, 1, 1, 1]), move);
    expect(move[0]!.roll!.result).toMatch(/gas masks/);
  });
});
