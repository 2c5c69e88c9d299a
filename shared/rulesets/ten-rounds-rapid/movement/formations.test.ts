import { describe, expect, it } from 'vitest';
import { changeFormation, formationRefusal } from './formations.ts';
import { FORMATIONS } from '../state.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';

describe('Formations (section 4)', () => {
  it('"Infantry units may be in three different formations: Close order … Normal order … and Extended order"; "If no statement was made the unit is assumed to be in normal order."', () => {
    expect([...FORMATIONS].sort()).toEqual(['close', 'extended', 'normal']);
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10), company('b', 'red-rifles', 20, 10, { tags: ['formation.extended'] })], []));
    expect(unitOf(s, 'a').formation).toBe('normal');
    expect(unitOf(s, 'b').formation).toBe('extended');
  });

  it('a company changes its order once, before it moves or fires; a machine gun has none to change', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 10), { id: 'mg', troopType: 'red-mg', x: 20, y: 10 }], []));
    const a = unitOf(s, 'a');
    expect(formationRefusal(a)).toBeNull();
    changeFormation(a, 'close', []);
    expect(a.formation).toBe('close');
    expect(formationRefusal(a)).toMatch(/once this activation/);
    a.reformed = false; a.moved = true;
    expect(formationRefusal(a)).toMatch(/before they move or fire/);
    expect(formationRefusal(unitOf(s, 'mg'))).toMatch(/no formation to change/);
  });
});
