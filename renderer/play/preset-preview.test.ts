import { describe, expect, it } from 'vitest';
import type { BaseAction, Choice, UnitView } from '../../shared/engine/ruleset.ts';
import { PlaySession } from './play-session.svelte.ts';
import { tableMarks } from './table-marks-of.ts';
import { fakeDeps, fakeSnapshot, ok } from '../testing/fake-play.ts';

const sailors: UnitView = {
  id: 'sailors', side: 'red', name: 'Sailors', troopType: 'sailors', troopClass: 'infantry', baseSize: { width: 1, depth: 1 },
  bases: [{ id: 'sailors/1', x: 10, y: 10, facing: 0 }, { id: 'sailors/2', x: 12, y: 10, facing: 0 }],
  officers: [], markers: [], status: 'active', strength: { now: 2, start: 2, unit: 'figures' }, stats: {},
} as unknown as UnitView;
const advance: Choice = {
  label: 'Sailors: advance 6" north', unitId: 'sailors',
  action: { type: 'place', side: 'red', unitId: 'sailors', figures: [{ id: 'sailors/1', x: 10, y: 16, facing: 0 }, { id: 'sailors/2', x: 12, y: 16, facing: 0 }] } as BaseAction,
};
const holdFire: Choice = { label: 'Sailors: hold fire', unitId: 'sailors', action: { type: 'hold', side: 'red', unitId: 'sailors' } as BaseAction };

function session(): { session: PlaySession; acted: BaseAction[] } {
  const acted: BaseAction[] = [];
  const fake = fakeSnapshot({ units: [sailors], pending: { side: 'red', kind: 'move', prompt: 'move the sailors', unitIds: ['sailors'] } });
  // The table's marks name the terrain the command distances reach: an open table with no victory areas.
  const snapshot = { ...fake, scenario: { ...fake.scenario, victory: [] } } as typeof fake;
  const deps = fakeDeps({
    act: async (input) => { acted.push(input.action as unknown as BaseAction); return ok(snapshot); },
    gameOptions: async () => ok([advance, holdFire]),
  });
  return { session: new PlaySession(deps, snapshot), acted };
}

describe('a preset from the list of choices', () => {
  it('that moves troops is drawn on the table as planned, and carried out, exactly as offered, only on Confirm', async () => {
    const { session: s, acted } = session();
    await s.choose(advance);
    expect(acted).toEqual([]);
    expect(s.armed).toBe(advance);
    const { overlays } = tableMarks(s);
    // The path from where the sailors stand (11, 10) to where the preset puts them (11, 16), its facing, and each figure's place.
    expect(overlays).toContainEqual({ kind: 'path', points: [{ x: 11, y: 10 }, { x: 11, y: 16 }], label: '6.0"' });
    expect(overlays).toContainEqual({ kind: 'facing', at: { x: 11, y: 16 }, facing: 0 });
    expect(overlays.filter((o) => o.kind === 'circle').map((o) => { const { x, y } = (o as { centre: { x: number; y: number } }).centre; return { x, y }; })).toEqual([{ x: 10, y: 16 }, { x: 12, y: 16 }]);
    await s.confirm();
    expect(acted).toEqual([advance.action]);
  });

  it('that puts nothing on the table is sent at once, and Cancel takes a planned preset back unsent', async () => {
    const { session: s, acted } = session();
    await s.choose(advance);
    s.cancel();
    expect(s.armed).toBeNull();
    expect(tableMarks(s).overlays.filter((o) => o.kind === 'path')).toEqual([]);
    await s.choose(holdFire);
    expect(acted).toEqual([holdFire.action]);
  });
});
