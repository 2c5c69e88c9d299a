import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { redsVersusReds as rvr } from '../index.ts';
import type { RvrAction } from '../actions.ts';
import type { RvrState } from '../state.ts';
import { deepFreeze, row, rvrScenario } from '../test-fixtures.ts';

const scenario = () => rvrScenario(
  [
    { id: 'r1', troopType: 'red-infantry', at: row(3, 5, 5) },
    { id: 'r2', troopType: 'red-sailors', at: row(3, 20, 5) },
    { id: 'boss', troopType: 'red-commander', at: [[12, 2]] },
  ],
  [{ id: 'w1', troopType: 'peoples-army', at: row(3, 5, 44), facing: 180 }, { id: 'wboss', troopType: 'komuch-commander', at: [[12, 46]], facing: 180 }],
);

function play(state: RvrState, actions: RvrAction[], dice = forcedDice(Array(60).fill(3))): RvrState {
  let s = state;
  for (const a of actions) {
    const r = rvr.step(s, a, dice);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.reason}`);
    s = r.value.state;
  }
  return s;
}
const start = () => rvr.setup(scenario(), forcedDice([])).state;
const hold = (side: 'red' | 'white', unitId: string): RvrAction => ({ type: 'hold', side, unitId });

describe('order of play (Reds versus Reds, "Order of play")', () => {
  it('"The attacker begins by moving one unit of his choice"', () => {
    expect(rvr.pending(start())).toMatchObject({ side: 'red', kind: 'activate', unitIds: ['r1', 'r2'] });
  });

  it('"The defender now moves one unit"; a declaration that a unit will not move counts as its move', () => {
    const s = play(start(), [hold('red', 'r1')]);
    expect(rvr.pending(s)).toMatchObject({ side: 'white', unitIds: ['w1'] });
  });

  it('“Repeat these two steps until all the units on both sides that wish to move have done so”: "If one player has moved all his units ... the other player now moves all of his remaining units"', () => {
    const s = play(start(), [hold('red', 'r1'), hold('white', 'w1')]);
    expect(rvr.pending(s)).toMatchObject({ side: 'red', unitIds: ['r2'] });
  });

  it('independent figures move afterwards, attacker first', () => {
    const s = play(start(), [hold('red', 'r1'), hold('white', 'w1'), hold('red', 'r2')]);
    expect(rvr.pending(s)).toMatchObject({ side: 'red', kind: 'activate', unitIds: ['boss'] });
    expect(rvr.view(s).phase).toBe('movement: independent figures');
  });

  it('moving is two decisions: dice for the move, then place the figures', () => {
    const s = play(start(), [{ type: 'activate', side: 'red', unitId: 'r1', going: 'open' }], forcedDice([4, 3]));
    expect(rvr.pending(s)).toMatchObject({ side: 'red', kind: 'place', unitIds: ['r1'] });
    expect(s.activation).toMatchObject({ unitId: 'r1', open: 7 });
    const wrong = rvr.step(s, hold('red', 'r2'), forcedDice([]));
    expect(wrong.ok).toBe(false);
    const placed = rvr.step(s, { type: 'place', side: 'red', unitId: 'r1', figures: [{ id: 'r1/1', x: 5, y: 12, facing: 0 }, { id: 'r1/2', x: 6.5, y: 12, facing: 0 }, { id: 'r1/3', x: 8, y: 12, facing: 0 }] }, forcedDice([]));
    expect(placed.ok && rvr.pending(placed.value.state)).toMatchObject({ side: 'white' });
  });

  it('refuses an action from the side whose decision it is not, with a reason', () => {
    const r = rvr.step(start(), hold('white', 'w1'), forcedDice([]));
    expect(r.ok ? null : r.error.reason).toMatch(/red's decision/);
  });

  it('step never changes the state it is given (deep-frozen input)', () => {
    const frozen = deepFreeze(start());
    const r = rvr.step(frozen, { type: 'activate', side: 'red', unitId: 'r1', going: 'open' }, forcedDice([4, 3]));
    expect(r.ok).toBe(true);
    const next = r.ok ? deepFreeze(r.value.state) : frozen;
    const placed = rvr.step(next, { type: 'place', side: 'red', unitId: 'r1', figures: [{ id: 'r1/1', x: 5, y: 11, facing: 0 }, { id: 'r1/2', x: 6.5, y: 11, facing: 0 }, { id: 'r1/3', x: 8, y: 11, facing: 0 }] }, forcedDice([]));
    expect(placed.ok).toBe(true);
  });

  it('the state is plain JSON', () => {
    const s = start();
    const { scenario: _s, ...rest } = s;
    expect(JSON.parse(JSON.stringify(rest))).toEqual(rest);
  });

  it('every action parses with the action schema; a malformed one does not', () => {
    expect(rvr.actionSchema.safeParse({ type: 'activate', side: 'red', unitId: 'r1', going: 'open' }).success).toBe(true);
    expect(rvr.actionSchema.safeParse({ type: 'activate', side: 'red', unitId: 'r1', going: 'fast' }).success).toBe(false);
    expect(rvr.actionSchema.safeParse({ type: 'hold', unitId: 'r1' }).success).toBe(false);
  });

  it('a whole quiet turn runs through shooting, combat and morale to turn 2', () => {
    const s = play(start(), [hold('red', 'r1'), hold('white', 'w1'), hold('red', 'r2'), hold('red', 'boss'), hold('white', 'wboss')]);
    expect(s.turn).toBe(2);
    expect(rvr.pending(s)).toMatchObject({ side: 'red', kind: 'activate' });
  });
});

describe('victory and special rules', () => {
  it('the game ends after the last turn with the scenario\'s turn-limit winner', () => {
    let s = start();
    for (let turn = 1; turn <= 6; turn++) s = play(s, [hold('red', 'r1'), hold('white', 'w1'), hold('red', 'r2'), hold('red', 'boss'), hold('white', 'wboss')]);
    expect(rvr.outcome(s)).toMatchObject({ winner: 'white' });
    expect(rvr.pending(s)).toBeNull();
  });

  it('a side with no fighting unit left loses at the end of the turn', () => {
    const s = start();
    const draftState: RvrState = { ...s, units: s.units.map((u) => (u.id === 'w1' ? { ...u, status: 'routed' as const, figures: [] } : u)) };
    const after = play(draftState, [hold('red', 'r1'), hold('red', 'r2'), hold('red', 'boss'), hold('white', 'wboss')]);
    expect(rvr.outcome(after)).toMatchObject({ winner: 'red' });
  });

  it('a withdrawing unit may not declare that it stays while it can still fall back', () => {
    const sc = rvrScenario([{ id: 'r1', troopType: 'red-infantry', at: row(3, 5, 5) }], [{ id: 'cz', troopType: 'czech-legion', tags: ['czech'], at: row(3, 5, 30), facing: 180 }], {
      specialRules: [{ id: 'go', title: 'The Czechs fall back', units: { side: 'white', tags: ['czech'] }, trigger: { type: 'always' }, behaviour: { type: 'withdraw', toward: 'baseline', initiateCombat: false } }],
    });
    let s = rvr.setup(sc, forcedDice([])).state;
    s = play(s, [hold('red', 'r1')]);
    expect(rvr.step(s, hold('white', 'cz'), forcedDice([])).ok).toBe(false);
    s = play(s, [{ type: 'activate', side: 'white', unitId: 'cz', going: 'open' }], forcedDice([2, 2]));
    const options = rvr.options(s);
    expect(options.every((o) => o.action.type === 'place' && o.action.figures.every((f) => f.y >= 30))).toBe(true);
    const forward = rvr.step(s, { type: 'place', side: 'white', unitId: 'cz', figures: [{ id: 'cz/1', x: 5, y: 28, facing: 180 }] }, forcedDice([]));
    expect(forward.ok ? '' : forward.error.reason).toMatch(/withdrawing|fall back/);
  });
});

describe('the table view', () => {
  it('draws every figure as a base, with morale markers, ratings and strength', () => {
    const s = start();
    const shaken: RvrState = { ...s, units: s.units.map((u) => (u.id === 'r2' ? { ...u, moraleMarkers: 2, figures: u.figures.slice(1) } : u)) };
    const view = rvr.view(shaken);
    const r2 = view.units.find((u) => u.id === 'r2')!;
    expect(r2).toMatchObject({ troopClass: 'infantry', markers: [{ kind: 'morale-failure', count: 2 }], strength: { now: 2, start: 3, unit: 'figures' } });
    expect(r2.bases).toHaveLength(2);
    expect(r2.stats).toMatchObject({ 'Tactical Rating': 2, 'Morale Rating': 4 });
    expect(view.units.find((u) => u.id === 'boss')!.officers).toEqual([{ id: 'boss', name: 'boss', rank: 'commander' }]);
    expect(view).toMatchObject({ turn: 1, turnLimit: 6, phase: 'movement: units', zones: [] });
  });

  it('shows a strike on its way as a 4″ zone', () => {
    const s = start();
    const view = rvr.view({ ...s, observer: { ...s.observer, strike: { aim: { x: 10, y: 10 }, requestedTurn: 1 } } });
    expect(view.zones).toEqual([expect.objectContaining({ kind: 'strike-incoming', centre: { x: 10, y: 10 }, radius: 4 })]);
  });
});
