import type { Api } from '../../shared/api.ts';
import type { BaseAction, Choice, UnitView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { actorOf, bestTemplate, choicesFor, moveStart, pieceStartsOf, reachOf } from './choice-shapes.ts';
import type { MoveDraft } from './move-draft.svelte.ts';
import type { RollFocus } from './roll-focus.svelte.ts';
import type { Notice } from './play-deps.ts';
import { ghostRadius, onPlannedGhost, plannedPieces } from './planned-ghost.ts';

/** What planning a move of the player's own needs of the play session. */
export interface OwnMoveHost {
  readonly api: Api;
  readonly gameId: string;
  readonly isDisposed: boolean;
  readonly isHumanDecision: boolean;
  readonly options: Choice[];
  readonly moveTemplate: ReturnType<typeof bestTemplate>;
  readonly unitsById: ReadonlyMap<string, UnitView>;
  readonly selectedUnitId: string | null;
  readonly move: MoveDraft;
  readonly rolls: RollFocus;
  readonly measuring: boolean;
  /** The table point under the pointer, if it is over the table. */
  readonly tablePointer: Vec | null;
  armed: Choice | null;
  notice: Notice | null;
  select(unitId: string | null): void;
}

/**
 * A move of the player's own, clicked, keyed or dragged: the offered choice that places the most pieces serves as
 * the template, moved as a whole to the point picked, and main is asked whether the rules would take it (Api
 * `checkAction`, nothing recorded) before Confirm is offered.
 */
export class OwnMove {
  /** Main's verdict on the move being planned (null while it is asked, or with no plan): Confirm waits for it. */
  planCheck = $state.raw<{ allowed: boolean; reason: string | null } | null>(null);
  /** A unit is being dragged on the table to set its planned move's end. */
  dragging = $state(false);
  private checkSeq = 0;

  constructor(private readonly host: OwnMoveHost) {}

  /** Starts planning from the template (or, from the keyboard, starting where the unit stands); false with none. */
  plan(point: Vec | null): boolean {
    const { host } = this;
    const template = host.moveTemplate;
    if (!template) return false;
    const actor = actorOf(template.choice);
    const unit = actor === null ? undefined : host.unitsById.get(actor);
    host.armed = null;
    const starts = pieceStartsOf(unit);
    const origin = moveStart(template.choice.action, template.slot, unit);
    host.move.start(template.choice, template.slot, origin, unit?.bases[0]?.facing ?? 0, this.reachFor(template.choice, actor), starts);
    if (point) host.move.place(point);
    host.notice = { tone: 'info', text: 'Click the table (or use the arrow keys and [ ]) to set the end and facing, then confirm.' };
    return true;
  }

  /** Asks main whether the planned move would be taken; only the answer for the latest plan is kept. */
  async check(action: BaseAction | null): Promise<void> {
    const seq = ++this.checkSeq;
    this.planCheck = null;
    if (!action) return;
    const result = await this.host.api.checkAction({ gameId: this.host.gameId, action: { ...action } });
    if (seq !== this.checkSeq || this.host.isDisposed) return;
    this.planCheck = result.ok ? result.value : { allowed: false, reason: result.error.message };
  }

  /** Whether pressing on this unit and dragging would plan its move: the player's decision offers it one. */
  canDrag(unitId: string): boolean {
    const { host } = this;
    if (!host.isHumanDecision || host.measuring) return false;
    const offered = choicesFor(host.options, unitId);
    const template = bestTemplate([...offered.unit, ...offered.general]);
    return template !== null && actorOf(template.choice) === unitId;
  }

  /** A unit dragged on the table: select it and plan its move; the pointer's place on the table sets the end. */
  beginDrag(unitId: string): boolean {
    const { host } = this;
    if (!this.canDrag(unitId)) return false;
    if (host.selectedUnitId !== unitId) host.select(unitId);
    if (!(host.move.active && host.move.actor === unitId) && !this.plan(null)) return false;
    this.dragging = true;
    host.notice = { tone: 'info', text: 'Release where the move should end; the rules check it before you confirm.' };
    return true;
  }

  /** Whether the pointer rests on the planned move's ghost, so pressing and dragging would move the plan's end. */
  canDragPlan(): boolean {
    const { host } = this;
    const { move } = host;
    const at = host.tablePointer;
    if (!host.isHumanDecision || host.measuring || !move.active || !move.point || !at) return false;
    const unit = move.actor === null ? undefined : host.unitsById.get(move.actor);
    return onPlannedGhost(at, move.point, plannedPieces(move.action()), ghostRadius(unit));
  }

  /** The planned move's ghost dragged on the table: the pointer's place on the table sets the end again. */
  beginPlanDrag(): boolean {
    if (!this.canDragPlan()) return false;
    this.dragging = true;
    this.host.notice = { tone: 'info', text: 'Release where the move should end; the rules check it before you confirm.' };
    return true;
  }

  dragTo(point: Vec): void {
    if (this.dragging) this.host.move.place(point);
  }

  /** The drag ends where the pointer was let go; true when a drag was under way. */
  endDrag(): boolean {
    const was = this.dragging;
    this.dragging = false;
    if (was) this.host.notice = { tone: 'info', text: 'Confirm the move, or drag the unit or its planned place again.' };
    return was;
  }

  /** The reach the choice states, or else the distance the unit has just diced for its move. */
  private reachFor(choice: Choice, actor: string | null): number | null {
    const stated = reachOf(choice);
    if (stated !== null) return stated;
    const rolled = this.host.rolls.newest;
    return rolled && rolled.kind === 'move' && rolled.unitId === actor && rolled.roll ? rolled.roll.total : null;
  }
}
