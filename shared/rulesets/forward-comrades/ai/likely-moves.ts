import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { Modifier } from '../../../engine/events.ts';
import { type FcState, type UnitState, kindOf, onTable, unitCentre } from '../state.ts';
import { moraleModifiers } from '../morale/morale.ts';
import { moralePasses } from '../tables/tables-melee.ts';
import { unitDistance } from '../movement/stands.ts';
import { polygonCentroid } from '../../../geometry/polygon.ts';

/** Phases in which a unit's move of this turn is still to come. */
const BEFORE_MOVES: ReadonlySet<FcState['phase']> = new Set(['officers', 'preparatory', 'attack-fire', 'movement']);

/** Whether the unit has a move still to come this turn: a leadership point, its dice rolled, nothing done yet that forbids a move. */
export function moveStillToCome(state: FcState, u: UnitState): boolean {
  if (!BEFORE_MOVES.has(state.phase) || !onTable(u) || !u.leadership || u.allowance + u.roadInches <= 0) return false;
  if (u.moved || u.fired || u.suppressed || u.pinned || u.fallingBack || u.immobile !== 'no' || u.stillOnTurn === state.turn) return false;
  return !(state.phase === 'movement' && state.done.includes(u.id));
}

/** Whether the unit's side must take ground (it wins by clearing an area): its moves matter most. */
export const takesGround = (state: FcState, u: UnitState): boolean => state.scenario.victory.some((c) => c.type === 'clear-area' && c.winner === u.side);

/** Units whose moves a bombardment is placed to deny: foot, horse and armour, not guns and wagons that keep back. */
export const advances = (u: UnitState): boolean => !['gun', 'wagon', 'tank', 'train', 'ship'].includes(kindOf(u));

/** The area the unit's side must clear, when it has one to take and the unit is not yet in it: its centre. */
function areaToTake(state: FcState, u: UnitState): Vec | null {
  for (const c of state.scenario.victory) {
    if (c.type !== 'clear-area' || c.winner !== u.side) continue;
    const area = state.scenario.terrain.find((f) => f.id === c.areaId);
    if (area?.kind === 'area') return polygonCentroid(area.polygon);
  }
  return null;
}

/**
 * Where the unit is likely to go with the move it still has: toward the area its side must take, or else toward its
 * nearest enemy, as far as its dice carry it (stopping short of contact). Null when it has nowhere to go.
 */
export function likelyPath(state: FcState, u: UnitState): { from: Vec; to: Vec; length: number } | null {
  const from = unitCentre(u);
  let goal = areaToTake(state, u);
  let stopShort = 0;
  if (!goal || hypot(goal.x - from.x, goal.y - from.y) < 2) {
    let nearest: UnitState | null = null;
    for (const e of state.units) if (e.side !== u.side && onTable(e) && (!nearest || unitDistance(u, e) < unitDistance(u, nearest))) nearest = e;
    if (!nearest) return null;
    goal = unitCentre(nearest);
    stopShort = hypot(goal.x - from.x, goal.y - from.y) - unitDistance(u, nearest) + 1;
  }
  const d = hypot(goal.x - from.x, goal.y - from.y);
  const length = Math.min(u.allowance + u.roadInches, d - stopShort);
  if (length <= 0.5) return null;
  return { from, to: { x: from.x + ((goal.x - from.x) / d) * length, y: from.y + ((goal.y - from.y) / d) * length }, length };
}

/** The chance the unit fails a normal morale test now, with `extra` modifiers, every face of the D6 counted. */
export function moraleFailChance(state: FcState, u: UnitState, extra: readonly Modifier[] = []): number {
  const mod = [...moraleModifiers(state, u), ...extra].reduce((a, m) => a + m.value, 0);
  let fails = 0;
  for (let die = 1; die <= 6; die++) if (!moralePasses(die, die + mod, 'normal', u.elite)) fails++;
  return fails / 6;
}

/** Units that must test to move through a bombardment: all but tanks, armoured trains and ships (movement/unit-move.ts). */
export const testsInBombardment = (u: UnitState): boolean => !['tank', 'train', 'ship'].includes(kindOf(u));
