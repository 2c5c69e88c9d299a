import { type FcState, type UnitState, kindOf, onTable } from '../state.ts';
import { GUN_CHART } from '../tables/tables-fire.ts';
import { unitDistance } from '../movement/stands.ts';

/** The widest impact square's half (heavy guns, 3"): a unit this near another shares the shells aimed at it. */
const SPLASH = Math.max(...Object.values(GUN_CHART).map((g) => g.burst)) / 2;

/**
 * Enemy guns that cannot fire on `u` itself but can on a fellow unit standing within an impact square of it: every
 * unit under the "square impact area" takes the shell's hits, so the last supply wagons beside a unit under fire stand in its shells.
 */
export function splashThreats(state: FcState, u: UnitState, canFireOn: (e: UnitState, target: UnitState) => boolean): number {
  const near = state.units.filter((f) => f !== u && f.side === u.side && onTable(f) && unitDistance(u, f) <= SPLASH);
  if (near.length === 0) return 0;
  let n = 0;
  for (const e of state.units) {
    if (e.side === u.side || !onTable(e) || kindOf(e) !== 'gun' || canFireOn(e, u)) continue;
    if (near.some((f) => canFireOn(e, f))) n++;
  }
  return n;
}
