import { describe, expect, it } from 'vitest';
import { battleReport, formatRoll, outcomeLine } from './battle-report.ts';

describe('formatRoll', () => {
  it('shows table, column, dice, modifiers, total, target, result and rule', () => {
    expect(formatRoll({
      table: 'firing', column: '13-16', dice: [4, 5], modifiers: [{ label: 'cover', value: -1 }, { label: 'veterans', value: 2 }],
      total: 10, target: '9+', result: '2 x Ter', rule: 'Shooting procedure',
    })).toBe('firing [13-16]: rolled 4+5 - 1 (cover) + 2 (veterans) = 10 against 9+ → 2 x Ter (Shooting procedure)');
  });

  it('keeps a single plain die short', () => {
    expect(formatRoll({ dice: [5], modifiers: [], total: 5, target: '4+', result: 'hit', rule: 'Duel: firing' }))
      .toBe('rolled 5 against 4+ → hit (Duel: firing)');
  });
});

describe('battleReport', () => {
  it('puts each turn under a heading, each decision with its reason, and its events with their rolls', () => {
    const lines = battleReport([{ kind: 'turn', text: 'Turn 1' }], [
      { side: 'red', label: 'Fire', reason: 'Fire (at random)', events: [{ kind: 'shot', text: 'red fires: 5, hit', roll: { dice: [5], modifiers: [], total: 5, result: 'hit', rule: 'r' } }] },
      { side: 'white', label: 'Rest', reason: 'keeps its head down', events: [{ kind: 'hold', text: 'white rests' }, { kind: 'turn', text: 'Turn 2' }] },
    ]);
    expect(lines).toEqual([
      '', '== Turn 1 ==',
      'Red: Fire (at random)',
      '    red fires: 5, hit',
      '      roll: rolled 5 → hit (r)',
      'White: Rest: keeps its head down',
      '    white rests',
      '', '== Turn 2 ==',
    ]);
  });

  it('puts the rolls that open a turn under its heading, and what ended the last turn above it', () => {
    const lines = battleReport([], [
      { side: 'white', label: 'Assault', events: [
        { kind: 'note', text: 'the melee is fought' },
        { kind: 'turn', text: 'Turn 2' },
        { kind: 'note', text: 'the Reds roll leadership', roll: { dice: [4], modifiers: [], total: 4, result: 'leadership point', rule: 'r' } },
      ] },
    ]);
    expect(lines).toEqual([
      'White: Assault',
      '    the melee is fought',
      '', '== Turn 2 ==',
      '  the Reds roll leadership',
      '    roll: rolled 4 → leadership point (r)',
    ]);
  });
});

describe('outcomeLine', () => {
  it('names the winner, a draw, or why the game stopped', () => {
    expect(outcomeLine({ winner: 'white', reason: 'the village held' }, undefined, 12, 80)).toBe('White wins: the village held (after 80 actions, turn 12)');
    expect(outcomeLine({ winner: null, reason: 'turn limit' }, undefined, 3, 1)).toBe('Draw: turn limit (after 1 action, turn 3)');
    expect(outcomeLine(null, 'stopped after 5000 actions', 9, 5000)).toMatch(/^No result: stopped after 5000 actions/);
  });
});
