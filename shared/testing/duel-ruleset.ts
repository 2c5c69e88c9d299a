import { z } from 'zod';
import type { Ruleset, Choice, TableView } from '../engine/ruleset.ts';
import type { GameEvent } from '../engine/events.ts';
import { ok, refuse } from '../core/result.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';

/**
 * A deliberately tiny rule set for engine tests and benchmarks: each side has a pool of hit points;
 * sides alternate, each either firing (a d6, 4+ removes a point) or resting. The first side to 0 loses.
 */
export interface DuelState {
  turn: number;
  turnLimit: number;
  toAct: SideId;
  points: Record<SideId, number>;
}

export const DuelActionSchema = z.object({
  type: z.enum(['fire', 'rest']),
  side: z.enum(['red', 'white']),
}).strict();
export type DuelAction = z.infer<typeof DuelActionSchema>;

export const duelRuleset: Ruleset<DuelState, DuelAction> = {
  id: 'duel-test',
  version: '1.0.0',
  title: 'Duel (engine test rule set)',
  author: 'Tachanka',
  summary: 'Two sides trade d6 shots; used only by the engine tests and benchmarks.',
  scale: 'none',
  notes: [],
  troopTypes: [],
  tables: [],
  actionSchema: DuelActionSchema,
  checkScenario: () => [],
  setup(scenario) {
    const points = (side: SideId) => scenario.sides[side].units.reduce((n, u) => n + u.bases.length, 0);
    const state: DuelState = { turn: 1, turnLimit: scenario.turnLimit, toAct: scenario.attacker, points: { red: points('red'), white: points('white') } };
    return { state, events: [{ kind: 'turn', text: 'Turn 1' }] };
  },
  pending(state) {
    return { side: state.toAct, kind: 'act', prompt: 'fire or rest', unitIds: [] };
  },
  options(state): Choice<DuelAction>[] {
    return [
      { action: { type: 'fire', side: state.toAct }, label: 'Fire' },
      { action: { type: 'rest', side: state.toAct }, label: 'Rest' },
    ];
  },
  step(state, action, dice) {
    if (action.side !== state.toAct) return refuse('not your turn');
    const events: GameEvent[] = [];
    const target = otherSide(action.side);
    let points = state.points;
    if (action.type === 'fire') {
      const roll = dice.d(6);
      const hit = roll >= 4;
      if (hit) points = { ...points, [target]: Math.max(0, points[target] - 1) };
      events.push({ kind: 'shot', side: action.side, text: `${action.side} fires: ${roll}${hit ? ', hit' : ', miss'}`, roll: { dice: [roll], modifiers: [], total: roll, target: '4+', result: hit ? 'hit' : 'miss', rule: 'Duel: firing' } });
    } else {
      events.push({ kind: 'hold', side: action.side, text: `${action.side} rests` });
    }
    const nextTurn = target === state.toAct ? state.turn : action.side === 'white' ? state.turn + 1 : state.turn;
    return ok({ state: { ...state, points, toAct: target, turn: nextTurn }, events });
  },
  outcome(state) {
    if (state.points.red <= 0) return { winner: 'white', reason: 'Red has no points left' };
    if (state.points.white <= 0) return { winner: 'red', reason: 'White has no points left' };
    if (state.turn > state.turnLimit) return { winner: null, reason: 'turn limit' };
    return null;
  },
  view(state): TableView {
    return { turn: state.turn, turnLimit: state.turnLimit, phase: 'duel', units: [], zones: [] };
  },
};
