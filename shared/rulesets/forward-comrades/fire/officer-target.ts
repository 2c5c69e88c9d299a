import { type FcState, type LeaderState, type UnitState, onTable } from '../state.ts';
import { canSee, terrainOf } from '../movement/terrain.ts';
import { unitDistance } from '../movement/stands.ts';
import { directReach, fireProfile } from './fire.ts';
import { gunLong } from './artillery.ts';
import { officerAlone } from './impact.ts';

/**
 * A lone officer as a target (README: "Officers under fire"): his one figure where he stands, fired at like a unit of
 * one stand of one man. Only read: it is never put in the state.
 */
export function officerAsTarget(l: LeaderState): UnitState {
  return {
    id: l.id, side: l.side, name: l.name, troopType: l.troopType, leaderId: l.id, stands: [{ x: l.x, y: l.y, facing: 0, figures: 1, weapon: null }],
    startStands: 1, status: 'active', elite: false, commissar: false, priest: false, banner: false, mounted: false, towing: false,
    fallingBack: false, suppressed: false, pinned: false, cover: false, leadership: false, allowance: 0, roadInches: 0, chargeInches: 0,
    moved: false, fired: false, assaulted: false, countedHits: 0, immobile: 'no', stillOnTurn: 0,
  };
}

/** Enemy officers alone on the table that the unit sees within the reach of its direct fire. */
export function officerTargets(state: FcState, shooter: UnitState): LeaderState[] {
  const p = fireProfile(shooter);
  if (!onTable(shooter) || (p.smallArms.length === 0 && p.guns.length === 0)) return [];
  const reach = directReach(shooter, gunLong);
  const index = terrainOf(state.scenario);
  return state.leaders.filter((l) => l.side !== shooter.side && officerAlone(l) && unitDistance(shooter, officerAsTarget(l)) <= reach + 1e-9
    && shooter.stands.some((s) => canSee(index, s, l)));
}
