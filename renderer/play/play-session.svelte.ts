import type { GameSnapshot } from '../../shared/api.ts';
import type { BaseAction, Choice, UnitView } from '../../shared/engine/ruleset.ts';
import type { GameEvent } from '../../shared/engine/events.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import { TerrainIndex } from '../../shared/geometry/terrain-index.ts';
import { storedGameOf, type BattleLogEntry } from '../db.ts';
import { savedLog, storedLogText } from './saved-log.ts';
import { contextPair } from '../context-pair.ts';
import { actorsOf, bestTemplate, choicesFor, indexUnits, placesOnTable, targetsOf } from './choice-shapes.ts';
import { MoveDraft } from './move-draft.svelte.ts';
import { RollFocus } from './roll-focus.svelte.ts';
import { MeasureTool } from './measure-tool.svelte.ts';
import { UnitSight } from './unit-sight.svelte.ts';
import { AiTurn } from './ai-turn.svelte.ts';
import { keepIfSame, tableMarks, type TableMarks } from './table-marks-of.ts';
import { PhaseStops, type PhaseStop } from './phase-stops.svelte.ts';
import type { RunStep } from './activation-runs.ts';
import { OwnMove } from './own-move.svelte.ts';
import { BattleLogBook } from './battle-log-book.svelte.ts';
import { pickTable, pickUnit } from './table-picks.ts';
import type { Notice, PlayDeps } from './play-deps.ts';

export type { Notice, PlayDeps } from './play-deps.ts';

/**
 * One game on the play screen: the latest snapshot from main, the options for the decision due, the player's
 * selection and what they are planning, and the battle log. Created per game; the screen's components read it
 * through `usePlaySession`. Every rules answer comes from the Api; this class only keeps and shows them.
 */
export class PlaySession {
  snapshot = $state.raw<GameSnapshot>() as GameSnapshot;
  options = $state.raw<Choice[]>([]);
  selectedUnitId = $state<string | null>(null);
  /** A choice picked on the table (a target clicked), waiting for the player to confirm it. */
  armed = $state.raw<Choice | null>(null);
  /** A choice the pointer or keyboard focus rests on in the options list: its target lights up. */
  previewed = $state.raw<Choice | null>(null);
  notice = $state.raw<Notice | null>(null);
  busy = $state(false);
  /** Every event of the game so far, in order (`shownLog`: as far as the stops have shown it). */
  get battleLog(): BattleLogEntry[] { return this.log.entries; }
  /** The unit under the pointer on the table and where the pointer is (client pixels), for the tooltip. */
  hovered = $state.raw<{ unitId: string; x: number; y: number } | null>(null);
  /** The table point under the pointer, if it is over the table (not drawn: read when the table is pressed). */
  tablePointer: Vec | null = null;
  /** True while the choices for the player's decision are being fetched. */
  optionsLoading = $state(false);
  /** The stops between rules steps; while stopped, the choices and the AI wait behind it. */
  readonly stops = new PhaseStops((events) => this.rolls.arrived(events));
  /** The stop the screen waits at, if any. */
  get stopped(): PhaseStop | null { return this.stops.stopped; }
  /** The rule set's troop type names by id (the view carries only the id); empty until asked for. */
  troopNames = $state.raw<Readonly<Record<string, string>>>({});
  private troopNamesAsked = false;

  /** The roll the dice tray and the rule explainer show. */
  readonly rolls = new RollFocus();
  readonly move = new MoveDraft();
  readonly measure: MeasureTool;
  readonly sight: UnitSight;
  readonly ai: AiTurn;
  /** A move of the player's own being planned: its check by the rules, and dragging it on the table. */
  readonly ownMove = new OwnMove(this);
  private readonly log: BattleLogBook;
  private disposed = false;

  readonly pending = $derived(this.snapshot.pending);
  readonly outcome = $derived(this.snapshot.outcome);
  /** The table as the screen shows it: at a stop, as the step being read ended (`PhaseStop.table`); else as it is now. */
  readonly view = $derived(this.stops.stopped?.table ?? this.snapshot.view);
  readonly units = $derived(this.view.units);
  readonly unitsById = $derived(indexUnits(this.units));
  readonly isHumanDecision = $derived(
    this.stops.stopped === null && this.snapshot.pending !== null && this.snapshot.outcome === null && this.snapshot.humanSide === this.snapshot.pending.side,
  );
  /** The battle log as far as it has been shown. */
  readonly shownLog = $derived.by(() => {
    const hidden = this.stops.hiddenFrom;
    return hidden === null ? this.battleLog : this.battleLog.filter((e) => e.seq < hidden);
  });
  readonly selectedUnit = $derived<UnitView | null>(this.selectedUnitId === null ? null : (this.unitsById.get(this.selectedUnitId) ?? null));
  readonly choices = $derived(choicesFor(this.options, this.selectedUnitId));
  /**
   * The units whose name and officers' characteristics the table shows over them: the one under the pointer, the one
   * selected, and the one the decision due is about (a unit about to act). Kept as one key, so the pointer's moving
   * over the same unit changes nothing.
   */
  private readonly labelledKey = $derived(
    [this.hovered?.unitId, this.selectedUnitId, this.snapshot.pending?.unitIds.length === 1 ? this.snapshot.pending.unitIds[0] : undefined]
      .filter((id, i, all): id is string => typeof id === 'string' && this.unitsById.has(id) && all.indexOf(id) === i).join('\n'),
  );
  readonly labelled = $derived(this.labelledKey === '' ? [] : this.labelledKey.split('\n'));
  /** Units the selected unit's choices name: the eligible targets. */
  readonly targetIds = $derived(targetsOf(this.choices.unit, this.unitsById));
  /** The choice a move of the player's own is built from, if the decision due takes a table point. */
  readonly moveTemplate = $derived(bestTemplate([...this.choices.unit, ...this.choices.general]));
  /**
   * The table's highlights and overlays. Each keeps its previous array while its content is the same, so a change
   * elsewhere in the session (a button turning busy, a focus) does not make the 3D table draw again.
   */
  private readonly marksNow = $derived(tableMarks(this));
  readonly highlights = $derived.by(() => (this.lastHighlights = keepIfSame(this.lastHighlights, this.marksNow.highlights)));
  readonly overlays = $derived.by(() => (this.lastOverlays = keepIfSame(this.lastOverlays, this.marksNow.overlays)));
  private lastHighlights: TableMarks['highlights'] = [];
  private lastOverlays: TableMarks['overlays'] = [];

  /**
   * The game's scenario, kept as one object for the whole game: every snapshot carries a fresh copy, and the 3D
   * table rebuilds its terrain whenever the object changes.
   */
  readonly scenario: Scenario;
  private terrainIndex: TerrainIndex | null = null;

  constructor(readonly deps: PlayDeps, snapshot: GameSnapshot, history: BattleLogEntry[] = []) {
    this.snapshot = snapshot;
    this.scenario = snapshot.scenario;
    this.log = new BattleLogBook(history);
    this.measure = new MeasureTool(deps.api, () => this.snapshot.gameId);
    this.sight = new UnitSight(deps.api, () => this.snapshot.gameId);
    this.ai = new AiTurn(deps, this);
  }

  /** Takes in the first snapshot: its events, the options if the player is due, the autosave, the AI if it is due. */
  async begin(): Promise<void> {
    await this.receive(this.snapshot, this.battleLog.length === 0);
  }

  /** Asks main once for the troop type names, so the unit card can say "Latvian riflemen", not an id. */
  async loadTroopNames(): Promise<void> {
    if (this.troopNamesAsked) return;
    this.troopNamesAsked = true;
    const result = await this.deps.api.listRulesets({});
    const types = result.ok ? (result.value.find((r) => r.id === this.snapshot.rulesetId)?.troopTypes ?? []) : [];
    this.troopNames = Object.fromEntries(types.map((t) => [t.id, t.name]));
  }

  dispose(): void {
    this.disposed = true;
    this.ai.stop();
  }

  get isDisposed(): boolean { return this.disposed; }

  /** For the parts of the session that ask main themselves (`OwnMove`). */
  get api(): PlayDeps['api'] { return this.deps.api; }

  get gameId(): string { return this.snapshot.gameId; }

  /** The tape or the line-of-sight tool is in use: table clicks go to it. */
  get measuring(): boolean { return this.measure.tool !== 'none'; }

  /** Main's verdict on the move being planned (null while it is asked, or with no plan): Confirm waits for it. */
  get planCheck(): OwnMove['planCheck'] { return this.ownMove.planCheck; }

  /** A unit is being dragged on the table to set its planned move's end. */
  get dragging(): boolean { return this.ownMove.dragging; }

  /** Takes a new snapshot from main: log its events, refresh the options, autosave, and hand over to the AI if due. */
  async receive(snapshot: GameSnapshot, logEvents = true): Promise<void> {
    const previous = this.snapshot;
    this.snapshot = snapshot;
    this.stops.clear();
    if (logEvents) this.logEvents(previous, snapshot);
    this.armed = null;
    this.previewed = null;
    this.move.clear();
    if (this.selectedUnitId !== null && !this.unitsById.has(this.selectedUnitId)) this.selectedUnitId = null;
    this.sight.refresh(this.selectedUnitId);
    await this.deps.autosave(storedGameOf(snapshot, this.deps.now(), this.battleLog, undefined, storedLogText(await savedLog(this.deps.api, snapshot))));
    await this.refreshOptions();
    this.handOverToAi();
  }

  /** Starts the AI when its decision is due and the screen is not stopped after a step. */
  private handOverToAi(): void {
    if (this.stops.stopped === null && !this.isHumanDecision && this.snapshot.pending !== null && this.snapshot.outcome === null) void this.ai.run();
  }

  /** Events of one step go into the log (and its autosave) at once, but are shown a rules step at a time (`phase-pacer.ts`). */
  private logEvents(previous: GameSnapshot, now: GameSnapshot): void {
    const { events, stepTables, view } = now;
    if (events.length === 0) return;
    const entries = this.log.append(events, previous.view.turn, view.turn);
    this.stops.take(entries, stepTables, previous.view.phase, view.phase, view.turn, this.deps.pausePhases(), this.runStep(previous, now));
  }

  /** The AI decision that led from one snapshot to the next, when the setting gathers its side's run into one stop. */
  private runStep(previous: GameSnapshot, now: GameSnapshot): RunStep | null {
    const side = previous.pending?.side;
    if (side === undefined || side === previous.humanSide || !this.deps.groupActivations(now.rulesetId)) return null;
    const units = [...now.view.units, ...previous.view.units];
    const acted = now.events.flatMap((e) => {
      const unit = e.unitId === undefined ? undefined : units.find((u) => u.id === e.unitId);
      return unit?.side === side ? [unit.name] : [];
    });
    const runsOn = now.outcome === null && now.pending?.side === side;
    return { side, sideName: now.scenario.sides[side].name, runsOn, acted };
  }

  /** The player has read a stopped step's results: show the next step, and when none is left, play on. */
  async goOn(): Promise<void> {
    if (this.stops.stopped === null || this.stops.goOn(this.snapshot.view.phase)) return;
    await this.refreshOptions();
    this.handOverToAi();
  }

  async refreshOptions(): Promise<void> {
    if (!this.isHumanDecision) {
      this.options = [];
      return;
    }
    this.optionsLoading = true;
    const result = await this.deps.api.gameOptions({ gameId: this.snapshot.gameId }).finally(() => (this.optionsLoading = false));
    if (this.disposed) return;
    if (!result.ok) {
      this.options = [];
      this.notice = { tone: 'error', text: result.error.message };
      return;
    }
    this.options = result.value;
    // Keep the player's selection while it may act; otherwise put the first unit that may act in front of them
    // (after an activation that is the one unit that must now be placed).
    const actors = actorsOf(this.options);
    if (actors.length > 0 && (this.selectedUnitId === null || !actors.includes(this.selectedUnitId))) this.select(actors[0]!);
  }

  /** Sends an action; a refusal stays on screen with the rule set's reason and the state is untouched. */
  async commit(action: BaseAction): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.notice = null;
    this.rolls.release();
    try {
      const result = await this.deps.api.act({ gameId: this.snapshot.gameId, action: { ...action } });
      if (this.disposed) return false;
      if (!result.ok) {
        this.notice = { tone: 'refusal', text: result.error.message };
        return false;
      }
      await this.receive(result.value);
      return true;
    } finally {
      this.busy = false;
    }
  }

  /**
   * A choice from the list: one that puts something on the table is shown there first (`armed`, drawn as a plan)
   * and sent on Confirm; any other is sent at once. Either is sent as the rule set offered it.
   */
  async choose(choice: Choice): Promise<void> {
    this.move.clear();
    this.armed = null;
    if (placesOnTable(choice)) {
      this.notice = null;
      this.armed = choice;
      return;
    }
    await this.commit(choice.action);
  }

  /** Starts planning a move of the player's own (`OwnMove.plan`); false when the decision offers none. */
  planOwnMove(point: Vec | null): boolean { return this.ownMove.plan(point); }

  /** Asks main whether the planned move would be taken; only the answer for the latest plan is kept. */
  checkPlan(action: BaseAction | null): Promise<void> { return this.ownMove.check(action); }

  async confirm(): Promise<void> {
    if (this.move.ready) {
      // A plan the rules refuse is not sent: its reason is already on screen, and now in the notice too.
      if (this.planCheck && !this.planCheck.allowed) {
        this.notice = { tone: 'refusal', text: this.planCheck.reason ?? 'the rules refuse this move' };
        return;
      }
      await this.commit(this.move.action()!);
    } else if (this.armed) {
      await this.commit(this.armed.action);
    }
  }

  cancel(): void {
    this.armed = null;
    this.move.clear();
    this.measure.clear();
    this.notice = null;
  }

  select(unitId: string | null): void {
    if (this.move.active && unitId !== this.move.actor) this.move.clear();
    this.armed = null;
    const changed = this.selectedUnitId !== unitId;
    this.selectedUnitId = unitId;
    if (changed) this.sight.refresh(unitId);
  }

  /** A unit clicked on the table: a tape or move end, a target of the selected unit (arming it), or a selection. */
  pickUnit(unitId: string): void { pickUnit(this, unitId); }

  /** A point clicked on the table: a tape or sight end, a move's end, or the end of the selected unit's only move. */
  pickTable(point: Vec): void { pickTable(this, point); }

  /** The scenario's terrain, for naming places on the table in words (the planned move's end); built when first asked. */
  get terrain(): TerrainIndex { return (this.terrainIndex ??= TerrainIndex.fromScenario(this.scenario)); }

  /** Whether pressing on this unit and dragging would plan its move: the player's decision offers it one. */
  canDrag(unitId: string): boolean { return this.ownMove.canDrag(unitId); }

  /** A unit dragged on the table: select it and plan its move; the pointer's place on the table sets the end. */
  beginDrag(unitId: string): boolean { return this.ownMove.beginDrag(unitId); }

  /** Whether pressing here and dragging would move the planned move's end: the pointer is on its ghost. */
  canDragPlan(): boolean { return this.ownMove.canDragPlan(); }

  /** The planned move's ghost dragged on the table: the pointer's place on the table sets the end again. */
  beginPlanDrag(): boolean { return this.ownMove.beginPlanDrag(); }

  /** The pointer moves over the table (null: off it): kept for a press on the ghost, and a drag follows it. */
  hoverTable(point: Vec | null): void {
    this.tablePointer = point;
    if (point) this.ownMove.dragTo(point);
  }


  /** The drag ends where the pointer was let go; true when a drag was under way. */
  endDrag(): boolean { return this.ownMove.endDrag(); }

  /** The player's last action taken back (and the AI's answers after it), as far as the undo setting lets it. */
  async undo(): Promise<void> {
    if (this.busy || !this.snapshot.canUndo) return;
    this.ai.stop();
    this.busy = true;
    try {
      const result = await this.deps.api.undo({ gameId: this.snapshot.gameId, count: 1 });
      if (this.disposed) return;
      if (!result.ok) {
        this.notice = { tone: 'refusal', text: result.error.message };
        return;
      }
      const back = result.value.actionCount;
      this.log.note(`Taken back: the game returns to action ${back}.`, result.value.view.turn);
      this.notice = { tone: 'info', text: 'Your last action was taken back.' };
      await this.receive(result.value, false);
    } finally {
      this.busy = false;
    }
  }

  explain(event: GameEvent): void { this.rolls.pick(event); }
}

export const [createPlaySessionContext, usePlaySession] = contextPair<PlaySession>('The play session', 'PlayScreen.svelte (createPlaySessionContext)');
