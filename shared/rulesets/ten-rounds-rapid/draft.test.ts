import { describe, expect, it } from 'vitest';
import { draft, initialState } from './state.ts';
import { emptyCarry } from './transport/soft-transport.ts';
import { tsaritsyn } from './test-fixtures.ts';

/** `draft` writes every field out by hand (for speed): it must still copy all of them, and share nothing a step changes. */
describe('draft, the copy a step works on', () => {
  const busy = () => {
    const state = initialState(tsaritsyn());
    state.turn = 3;
    state.initiative = { red: 4, white: 7, first: 'white' };
    state.located.red.push(state.units.find((u) => u.side === 'white')!.id);
    state.artillery.fired['op'] = [1, 2];
    state.artillery.sosFired['sos'] = [2];
    state.artillery.penalty['op'] = 2;
    state.artillery.clouds.push({ kind: 'smoke', side: 'red', centre: { x: 1, y: 2 }, heading: 0, alongCm: 10, acrossCm: 5, until: 4, calibreMm: 76, label: 'smoke' });
    for (const u of state.units) {
      // Every flag and count away from its start, so a field the copy leaves out or resets shows.
      const fields = u as unknown as Record<string, unknown>;
      for (const key of Object.keys(fields)) {
        if (typeof fields[key] === 'boolean') fields[key] = !fields[key];
        else if (typeof fields[key] === 'number') fields[key] = (fields[key] as number) + 1;
      }
      u.lasting.push({ label: 'bombarded', value: -1 });
      u.specialists.push({ kind: 'lmg', lost: false });
      u.carry = emptyCarry();
      u.vehicle = { ...(u.vehicle ?? { weapons: ['mg'], singleWeapon: true, singleWeaponHits: 0, immobilised: false }), weapons: ['mg'] } as NonNullable<typeof u.vehicle>;
    }
    return state;
  };

  it('copies every field of the state and of each unit, in the same order', () => {
    const state = busy();
    const copy = draft(state);
    expect(copy).toEqual(state);
    expect(Object.keys(copy)).toEqual(Object.keys(state));
    copy.units.forEach((u, i) => expect(Object.keys(u)).toEqual(Object.keys(state.units[i]!)));
  });

  it('shares nothing a step changes in place: changing the copy leaves the state it came from as it was', () => {
    const state = busy();
    const before = structuredClone(state);
    const copy = draft(state);
    copy.initiative!.red = 9;
    copy.located.red.length = 0;
    copy.artillery.fired['op']!.push(3);
    copy.artillery.sosFired['sos']!.push(3);
    copy.artillery.penalty['op'] = 0;
    copy.artillery.clouds[0]!.until = 9;
    copy.air.flightsLeft.red = 5;
    for (const u of copy.units) {
      u.figures = 0;
      u.lasting[0]!.value = -5;
      u.specialists[0]!.lost = true;
      u.carry!.aboard = 3;
      u.vehicle!.weapons.length = 0;
    }
    expect(state).toEqual(before);
  });
});
