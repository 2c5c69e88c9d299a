import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../testing/forced-dice.ts';
import { applyAction, startGame } from '../../engine/game.ts';
import { forwardComrades as fc } from './index.ts';
import type { FcAction } from './actions.ts';
import { assaultBar } from './melee/assault.ts';
import { mayMoveNow } from './sequence.ts';
import { draft } from './state.ts';
import { inflict } from './fire/casualties.ts';
import { meleeModifiers } from './melee/melee.ts';
import { NOTES } from './notes.ts';
import { fcScenario, lipki, stateAt, unitOf } from './test-fixtures.ts';

describe('the sequence of play (Tachanka\'s reconstruction, README "Sequence of play")', () => {
  it('runs phase 1 (officers, then preparatory fire), phase 2, phase 3 (movement, then defensive fire), phase 4, each phase the attacker first', () => {
    let game = startGame(fc, lipki(), 3).state;
    const seen: string[] = [];
    while (game.game.turn === 1 && !fc.outcome(game.game)) {
      const due = fc.pending(game.game)!;
      const tag = `${due.kind}/${due.side}`;
      if (seen.at(-1) !== tag) seen.push(tag);
      // Everyone passes where they can; officers stay.
      const options = fc.options(game.game);
      const pass = options.find((o) => o.action.type === 'pass' || o.action.type === 'officer-stay' || (o.action.type === 'withdraw' && o.action.choice === 'stand')) ?? options[0]!;
      const next = applyAction(fc, game, pass.action);
      if (!next.ok) throw new Error(next.error.reason);
      game = next.value.state;
    }
    const order = ['officer', 'preparatory', 'attack-fire', 'movement', 'defensive-fire', 'assault'];
    const phases = seen.map((s) => s.split('/')[0]!).filter((p, i, all) => all.indexOf(p) === i);
    expect(phases).toEqual(order.filter((p) => phases.includes(p)));
    expect(phases.slice(0, 2)).toEqual(['officer', 'preparatory']);
    // The Whites attack: they decide first in each phase they have something to do.
    expect(seen[0]).toBe('officer/white');
  });
});

describe('what a leadership point allows (README)', () => {
  const scenario = fcScenario(
    [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'r', troopType: 'red-infantry', leader: 'rc', x: 20, y: 20, stands: 4 }],
    [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'w', troopType: 'white-infantry', leader: 'wc', x: 20, y: 30, stands: 4 }],
  );

  it('"A unit must have Leadership to move in phase 3": without a point it neither moves nor assaults', () => {
    const state = stateAt(scenario);
    const r = unitOf(state, 'r');
    r.allowance = 8;
    expect(mayMoveNow(state, r)).toBe(false);
    expect(assaultBar(state, r)).toMatch(/no leadership/);
  });

  it('"it may move or fire": a unit that fired in phase 2 does not move in phase 3, but may still go in with an assault in phase 4', () => {
    const state = stateAt(scenario);
    const r = Object.assign(unitOf(state, 'r'), { leadership: true, allowance: 8, fired: true });
    expect(mayMoveNow(state, r)).toBe(false);
    expect(assaultBar(state, r)).toBeNull();
    r.moved = true;
    expect(assaultBar(state, r)).toMatch(/moved in phase 3/);
  });

  it('a step the rules forbid is refused with the reason: a move by a unit with no leadership point', () => {
    const game = startGame(fc, scenario, 1).state;
    const inner = draft(game.game);
    Object.assign(inner, { phase: 'movement', toAct: 'red', done: [] });
    unitOf(inner, 'r').leadership = false;
    const state = { ...game, game: inner };
    const refused = applyAction(fc, state, { type: 'move', side: 'red', unitId: 'r', x: 20, y: 22 } as FcAction);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.reason).toBe('that unit cannot act now');
  });
});

describe('other decisions', () => {
  const scenario = fcScenario(
    [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'r', troopType: 'red-infantry', leader: 'rc', x: 20, y: 20, stands: 4 }],
    [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'train', troopType: 'white-armoured-train', leader: 'wc', x: 21, y: 22 }],
  );

  it('Stands and figures: casualties come off the weakest stand first, so stands are lost as men fall', () => {
    const state = stateAt(scenario);
    const r = unitOf(state, 'r');
    const taken = inflict(state, r, 5, 'fire', forcedDice([]), []);
    expect(taken.standsLost).toBe(1);
    expect(r.stands.map((s) => s.figures).sort()).toEqual([3, 4, 4]);
  });

  it('Armour: "+2 Armored train defending"', () => {
    const state = stateAt(scenario);
    state.assaults = [{ attacker: 'r', target: 'train', from: [], flank: false, wire: false }];
    expect(meleeModifiers(state, state.assaults, unitOf(state, 'train')).defender).toContainEqual({ label: 'armoured train defending', value: 2 });
  });

  it('the in-app notes say plainly that the rule set is a reconstruction, and whose it is', () => {
    expect(new Set(NOTES.map((n) => n.id)).size).toBe(NOTES.length);
    expect(NOTES[0]!.decision).toMatch(/Jay Stribling/);
    expect(NOTES[0]!.decision).toMatch(/Tachanka's decision/);
    expect(fc.title).toBe('Forward Comrades');
    expect(fc.author).toMatch(/Jay Stribling/);
    for (const topic of ['Sequence of play', 'What a leadership point allows', 'Small-arms ranges and rifle dice', 'The morale test', 'Army morale and its failure', 'Officer failure', 'Elite', 'Stands and figures', 'Tanks and other armour', 'Where the worked examples disagree with the rules', 'D6 or D10 for leadership', 'The D10 "0"']) {
      expect(NOTES.map((n) => n.topic)).toContain(topic);
    }
  });
});
