import type { Ctx } from '../context.ts';
import type { RaUnit } from '../state.ts';
import { destroyUnit } from '../morale/markers.ts';
import { markerNumberOf } from './marker-numbers.ts';

/**
 * A dummy position marker seen or fired on is lifted and taken off the table ("Dummy position markers may be used by
 * agreement"; "Markers are revealed as figures when they become visible to any enemy or fire": a dummy has no
 * figures to show). The log says it by the number the enemy knew it by: "Position marker 2 is lifted: a dummy".
 */
export function liftDummy(ctx: Ctx, u: RaUnit, how: string): void {
  destroyUnit(ctx, u, how, `Position marker ${markerNumberOf(ctx.s, u)} is lifted: a dummy (${how})`);
}
