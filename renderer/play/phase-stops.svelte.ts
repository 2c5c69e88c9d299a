import type { GameEvent } from '../../shared/engine/events.ts';
import type { TableView } from '../../shared/engine/ruleset.ts';
import type { StepTable } from '../../shared/engine/step-tables.ts';
import type { BattleLogEntry } from '../db.ts';
import { pacedParts, stopHeading, type PacedPart } from './phase-pacer.ts';
import { gatherRun, runStep, type HeldRun, type RunStep } from './activation-runs.ts';

/** A rules step that has run and been shown, waiting for the player's "Go on". */
export interface PhaseStop {
  heading: string;
  part: PacedPart;
  /** The battle log line that opened the part: tells one stop from the next. */
  seq: number;
  /** The turn the step belongs to (the game may already be in the next). */
  turn: number;
  /** The table as the step ended, when the rules step after it ran within the same action; else the table now is. */
  table: TableView | null;
}

/** A part of the latest action's events still to be shown, with the first log line it brings. */
interface QueuedPart extends PacedPart {
  firstSeq: number;
  turn: number;
  /** The table as this part's step ended, if the engine kept it (the next part opened within the action). */
  table: TableView | null;
  /** The run of the AI's activations this part's stop stands for (`activation-runs.ts`). */
  run?: HeldRun;
}

/**
 * The play screen's stops between rules steps: which parts of the latest action's events are still to be shown,
 * where the log is cut off until they are, and the stop waiting for "Go on" (`phase-pacer.ts` decides the parts).
 */
export class PhaseStops {
  stopped = $state.raw<PhaseStop | null>(null);
  /** The first battle log line not shown yet (it belongs to a step still behind a stop), or null when all are. */
  hiddenFrom = $state<number | null>(null);
  private queued: QueuedPart[] = [];
  /** The phase labels met in the turn now being played, and that turn. */
  private seen: string[] = [];
  private seenTurn = -1;
  /** The AI's run of activations under way, its stops held back until it ends. */
  private held: HeldRun | null = null;

  /** `show` hears each part's events as it comes on screen (the dice tray takes its rolls). */
  constructor(private readonly show: (events: readonly GameEvent[]) => void) {}

  /** Forgets what was still to be shown (a new snapshot arrives). */
  clear(): void {
    this.queued = [];
    this.stopped = null;
    this.hiddenFrom = null;
  }

  /**
   * The log entries of one action, already in the log, and the tables the engine kept as each rules step within it
   * ended (`tables[i].at` indexes `entries`): shows its first parts, up to the first stop. `run`: the AI decision
   * this action was, when its side's activations stop once for the run; null for any other.
   */
  take(
    entries: readonly BattleLogEntry[], tables: readonly StepTable[], phaseBefore: string, phaseAfter: string, turnAfter: number, pause: boolean,
    run: RunStep | null = null,
  ): void {
    // A turn that began within the action makes its new phase label the first of that turn.
    const turnBegan = entries.some((e) => e.event.kind === 'turn');
    if (turnBegan || turnAfter !== this.seenTurn) {
      this.seen = [];
      this.seenTurn = turnAfter;
    }
    const parts = pacedParts(entries.map((e) => e.event), phaseBefore, phaseAfter, pause, this.seen);
    for (const label of turnBegan ? [phaseAfter] : [phaseBefore, phaseAfter]) if (!this.seen.includes(label)) this.seen.push(label);
    let at = 0;
    const queued = parts.map((part) => {
      const first = at;
      at += part.events.length;
      const table = tables.find((t) => t.at === at)?.table ?? null;
      return { ...part, firstSeq: entries[first]!.seq, turn: entries[at - 1]!.turn, table };
    });
    const gathered = gatherRun(queued, this.held, pause ? run : null);
    this.held = gathered.held;
    this.queued = gathered.parts;
    this.showNext(phaseAfter);
  }

  /** The player goes on: shows the next part; true when the screen stops again. */
  goOn(phaseNow: string): boolean {
    if (this.stopped === null) return false;
    this.stopped = null;
    this.showNext(phaseNow);
    return this.stopped !== null;
  }

  private showNext(phaseNow: string): void {
    for (let part = this.queued.shift(); part; part = this.queued.shift()) {
      this.show(part.events);
      this.hiddenFrom = this.queued[0]?.firstSeq ?? null;
      if (part.stopAfter) {
        // A run's stop is named for the run and lights every unit its events name.
        const shown = part.run ? { step: runStep(part.run), events: part.run.events, stopAfter: true } : part;
        this.stopped = { heading: stopHeading(shown, this.queued[0]?.step ?? phaseNow), part: shown, seq: part.firstSeq, turn: part.turn, table: part.table };
        return;
      }
    }
    this.hiddenFrom = null;
  }
}
