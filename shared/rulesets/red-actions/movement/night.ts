import type { Vec } from '../../../geometry/vec.ts';
import type { RaUnit } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { NIGHT } from '../tables/tables-misc.ts';
import { onTable, pointToUnit, unitDistance } from '../troops/units.ts';
import { nightOrFog, sightLimit } from '../terrain/terrain.ts';
import { canShootAtAll, planShot } from '../shooting/shooting.ts';
import { resolveShot } from '../shooting/shooting-resolve.ts';

/** "Weather": at night or in fog, "units coming on friends will fire at them on a d6 = 1". */
export function nightFriendlyFire(ctx: Ctx, mover: RaUnit, from: Vec): void {
  const s = ctx.s;
  if (!nightOrFog(s) || !onTable(mover)) return;
  const limit = sightLimit(s);
  for (const f of s.units) {
    if (f.side !== mover.side || f.id === mover.id || f.attachedTo === mover.id || !canShootAtAll(f)) continue;
    if (pointToUnit(from, f) <= limit || unitDistance(mover, f) > limit) continue;
    const d = ctx.dice.d(6);
    const fires = d === NIGHT.friendlyFireOn;
    unitEvent(ctx, 'note', f, `${f.name} hears ${mover.name} coming in the dark: ${d}${fires ? ' and opens fire on its own side!' : ''}`, {
      roll: explain('Weather', [d], fires ? 'fires on friends' : 'holds fire', { target: `${NIGHT.friendlyFireOn}` }),
    });
    if (!fires) continue;
    const plan = planShot(s, f, mover, 'aimed', null);
    if (plan) s.agenda.unshift(...resolveShot(ctx, f, mover, plan, { ambush: false }));
  }
}
