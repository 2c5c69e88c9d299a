import type { Ctx } from '../context.ts';
import { unitEvent } from '../context.ts';
import { kindOf, onTable, unitDistance } from '../troops/units.ts';
import { canSee } from '../terrain/visibility.ts';
import { liftDummy } from '../fog/lift-dummy.ts';
import { weaponsTaken } from '../morale/abandoned-weapons.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * After every step: "Markers are revealed as figures when they become visible to any enemy"; ambushers an enemy
 * has come upon keep the right to spring on it in their own segment; unguarded prisoners and abandoned weapons
 * change hands.
 */
export function housekeeping(ctx: Ctx): void {
  const s = ctx.s;
  for (const u of s.units) {
    if (!onTable(u) || u.concealment === 'none') continue;
    // Ambushers and hiding troops are seen only from close by; skip distant enemies before tracing sight.
    const near = u.concealment === 'marker' ? Infinity : 4;
    const spotter = s.units.find((e) => e.side !== u.side && onTable(e) && e.bases.length > 0 && unitDistance(e, u) <= near && canSee(s, e, u));
    if (!spotter) continue;
    if (kindOf(u) === 'dummy') { liftDummy(ctx, u, `seen by ${spotter.name}`); continue; }
    if (u.concealment === 'ambush') u.ambushOn = spotter.id;
    u.concealment = 'none';
    unitEvent(ctx, 'note', u, `${u.name} is seen by ${spotter.name}`);
  }
  weaponsTaken(ctx);
  for (const p of s.prisoners) {
    const guarded = p.heldBy !== null && s.units.some((u) => u.side === p.heldBy && u.status === 'active' && u.bases.some((b) => hypot(b.x - p.x, b.y - p.y) <= 2));
    if (guarded) continue;
    const taker = s.units.find((u) => u.status === 'active' && u.side !== p.heldBy && u.bases.some((b) => hypot(b.x - p.x, b.y - p.y) <= 1));
    if (taker) {
      p.heldBy = taker.side;
      unitEvent(ctx, 'note', taker, `${taker.name} takes over unguarded prisoners`);
    }
  }
}
