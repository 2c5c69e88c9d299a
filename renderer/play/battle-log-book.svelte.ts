import type { GameEvent } from '../../shared/engine/events.ts';
import type { BattleLogEntry } from '../db.ts';

/**
 * The battle log of one game on the play screen: every event in the order it came, numbered, with the turn it
 * belongs to. What has been shown of it so far is the stops' business (`PhaseStops.hiddenFrom`).
 */
export class BattleLogBook {
  entries = $state.raw<BattleLogEntry[]>([]);
  private nextSeq: number;

  constructor(history: BattleLogEntry[]) {
    this.entries = history;
    this.nextSeq = (history.at(-1)?.seq ?? 0) + 1;
  }

  /** The events of one step; those after a new turn began belong to the new turn, those before it to the old one. */
  append(events: readonly GameEvent[], turnBefore: number, turnAfter: number): BattleLogEntry[] {
    let turn = turnBefore;
    const added = events.map((event) => {
      if (event.kind === 'turn') turn = turnAfter;
      return { seq: this.nextSeq++, turn, event };
    });
    this.entries = [...this.entries, ...added];
    return added;
  }

  /** A line of the screen's own (an action taken back), in the turn given. */
  note(text: string, turn: number): void {
    this.entries = [...this.entries, { seq: this.nextSeq++, turn, event: { kind: 'note', text } }];
  }
}
