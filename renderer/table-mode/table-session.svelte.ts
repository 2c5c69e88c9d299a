import type { Api, GameSnapshot } from '../../shared/api.ts';
import type { DiceAsked } from '../../shared/engine/dice-request.ts';
import type { BaseAction, Choice, UnitView } from '../../shared/engine/ruleset.ts';
import type { GameEvent } from '../../shared/engine/events.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { placeWords, tableOrderContext, type TableOrderContext } from '../../shared/table-orders/order.ts';
import { TABLE_DECISIONS_KEPT, tableDecision, yourActionResults, type TableDecision } from '../../shared/table-orders/table-decision.ts';
import { storedGameOf, type BattleLogEntry, type StoredGame } from '../db.ts';
import { savedLog, storedLogText } from '../play/saved-log.ts';
import { moveStart, pieceStartsOf, pointSlotOf, slotPoint, withSlotPoint } from '../play/choice-shapes.ts';
import { farthestLegal } from './legal-end.ts';
import { inHandAt, offeredAgain, withReason, type TableInHand, type TableRecord } from './table-record.ts';

export interface TableDeps {
  api: Api;
  autosave(game: StoredGame): Promise<void>;
  now(): number;
}

/**
 * One decision as carried out at the table: its orders for the miniatures, where each moved unit went, and why. The
 * AI's decisions, and what the player's own actions did beside the move they made by hand (`yours`).
 */
export interface TableOrder extends TableDecision {
  /** The AI's reason; empty for the player's own action, and where the save the game was resumed from does not have it. */
  reason: string;
}

/** A roll the rules need from the player: for the AI's decision or the player's own. */
export interface DiceWanted {
  asked: DiceAsked;
  forAi: boolean;
  /** What the roll resolves: the AI's reason or the player's choice. */
  about: string;
}

/** The rules' verdict on the player's move as they placed it, with the legal end when it is refused. */
export interface MoveVerdict {
  allowed: boolean;
  reason: string | null;
  legalEnd: { point: Vec; words: string } | null;
}

/**
 * A game in table mode: the app keeps the record while the battle is fought with miniatures. It gives the AI's
 * decisions as orders for the table, and after each of the player's own actions the orders for what it did beyond
 * the move they made by hand (figures shot off, routs, markers, their own losses); it takes the player's moves as placed on the top-down map or typed as a
 * square, and in a game of the players' own dice asks for each roll. Every verdict comes from the Api.
 */
export class TableSession {
  snapshot = $state.raw<GameSnapshot>() as GameSnapshot;
  options = $state.raw<Choice[]>([]);
  orders = $state.raw<TableOrder[]>([]);
  battleLog = $state.raw<BattleLogEntry[]>([]);
  /** The AI's decision waiting for dice, shown as its order-to-be. */
  dice = $state.raw<DiceWanted | null>(null);
  picked = $state.raw<Choice | null>(null);
  placement = $state.raw<{ point: Vec; facing: number | null } | null>(null);
  verdict = $state.raw<MoveVerdict | null>(null);
  notice = $state.raw<string | null>(null);
  busy = $state(false);
  /** The state hash the options were loaded for. */
  private optionsFor = $state('');
  /** Dice entered so far for the action in hand. */
  private entered: number[] = [];
  /** The AI's decision waiting for the dice now asked for. */
  private aiWaiting: { action: BaseAction; reason: string } | null = null;
  private reasons: TableRecord['reasons'];
  /** The action in hand when the game was left, taken up by `begin`. */
  private kept: TableInHand | undefined;
  private seq = 1;
  readonly ctx: TableOrderContext;

  /** `record`: table mode's part of the save the game was resumed from (the AI's reasons, the action in hand). */
  constructor(private readonly deps: TableDeps, snapshot: GameSnapshot, history: BattleLogEntry[], record?: TableRecord) {
    this.snapshot = snapshot;
    this.battleLog = history;
    this.seq = (history.at(-1)?.seq ?? 0) + 1;
    this.ctx = tableOrderContext(snapshot.scenario, snapshot.distanceUnit);
    this.reasons = record?.reasons ?? [];
    this.kept = inHandAt(record, snapshot.hash);
  }

  /**
   * Opens the game at the table as it was left: the AI's orders worded again from the log (with the reasons the
   * save kept), the action in hand taken up (the AI's decision asking for its next roll, or the player's choice as
   * placed, its dice so far entered), then play goes on to the next decision.
   */
  async begin(): Promise<void> {
    const found = await this.deps.api.tableDecisions({ gameId: this.snapshot.gameId });
    if (found.ok) this.orders = found.value.map((d) => ({ ...d, reason: this.reasons.find((r) => r.at === d.at)?.reason ?? '' }));
    const kept = this.kept;
    this.kept = undefined;
    // Main took up the AI's decision when the game was resumed (resumeGame's aiPlan): the dice entered for it stand.
    if (kept?.ai && this.ownDice) this.entered = [...kept.entered];
    await this.advance();
    if (kept?.ai && this.notice) {
      // The decision was not taken up after all (refused on resuming): the AI decides again and asks afresh.
      this.notice = null;
      this.entered = [];
      await this.advance();
    }
    if (kept?.picked && this.playerDue && this.optionsReady) await this.takeUp(kept);
  }

  /** The player's choice as it was left: picked again if still offered, placed where it was, its dice asked again. */
  private async takeUp(kept: TableInHand): Promise<void> {
    const picked = kept.picked ? offeredAgain(kept.picked, this.options) : undefined;
    if (!picked) return;
    this.pick(picked);
    if (kept.placement) await this.place(kept.placement.point, kept.placement.facing);
    if (kept.rolling && this.ownDice && (!this.needsPlace || this.verdict?.allowed)) {
      this.entered = [...kept.entered];
      await this.carryOut();
    }
  }

  get api(): Api {
    return this.deps.api;
  }

  get ownDice(): boolean {
    return this.snapshot.ownDice;
  }

  get playerDue(): boolean {
    const s = this.snapshot;
    return s.outcome === null && s.pending !== null && s.pending.side === s.humanSide;
  }

  /** What the table waits for: the player's dice, the player's decision, the app, or nothing (the game is over). */
  get phase(): 'dice' | 'player' | 'working' | 'over' {
    if (this.snapshot.outcome) return 'over';
    if (this.busy) return 'working';
    if (this.dice) return 'dice';
    return this.playerDue && this.optionsReady ? 'player' : 'working';
  }

  /** Whether the options on hand are those of the decision now due. */
  get optionsReady(): boolean {
    return this.optionsFor === this.snapshot.hash;
  }

  /** Plays the AI's decisions until the player is due, the game ends, or a roll is wanted; then loads the options. */
  async advance(): Promise<void> {
    const wasBusy = this.busy;
    this.busy = true;
    try {
      while (!this.dice && this.snapshot.outcome === null && this.snapshot.pending && !this.playerDue) {
        if (!(await this.aiStep(this.entered))) return;
      }
      if (this.playerDue) await this.loadOptions();
    } finally {
      this.busy = wasBusy;
    }
  }

  /** One AI decision with the dice entered for it; false when it stopped (dice wanted, or an error). */
  private async aiStep(dice: number[]): Promise<boolean> {
    const before = this.snapshot;
    const side = this.snapshot.pending?.side ?? 'white';
    const result = await this.deps.api.aiAct({ gameId: this.snapshot.gameId, ...(this.ownDice ? { dice } : {}) });
    if (!result.ok) {
      this.notice = result.error.problems?.[0]?.message ?? result.error.message;
      return false;
    }
    const move = result.value;
    if (move.dice) {
      this.entered = dice.slice(0, move.dice.index);
      this.dice = { asked: move.dice, forAi: true, about: move.reason };
      this.aiWaiting = move.action ? { action: move.action, reason: move.reason } : null;
      await this.keep();
      return false;
    }
    this.dice = null;
    this.entered = [];
    this.aiWaiting = null;
    const at = before.actionCount;
    this.listOrders(tableDecision(at, before.view, move.snapshot.view, side, move.action, this.ctx), move.reason);
    this.reasons = withReason(this.reasons, at, move.reason);
    await this.receive(move.snapshot);
    return true;
  }

  /** Dice rolled at the table for the roll now wanted. */
  async enterDice(values: number[]): Promise<void> {
    const wanted = this.dice;
    if (!wanted || this.busy) return;
    this.busy = true;
    this.notice = null;
    try {
      const dice = [...this.entered.slice(0, wanted.asked.index), ...values];
      if (wanted.forAi) {
        if (await this.aiStep(dice)) await this.advance();
      } else {
        this.entered = dice;
        await this.takePicked();
      }
    } finally {
      this.busy = false;
    }
  }

  async loadOptions(): Promise<void> {
    const result = await this.deps.api.gameOptions({ gameId: this.snapshot.gameId });
    this.options = result.ok ? result.value : [];
    this.optionsFor = this.snapshot.hash;
    if (!result.ok) this.notice = result.error.message;
  }

  pick(choice: Choice | null): void {
    this.picked = choice;
    this.placement = null;
    this.verdict = null;
    this.notice = null;
    this.entered = [];
    this.dice = null;
    if (choice) void this.keep();
  }

  /** The unit a picked choice places, if it places one on the table. */
  get pickedUnit(): UnitView | undefined {
    const id = this.picked?.unitId;
    return id ? this.snapshot.view.units.find((u) => u.id === id) : undefined;
  }

  /**
   * The unit the question now asked is about, marked on the map: the one a roll is for (the AI's deciding unit, or the
   * player's choice), the player's choice picked, or the one unit a decision of the player's names.
   */
  get askedUnitId(): string | null {
    if (this.dice?.forAi) return unitOf(this.aiWaiting?.action);
    if (this.picked) return this.picked.unitId ?? unitOf(this.picked.action);
    const due = this.snapshot.pending;
    return this.playerDue && due?.unitIds.length === 1 ? due.unitIds[0]! : null;
  }

  /** Whether the picked choice needs a place on the table. */
  get needsPlace(): boolean {
    return this.picked !== null && pointSlotOf(this.picked.action) !== null;
  }

  /** The action as the player has placed it (or as the choice stands, when it takes no place). */
  private placedAction(point?: Vec): BaseAction | null {
    if (!this.picked) return null;
    const slot = pointSlotOf(this.picked.action);
    if (!slot) return this.picked.action;
    const at = point ?? this.placement?.point;
    if (!at) return null;
    return withSlotPoint(this.picked.action, slot, at, this.placement?.facing ?? null, pieceStartsOf(this.pickedUnit));
  }

  /** Where the picked unit starts from (`moveStart`), or the point its choice proposes when the view has no place for it. */
  private moveOrigin(): Vec | null {
    if (!this.picked) return null;
    const slot = pointSlotOf(this.picked.action);
    if (!slot) return null;
    return moveStart(this.picked.action, slot, this.pickedUnit) ?? slotPoint(this.picked.action, slot);
  }

  /** The player's miniatures stand at `point` (dragged on the map or a typed square), facing `facing`. */
  async place(point: Vec, facing: number | null): Promise<void> {
    this.placement = { point, facing };
    this.verdict = null;
    this.entered = [];
    this.dice = null;
    const action = this.placedAction();
    if (!action) return;
    const check = await this.deps.api.checkAction({ gameId: this.snapshot.gameId, action: { ...action }, ...(this.ownDice ? { dice: [] } : {}) });
    if (!check.ok) {
      this.notice = check.error.message;
      return;
    }
    if (check.value.allowed) {
      this.verdict = { allowed: true, reason: null, legalEnd: null };
    } else {
      const origin = this.moveOrigin();
      const end = origin ? await farthestLegal(origin, point, (p) => this.allowedAt(p)) : null;
      this.verdict = { allowed: false, reason: check.value.reason, legalEnd: end ? { point: end, words: placeWords(end, this.ctx) } : null };
    }
    await this.keep();
  }

  private async allowedAt(p: Vec): Promise<boolean> {
    const action = this.placedAction(p);
    if (!action) return false;
    const check = await this.deps.api.checkAction({ gameId: this.snapshot.gameId, action: { ...action }, ...(this.ownDice ? { dice: [] } : {}) });
    return check.ok && check.value.allowed;
  }

  /** Takes the picked choice as placed; in a game of own dice, asks for each roll it needs first. */
  async carryOut(): Promise<void> {
    if (this.busy && !this.dice) return;
    const wasBusy = this.busy;
    this.busy = true;
    try {
      await this.takePicked();
    } finally {
      this.busy = wasBusy;
    }
  }

  private async takePicked(): Promise<void> {
    const action = this.placedAction();
    if (!action) return;
    const dice = this.ownDice ? { dice: this.entered } : {};
    if (this.ownDice) {
      const check = await this.deps.api.checkAction({ gameId: this.snapshot.gameId, action: { ...action }, ...dice });
      if (!check.ok || !check.value.allowed) {
        this.notice = check.ok ? check.value.reason : check.error.message;
        return;
      }
      if (check.value.dice) {
        this.dice = { asked: check.value.dice, forAi: false, about: this.picked?.label ?? '' };
        await this.keep();
        return;
      }
    }
    const result = await this.deps.api.act({ gameId: this.snapshot.gameId, action: { ...action }, ...dice });
    if (!result.ok) {
      this.notice = result.error.problems?.[0]?.message ?? result.error.message;
      return;
    }
    const before = this.snapshot;
    this.pick(null);
    this.listOrders(yourActionResults(before.actionCount, before.view, result.value.view, action.side, action, this.ctx), '');
    await this.receive(result.value);
    await this.advance();
  }

  /** A decision's orders at the end of the list, which keeps the latest 50 (as the log gives them on resuming). */
  private listOrders(decision: TableDecision | null, reason: string): void {
    if (decision) this.orders = [...this.orders.slice(-(TABLE_DECISIONS_KEPT - 1)), { ...decision, reason }];
  }

  private async receive(snapshot: GameSnapshot): Promise<void> {
    this.snapshot = snapshot;
    this.battleLog = [...this.battleLog, ...snapshot.events.map((event) => ({ seq: this.seq++, turn: snapshot.view.turn, event }))].slice(-400);
    await this.keep();
  }

  /** Autosaves the game with table mode's part of it, in one record: the log, the AI's reasons, the action in hand. */
  private async keep(): Promise<void> {
    const inHand = this.inHand();
    const log = storedLogText(await savedLog(this.deps.api, this.snapshot));
    await this.deps.autosave(storedGameOf(this.snapshot, this.deps.now(), this.battleLog, { reasons: this.reasons, ...(inHand ? { inHand } : {}) }, log));
  }

  private inHand(): TableInHand | undefined {
    const at = { hash: this.snapshot.hash, entered: [...this.entered], rolling: this.dice !== null };
    if (this.dice?.forAi) return this.aiWaiting ? { ...at, ai: this.aiWaiting } : undefined;
    if (!this.picked) return undefined;
    return { ...at, picked: this.picked, ...(this.placement ? { placement: this.placement } : {}) };
  }

  /** The newest rolls first, for the "what the dice said" list. */
  get recentRolls(): GameEvent[] {
    return this.battleLog.filter((e) => e.event.roll).slice(-12).reverse().map((e) => e.event);
  }
}

const unitOf = (action: BaseAction | undefined): string | null => {
  const id = (action as unknown as Record<string, unknown> | undefined)?.unitId;
  return typeof id === 'string' ? id : null;
};
