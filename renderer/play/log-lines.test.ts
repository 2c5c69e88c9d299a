import { describe, expect, it } from 'vitest';
import type { BattleLogEntry } from '../db.ts';
import type { GameEvent } from '../../shared/engine/events.ts';
import { inNames, logLines } from './log-lines.ts';

const units = [
  { id: 'red-maxim', name: 'Red Maxim' }, { id: 'peoples-army-1', name: '1st People\u2019s Army company' },
  { id: 'peoples-army-10', name: '10th company' }, { id: 'komuch-gun', name: 'Komuch field gun' },
];
const name = inNames(units);
const unitName = (id: string) => units.find((u) => u.id === id)?.name ?? id;
let seq = 0;
const entry = (event: GameEvent): BattleLogEntry => ({ seq: ++seq, turn: 1, event });
const shot = (unitId: string, target: string, figure: number, result: 'casualty' | 'miss'): BattleLogEntry => entry({
  kind: 'shot', side: 'red', unitId, targetUnitId: target, hits: result === 'casualty' ? 1 : 0, text: `${unitId}/1 (Heavy machine gun) fires at ${target}/${figure}: ${result === 'casualty' ? 'hit' : 'miss'}`,
  roll: { dice: [result === 'casualty' ? 5 : 2], modifiers: [], total: 0, result, rule: 'Reds versus Reds: Shooting procedure' },
});

describe('the battle log in the game\u2019s words', () => {
  it('names units and figures instead of their ids, whole ids only', () => {
    expect(name('red-maxim/1 (Heavy machine gun) fires at peoples-army-10/5: miss')).toBe('Red Maxim (Heavy machine gun) fires at 10th company: miss');
    expect(name('peoples-army-1 hold; peoples-army-12 is not a unit')).toBe('1st People\u2019s Army company hold; peoples-army-12 is not a unit');
  });

  it('groups a unit\u2019s volley into one line that keeps every roll, and counts its hits', () => {
    const move = entry({ kind: 'move', side: 'red', unitId: 'red-maxim', text: 'red-maxim move 3.0"' });
    const volley = [shot('red-maxim', 'peoples-army-1', 5, 'casualty'), shot('red-maxim', 'peoples-army-1', 6, 'miss'), shot('red-maxim', 'peoples-army-1', 2, 'casualty')];
    const save = entry({ kind: 'save', side: 'white', unitId: 'komuch-gun', text: 'Komuch field gun keep the gun in action', roll: { dice: [1], modifiers: [], total: 1, result: 'saved', rule: 'x' } });
    const answer = shot('komuch-gun', 'red-maxim', 1, 'miss');
    const lines = logLines([move, ...volley, save, answer], name, unitName);
    expect(lines.map((l) => [l.text, l.entries.length, l.volley])).toEqual([
      ['Red Maxim move 3.0"', 1, false],
      ['Red Maxim fires 3 shots at 1st People\u2019s Army company: 2 hits, 1 saved by the crew', 4, true],
      ['Komuch field gun fires 1 shot at Red Maxim: 0 hits', 1, true],
    ]);
  });

  it('adds up the hits a shot counts and names the effect of one that does not, as its rolls say', () => {
    const counts = (hits: number): BattleLogEntry => entry({
      kind: 'shot', side: 'white', unitId: 'komuch-gun', targetUnitId: 'red-maxim', hits, text: `komuch-gun fire at red-maxim: ${hits} hits`,
      roll: { dice: [5, 6, 2], each: true, modifiers: [], total: hits, result: `${hits} hits`, rule: 'x' },
    });
    const effect = (result: string): BattleLogEntry => entry({
      kind: 'shot', side: 'red', unitId: 'red-maxim', targetUnitId: 'komuch-gun', text: `red-maxim fires at komuch-gun: 7, ${result}`,
      roll: { dice: [3, 4], modifiers: [], total: 7, result, rule: 'x' },
    });
    const noDirectHit = entry({ ...effect('no direct hit').event, hits: 0 });
    expect(logLines([counts(4), counts(5)], name, unitName)[0]!.text).toBe('Komuch field gun fires 2 shots at Red Maxim: 9 hits');
    expect(logLines([noDirectHit, effect('Ret')], name, unitName)[0]!.text).toBe('Red Maxim fires 2 shots at Komuch field gun: Ret');
    expect(logLines([effect('no effect')], name, unitName)[0]!.text).toBe('Red Maxim fires 1 shot at Komuch field gun: no effect');
  });
});
