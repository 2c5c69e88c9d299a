import { describe, expect, it } from 'vitest';
import { OwnedPairAnswers, PairAnswers, StateAnswers, perState, sameItems } from './state-memo.ts';

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

describe('known answers', () => {
  it('hands back only what was worked out or remembered, working nothing out itself', () => {
    let calls = 0;
    const work = (s: { turn: number }) => { calls++; return s.turn; };
    const answers = new StateAnswers<{ turn: number }>();
    for (const due of [perState(work), answers.add(work)]) {
      const a = { turn: 1 }, b = { turn: 2 }, c = { turn: 3 };
      expect(due.known(a)).toBeUndefined();
      expect(due(a)).toBe(1);
      expect(due.known(a)).toBe(1);
      due.remember(b, 7);
      expect(due.known(b)).toBe(7);
      expect(due.known(c)).toBeUndefined();
    }
    expect(calls).toBe(2);
    // A slot added after a record was made reads as not known in it.
    const seen = { turn: 5 };
    answers.add(work)(seen);
    const later = answers.add(work);
    expect(later.known(seen)).toBeUndefined();
    expect(later(seen)).toBe(5);
  });
});

describe('sameItems', () => {
  it('holds for the very same items in the same order, and for nothing merely equal', () => {
    const a = { id: 'a' }, b = { id: 'b' };
    expect(sameItems([a, b], [a, b])).toBe(true);
    expect(sameItems([], [])).toBe(true);
    expect(sameItems([a, b], [b, a])).toBe(false);
    expect(sameItems([a], [a, b])).toBe(false);
    // An equal copy is another object: a kept answer for the original does not hold for it.
    expect(sameItems([a], [{ id: 'a' }])).toBe(false);
    expect(sameItems(['x', 'y'], ['x', 'y'])).toBe(true);
  });
});

describe('answers kept per pair of objects', () => {
  it('works an answer out once per ordered pair, falsy answers included', () => {
    const calls: string[] = [];
    const kept = new PairAnswers<{ n: string }, { n: string }, boolean>();
    const a = { n: 'a' }, b = { n: 'b' };
    const apart = (p: { n: string }, q: { n: string }) => kept.get(p, q, () => { calls.push(p.n + q.n); return p.n < q.n; });
    expect(apart(a, b)).toBe(true);
    expect(apart(b, a)).toBe(false);
    expect(apart(a, b)).toBe(true);
    expect(apart(b, a)).toBe(false);
    expect(calls).toEqual(['ab', 'ba']);
    // An equal but different object is another pair.
    expect(apart({ n: 'a' }, b)).toBe(true);
    expect(calls).toHaveLength(3);
  });
});

describe('answers kept for objects that never change', () => {
  it('keeps pair answers apart for each owner', () => {
    let calls = 0;
    const kept = new OwnedPairAnswers<object, object, object, number>();
    const tableA = {}, tableB = {}, a = {}, b = {};
    expect(kept.get(tableA, a, b, () => ++calls)).toBe(1);
    expect(kept.get(tableA, a, b, () => ++calls)).toBe(1);
    expect(kept.get(tableB, a, b, () => ++calls)).toBe(2);
    expect(kept.get(tableA, b, a, () => ++calls)).toBe(3);
  });
});
