import { headingVector } from '../../../geometry/vec.ts';
import type { RaState, RaUnit } from '../state.ts';
import { cardFor, round, unitCentre, unitFacing } from '../troops/units.ts';

/** Bookkeeping shared by every action. */

/**
 * "If a unit is forced … to make an action out of sequence, before it has had a chance to have its own
 * action segment, it forfeits any later voluntary action segment."
 */
export function markOutOfSequence(u: RaUnit): void {
  if (!u.acted) {
    u.acted = true;
    u.forfeit = true;
  }
}

/** Senior officers with a unit stand just behind its centre and go where it goes. */
export function followLeader(s: RaState, u: RaUnit): void {
  const c = unitCentre(u);
  const facing = unitFacing(u);
  const back = headingVector(facing + 180);
  const gap = cardFor(u).base.depth / 2 + 0.7;
  for (const o of s.units) {
    if (o.attachedTo !== u.id || o.bases.length === 0) continue;
    const { width, height } = s.scenario.table;
    const x = Math.min(width - 0.6, Math.max(0.6, c.x + back.x * gap));
    const y = Math.min(height - 0.6, Math.max(0.6, c.y + back.y * gap));
    o.bases = [{ x: round(x), y: round(y), facing: round(facing) }];
    if (u.status === 'routing' && o.status === 'active') { o.attachedTo = null; o.personalCommand = false; }
  }
}

/** Per-turn flags cleared at the start of each turn. */
export function resetForTurn(u: RaUnit): void {
  u.acted = false;
  u.forfeit = false;
  u.evading = false;
  u.retiredThisTurn = 0;
  u.hardCoverRetireUsed = false;
  u.movedThisTurn = 0;
  u.firedThisTurn = false;
}
