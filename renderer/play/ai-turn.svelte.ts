import type { GameSnapshot } from '../../shared/api.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { PlayDeps } from './play-deps.ts';

/** What the AI turn needs of the session: the snapshot, and a way to take in each new one. */
interface AiHost {
  readonly snapshot: GameSnapshot;
  readonly isDisposed: boolean;
  /** Stopped after a rules step: the AI waits until the player goes on. */
  readonly stopped: unknown;
  notice: { tone: 'refusal' | 'error' | 'info'; text: string } | null;
  receive(snapshot: GameSnapshot): Promise<void>;
}

export interface AiReason {
  turn: number;
  side: SideId;
  text: string;
  thinkingMs: number;
}

/**
 * The AI's side of the game: while the decision due is the AI's, ask main for its move, show it, wait long
 * enough for the player to follow (the speed setting), and go on. Skip plays the rest of the turn at once.
 */
export class AiTurn {
  running = $state(false);
  reasons = $state.raw<AiReason[]>([]);
  private skipping = false;
  private stopped = false;
  private wake: (() => void) | null = null;

  constructor(private readonly deps: Pick<PlayDeps, 'api' | 'aiDelayMs'>, private readonly host: AiHost) {}

  private due(): boolean {
    const s = this.host.snapshot;
    return !this.stopped && !this.host.isDisposed && this.host.stopped === null && s.outcome === null && s.pending !== null && s.pending.side !== s.humanSide;
  }

  /** Plays the AI's decisions until the player is due or the game ends. Safe to call when already running. */
  async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    this.skipping = false;
    try {
      while (this.due()) {
        const result = await this.deps.api.aiAct({ gameId: this.host.snapshot.gameId });
        if (this.host.isDisposed || this.stopped) return;
        if (!result.ok) {
          this.host.notice = { tone: 'error', text: `The AI could not move: ${result.error.message}` };
          return;
        }
        // Stamped with the turn the decision was taken in: the snapshot after it may already be the next turn.
        const { pending, view } = this.host.snapshot;
        const side = pending?.side ?? 'white';
        this.reasons = [...this.reasons.slice(-49), { turn: view.turn, side, text: result.value.reason, thinkingMs: result.value.thinkingMs }];
        // Receive after this loop's own bookkeeping; receive() would start another run, which returns at once.
        await this.host.receive(result.value.snapshot);
        if (this.due()) await this.pause(this.skipping ? 0 : this.deps.aiDelayMs());
      }
    } finally {
      this.running = false;
    }
  }

  skip(): void {
    this.skipping = true;
    this.wake?.();
  }

  /** Stops after the move in flight (leaving the screen, undo). */
  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  private pause(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }
}
