import { headingOf } from '../../../geometry/vec.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { kindOf, mayEvade, onTable, placeUnit, unitCentre, unitDistance, unitFacing } from '../troops/units.ts';
import { moraleTest } from './morale.ts';
import { mayChargeKind } from '../charge/charge-rules.ts';
import { moveAllowance } from '../movement/movement.ts';
import { addHumiliated, destroyUnit, routIfOverwhelmed } from './markers.ts';
import { routMove } from './rout.ts';
import { trainOf } from '../vehicles/trains.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { leaveWeapons, rearIfWeaponsThreatened } from './abandoned-weapons.ts';
import { rallyOffTable } from './off-table-rally.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { counted } from '../../../engine/agreement.ts';

/** "Rallying from Rout, Terror and Pinned", with the optional and alternative rout rules. */

/** Enemy able to charge the routers and within its full move of them. */
export function pursuedBy(s: RaState, u: RaUnit): RaUnit | null {
  return s.units.find((e) => e.side !== u.side && e.status === 'active' && mayChargeKind(kindOf(e), kindOf(u), false)
    && unitDistance(e, u) <= moveAllowance(s, e)) ?? null;
}

export function checkRallyRout(s: RaState, u: RaUnit): string | null {
  const train = trainOf(s, u);
  if (train && kindOf(u) === 'train-engine') return train.fleeing ? null : 'the train is not fleeing';
  if (u.status !== 'routing' && !u.offTable) return 'only a routing unit can rally from rout';
  if (s.options.routRule === 'original' && (kindOf(u) === 'mg' || kindOf(u) === 'mortar')) return 'under the standard RA! rules MG and mortar teams cannot rally';
  if (u.offTable) return null;
  const pursuer = pursuedBy(s, u);
  return pursuer ? `pursued: ${pursuer.name} is within a full move` : null;
}

/**
 * A rally test. Success: all terror (not humiliated) markers go and the unit re-forms facing the enemy.
 * Failure: another humiliated marker and another rout move; an MG or mortar team that fails at once leaves its
 * weapons where it began to run, and on rallying goes to the rear without them if the enemy threatens them. Under the standard RA! rules a bad failure removes the unit and a near miss just routs on.
 */
export function rallyFromRout(ctx: Ctx, u: RaUnit): void {
  const train = trainOf(ctx.s, u);
  if (train && isTrainKind(kindOf(u))) {
    const r = moraleTest(ctx, u, 'rally', 'rally-rout');
    if (r.passed) { train.fleeing = false; unitEvent(ctx, 'rally', u, 'the train crew rally and may fight on'); }
    return;
  }
  if (u.offTable) { rallyOffTable(ctx, u); return; }
  const firstTry = u.rallyAttempts === 0;
  u.rallyAttempts++;
  const r = moraleTest(ctx, u, 'rally', 'rally-rout');
  if (r.passed) {
    const from = u.routFrom ?? unitCentre(u);
    const c = unitCentre(u);
    u.status = 'active';
    u.terror = 0;
    u.routFrom = null;
    placeUnit(u, c, hypot(from.x - c.x, from.y - c.y) > 0.01 ? headingOf({ x: from.x - c.x, y: from.y - c.y }) : unitFacing(u), 'line', ctx.s.scenario.table);
    unitEvent(ctx, 'rally', u, `${u.name} rallies`);
    if (!rearIfWeaponsThreatened(ctx, u)) routIfOverwhelmed(ctx, u, from);
    return;
  }
  if (ctx.s.options.routRule === 'original') {
    if (r.roll === 12 || r.margin > 2) { removeForGood(ctx, u); return; }
    routMove(ctx, u);
    return;
  }
  if ((kindOf(u) === 'mg' || kindOf(u) === 'mortar') && firstTry && !u.weaponsAbandoned) leaveWeapons(ctx, u);
  addHumiliated(ctx, u, 1, 'failed to rally', u.routFrom);
  if (onTable(u)) routMove(ctx, u);
}

function removeForGood(ctx: Ctx, u: RaUnit): void {
  destroyUnit(ctx, u, 'failed its rally badly and is removed from the game');
}

export function checkRallyTerror(u: RaUnit): string | null {
  if (u.status !== 'active') return 'only a steady unit can rally from terror';
  return u.terror > 0 ? null : 'the unit has no terror markers to remove';
}

/** "All terror markers, but not humiliated markers, are immediately removed – there is no test." */
export function rallyFromTerror(ctx: Ctx, u: RaUnit): void {
  const n = u.terror;
  u.terror = 0;
  u.evading = mayEvade(u);
  unitEvent(ctx, 'rally', u, `${u.name} rallies from terror, removing ${counted(n, 'marker')}`);
}

/** "It must take a rally from pinned test. If it passes, the pinned marker is removed." */
export function rallyFromPinned(ctx: Ctx, u: RaUnit): boolean {
  const r = moraleTest(ctx, u, 'rally', 'rally-pinned');
  if (r.passed) {
    u.pinned = false;
    unitEvent(ctx, 'rally', u, `${u.name} shakes off its pinned marker`);
    return true;
  }
  unitEvent(ctx, 'note', u, `${u.name} stays pinned: it may only retire or fire`);
  return false;
}
