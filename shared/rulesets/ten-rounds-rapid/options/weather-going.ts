import type { Vec } from '../../../geometry/vec.ts';
import type { TrrState } from '../state.ts';
import { type MovementType, MOVEMENT_TABLE } from '../movement/movement-table.ts';
import type { PathTerrain } from '../movement/terrain.ts';
import { waterWay } from '../movement/water.ts';
import { shelledWay, wayPastCutWire } from '../combat/shelled-ways.ts';

/** Section 18 "Weather effects" on the going, from the scenario's weather and the options `rainBefore` and `lyingSnow`. */

export const SODDEN_AFTER_MOVES = 5;
/** The fog's entry among a way's obstacles: weather, not terrain. */
export const FOG = 'fog';
export const FOG_PENALTIES = { crossCountry: 3, road: 2 } as const;

const ORDER = ['clear', 'poor', 'bad', 'impassable'] as const;
type GoingOrClear = (typeof ORDER)[number];
const worse = (g: GoingOrClear): GoingOrClear => ORDER[Math.min(ORDER.length - 1, ORDER.indexOf(g) + 1)]!;

/**
 * Moves of rain fallen by this move: those before the game and, while rain falls, every move begun
 * (README: "Weather and going"). "5 moves of rain turns normal cross country going into poor going".
 */
export const rainMoves = (state: TrrState): number => state.options.rainBefore + (state.scenario.weather === 'rain' ? Math.max(0, state.turn) : 0);

export interface Ground { sodden: boolean; snow: boolean; fog: boolean }

export const groundOf = (state: TrrState): Ground => ({
  sodden: rainMoves(state) >= SODDEN_AFTER_MOVES, snow: state.options.lyingSnow, fog: state.scenario.weather === 'fog',
});

/**
 * The way as the weather leaves it. Sodden ground: cross country, clear going is poor, poor bad and bad impassable.
 * Lying snow: "roads and tracks into poor going, poor into bad, and bad into impassable" (a road keeps its rate but
 * takes poor going's penalties; open ground the text leaves as it is). Fog: "three penalties if moving cross country,
 * two if on a road or track".
 */
export function weatherWay(path: PathTerrain, m: MovementType, ground: Ground): PathTerrain {
  if (!ground.sodden && !ground.snow && !ground.fog) return path;
  // Ground has no linear going: linear is the obstacles' column.
  let going = path.going as GoingOrClear;
  if (path.onRoad) { if (ground.snow) going = 'poor'; }
  else {
    if (ground.sodden) going = worse(going);
    if (ground.snow && going !== 'clear') going = worse(going);
  }
  const obstacles = ground.fog ? [...path.obstacles, { label: FOG, penalties: path.onRoad ? FOG_PENALTIES.road : FOG_PENALTIES.crossCountry }] : path.obstacles;
  const row = MOVEMENT_TABLE[m];
  const shut = going !== 'clear' && row.penalties[going] === null && row.road !== 'unlimited';
  return { ...path, going, obstacles, closed: path.closed ?? (shut ? `${row.label} may not enter ${going} going (${ground.snow ? 'lying snow' : 'sodden ground'})` : null) };
}

/**
 * The straight way from a to b for a movement type, with the weather's effect on it, the damage indirect fire has done
 * (`combat/shelled-ways.ts`) and the scenario's boats and bridges.
 */
export const wayFor = (state: TrrState, m: MovementType, a: Vec, b: Vec): PathTerrain =>
  waterWay(shelledWay(state, weatherWay(wayPastCutWire(state, m, a, b), m, groundOf(state)), m, a, b), m, state.options.water, state.turn);
