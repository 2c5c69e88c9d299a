import type { SideId } from '../../scenario/terrain-kinds.ts';
import { type TrrState, findUnit, onTable } from './state.ts';
import { supplyNeed } from './options/logistics.ts';
import { mayRide, strengthOf } from './transport/passengers.ts';
import { BOARD_BEYOND_CM, enemyNear } from './transport/ride-worth.ts';
import { cmInside } from './options/minefields.ts';
import type { ClearedPath } from './options/cleared-paths.ts';

/**
 * For the AI (`Ruleset.foresight`): what a state holds for a side that its table does not show, in figure-equivalents
 * (README "The AI"). Each term is zero where its rule is not in play, so a battle without transport, logistics or
 * minefields is judged by its table alone.
 */
export function trrForesight(state: TrrState, side: SideId): number {
  return ridingWorth(state, side) + supplyWorth(state, side) + laneWorth(state, side);
}

/** What riding (or getting down) where it suits is worth to a passenger unit, a figure (or hit left) of it. */
export const RIDE_WORTH = 0.5;

/**
 * Passengers aboard count − RIDE_WORTH a figure once an enemy fighting on the table is within RIDE_BEYOND_CM (40 cm)
 * of their transport, + RIDE_WORTH while none is within BOARD_BEYOND_CM (60 cm), nothing between; on foot they count
 * nothing. So unloading pays only near the enemy and getting aboard only well away from it, and no state favours
 * both: no unloading and climbing in again in turn (transport/ride-worth.ts lists the choices the same way).
 */
function ridingWorth(state: TrrState, side: SideId): number {
  let worth = 0;
  for (const u of state.units) {
    if (u.side !== side || u.status !== 'aboard' || !u.aboard || !mayRide(u)) continue;
    const transport = findUnit(state, u.aboard);
    if (!transport) continue;
    if (enemyNear(state, side, transport)) worth -= RIDE_WORTH * strengthOf(u);
    else if (!enemyNear(state, side, transport, BOARD_BEYOND_CM)) worth += RIDE_WORTH * strengthOf(u);
  }
  return worth;
}

/**
 * Section 18 "Logistics": a unit out of supply fires at half its firepower (companies, MGs) or not at all (guns and
 * mortars), which the table does not show. Each such unit of the side counts − SUPPLY_WORTH, and one that will be out
 * at the next move's start (a company or MG whose moves since supply have reached its need) half that; so the AI
 * spends an activation on resupply where the fire it gives up is worth less.
 */
export const SUPPLY_WORTH = 3;

function supplyWorth(state: TrrState, side: SideId): number {
  if (!state.options.logistics) return 0;
  let worth = 0;
  for (const u of state.units) {
    if (u.side !== side || !onTable(u)) continue;
    const need = supplyNeed(state, u);
    if (u.unsupplied) worth -= SUPPLY_WORTH;
    else if (need?.by === 'moves' && u.supplyMoves >= need.every) worth -= SUPPLY_WORTH / 2;
  }
  return worth;
}

/**
 * Section 18 "Minefields": a lane cleared forward from the side's own edge spares every unit that follows it a test
 * for mines, which the table does not show. Each centimetre of the side's lanes inside a minefield counts LANE_WORTH.
 */
export const LANE_WORTH = 0.1;

function laneWorth(state: TrrState, side: SideId): number {
  if (state.options.minefields.length === 0 || state.cleared.length === 0) return 0;
  const fields = state.options.minefields.map((f) => state.scenario.terrain.find((t) => t.id === f.areaId)).flatMap((a) => (a?.kind === 'area' ? [a.polygon] : []));
  let cm = 0;
  for (const lane of state.cleared) if (forwardFor(state, side, lane)) for (const polygon of fields) cm += cmInside(polygon, lane.from, lane.to);
  return cm * LANE_WORTH;
}

/** Whether a lane runs away from the side's own edge: clearing goes forward, so the lane is the side's. */
function forwardFor(state: TrrState, side: SideId, lane: ClearedPath): boolean {
  switch (state.scenario.sides[side].baseline) {
    case 'south': return lane.to.y > lane.from.y;
    case 'north': return lane.to.y < lane.from.y;
    case 'west': return lane.to.x > lane.from.x;
    case 'east': return lane.to.x < lane.from.x;
  }
}
