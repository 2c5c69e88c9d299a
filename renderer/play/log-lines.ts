import type { UnitView } from '../../shared/engine/ruleset.ts';
import type { BattleLogEntry } from '../db.ts';
import { counted } from '../../shared/engine/agreement.ts';

/** One line of the battle log as shown: an event on its own, or a unit's volley that opens to its single rolls. */
export interface LogLine {
  seq: number;
  turn: number;
  side: string;
  text: string;
  /** The entries behind the line: one, or every roll of a volley. */
  entries: BattleLogEntry[];
  volley: boolean;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Puts unit names where a rule set's text names a unit or one of its figures by id ("red-maxim/1" reads "Red
 * Maxim"). Only whole ids are replaced, longest first, so "peoples-army-10" is never read as "peoples-army-1".
 */
export function inNames(units: readonly Pick<UnitView, 'id' | 'name'>[]): (text: string) => string {
  const byId = new Map(units.map((u) => [u.id, u.name]));
  if (byId.size === 0) return (text) => text;
  const ids = [...byId.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\w-])(${ids.join('|')})(?:/\\d+)?(?![\\w-])`, 'g');
  return (text) => text.replace(pattern, (_, id: string) => byId.get(id) ?? id);
}

/** Events that belong to a volley: the shots, and the crew saves and stray rounds their hits bring. */
const FOLLOWS_A_SHOT = new Set(['save', 'stray']);

/**
 * The log in lines: a unit's consecutive shots (with the saves and stray rounds they cause) make one line,
 * "Red Maxim fires 6 shots at 1st People's Army company: 2 hits", whose rolls open beneath it.
 */
export function logLines(entries: readonly BattleLogEntry[], name: (text: string) => string, unitName: (id: string) => string): LogLine[] {
  const lines: LogLine[] = [];
  let volley: BattleLogEntry[] = [];
  const flush = () => {
    if (volley.length === 0) return;
    const first = volley[0]!;
    lines.push({ seq: first.seq, turn: first.turn, side: first.event.side ?? 'neutral', text: volleyText(volley, unitName), entries: volley, volley: true });
    volley = [];
  };
  for (const entry of entries) {
    const e = entry.event;
    const shooter = volley[0]?.event.unitId;
    if (e.kind === 'shot' && e.unitId && e.roll) {
      if (shooter !== e.unitId) flush();
      volley.push(entry);
    } else if (volley.length > 0 && FOLLOWS_A_SHOT.has(e.kind) && e.roll) {
      volley.push(entry);
    } else {
      flush();
      lines.push(single(entry, name));
    }
  }
  flush();
  return lines;
}

const single = (entry: BattleLogEntry, name: (text: string) => string): LogLine =>
  ({ seq: entry.seq, turn: entry.turn, side: entry.event.side ?? 'neutral', text: name(entry.event.text), entries: [entry], volley: false });

function volleyText(volley: readonly BattleLogEntry[], unitName: (id: string) => string): string {
  const shots = volley.filter((v) => v.event.kind === 'shot');
  const shooter = unitName(shots[0]!.event.unitId!);
  const targets = [...new Set(shots.map((s) => s.event.targetUnitId).filter((t): t is string => !!t))].map(unitName);
  const scored = shots.filter((s) => s.event.hits !== undefined);
  const hits = scored.reduce((sum, s) => sum + s.event.hits!, 0);
  // A shot its rule set does not count in hits (a table's effect, "Ret") is summed up by its result.
  const effects = [...new Set(shots.filter((s) => s.event.hits === undefined).map((s) => s.event.roll!.result))];
  const saved = volley.filter((v) => v.event.kind === 'save' && v.event.roll?.result === 'saved').length;
  const stray = volley.filter((v) => v.event.kind === 'stray' && v.event.roll?.result === 'casualty').length;
  const at = targets.length > 0 ? ` at ${targets.join(' and ')}` : '';
  const parts = hits > 0 || effects.length === 0 ? [counted(hits, 'hit')] : [];
  parts.push(...effects);
  if (saved > 0) parts.push(`${saved} saved by the crew`);
  if (stray > 0) parts.push(`${stray} more caught by stray rounds`);
  return `${shooter} fires ${counted(shots.length, 'shot')}${at}: ${parts.join(', ')}`;
}
