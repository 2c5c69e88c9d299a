import type { GameEvent } from './events.ts';
import type { TableView } from './ruleset.ts';

/**
 * The table as each rules step within one action ended, for a screen that shows an action a step at a time (the
 * play screen's stops after shooting, close combat, morale). One action may run several steps of a rule set's
 * sequence; the rule set opens each with `openStep`, which, when the step was asked to keep tables, keeps the
 * table as it stood just before, made from the step's draft there and then. Kept only when asked: the AI's search
 * and replays step thousands of times and never show them.
 */
export interface StepTable {
  /** Index, in the action's events, of the event that opens the next step: the table is as the step before it ended. */
  at: number;
  table: TableView;
}

/** What a caller of a rule set's `step` may ask for beyond the new state and its events. */
export interface StepOptions {
  /** Keep the table as each rules step within the action ends (`stepTablesOf`). */
  keepTables?: boolean;
}

/** The tables kept beside each list of events made with `keepTables`, keyed by the list (as state memos are). */
const kept = new WeakMap<GameEvent[], StepTable[]>();

/** A new list for one action's events; with `keepTables`, the tables as its steps end are kept beside it. */
export function stepEvents(options?: StepOptions): GameEvent[] {
  const events: GameEvent[] = [];
  if (options?.keepTables) kept.set(events, []);
  return events;
}

/**
 * Opens a new step of the rule set's sequence with `event`. Called before the new step changes anything, so that
 * `tableNow` (a view of the draft made afresh: the draft changes on after this) shows the step before as it ended.
 */
export function openStep(events: GameEvent[], event: GameEvent, tableNow: () => TableView): void {
  kept.get(events)?.push({ at: events.length, table: tableNow() });
  events.push(event);
}

/** The tables kept for a list of events made with `keepTables`, in order; none otherwise. */
export const stepTablesOf = (events: GameEvent[]): StepTable[] => kept.get(events) ?? [];
