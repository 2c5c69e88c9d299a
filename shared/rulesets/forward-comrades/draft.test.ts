import { describe, expect, it } from 'vitest';
import { draft, initialState } from './state.ts';
import { lipki } from './test-fixtures.ts';

/** `draft` writes every field out by hand (for speed): it must still copy all of them, and share nothing a step changes. */
describe('draft, the copy a step works on', () => {
  const busy = () => {
    const state = initialState(lipki());
    state.turn = 3;
    state.done.push(state.units[0]!.id);
    state.withdrawal = { attacker: state.units[0]!.id, target: state.units[1]!.id };
    state.testedBand = { red: 25, white: 50 };
    state.assaults.push({ attacker: state.units[0]!.id, target: state.units[1]!.id, from: [{ x: 1, y: 2 }], flank: true, wire: false });
    state.bombardments.push({ gunId: state.units[0]!.id, side: 'red', x: 3, y: 4, size: 6, modifier: -1, label: 'bombarded' });
    // Every flag and count away from its start, so a field the copy leaves out or resets shows.
    for (const thing of [...state.units, ...state.leaders]) {
      const fields = thing as unknown as Record<string, unknown>;
      for (const key of Object.keys(fields)) {
        if (typeof fields[key] === 'boolean') fields[key] = !fields[key];
        else if (typeof fields[key] === 'number') fields[key] = (fields[key] as number) + 1;
      }
    }
    return state;
  };

  it('copies every field of the state, its units, officers, assaults and bombardments, in the same order', () => {
    const state = busy();
    const copy = draft(state);
    expect(copy).toEqual(state);
    expect(Object.keys(copy)).toEqual(Object.keys(state));
    copy.units.forEach((u, i) => expect(Object.keys(u)).toEqual(Object.keys(state.units[i]!)));
    copy.leaders.forEach((l, i) => expect(Object.keys(l)).toEqual(Object.keys(state.leaders[i]!)));
    expect(Object.keys(copy.assaults[0]!)).toEqual(Object.keys(state.assaults[0]!));
    expect(Object.keys(copy.bombardments[0]!)).toEqual(Object.keys(state.bombardments[0]!));
  });

  it('shares nothing a step changes in place: changing the copy leaves the state it came from as it was', () => {
    const state = busy();
    const before = structuredClone(state);
    const copy = draft(state);
    copy.turn = 9;
    copy.done.length = 0;
    copy.withdrawal!.target = 'nobody';
    copy.testedBand.red = 75;
    copy.assaults[0]!.from.push({ x: 9, y: 9 });
    copy.assaults[0]!.flank = false;
    copy.bombardments[0]!.size = 1;
    for (const u of copy.units) { u.allowance = 0; u.moved = !u.moved; u.stands = []; }
    for (const l of copy.leaders) { l.x = -1; l.leading = 'someone'; }
    expect(state).toEqual(before);
  });
});
