import type { GameSnapshot } from '../../shared/api.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';

export interface Briefing {
  /** The side the player commands, or null when the AI plays both. */
  side: SideId | null;
  /** The scenario's words to that side (both sides' when watching), empty ones left out. */
  orders: { side: SideId; text: string }[];
  /** Who commands each side the AI plays, with his temperament: "Colonel Makhin: cautious". */
  opponents: { side: SideId; words: string }[];
}

/** What the play screen's briefing says at the start of a battle, from the snapshot alone. */
export function briefingOf(snapshot: Pick<GameSnapshot, 'humanSide' | 'scenario' | 'aiCommanders'>): Briefing {
  const sides: SideId[] = snapshot.humanSide ? [snapshot.humanSide] : ['red', 'white'];
  const orders = sides
    .map((side) => ({ side, text: snapshot.scenario.sides[side].briefing.trim() }))
    .filter((o) => o.text.length > 0);
  return { side: snapshot.humanSide, orders, opponents: snapshot.aiCommanders ?? [] };
}
