import { describe, expect, it } from 'vitest';
import { forcedDice } from '../testing/forced-dice.ts';
import { type DecisionStepParts, refusalIf, stepDecision } from './decision-step.ts';
import type { BaseAction } from './ruleset.ts';

interface Counter { count: number; over: boolean }
type Act = BaseAction & { type: 'add' | 'look'; by: number };

const parts: DecisionStepParts<Counter, Act> = {
  isOver: (s) => s.over,
  due: () => ({ side: 'red', kind: 'count', prompt: 'add to the count', unitIds: ['c'] }),
  answers: (type, kind) => type === 'add' && kind === 'count',
  draft: (s) => ({ ...s }),
  apply: (s, a) => refusalIf(a.by > 3 ? 'at most 3 at a time' : null, 'Counting rule') ?? ((s.count += a.by), null),
  advance: (s) => { s.over = s.count >= 5; },
};

describe('stepDecision', () => {
  const start: Counter = { count: 0, over: false };
  it('applies an answer to a copy and runs on, leaving the state it came from as it was', () => {
    const r = stepDecision(parts, start, { type: 'add', side: 'red', by: 3 }, forcedDice([]));
    expect(r).toEqual({ ok: true, value: { state: { count: 3, over: false }, events: [] } });
    expect(start).toEqual({ count: 0, over: false });
  });
  it('refuses the wrong side, an action that answers something else, a rule\'s refusal with its rule, and a finished game', () => {
    expect(stepDecision(parts, start, { type: 'add', side: 'white', by: 1 }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: "it is red's decision (add to the count)" } });
    expect(stepDecision(parts, start, { type: 'look', side: 'red', by: 1 }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: 'a "look" does not answer the decision now due: add to the count' } });
    expect(stepDecision(parts, start, { type: 'add', side: 'red', by: 4 }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: 'at most 3 at a time', rule: 'Counting rule' } });
    expect(stepDecision(parts, { count: 5, over: true }, { type: 'add', side: 'red', by: 1 }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: 'the game is over' } });
  });
  it('names the side whose decision is due the way the rule set says', () => {
    const named = { ...parts, whose: () => "the Reds'" };
    expect(stepDecision(named, start, { type: 'add', side: 'white', by: 1 }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: "it is the Reds' decision (add to the count)" } });
  });
});
