import { describe, expect, it } from 'vitest';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import { canUndo, undoTarget } from './undo-policy.ts';

const log = (sides: string): BaseAction[] => [...sides].map((c) => ({ type: 'x', side: c === 'r' ? 'red' : 'white' }));

describe('undoTarget', () => {
  it.each([
    // actions, human, mode, count, new length (or null for a refusal)
    ['', 'red', 'strict', 1, null],
    ['wrr', 'red', 'strict', 1, 2],
    ['wrr', 'red', 'strict', 2, 1],
    ['wrr', 'red', 'strict', 3, null],
    ['rrw', 'red', 'strict', 1, null],
    ['rwrw', 'red', 'lenient', 1, 2],
    ['rwrw', 'red', 'lenient', 2, 0],
    ['rwrw', 'red', 'lenient', 3, null],
    ['www', 'red', 'lenient', 1, null],
    ['rww', null, 'strict', 2, 1],
    ['rww', null, 'strict', 3, null],
    ['rww', null, 'lenient', 3, 0],
  ] as const)('%s, human %s, %s, back %i → %s', (actions, human, mode, count, expected) => {
    const result = undoTarget(log(actions), human, mode, count);
    expect(result.ok ? result.value : null).toBe(expected);
  });

  it('says why strict undo refuses once the enemy has answered', () => {
    const result = undoTarget(log('rw'), 'red', 'strict', 1);
    expect(!result.ok && result.error.reason).toMatch(/enemy has already answered/);
  });

  it('canUndo follows the same rule', () => {
    expect(canUndo(log('rr'), 'red', 'strict')).toBe(true);
    expect(canUndo(log('rw'), 'red', 'strict')).toBe(false);
    expect(canUndo(log('rw'), 'red', 'lenient')).toBe(true);
    expect(canUndo([], 'red', 'lenient')).toBe(false);
  });
});
