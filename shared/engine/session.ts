import type { Scenario } from '../scenario/schema.ts';
import type { BaseAction, Ruleset } from './ruleset.ts';
import type { GameEvent } from './events.ts';
import { applyAction, newGameLog, startGame, stateHash, type FogSetting, type GameLog, type GameState } from './game.ts';
import type { Result } from '../core/result.ts';
import { recordAction } from './log-chain.ts';
import type { StepTable } from './step-tables.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { knowledgeOf, type SideKnowledge } from './fog.ts';

/**
 * A game in progress: its log, the current state, and snapshots every `snapshotEvery` actions so undo
 * (truncate the log and replay) costs at most that many steps. For each side in `fogSides` it keeps what that side
 * knows after every action (`shared/engine/fog.ts`), so undo and resume find the side's memory as it was.
 */
export class GameSession<S, A extends BaseAction> {
  private readonly snapshots = new Map<number, GameState<S>>();
  private readonly gameLog: GameLog<A>;
  private current: GameState<S>;
  private lastEvents: GameEvent[];
  private lastTables: StepTable[] = [];
  /** For each side kept: what it knew after the set-up (index 0) and after each action. */
  private readonly knowledge = new Map<SideId, SideKnowledge[]>();

  private constructor(
    readonly ruleset: Ruleset<S, A>,
    scenario: Scenario,
    seed: number,
    private readonly snapshotEvery: number,
    ownDice: boolean,
    fogSides: readonly SideId[],
    fog: FogSetting | undefined,
  ) {
    const start = startGame(ruleset, scenario, seed);
    this.gameLog = newGameLog(ruleset, scenario, seed, start.state, { ownDice, ...(fog ? { fog } : {}) });
    this.current = start.state;
    this.lastEvents = start.events;
    this.snapshots.set(0, start.state);
    for (const side of fogSides) this.knowledge.set(side, [knowledgeOf(ruleset, start.state.game, side, null)]);
  }

  /**
   * `ownDice`: the players roll their own dice, and each action carries the values they entered (entered-dice.ts).
   * `fogSides`: the sides whose knowledge of the enemy the session keeps (`knows`); `fog`: the setting its log records.
   */
  static start<S, A extends BaseAction>(
    ruleset: Ruleset<S, A>, scenario: Scenario, seed: number, snapshotEvery = 50, ownDice = false, fogSides: readonly SideId[] = [], fog?: FogSetting,
  ): GameSession<S, A> {
    return new GameSession(ruleset, scenario, seed, snapshotEvery, ownDice, fogSides, fog);
  }

  /**
   * Rebuilds a session from a saved log; refuses a log whose actions the rules reject. The session's chain is its
   * own replay's; `verifyGameLog` is what compares it with a recorded one.
   */
  static resume<S, A extends BaseAction>(
    ruleset: Ruleset<S, A>, log: GameLog<A>, snapshotEvery = 50, fogSides: readonly SideId[] = [],
  ): Result<GameSession<S, A>, { reason: string; actionIndex: number }> {
    const session = new GameSession(ruleset, log.scenario, log.seed, snapshotEvery, log.enteredDice !== undefined, fogSides, log.fog);
    for (let i = 0; i < log.actions.length; i++) {
      const r = session.act(log.actions[i]!, log.enteredDice?.[i]);
      if (!r.ok) return { ok: false, error: { reason: r.error.reason, actionIndex: i } };
    }
    return { ok: true, value: session };
  }

  get state(): GameState<S> { return this.current; }
  get events(): GameEvent[] { return this.lastEvents; }
  /** The table as each rules step within the last action ended, when it was taken with `keepTables`; else none. */
  get stepTables(): StepTable[] { return this.lastTables; }
  get log(): GameLog<A> {
    const { enteredDice } = this.gameLog;
    return { ...this.gameLog, actions: [...this.gameLog.actions], chain: [...this.gameLog.chain], ...(enteredDice ? { enteredDice: enteredDice.map((d) => [...d]) } : {}) };
  }
  /** Fog of war as this game is played (its log's record; open table for a log saved before fog of war). */
  get fog(): FogSetting { return this.gameLog.fog ?? 'open table'; }
  /** Whether the players roll their own dice in this game. */
  get ownDice(): boolean { return this.gameLog.enteredDice !== undefined; }
  get length(): number { return this.gameLog.actions.length; }
  hash(): string { return stateHash(this.current); }

  /**
   * What `side` knew after the first `length` actions (0: the set-up; the current state when left out), or null for
   * a side whose knowledge the session does not keep.
   */
  knows(side: SideId, length = this.gameLog.actions.length): SideKnowledge | null {
    return this.knowledge.get(side)?.[length] ?? null;
  }

  /**
   * In a game of the players' own dice, `entered` is what they rolled for this action (none when it rolls nothing).
   * `keepTables`: keep the table as each rules step within the action ended (`stepTables`), for a screen showing them.
   */
  act(action: A, entered?: readonly number[], options: { keepTables?: boolean } = {}): Result<GameEvent[]> {
    const dice = this.ownDice ? entered ?? [] : undefined;
    const next = applyAction(this.ruleset, this.current, action, dice, options);
    if (!next.ok) return next;
    recordAction(this.gameLog, action, next.value, dice);
    this.current = next.value.state;
    this.lastEvents = next.value.events;
    this.lastTables = next.value.tables ?? [];
    for (const [side, known] of this.knowledge) known.push(knowledgeOf(this.ruleset, this.current.game, side, known.at(-1)!));
    if (this.gameLog.actions.length % this.snapshotEvery === 0) this.snapshots.set(this.gameLog.actions.length, this.current);
    return { ok: true, value: next.value.events };
  }

  /** Goes back to the state after the first `length` actions, replaying from the nearest snapshot. */
  truncate(length: number): void {
    if (length < 0 || length > this.gameLog.actions.length) throw new RangeError(`cannot truncate to ${length}`);
    let from = Math.floor(length / this.snapshotEvery) * this.snapshotEvery;
    while (!this.snapshots.has(from)) from -= this.snapshotEvery;
    for (const key of this.snapshots.keys()) if (key > length) this.snapshots.delete(key);
    let state = this.snapshots.get(from)!;
    let events: GameEvent[] = [];
    for (let i = from; i < length; i++) {
      const next = applyAction(this.ruleset, state, this.gameLog.actions[i]!, this.gameLog.enteredDice?.[i]);
      if (!next.ok) throw new Error(`replay diverged at action ${i}: ${next.error.reason}`);
      state = next.value.state;
      events = next.value.events;
    }
    this.gameLog.actions.length = length;
    this.gameLog.chain.length = length + 1;
    if (this.gameLog.enteredDice) this.gameLog.enteredDice.length = length;
    for (const known of this.knowledge.values()) known.length = length + 1;
    this.current = state;
    this.lastEvents = events;
    this.lastTables = [];
  }

  undo(count = 1): void {
    this.truncate(Math.max(0, this.gameLog.actions.length - count));
  }
}
