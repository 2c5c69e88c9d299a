import type { CommandView } from '../../../engine/ruleset.ts';
import { type FcState, type LeaderState, leaderAt, leaderFit } from '../state.ts';
import { EFFICIENT_EXTRA_INCHES, LEADERSHIP_BANDS, LEADERSHIP_DIE } from '../tables/tables-command.ts';

/** What a leadership band means for a unit within it, from the leadership table. */
function bandWords(moveOn: number): string {
  return moveOn >= LEADERSHIP_DIE ? 'will move' : `moves on ${moveOn === 1 ? '1' : `1-${moveOn}`} (D${LEADERSHIP_DIE})`;
}

/**
 * A leader's command distances for the table: one ring per band of the leadership table, stretched 6" for an
 * Efficient leader, measured from where he is (with the unit he leads heroically), and the units he commands.
 * None for a leader who cannot give leadership this turn (dead, wounded, fled, defected or out of action).
 */
export function commandView(state: FcState, l: LeaderState): CommandView | undefined {
  if (!leaderFit(l, state.turn)) return undefined;
  const extra = l.character === 'efficient' ? EFFICIENT_EXTRA_INCHES : 0;
  const bands = LEADERSHIP_BANDS.filter((b) => Number.isFinite(b.upTo));
  const beyond = LEADERSHIP_BANDS[LEADERSHIP_BANDS.length - 1]!;
  const rings = bands.map((b, i) => ({
    radius: b.upTo + extra,
    label: `${b.upTo + extra}": ${bandWords(b.moveOn)}${i === bands.length - 1 ? `; beyond, ${bandWords(beyond.moveOn)}` : ''}`,
  }));
  if (extra) rings[0]!.label += ` (Efficient, +${extra}")`;
  const notes: string[] = [];
  if (l.commanderInChief) notes.push('may also lead any unit of his side');
  // "his other units" roll on the Over 36" line while he leads one heroically (command/leadership.ts)
  if (l.leading) notes.push(`leading heroically: his other units roll as if over ${bands[bands.length - 1]!.upTo}" away`);
  return {
    centre: leaderAt(state, l),
    rings,
    unitIds: state.units.filter((u) => u.leaderId === l.id && u.status === 'active').map((u) => u.id),
    ...(notes.length ? { note: notes.join('; ') } : {}),
  };
}
