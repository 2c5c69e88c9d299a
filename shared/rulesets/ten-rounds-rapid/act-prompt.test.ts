import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../testing/forced-dice.ts';
import { activate } from './motivation/activation.ts';
import { decisionDue } from './sequence.ts';
import { stepGame } from './step.ts';
import { company, startedState, trrScenario, unitOf } from './test-fixtures.ts';

describe('the decision after a motivation test names its band before the unit acts', () => {
  const scenario = () => trrScenario([company('a', 'red-rifles', 10, 10), company('b', 'red-rifles', 14, 10)], [company('w', 'white-rifles', 10, 38)]);

  it('"8 or more carry out any action": a Normal company (6) rolling 5 may act freely', () => {
    const s = startedState(scenario(), 'red');
    const a = unitOf(s, 'a');
    expect(activate(s, a, false, forcedDice([5, 10, 10, 10]), [])).toBe(true);
    s.phase = 'act';
    s.activeUnit = a.id;
    expect(decisionDue(s)?.prompt).toBe('a: act on the motivation result, 8 or more: may carry out any action');
  });

  it('"4 or more may only move forward at 1/2 speed … no closer than close range": the hesitant band is said', () => {
    const s = startedState(scenario(), 'red');
    const a = unitOf(s, 'a');
    // 6 + 1 = 7 with these modifiers or fewer: the hesitant band.
    activate(s, a, false, forcedDice([1, 10, 10, 10]), []);
    s.phase = 'act';
    s.activeUnit = a.id;
    expect(a.band).toBe('hesitant');
    expect(decisionDue(s)?.prompt).toContain('4 or more: only forward at half speed, no closer than close range');
  });

  it('"The higher score then attempts to motivate his first unit … the opposition may activate a unit": the other side is refused by name, a unit not due likewise', () => {
    const s = startedState(scenario(), 'red');
    expect(stepGame(s, { type: 'activate', side: 'white', unitId: 'w', stiffen: false }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: "it is Reds' decision (Reds: activate a unit (its motivation is tested first))" } });
    const later = startedState(scenario(), 'red');
    unitOf(later, 'a').activated = true;
    expect(stepGame(later, { type: 'activate', side: 'red', unitId: 'a', stiffen: false }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: 'that unit cannot act now', rule: 'Ten Rounds Rapid: Game and Move Sequence' } });
  });
});
