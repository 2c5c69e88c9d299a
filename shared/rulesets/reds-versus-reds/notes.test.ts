import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../testing/forced-dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import { redsVersusReds as rvr } from './index.ts';
import { NOTES } from './notes.ts';
import { placeFigures } from './movement/placement.ts';
import { eligibleTargets, toHitModifiers } from './fire/shooting.ts';
import { requestStrike, strikeArrives, mayRequest } from './fire/artillery.ts';
import { resolveFire } from './fire/fire.ts';
import { canSee, pathGoing, terrainOf } from './terrain/terrain.ts';
import { figuresOnTable } from './troops/figures.ts';
import { figureOf, row, rvrScenario, stateOf, unitOf } from './test-fixtures.ts';
import type { RvrState } from './state.ts';

const area = (id: string, type: string, x0: number, y0: number, x1: number, y1: number) => ({ id, kind: 'area', type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });
const placed = (state: RvrState, id: string) => figuresOnTable(state).find((f) => f.figure.id === id)!;

describe('decisions where the text is silent (README and in-app notes)', () => {
  it('every note has an id, a topic and a decision', () => {
    expect(new Set(NOTES.map((n) => n.id)).size).toBe(NOTES.length);
    for (const n of NOTES) expect(n.topic.length * n.decision.length).toBeGreaterThan(0);
  });

  it('independent-units: HMGs and field guns move in the unit sequence (“Like an HMG, each field gun counts as an independent unit”), commanders and observers after it', () => {
    const s = rvrScenario([{ id: 'mg', troopType: 'red-maxim', at: [[5, 5]] }, { id: 'boss', troopType: 'red-commander', at: [[9, 5]] }],
      [{ id: 'gun', troopType: 'komuch-field-gun', at: [[5, 40]] }, { id: 'obs', troopType: 'czech-observer', at: [[9, 40]] }]);
    const state = rvr.setup(s, forcedDice([])).state;
    expect(rvr.pending(state)).toMatchObject({ side: 'red', unitIds: ['mg'] });
    const next = rvr.step(state, { type: 'hold', side: 'red', unitId: 'mg' }, forcedDice([]));
    expect(next.ok && rvr.pending(next.value.state)).toMatchObject({ side: 'white', unitIds: ['gun'] });
  });

  it('special-figures: commissars and field guns never move into contact', () => {
    const s = rvrScenario([{ id: 'kom', troopType: 'red-commissar', at: [[5, 30]] }], [{ id: 'pa', troopType: 'peoples-army', at: [[5, 33]] }, { id: 'gun', troopType: 'komuch-field-gun', at: [[20, 33]] }]);
    const state = stateOf(s);
    state.activation = { unitId: 'kom', going: 'open', open: 6, difficult: null };
    expect(placeFigures(state, { type: 'place', side: 'red', unitId: 'kom', figures: [{ id: 'kom/1', x: 5, y: 32, facing: 0 }] }, [])).toMatch(/may not start a close combat/);
    expect(unitOf(state, 'kom').figures[0]!.weapon).toBeNull();
    figureOf(state, 'kom/1').x = 20; figureOf(state, 'kom/1').y = 36;
    state.activation = { unitId: 'gun', going: 'open', open: 6, difficult: null };
    expect(placeFigures(state, { type: 'place', side: 'white', unitId: 'gun', figures: [{ id: 'gun/1', x: 20, y: 34.5, facing: 0 }] }, [])).toMatch(/may not start a close combat/);
  });

  it('rally-timing: rallies come before the morale tests, so a commissar\'s execution counts toward this turn\'s test', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: row(6, 5, 5) }, { id: 'kom', troopType: 'red-commissar', at: [[6, 7]] }],
      [{ id: 'pa', troopType: 'peoples-army', at: row(3, 5, 44) }]);
    const state = stateOf(s, { phase: 'rally' });
    unitOf(state, 'inf').moraleMarkers = 1;
    expect(rvr.pending(state)).toMatchObject({ side: 'red', kind: 'rally' });
    const r = rvr.step(state, { type: 'rally', side: 'red', rallierId: 'kom', unitId: 'inf' }, forcedDice([2, 6]));
    expect(r.ok).toBe(true);
    const kinds = r.ok ? r.value.events.filter((e) => ['rally', 'casualty', 'morale'].includes(e.kind)).map((e) => e.kind) : [];
    expect(kinds).toEqual(['rally', 'casualty', 'morale']);
    expect(r.ok && unitOf(r.value.state, 'inf').moraleMarkers).toBe(2);
  });

  it('opportunity-fire: a refused request costs only the turn; an accepted strike arrives even if the observer has fallen', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: row(3, 20, 20) }], [{ id: 'obs', troopType: 'czech-observer', at: [[24, 40]] }]);
    const state = stateOf(s, { phase: 'observer' });
    requestStrike(state, { x: 21, y: 20 }, forcedDice([6]), []);
    expect(state.observer.strikesLeft).toBe(2);
    state.turn = 2;
    expect(mayRequest(state)).toBe(true);
    requestStrike(state, { x: 21, y: 20 }, forcedDice([1]), []);
    unitOf(state, 'obs').status = 'destroyed';
    unitOf(state, 'obs').figures = [];
    state.turn = 3;
    const events: GameEvent[] = [];
    strikeArrives(state, forcedDice([1, 6, 6, 6]), events);
    expect(state.hit).toEqual(['inf/1', 'inf/2', 'inf/3']);
  });

  it('shrapnel: figures in the village are hit as in the open', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: [[20, 20]] }], [{ id: 'obs', troopType: 'czech-observer', at: [[24, 40]] }], { terrain: [area('v', 'built-up', 10, 10, 30, 30)] as never });
    const state = stateOf(s);
    state.observer.strike = { aim: { x: 20, y: 20 }, requestedTurn: 1 };
    state.turn = 2;
    strikeArrives(state, forcedDice([1, 6]), []);
    expect(state.hit).toEqual(['inf/1']);
  });

  it('stray: every figure near a field-gun hit dices, friend or foe', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: [[10, 20], [12, 20]] }], [{ id: 'gun', troopType: 'komuch-field-gun', at: [[10, 40]], facing: 180 }, { id: 'pa', troopType: 'peoples-army', at: [[9, 21.5]] }]);
    const state = stateOf(s, { phase: 'shooting', category: 3 });
    const events: GameEvent[] = [];
    resolveFire(state, { type: 'fire', side: 'white', unitId: 'gun', shots: [{ shooterId: 'gun/1', targetIds: ['inf/1'] }] }, forcedDice([6, 6, 6]), events);
    expect(events.filter((e) => e.kind === 'stray').map((e) => e.unitId).sort()).toEqual(['inf', 'pa']);
  });

  it('withdrawal: a withdrawing unit shoots only at units that shot at or charged it', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: row(3, 5, 30) }], [{ id: 'cz', troopType: 'czech-legion', tags: ['czech'], at: row(3, 5, 36), facing: 180 }], {
      specialRules: [{ id: 'go', title: 'fall back', units: { side: 'white', tags: ['czech'] }, trigger: { type: 'always' }, behaviour: { type: 'withdraw', toward: 'baseline', initiateCombat: false } }],
    });
    const state = stateOf(s, { triggered: ['go'] });
    expect(eligibleTargets(state, placed(state, 'cz/1'))).toEqual([]);
    unitOf(state, 'cz').attackedBy = ['inf'];
    expect(eligibleTargets(state, placed(state, 'cz/1')).length).toBeGreaterThan(0);
  });

  it('dense-woods: sight is blocked after 2″ of dense woods, and they are difficult going', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: [[5, 5]] }], [{ id: 'pa', troopType: 'peoples-army', at: [[5, 12]] }], { terrain: [area('d', 'dense-woods', 0, 7, 48, 9.5)] as never });
    const index = terrainOf(s);
    expect(canSee(index, { x: 5, y: 5 }, { x: 5, y: 12 })).toBe(false);
    expect(pathGoing(index, { x: 5, y: 5 }, { x: 5, y: 8 }).going).toBe('difficult');
  });

  it('difficult-going: the village is open going, a river is impassable off a bridge or ford', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: [[5, 5]] }], [{ id: 'pa', troopType: 'peoples-army', at: [[5, 44]] }], {
      terrain: [area('v', 'built-up', 0, 10, 20, 20), { id: 'r', kind: 'line', type: 'river', points: [{ x: 30, y: 0 }, { x: 30, y: 48 }] }, { id: 'f', kind: 'point', type: 'ford', x: 30, y: 5 }] as never,
    });
    const index = terrainOf(s);
    expect(pathGoing(index, { x: 5, y: 5 }, { x: 5, y: 15 }).going).toBe('open');
    expect(pathGoing(index, { x: 25, y: 20 }, { x: 35, y: 20 }).going).toBe('impassable');
    expect(pathGoing(index, { x: 25, y: 5 }, { x: 35, y: 5 }).going).not.toBe('impassable');
  });

  it('trenches-line: woods are cover (-1) but not soft cover', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: [[5, 5]] }], [{ id: 'pa', troopType: 'peoples-army', at: [[5, 10]] }], { terrain: [area('w', 'woods', 0, 9, 48, 12)] as never });
    const state = stateOf(s);
    figureOf(state, 'pa/1').moved = true;
    expect(toHitModifiers(state, placed(state, 'inf/1'), placed(state, 'pa/1')).map((m) => m.value)).toEqual([-1]);
  });

  it('shooting-order: within a shooting category the attacker declares first', () => {
    const s = rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: row(2, 5, 20) }], [{ id: 'pa', troopType: 'peoples-army', at: row(2, 5, 26), facing: 180 }]);
    let state = rvr.setup(s, forcedDice([])).state;
    for (const a of [{ type: 'hold', side: 'red', unitId: 'inf' }, { type: 'hold', side: 'white', unitId: 'pa' }] as const) {
      const r = rvr.step(state, a, forcedDice([]));
      if (!r.ok) throw new Error(r.error.reason);
      state = r.value.state;
    }
    expect(rvr.pending(state)).toMatchObject({ side: 'red', kind: 'fire' });
  });
});
