import { describe, expect, it } from 'vitest';
import type { TableView, UnitView } from './ruleset.ts';
import type { GameEvent } from './events.ts';
import { remember, stepForSide, viewForSide, type SideKnowledge } from './fog.ts';
import { sightWithin } from '../testing/sight-range.ts';

const unit = (id: string, side: 'red' | 'white', x: number, extra: Partial<UnitView> = {}): UnitView => ({
  id, side, name: extra.name ?? id, troopType: 't', troopClass: 'infantry', bases: [{ x, y: 0, facing: 0, figures: 4 }],
  baseSize: { width: 1, depth: 1 }, officers: [], markers: [], status: 'active', strength: { now: 4, start: 4, unit: 'figures' }, stats: {}, ...extra,
});
const table = (turn: number, units: UnitView[]): TableView => ({ turn, turnLimit: 10, phase: 'p', units, zones: [] });
const knowing = (view: TableView, before: SideKnowledge | null): SideKnowledge => {
  const sighting = sightWithin(view, 'red', 10);
  return { sighting, memory: remember(before?.memory ?? new Map(), view, 'red', sighting) };
};
const words = (at: { x: number }) => `in square X${at.x}`;

describe('a side\'s view of the table', () => {
  const start = table(1, [unit('reds', 'red', 0), unit('scouts', 'white', 5), unit('plastuns', 'white', 40, { name: 'Plastun platoon', status: 'hidden' }), unit('far', 'white', 60)]);

  it('holds its own units and the enemy units it sees whole, markers as markers, and no unknown enemy unit', () => {
    const k = knowing(start, null);
    const seen = viewForSide(start, 'red', k.sighting, k.memory);
    expect(seen.units.map((u) => u.id)).toEqual(['reds', 'scouts']);
    expect(seen.units[1]).toEqual(start.units[1]);
    expect(seen.markers).toEqual([{ key: 'marker 1', side: 'white', at: { x: 40, y: 0 }, facing: 0, label: 'position marker' }]);
    expect(JSON.stringify(seen)).not.toMatch(/plastun|far/i);
  });

  it('draws an enemy unit no longer seen where it was last seen, with the turn', () => {
    const k1 = knowing(start, null);
    const later = table(3, [unit('reds', 'red', 0), unit('scouts', 'white', 30), start.units[2]!, start.units[3]!]);
    const k3 = knowing(later, k1);
    const seen = viewForSide(later, 'red', k3.sighting, k3.memory);
    expect(seen.units.find((u) => u.id === 'scouts')).toMatchObject({ bases: [{ x: 5 }], lastSeen: { turn: 1 } });
  });

  it('keeps a seen unit\'s links only to units the side knows', () => {
    const view = table(1, [unit('reds', 'red', 0), unit('scouts', 'white', 5, { commander: 'far', command: { centre: { x: 5, y: 0 }, rings: [], unitIds: ['scouts', 'far'] } }), unit('far', 'white', 60)]);
    const k = knowing(view, null);
    const scouts = viewForSide(view, 'red', k.sighting, k.memory).units[1]!;
    expect(scouts.commander).toBeUndefined();
    expect(scouts.command?.unitIds).toEqual(['scouts']);
  });

  it('keeps what is under way only where it names units the side knows', () => {
    const view: TableView = { ...table(1, [unit('reds', 'red', 0), unit('far', 'white', 60)]), pending: [
      { label: 'a fight to come', losses: [{ unitId: 'far', out: 0.5, lost: 1 }] },
      { label: 'hits waiting', losses: [{ unitId: 'reds', out: 0, lost: 1 }] },
    ] };
    const k = knowing(view, null);
    expect(viewForSide(view, 'red', k.sighting, k.memory).pending?.map((p) => p.label)).toEqual(['hits waiting']);
  });
});

describe('a side\'s events', () => {
  const before = table(2, [unit('reds', 'red', 0), unit('scouts', 'white', 5), unit('plastuns', 'white', 40, { name: 'Plastun platoon', status: 'hidden' })]);
  const after = table(2, [unit('reds', 'red', 32), unit('scouts', 'white', 5), unit('plastuns', 'white', 40, { name: 'Plastun platoon', status: 'active' })]);
  const kBefore = knowing(before, null);
  const kAfter = knowing(after, kBefore);

  it('drops events naming an enemy unit seen neither before nor after, and reveals a unit that comes into sight', () => {
    const hidden = table(2, [unit('reds', 'red', 0), unit('plastuns', 'white', 40, { name: 'Plastun platoon' })]);
    const k = knowing(hidden, null);
    const events: GameEvent[] = [
      { kind: 'move', text: 'reds move', unitId: 'reds' },
      { kind: 'move', text: 'the plastuns creep', unitId: 'plastuns' },
      { kind: 'shot', text: 'a shot at the reds', unitId: 'plastuns', targetUnitId: 'reds' },
      { kind: 'note', text: 'Plastun platoon waits' },
      { kind: 'turn', text: 'Turn 2' },
    ];
    expect(stepForSide({ events, stepTables: [], view: hidden }, 'red', k, k, words).events.map((e) => e.text)).toEqual(['reds move', 'Turn 2']);
  });

  it('keeps the events of a unit seen after the step, and says where it was revealed', () => {
    const events: GameEvent[] = [{ kind: 'move', text: 'reds advance', unitId: 'reds' }, { kind: 'shot', text: 'the plastuns fire', unitId: 'plastuns', targetUnitId: 'reds' }];
    const side = stepForSide({ events, stepTables: [], view: after }, 'red', kBefore, kAfter, words);
    expect(side.events.map((e) => e.text)).toEqual(['reds advance', 'the plastuns fire', 'Plastun platoon is revealed in square X40']);
    expect(side.events[2]).toMatchObject({ kind: 'reveal', side: 'white', unitId: 'plastuns', at: [{ x: 40, y: 0 }] });
  });

  it('reveals nothing at the set-up, and points each step table at its event among those kept', () => {
    const events: GameEvent[] = [{ kind: 'move', text: 'hidden', unitId: 'far' }, { kind: 'move', text: 'reds', unitId: 'reds' }, { kind: 'phase', text: 'next' }];
    const view = table(1, [unit('reds', 'red', 0), unit('far', 'white', 60)]);
    const k = knowing(view, null);
    const side = stepForSide({ events, stepTables: [{ at: 2, table: view }], view }, 'red', null, k, words);
    expect(side.events.map((e) => e.text)).toEqual(['reds', 'next']);
    expect(side.stepTables).toHaveLength(1);
    expect(side.stepTables[0]!.at).toBe(1);
    expect(side.stepTables[0]!.table.units.map((u) => u.id)).toEqual(['reds']);
  });
});
