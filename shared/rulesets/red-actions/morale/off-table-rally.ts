import { type Vec, headingOf, headingVector } from '../../../geometry/vec.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { cardFor, kindOf, layoutBases, placeUnit, round, unitDistance } from '../troops/units.ts';
import { moveAllowance } from '../movement/movement.ts';
import { mayChargeKind } from '../charge/charge-rules.ts';
import { canSee } from '../terrain/visibility.ts';
import { moraleTest } from './morale.ts';
import { routIfOverwhelmed } from './markers.ts';
import { rearIfWeaponsThreatened } from './abandoned-weapons.ts';

/**
 * "Miscellaneous": "if a unit of troops routs behind its starting positions, then it can reasonably be assumed
 * that it won't be coming back if there is any sight of pursuers. Otherwise give them one chance to rally off
 * table." Routers that run off any table edge with no pursuer in sight (an enemy able to charge them within a full
 * move) keep one rally test,
 * taken in their next action segment: passing, they come back on where they left, facing the table; failing,
 * they are gone for good (README "Rallying off the table").
 */

/**
 * A pursuer in sight: an enemy able to charge the routers, within a full move of them (the distance that bars a
 * rally from rout) and able to see them as they go.
 */
export function pursuerInSight(s: RaState, u: RaUnit): RaUnit | null {
  return s.units.find((e) => e.side !== u.side && e.status === 'active' && mayChargeKind(kindOf(e), kindOf(u), false)
    && unitDistance(e, u) <= moveAllowance(s, e) && canSee(s, e, u)) ?? null;
}

/** The router reaches the table edge at `exit`, running along `dir`. */
export function routOffTable(ctx: Ctx, u: RaUnit, exit: Vec, dir: Vec): void {
  const pursuer = pursuerInSight(ctx.s, u);
  const bases = u.bases.length;
  u.status = 'withdrawn';
  u.bases = [];
  if (pursuer) {
    unitEvent(ctx, 'rout', u, `${u.name} routs off the table with ${pursuer.name} in sight, and will not come back`);
    return;
  }
  // Under the standard RA! rout rules MG and mortar teams cannot rally at all.
  if (ctx.s.options.routRule === 'original' && (kindOf(u) === 'mg' || kindOf(u) === 'mortar')) {
    unitEvent(ctx, 'rout', u, `${u.name} routs off the table and will not come back`);
    return;
  }
  u.offTable = { at: { x: round(exit.x), y: round(exit.y) }, facing: round(headingOf({ x: -dir.x, y: -dir.y })) + 0, bases }; // + 0: no negative zero
  unitEvent(ctx, 'rout', u, `${u.name} routs off the table with no pursuers in sight: it will have one chance to rally off the table`, { at: [u.offTable.at] });
}

/** The one rally test off the table. */
export function rallyOffTable(ctx: Ctx, u: RaUnit): void {
  const off = u.offTable;
  if (!off) return;
  u.offTable = null;
  u.rallyAttempts++;
  const r = moraleTest(ctx, u, 'rally', 'rally-rout');
  if (!r.passed) {
    unitEvent(ctx, 'rout', u, `${u.name} fails its one chance to rally off the table and is gone for good`);
    return;
  }
  const depth = cardFor(u).base.depth;
  const inward = headingVector(off.facing);
  const centre = { x: off.at.x + inward.x * depth, y: off.at.y + inward.y * depth };
  u.status = 'active';
  u.terror = 0;
  u.routFrom = null;
  u.bases = layoutBases(centre, off.facing, off.bases, 'line', cardFor(u).base);
  placeUnit(u, centre, off.facing, 'line', ctx.s.scenario.table);
  unitEvent(ctx, 'rally', u, `${u.name} rallies off the table and comes back on`, { at: [centre] });
  if (!rearIfWeaponsThreatened(ctx, u)) routIfOverwhelmed(ctx, u, null);
}
