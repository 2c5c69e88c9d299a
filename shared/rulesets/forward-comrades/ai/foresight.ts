import { otherSide, type SideId } from '../../../scenario/terrain-kinds.ts';
import type { FcState } from '../state.ts';
import { armyTerm } from './army-pressure.ts';
import { bombardTerm } from './bombard-denial.ts';
import { exposureTerm } from './exposure.ts';
import { heroicTerm } from './heroic-value.ts';
import { meleeTerm } from './melee-odds.ts';
import { decisiveTerm } from './decisive-melee.ts';
import { routTerm } from './rout-risk.ts';

/**
 * What Forward Comrades foresees in a state beyond its table, for the AI (Ruleset.foresight), in figure-equivalents
 * for `side` against its enemy: how near each army is to breaking (losses counted as the army morale table counts
 * them, armoured trains and supply lines included) and the fire its wagons and trains stand under; its units likely to fall back off the table; the melees declared and still to be fought, or waiting on a
 * withdrawal, and the game they end when they clear an area; the moves the bombardments deny; and the officers leading heroically.
 */
export function foresight(state: FcState, side: SideId): number {
  if (state.outcome) return 0;
  return armyTerm(state, side, otherSide(side)) + exposureTerm(state, side) + meleeTerm(state, side) + bombardTerm(state, side) + heroicTerm(state, side)
    + routTerm(state, side) + decisiveTerm(state, side);
}
