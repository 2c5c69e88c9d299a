import type { Vec } from '../../../geometry/vec.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { cardFor, kindOf, onTable, placeUnit, round, unitCentre, unitFacing } from '../troops/units.ts';
import { mayChargeKind } from '../charge/charge-rules.ts';
import { moveAllowance } from '../movement/movement.ts';
import { canShootAtAll } from '../shooting/shooting.ts';
import { checkMoveTo } from '../segment/legality-move.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * "Rallying from Rout": MG and mortar teams that do not rally at once "are deemed to have left their weapons
 * behind when they fled. If any abandoned weapons are threatened by enemy (i.e. within close shooting or charge
 * range), then the rallying troops will retire to the rear without them." The weapons lie where the team stood
 * when it began to run. A team that rallies with them unthreatened may go back for them as its whole segment;
 * enemy troops who reach them first carry them off (README "Abandoned weapons").
 */

/** Enemy able to fire on the spot at close range or to charge it: the threat that keeps the crew away. */
export function weaponsThreat(s: RaState, u: RaUnit, at: Vec): RaUnit | null {
  for (const e of s.units) {
    if (e.side === u.side || e.status !== 'active' || e.concealment !== 'none' || e.bases.length === 0) continue;
    const d = Math.min(...e.bases.map((b) => hypot(b.x - at.x, b.y - at.y)));
    if (canShootAtAll(e) && d <= cardFor(e).range / 2) return e;
    if (mayChargeKind(kindOf(e), kindOf(u), true) && d <= moveAllowance(s, e)) return e;
  }
  return null;
}

/** The team failed its first rally: its weapons stay where it stood when the rout began. */
export function leaveWeapons(ctx: Ctx, u: RaUnit): void {
  const at = u.routStart ?? unitCentre(u);
  u.weaponsAbandoned = true;
  u.weaponsAt = { x: round(at.x), y: round(at.y) };
  unitEvent(ctx, 'note', u, `${u.name} failed to rally at once and has left its weapons behind`, { at: [u.weaponsAt] });
}

/**
 * On rallying: with the weapons threatened, the team goes to the rear without them (it leaves the table, a loss).
 * Returns true if it went.
 */
export function rearIfWeaponsThreatened(ctx: Ctx, u: RaUnit): boolean {
  if (!u.weaponsAbandoned || !u.weaponsAt || !onTable(u)) return false;
  const threat = weaponsThreat(ctx.s, u, u.weaponsAt);
  if (!threat) {
    unitEvent(ctx, 'note', u, `${u.name}'s abandoned weapons are not threatened: it may go back for them`, { at: [u.weaponsAt] });
    return false;
  }
  unitEvent(ctx, 'move', u, `${u.name} retires to the rear without its weapons: ${threat.name} covers them`);
  u.weaponsAt = null;
  u.status = 'withdrawn';
  u.bases = [];
  return true;
}

export function checkRecoverWeapons(s: RaState, u: RaUnit): string | null {
  if (u.status !== 'active' || !u.weaponsAbandoned || !u.weaponsAt) return 'the unit has no abandoned weapons to recover';
  const threat = weaponsThreat(s, u, u.weaponsAt);
  if (threat) return `${threat.name} covers the abandoned weapons`;
  if (u.movedThisTurn > 0) return 'going back for the weapons takes the whole move';
  const c = unitCentre(u);
  if (hypot(c.x - u.weaponsAt.x, c.y - u.weaponsAt.y) < 0.05) return null;
  const why = checkMoveTo(s, u, u.weaponsAt, unitFacing(u), u.formation === 'loose' ? 'line' : u.formation, {});
  return why ? `cannot reach its weapons: ${why}` : null;
}

/** The team goes back to its weapons and takes them up again. */
export function recoverWeapons(ctx: Ctx, u: RaUnit): void {
  const at = u.weaponsAt!;
  const c = unitCentre(u);
  placeUnit(u, at, unitFacing(u), undefined, ctx.s.scenario.table);
  u.movedThisTurn += round(hypot(at.x - c.x, at.y - c.y));
  u.weaponsAbandoned = false;
  u.weaponsAt = null;
  unitEvent(ctx, 'move', u, `${u.name} goes back for its abandoned weapons and mans them again`, { at: [at] });
}

/** Enemy troops reaching abandoned weapons (within 1") carry them off: they are gone for good. */
export function weaponsTaken(ctx: Ctx): void {
  for (const u of ctx.s.units) {
    const at = u.weaponsAt;
    if (!at) continue;
    const taker = ctx.s.units.find((e) => e.side !== u.side && e.status === 'active' && e.bases.some((b) => hypot(b.x - at.x, b.y - at.y) <= 1));
    if (!taker) continue;
    u.weaponsAt = null;
    unitEvent(ctx, 'note', taker, `${taker.name} carries off the weapons ${u.name} abandoned`, { at: [at] });
  }
}
