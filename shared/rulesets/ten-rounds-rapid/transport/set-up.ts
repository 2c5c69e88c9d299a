import type { TrrState } from '../state.ts';
import { board } from './carrying.ts';

/** A unit tagged `aboard-<transport id>` starts the game aboard that transport (check-scenario vouches for the pair). */
export const ABOARD_TAG = 'aboard-';

export function boardAtSetUp(state: TrrState): void {
  for (const side of ['red', 'white'] as const) {
    for (const u of state.scenario.sides[side].units) {
      const tag = u.tags.find((x) => x.startsWith(ABOARD_TAG));
      if (!tag) continue;
      const p = state.units.find((x) => x.id === u.id)!, t = state.units.find((x) => x.id === tag.slice(ABOARD_TAG.length))!;
      board(state, p, t);
    }
  }
}
