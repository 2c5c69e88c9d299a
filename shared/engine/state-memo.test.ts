import { describe, expect, it } from 'vitest';
import { perState } from './state-memo.ts';

describe('perState', () => {
  it('works an answer out once per state object, null answers included, and afresh for another state', () => {
    let calls = 0;
    const due = perState((s: { turn: number }) => { calls++; return s.turn > 2 ? null : { turn: s.turn }; });
    const a = { turn: 1 }, b = { turn: 3 };
    expect(due(a)).toBe(due(a));
    expect(due(b)).toBeNull();
    expect(due(b)).toBeNull();
    expect(calls).toBe(2);
    expect(due({ turn: 1 })).not.toBe(due(a));
    expect(calls).toBe(3);
  });

  it('keeps an answer remembered for a state, without working it out', () => {
    const due = perState((s: { turn: number }): string => { throw new Error(`asked about turn ${s.turn}`); });
    const s = { turn: 4 };
    due.remember(s, 'move');
    expect(due(s)).toBe('move');
  });
});
