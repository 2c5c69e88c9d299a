import type { GameEvent } from '../../shared/engine/events.ts';

/**
 * Which roll the dice tray and the rule explainer show, together: the newest, or one the player picked in the
 * battle log. A picked roll stays while the other side rolls, so it can be read; the player's own next action,
 * or "Show the newest roll", lets new rolls through again.
 */
export class RollFocus {
  /** The roll shown. */
  shown = $state.raw<GameEvent | null>(null);
  /** The newest roll of all (a move's diced reach is read from it). */
  newest = $state.raw<GameEvent | null>(null);
  pinned = $state(false);
  /** Changes whenever the roll shown changes, so the tray replays its throw. */
  seq = $state(0);

  /** A step's events came in: the last roll among them is the newest. */
  arrived(events: readonly GameEvent[]): void {
    const roll = events.findLast((e) => e.roll);
    if (!roll) return;
    this.newest = roll;
    if (!this.pinned) this.show(roll);
  }

  pick(event: GameEvent): void {
    this.pinned = true;
    this.show(event);
  }

  /** The player acts: the rolls this brings are theirs to see. */
  release(): void {
    this.pinned = false;
  }

  followNewest(): void {
    this.pinned = false;
    if (this.newest && this.shown !== this.newest) this.show(this.newest);
  }

  private show(event: GameEvent): void {
    this.shown = event;
    this.seq++;
  }
}
