import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { startGame } from '../../../engine/game.ts';
import { chooseAction } from '../../../ai/index.ts';
import { tenRoundsRapid as trr } from '../index.ts';
import { company, trrScenario } from '../test-fixtures.ts';
import { checkScenario } from '../check-scenario.ts';
import type { AirAction } from '../actions.ts';
import type { TrrState } from '../state.ts';

// A Red company in the open at the south; the Whites (attacking, from the north) have air support.
const scenario = (options: Record<string, string | number | boolean>, overrides = {}) => trrScenario(
  [company('r', 'red-rifles', 10, 10)],
  [company('w', 'white-rifles', 30, 36)],
  [], { ruleset: { id: 'ten-rounds-rapid', options }, ...overrides },
);

const paths = (options: Record<string, string | number | boolean>, overrides = {}) => checkScenario(scenario(options, overrides)).filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`);

describe('section 17 "Aircraft Operations" as a scenario option', () => {
  it('refuses values out of range by their JSON path', () => {
    expect(paths({ 'aircraft.white': 'light-bomber', 'aircraftFlights.white': 2, 'aircraftAltitude.white': 'medium', 'aircraftArmoured.white': true })).toEqual([]);
    expect(paths({ 'aircraft.white': 'zeppelin' })).toEqual([expect.stringMatching(/^\$\.ruleset\.options\["aircraft\.white"\]: a side's aircraft are one of: scout, light-bomber, heavy-bomber/)]);
    expect(paths({ 'aircraft.white': 'scout', 'aircraftFlights.white': 11 })).toEqual([expect.stringMatching(/^\$\.ruleset\.options\["aircraftFlights\.white"\]: flights are a whole number from 1 to 10/)]);
    expect(paths({ 'aircraftAltitude.red': 'low' })).toEqual([expect.stringMatching(/^\$\.ruleset\.options\["aircraftAltitude\.red"\]: .*needs "aircraft\.red"/)]);
    expect(paths({ 'aircraft.blue': 'scout' })).toEqual([expect.stringMatching(/^\$\.ruleset\.options\["aircraft\.blue"\]: aircraft support a side/)]);
    expect(paths({ 'aircraft.white': 'scout' }, { timeOfDay: 'night' })).toEqual([expect.stringMatching(/no attacks at night/)]);
  });

  it('"Aircraft attack during the first phase of the move": the side with flights decides before the initiative', () => {
    const { state } = trr.setup(scenario({ 'aircraft.white': 'scout' }), forcedDice([]));
    expect(trr.pending(state)).toMatchObject({ side: 'white', kind: 'air' });
    expect(trr.options(state).map((c) => c.label)).toEqual(['scouts: bomb r', 'scouts: dive-bomb r', 'scouts: strafe r', 'scouts: keep them back this move']);
    const light = trr.setup(scenario({ 'aircraft.white': 'light-bomber' }), forcedDice([])).state;
    expect(trr.options(light).some((c) => /strafe/.test(c.label))).toBe(false);
    expect(trr.step(light, { type: 'air', side: 'white', targetId: 'r', attack: 'strafe' }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: 'only scouts strafe' } });
  });

  it('"One model represents one flight, and makes one attack": a light bomber on target bombs at factor 6 as an artillery barrage', () => {
    const { state } = trr.setup(scenario({ 'aircraft.white': 'light-bomber' }), forcedDice([]));
    // AA d10 1 (the target's 1 + 1 - 3 scores nothing), bombing d10 9 (on target), casualty d10 10, then the rest.
    const r = trr.step(state, { type: 'air', side: 'white', targetId: 'r', attack: 'bomb' }, forcedDice([1, 9, 10, 1, 1, 1, 1, 1, 1, 1, 1, 6, 2]));
    if (!r.ok) throw new Error(r.error.reason);
    const text = r.value.events.map((e) => e.text);
    expect(text).toContain('r fire at the aircraft: no damage');
    expect(text).toContainEqual(expect.stringMatching(/^Whites' light bombers bomb r: on target$/));
    expect(text).toContainEqual(expect.stringMatching(/^The bombs fall on r: .*6/));
    const after = r.value.state.units.find((u) => u.id === 'r')!;
    expect(after.figures).toBeLessThan(8);
    expect(r.value.state.air.flightsLeft.white).toBe(0);
    expect(trr.pending(r.value.state)).toMatchObject({ kind: 'activate' });
  });

  it('"Three damage markers abort the model fired at. It will crash on a 5 or less": no bombs fall', () => {
    const { state } = trr.setup(scenario({ 'aircraft.white': 'light-bomber' }), forcedDice([]));
    // The target rolls 10: 10 + 1 - 3 = 8, three hits; the crash roll 4.
    const r = trr.step(state, { type: 'air', side: 'white', targetId: 'r', attack: 'bomb' }, forcedDice([10, 4, 6, 2]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.value.events.map((e) => e.text)).toContain('The light bomber flight aborts its attack: it crashes');
    expect(r.value.state.units.find((u) => u.id === 'r')!.figures).toBe(8);
  });

  it('"restricted to the target of an attack, and specialist AA units": an AA Maxim 25 cm off fires at factor 2, + 1 at low altitude', () => {
    const sc = trrScenario([company('r', 'red-rifles', 10, 10), { id: 'aa', troopType: 'red-aa-mg', x: 20, y: 10 }], [company('w', 'white-rifles', 30, 36)], [], { ruleset: { id: 'ten-rounds-rapid', options: { 'aircraft.white': 'light-bomber' } } });
    const { state } = trr.setup(sc, forcedDice([]));
    // The target's d10 1 (nothing), the AA platoon's 8: 8 + 2 + 1 - 3 = 8, three markers: the attack aborts; crash roll 9.
    const r = trr.step(state, { type: 'air', side: 'white', targetId: 'r', attack: 'bomb' }, forcedDice([1, 8, 9, 6, 2]));
    if (!r.ok) throw new Error(r.error.reason);
    const aa = r.value.events.find((e) => e.unitId === 'aa')!;
    expect(aa.text).toBe('aa fire at the aircraft: 3 damage markers');
    expect(aa.roll).toMatchObject({ total: 8, modifiers: [{ label: 'strike value, Lt AA MG', value: 2 }, { label: 'defence value', value: -3 }, { label: 'low altitude', value: 1 }] });
    expect(r.value.events.map((e) => e.text)).toContain('The light bomber flight aborts its attack: it limps home');
  });

  it('both sides\' scouts over the table: "both roll a D10. The higher scorer may attack … limited Strafing attacks"', () => {
    const both = scenario({ 'aircraft.white': 'scout', 'aircraft.red': 'scout' });
    const { state } = trr.setup(both, forcedDice([]));
    const sent = trr.step(state, { type: 'air', side: 'white', targetId: 'r', attack: 'bomb' }, forcedDice([]));
    if (!sent.ok) throw new Error(sent.error.reason);
    expect(trr.pending(sent.value.state)).toMatchObject({ side: 'red', kind: 'air' });
    // Red 3, White 7 (the sorties in the order sent: White first): White strafes; the target's AA d10 1, casualties 1.
    const r = trr.step(sent.value.state, { type: 'air', side: 'red', targetId: 'w', attack: 'strafe' }, forcedDice([7, 3, 1, 1, 6, 2]));
    if (!r.ok) throw new Error(r.error.reason);
    const text = r.value.events.map((e) => e.text);
    expect(text).toContain('Reds\' aircraft are driven off: the side rolling 7 attacks, strafing only');
    expect(text).toContain('Whites\' aircraft jettisoned their bombs in the fight: they strafe');
    expect(text).toContainEqual(expect.stringMatching(/^The aircraft strafe r: .*Twin tripod mounted MG\/HMG/));
    expect(r.value.state.air.flightsLeft).toEqual({ red: 0, white: 0 });
  });

  it('the AI sends its flight: it bombs rather than keeping its aircraft back', () => {
    const sc = scenario({ 'aircraft.white': 'heavy-bomber', 'aircraftAltitude.white': 'medium' });
    const game = startGame(trr, sc, 5).state;
    // On the open table: under fog of war the Whites have not located the company, and bomb only what they know of.
    const d = chooseAction(trr, game, sc, 'white', { difficulty: 'normal', seed: 3, fog: false });
    expect((d.action as AirAction).targetId).toBe('r');
  });

  it('with nothing to attack, or no flights left, no air phase is offered', () => {
    const { state } = trr.setup(scenario({}), forcedDice([6, 2]));
    expect((state as TrrState).phase).toBe('activate');
  });
});
