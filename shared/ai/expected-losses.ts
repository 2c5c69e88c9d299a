import type { ExpectedLoss } from '../engine/ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { EvalContext } from './context.ts';
import { holdingStake } from './objectives.ts';
import type { TableReading } from './table-reading.ts';

/**
 * What expected losses are worth to `side`, in figure-equivalents as the evaluation counts material: a unit's whole
 * worth for its chance of leaving the fight, and a share of it for each base or figure it is expected to lose while
 * it stays, and for its chance of leaving what it holds by standing where it stands (`holdingStake`: the ground its
 * enemy must clear). Losses of the enemy count for the side, its own against it.
 */
export function worthOfLosses(table: TableReading, losses: readonly ExpectedLoss[], side: SideId, context: EvalContext): number {
  let worth = 0;
  for (const loss of losses) {
    const u = unitIn(table, loss.unitId);
    if (!u) continue;
    const held = loss.out > 0 ? loss.out * holdingStake(table, context, u) : 0;
    const perStrength = u.value / Math.max(1, u.unit.strength.now);
    const lost = u.value <= 0 ? 0 : Math.min(u.value, loss.out * u.value + loss.lost * perStrength);
    worth += u.unit.side === side ? -(lost + held) : lost + held;
  }
  return worth;
}

/** The worth to `side` of everything the table shows under way. */
export function worthOfPending(table: TableReading, side: SideId, context: EvalContext): number {
  const pending = table.view.pending;
  if (!pending || pending.length === 0) return 0;
  let worth = 0;
  for (const p of pending) worth += worthOfLosses(table, p.losses, side, context);
  return worth;
}

function unitIn(table: TableReading, unitId: string) {
  for (const u of table.units) if (u.unit.id === unitId) return u;
  return undefined;
}
