import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { battleReport, eventCountText } from './battle-report.ts';

const unit = (id: string, side: 'red' | 'white', now: number, start: number, status: UnitView['status'] = 'active'): UnitView => ({
  id, side, name: id, troopType: 'infantry', troopClass: 'infantry', bases: [], baseSize: { width: 1, depth: 1 }, officers: [], markers: [],
  status, strength: { now, start, unit: 'figures' }, stats: {},
});

describe('battle report', () => {
  it('counts events in words', () => {
    expect(eventCountText('casualty', 1)).toBe('1 casualty');
    expect(eventCountText('casualty', 3)).toBe('3 casualties');
    expect(eventCountText('note', 2)).toBe('2 × note');
  });

  it('counts what each side has left, ignoring the remains of destroyed units, and groups the log by turn', () => {
    const report = battleReport(
      { winner: 'red', reason: 'no Komuch units left in the village' },
      [unit('sailors', 'red', 8, 10), unit('czechs', 'white', 2, 10, 'destroyed'), unit('komuch', 'white', 5, 10)],
      { red: 'Red Army', white: 'Komuch' },
      4,
      [
        { seq: 1, turn: 1, event: { kind: 'shot', side: 'red', text: 'Sailors fire' } },
        { seq: 2, turn: 1, event: { kind: 'shot', side: 'red', text: 'Sailors fire again' } },
        { seq: 3, turn: 2, event: { kind: 'morale', side: 'white', text: 'Czechs waver' } },
      ],
    );
    expect(report.headline).toBe('Red Army win');
    expect(report.sides[0]).toMatchObject({ side: 'red', remaining: 0.8, events: { shot: 2 } });
    expect(report.sides[1]).toMatchObject({ side: 'white', remaining: 0.25, events: { morale: 1 } });
    expect(report.turnsLog).toEqual([{ turn: 1, lines: ['Sailors fire', 'Sailors fire again'] }, { turn: 2, lines: ['Czechs waver'] }]);
  });

  it('lists dummy markers (no troops under them) apart from the units, never as units of 0/0', () => {
    const report = battleReport(
      { winner: 'red', reason: 'the station is taken' },
      [unit('Plastun platoon', 'white', 3, 3), unit('Dummy marker by the granary', 'white', 0, 0)],
      { red: 'Reds', white: 'Whites' },
      3,
      [],
    );
    expect(report.sides[1]?.units.map((u) => u.name)).toEqual(['Plastun platoon']);
    expect(report.sides[1]?.dummies).toEqual(['Dummy marker by the granary']);
    expect(report.sides[1]?.remaining).toBe(1);
  });

  it('calls a game without a winner a draw', () => {
    const report = battleReport({ winner: null, reason: 'turn limit' }, [], { red: 'R', white: 'W' }, 12, []);
    expect(report.headline).toBe('A draw');
    expect(report.sides[0]?.remaining).toBeNull();
  });
});
