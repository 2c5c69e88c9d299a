import type { GameEvent } from '../../../engine/events.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type FcState, troopOf } from '../state.ts';

/** "You can always allow casualty recovery, say 2/3 figures for the winner and 1/3 for the loser." */
export const RECOVERY_SHARE = { winner: { num: 2, den: 3 }, loser: { num: 1, den: 3 } } as const;
const WORDS = { winner: 'two thirds', loser: 'one third' } as const;

/** Figures a side lost in the battle: every figure it brought (leaders apart) less those still standing. */
export function figuresLost(state: FcState, side: SideId): number {
  let brought = 0;
  for (const u of state.scenario.sides[side].units) if (troopOf(u).kind !== 'leader') for (const b of u.bases) brought += b.figures;
  let standing = 0;
  for (const u of state.units) if (u.side === side && u.status === 'active') for (const s of u.stands) standing += s.figures;
  return brought - standing;
}

/**
 * The author's casualty recovery (README: "Casualty recovery"), told once the battle is over: it brings men back
 * for the next battle, not into this one. The winner recovers two thirds of its lost figures, the loser one third
 * (both one third in a draw), rounded down.
 */
export function recoveryAfterBattle(state: FcState, events: GameEvent[]): void {
  const winner = state.outcome?.winner ?? null;
  for (const side of ['red', 'white'] as const) {
    const lost = figuresLost(state, side);
    const role = side === winner ? 'winner' : 'loser';
    const { num, den } = RECOVERY_SHARE[role];
    const back = Math.floor((lost * num) / den);
    events.push({
      kind: 'note', side,
      text: `Casualty recovery after the battle: ${state.scenario.sides[side].name} (${winner === null ? 'a draw' : role === 'winner' ? 'the winners' : 'the losers'}) lost ${lost} figures, and ${WORDS[role]} of them (rounded down) recover for the next battle: ${back}`,
    });
  }
}
