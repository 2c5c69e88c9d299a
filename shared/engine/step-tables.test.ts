import { describe, expect, it } from 'vitest';
import { openStep, stepEvents, stepTablesOf } from './step-tables.ts';
import type { TableView } from './ruleset.ts';

/** A draft changed in place through an action, as the rule sets' steps do. */
interface Draft { strength: number; phase: string }

const tableOf = (d: Draft): TableView => ({
  turn: 1, turnLimit: 1, phase: d.phase, zones: [],
  units: [{
    id: 'u', side: 'red', name: 'Sailors', troopType: 't', troopClass: 'infantry', bases: [], baseSize: { width: 1, depth: 1 },
    officers: [], markers: [], status: 'active', strength: { now: d.strength, start: 6, unit: 'figures' }, stats: {},
  }],
});

/** Shooting takes two figures, then close combat one more: two steps within one action. */
function runAction(keepTables: boolean) {
  const draft: Draft = { strength: 6, phase: 'shooting' };
  const events = stepEvents({ keepTables });
  events.push({ kind: 'shot', text: 'two fall' });
  draft.strength -= 2;
  openStep(events, { kind: 'phase', text: 'Close combat' }, () => tableOf(draft));
  draft.phase = 'close combat';
  events.push({ kind: 'combat', text: 'one falls' });
  draft.strength -= 1;
  return { events, draft };
}

describe('the table as each rules step within an action ended', () => {
  it('keeps, at the event opening close combat, the strength as the shooting left it, not as the combat did', () => {
    const { events, draft } = runAction(true);
    expect(events.map((e) => e.text)).toEqual(['two fall', 'Close combat', 'one falls']);
    const tables = stepTablesOf(events);
    expect(tables.map((t) => t.at)).toEqual([1]);
    expect(tables[0]!.table.units[0]!.strength.now).toBe(4);
    expect(tables[0]!.table.phase).toBe('shooting');
    expect(draft.strength).toBe(3);
  });

  it('keeps nothing, and makes no table, unless asked', () => {
    let made = 0;
    const events = stepEvents();
    openStep(events, { kind: 'phase', text: 'Close combat' }, () => { made++; return tableOf({ strength: 1, phase: 'x' }); });
    expect(stepTablesOf(events)).toEqual([]);
    expect(made).toBe(0);
    expect(runAction(false).events.map((e) => e.text)).toEqual(runAction(true).events.map((e) => e.text));
  });
});
