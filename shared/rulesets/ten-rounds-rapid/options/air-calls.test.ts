import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { tenRoundsRapid as trr } from '../index.ts';
import { company, trrScenario } from '../test-fixtures.ts';
import type { TrrState } from '../state.ts';

// A Red company in the open; a White OP team (telephone) in sight of it; the Whites have one flight of light bombers.
const scenario = trrScenario([company('r', 'red-rifles', 10, 10)], [{ id: 'op', troopType: 'white-observer', x: 12, y: 22 }, company('w', 'white-rifles', 40, 36)], [], { ruleset: { id: 'ten-rounds-rapid', options: { 'aircraft.white': 'light-bomber' } } });
const ALTERNATE = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 6 : 2));

/** The OP team activated (motivation 5 + 6 = 11), its call due; the flight kept back in the first phase. */
function calling(): TrrState {
  const { state } = trr.setup(scenario, forcedDice([]));
  const kept = trr.step(state, { type: 'air', side: 'white', targetId: null, attack: null }, forcedDice([2, 6]));
  if (!kept.ok) throw new Error(kept.error.reason);
  const active = trr.step(kept.value.state, { type: 'activate', side: 'white', unitId: 'op', stiffen: false }, forcedDice([5]));
  if (!active.ok) throw new Error(active.error.reason);
  return active.value.state;
}

describe('section 17: air attacks "requested … using the rules for indirect fire"', () => {
  it('an OP team, as it is activated, may call its side\'s aircraft onto an enemy it sees', () => {
    const state = calling();
    expect(trr.pending(state)).toMatchObject({ kind: 'call', unitIds: ['op'] });
    expect(trr.options(state).map((c) => c.label)).toEqual(expect.arrayContaining(['op: call the light bombers to bomb r', 'op: call the light bombers to dive-bomb r', 'op: call no fire this move']));
  });

  it('"Both require a 4 or better on a D10": granted, the flight is spent and attacks at once', () => {
    // Request 4; the target fires back (1: nothing); the bombs land on target (9); then the casualty rolls.
    const r = trr.step(calling(), { type: 'call-air', side: 'white', unitId: 'op', targetId: 'r', attack: 'bomb' }, forcedDice([4, 1, 9, ...ALTERNATE]));
    if (!r.ok) throw new Error(r.error.reason);
    const text = r.value.events.map((e) => e.text);
    expect(r.value.events[0]).toMatchObject({ text: 'op call the light bombers onto r: a flight comes', roll: { table: 'fire-request', target: '4+', total: 4, result: 'the aircraft attack' } });
    expect(text).toContain('Whites\' light bombers bomb r: on target');
    expect(r.value.state.air.flightsLeft.white).toBe(0);
    expect(r.value.state.units.find((u) => u.id === 'r')!.figures).toBeLessThan(8);
    // No flights left: no more calls for aircraft.
    expect(trr.options(r.value.state).some((c) => c.action.type === 'call-air')).toBe(false);
  });

  it('refused (3 on the d10), no flight is spent', () => {
    const r = trr.step(calling(), { type: 'call-air', side: 'white', unitId: 'op', targetId: 'r', attack: 'bomb' }, forcedDice([3]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.value.events.map((e) => e.text)).toEqual(['op call the light bombers onto r: no answer']);
    expect(r.value.state.air.flightsLeft.white).toBe(1);
  });

  it('refuses an attack the type does not make, and a unit that is not an enemy the observer sees', () => {
    const state = calling();
    expect(trr.step(state, { type: 'call-air', side: 'white', unitId: 'op', targetId: 'r', attack: 'strafe' }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: 'light bombers do not strafe' } });
    expect(trr.step(state, { type: 'call-air', side: 'white', unitId: 'op', targetId: 'w', attack: 'bomb' }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: 'the observer must see the target' } });
  });
});
