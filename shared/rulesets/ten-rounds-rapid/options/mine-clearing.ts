import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, RollExplanation } from '../../../engine/events.ts';
import { dot, headingVector, headingOf, type Vec } from '../../../geometry/vec.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, shiftUnit } from '../state.ts';
import { BASE_SIZE } from '../troop-kinds.ts';
import { MOVEMENT_TABLE, moveAfterPenalties } from '../movement/movement-table.ts';
import { towardOwnEdge } from '../movement/movement.ts';
import { MINES_RULE } from '../fire/special/mines.ts';
import { toInches } from '../scale.ts';
import { cmInside } from './minefields.ts';
import { isSniper } from './sniper-kind.ts';

/**
 * "Mines can be cleared by troops on foot. They move forward at bad going rate, leaving a path as wide as the model.
 * all figures must be engineers." Tachanka has no engineer figures, so (README "Clearing minefields") any company on
 * foot may spend its activation clearing: on a motivation of 8 or more, before it moves or fires, it goes straight
 * forward (away from its own edge) the infantry rate less the two d10s of bad going, testing for no mines on the way,
 * and leaves a lane as wide as its line where nobody tests again.
 */

export const CLEAR_RATE_CM = MOVEMENT_TABLE.infantry.crossCountry as number;
export const CLEAR_PENALTIES = MOVEMENT_TABLE.infantry.penalties.bad!;

/** The clearing roll: the rate less the bad-going d10s, never below nothing. */
export function clearingRoll(dice: Dice): { cm: number; explanation: RollExplanation } {
  const pips = dice.roll(CLEAR_PENALTIES, 10);
  const cm = moveAfterPenalties(CLEAR_RATE_CM, pips);
  const lost = pips.reduce((a, b) => a + b, 0);
  return { cm, explanation: { table: 'mine-clearing', column: `bad going, ${CLEAR_PENALTIES} penalties`, dice: pips, modifiers: [], total: lost, result: `${cm} cm cleared (${CLEAR_RATE_CM} cm - ${lost}${CLEAR_RATE_CM - lost < 0 ? ', not less than 0' : ''})`, rule: MINES_RULE } };
}

const forwardOf = (state: TrrState, u: TrrUnit): Vec => towardOwnEdge(state, u, -CLEAR_RATE_CM);

/** Why the unit may not clear mines now, or null. */
export function clearRefusal(state: TrrState, u: TrrUnit): string | null {
  const kind = kindOf(u);
  if (!((kind === 'rifles' && !isSniper(u)) || (kind === 'cavalry' && !u.mounted))) return 'only companies on foot clear mines';
  if (u.band !== 'any' && u.band !== 'advance') return `${u.name} clear mines only on a motivation of 8 or more`;
  if (u.moved || u.fired) return `${u.name} clear mines instead of moving or firing`;
  const from = centreOf(u), to = forwardOf(state, u);
  const { width, height } = state.scenario.table;
  if (to.x < 0 || to.y < 0 || to.x > width || to.y > height) return `${u.name} have no room ahead to clear`;
  const fields = state.options.minefields.map((f) => state.scenario.terrain.find((t) => t.id === f.areaId)).filter((a) => a?.kind === 'area');
  if (!fields.some((a) => a?.kind === 'area' && cmInside(a.polygon, from, to, state.cleared) > 0)) return `no uncleared minefield lies in ${u.name}' way forward`;
  return null;
}

/** Half the unit's frontage across the way forward, inches: its pieces' spread and half a base. */
function halfFrontage(u: TrrUnit, heading: number): number {
  const across = headingVector(heading + 90), c = centreOf(u);
  let most = 0;
  for (const p of u.pieces) most = Math.max(most, Math.abs(dot({ x: p.x - c.x, y: p.y - c.y }, across)));
  return most + BASE_SIZE[kindOf(u)].width / 2;
}

export function clearMines(state: TrrState, u: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const from = centreOf(u), ahead = forwardOf(state, u);
  const heading = headingOf({ x: ahead.x - from.x, y: ahead.y - from.y });
  const roll = clearingRoll(dice);
  const step = headingVector(heading), d = toInches(roll.cm);
  shiftUnit(u, step.x * d, step.y * d);
  u.moved = true;
  const to = centreOf(u);
  if (roll.cm > 0) state.cleared = [...state.cleared, { from, to, halfWidth: halfFrontage(u, heading) }];
  events.push({ kind: 'move', side: u.side, unitId: u.id, at: [from, to], text: `${u.name} clear a lane through the mines: ${roll.explanation.result}`, roll: roll.explanation });
}
