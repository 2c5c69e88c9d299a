import type { UnitAction } from './unit-action.ts';
import type { RaUnit } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { MOB_HESITATION_PASS } from '../tables/tables-misc.ts';
import { unitCentre } from '../troops/units.ts';
import { isMob } from '../officers/command.ts';
import { visibleEnemies } from '../terrain/visibility.ts';
import { nearestEnemyDistance } from '../movement/movement.ts';

/** "Special Unit Characteristics": the Mob's 3+ before anything but shooting, charging or moving away. */

/** Actions a Mob takes without hesitating: shoot, charge, or move away from the enemy ("A Few Notes"). */
function mobMayHesitate(ctx: Ctx, u: RaUnit, a: UnitAction): boolean {
  switch (a.type) {
    case 'shoot': case 'shoot-building': case 'charge': case 'hold': case 'end-segment': case 'rout-on': return false;
    case 'move': return nearestEnemyDistance(ctx.s, u, a.to) <= nearestEnemyDistance(ctx.s, u, unitCentre(u));
    default: return true;
  }
}

/** "It requires a 3+ roll on a d6 or it will remain stationary, though it may still shoot." */
export function mobHesitates(ctx: Ctx, u: RaUnit, a: UnitAction): boolean {
  if (!isMob(ctx.s, u) || !mobMayHesitate(ctx, u, a) || visibleEnemies(ctx.s, u).length === 0) return false;
  const d = ctx.dice.d(6);
  const hesitates = d < MOB_HESITATION_PASS;
  unitEvent(ctx, 'note', u, `${u.name} is a Mob facing the enemy: ${d}${hesitates ? ', and hesitates' : ', and gets on with it'}`, {
    roll: explain('Special Unit Characteristics', [d], hesitates ? 'hesitates' : 'acts', { target: `${MOB_HESITATION_PASS}+` }),
  });
  return hesitates;
}

