import type { BaseAction, Choice } from '../../shared/engine/ruleset.ts';
import { distance, headingOf, normalizeDegrees, sub, type Vec } from '../../shared/geometry/vec.ts';
import { actorOf, NO_PIECE_STARTS, slotPoint, slotTakesFacing, withSlotPoint, type PieceStarts, type PointSlot } from './choice-shapes.ts';

/**
 * A move (or any choice that needs a table point) being planned: where the player put the end and the
 * facing it will end with. Nothing is sent until the player confirms; main then accepts it or says why not.
 */
export class MoveDraft {
  choice = $state.raw<Choice | null>(null);
  slot = $state.raw<PointSlot | null>(null);
  /** Where the path starts: the unit's centre, or the choice's own proposal when it belongs to no unit. */
  origin = $state.raw<Vec | null>(null);
  point = $state.raw<Vec | null>(null);
  facing = $state(0);
  /** Where the formation's pieces stand now, so a picked move keeps their shape. */
  starts = $state.raw<PieceStarts>(NO_PIECE_STARTS);
  /** The rolled reach, when the rule set gives one. */
  reach = $state<number | null>(null);
  /** Whether the player turned the facing by hand (then moving the end keeps it). */
  private facingSet = false;

  readonly active = $derived(this.choice !== null);
  readonly ready = $derived(this.choice !== null && this.point !== null);
  readonly actor = $derived(this.choice === null ? null : actorOf(this.choice));
  readonly length = $derived(this.origin && this.point ? distance(this.origin, this.point) : 0);
  readonly takesFacing = $derived(this.choice !== null && this.slot !== null && slotTakesFacing(this.choice.action, this.slot));

  start(choice: Choice, slot: PointSlot, origin: Vec | null, facing: number, reach: number | null, starts: PieceStarts = NO_PIECE_STARTS): void {
    this.choice = choice;
    this.slot = slot;
    this.starts = starts;
    // Without a unit to start from (a strike's aiming point), the path starts at the point the choice proposes.
    this.origin = origin ?? slotPoint(choice.action, slot);
    this.facing = normalizeDegrees(facing);
    this.facingSet = false;
    this.reach = reach;
    this.point = null;
  }

  place(point: Vec): void {
    if (!this.choice) return;
    this.point = point;
    if (!this.facingSet && this.origin && distance(this.origin, point) > 0.05) this.facing = Math.round(headingOf(sub(point, this.origin)));
  }

  /** Moves the end by a step in inches (planning from the keyboard). */
  nudge(dx: number, dy: number): void {
    const from = this.point ?? this.origin;
    if (from) this.place({ x: from.x + dx, y: from.y + dy });
  }

  rotate(degrees: number): void {
    this.facing = normalizeDegrees(Math.round(this.facing + degrees));
    this.facingSet = true;
  }

  clear(): void {
    this.choice = null;
    this.slot = null;
    this.point = null;
    this.origin = null;
    this.reach = null;
    this.facingSet = false;
  }

  /** The action to send, with the picked end and facing. */
  action(): BaseAction | null {
    if (!this.choice || !this.slot || !this.point) return null;
    return withSlotPoint(this.choice.action, this.slot, this.point, this.takesFacing ? this.facing : null, this.starts);
  }
}
