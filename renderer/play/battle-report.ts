import type { Outcome, UnitView } from '../../shared/engine/ruleset.ts';
import type { EventKind } from '../../shared/engine/events.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { BattleLogEntry } from '../db.ts';
import { counted } from '../../shared/engine/agreement.ts';

export interface SideReport {
  side: SideId;
  name: string;
  units: { name: string; now: number; start: number; unit: string; status: UnitView['status'] }[];
  /** Pieces that stood for no troops (dummy markers: no strength at the start), by name, apart from the units. */
  dummies: string[];
  /** Share of the starting strength still standing, 0..1; null for a side that had no strength to count. */
  remaining: number | null;
  events: Partial<Record<EventKind, number>>;
}

export interface BattleReport {
  headline: string;
  reason: string;
  turns: number;
  sides: SideReport[];
  /** The battle log by turn, oldest first. */
  turnsLog: { turn: number; lines: string[] }[];
}

/** The end-of-game report, drawn only from what the engine sent: the final view, the outcome and the events. */
export function battleReport(
  outcome: Outcome,
  units: readonly UnitView[],
  sideNames: Record<SideId, string>,
  turns: number,
  log: readonly BattleLogEntry[],
): BattleReport {
  const sides = (['red', 'white'] as const).map((side): SideReport => {
    const own = units.filter((u) => u.side === side && u.strength.start > 0);
    const dummies = units.filter((u) => u.side === side && u.strength.start === 0).map((u) => u.name);
    const start = own.reduce((n, u) => n + u.strength.start, 0);
    const now = own.reduce((n, u) => n + (u.status === 'destroyed' ? 0 : u.strength.now), 0);
    const events: Partial<Record<EventKind, number>> = {};
    for (const entry of log) if (entry.event.side === side) events[entry.event.kind] = (events[entry.event.kind] ?? 0) + 1;
    return {
      side,
      name: sideNames[side],
      units: own.map((u) => ({ name: u.name, now: u.strength.now, start: u.strength.start, unit: u.strength.unit, status: u.status })),
      dummies,
      remaining: start === 0 ? null : now / start,
      events,
    };
  });
  const byTurn = new Map<number, string[]>();
  for (const entry of log) {
    const lines = byTurn.get(entry.turn) ?? [];
    lines.push(entry.event.text);
    byTurn.set(entry.turn, lines);
  }
  return {
    headline: outcome.winner === null ? 'A draw' : `${sideNames[outcome.winner]} win`,
    reason: outcome.reason,
    turns,
    sides,
    turnsLog: [...byTurn.entries()].sort((a, b) => a[0] - b[0]).map(([turn, lines]) => ({ turn, lines })),
  };
}

/** How the report counts events of each kind, in words: "3 shots", "1 rally". */
const EVENT_WORDS: Partial<Record<EventKind, [string, string]>> = {
  move: ['move', 'moves'], hold: ['hold', 'holds'], shot: ['shot', 'shots'], casualty: ['casualty', 'casualties'],
  save: ['save', 'saves'], combat: ['close combat', 'close combats'], morale: ['morale test', 'morale tests'],
  rally: ['rally', 'rallies'], rout: ['rout', 'routs'], 'artillery-request': ['call for artillery', 'calls for artillery'],
  'artillery-strike': ['artillery strike', 'artillery strikes'],
};

export function eventCountText(kind: EventKind, n: number): string {
  const words = EVENT_WORDS[kind];
  return words ? counted(n, words[0], words[1]) : `${n} × ${kind}`;
}
