import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { BLAST_INCHES, DRIFT_TURN, RANGE, driftDirection, driftDistanceDice, type DriftDirection } from '../tables.ts';
import { type UnitState, type WwState, onTable } from '../state.ts';
import { canSee, terrainOf } from '../ground/terrain.ts';
import { direction, halfWidth } from '../ground/stands.ts';
import { queueHits } from './fire.ts';
import { savedHits } from './saves.ts';
import { round } from '../movement/movement.ts';
import { counted } from '../../../engine/agreement.ts';

/** Why the gun may not aim at `aim`, or null: beyond 48" or out of its sight. */
export function aimRefusal(state: WwState, gun: UnitState, aim: Vec): string | null {
  const at = gun.stands[0]!;
  const range = hypot(aim.x - at.x, aim.y - at.y);
  if (range > RANGE.artillery) return `the aiming point is ${round(range)}" away; artillery reaches ${RANGE.artillery}"`;
  if (!canSee(terrainOf(state.scenario), at, aim)) return `${gun.name} cannot see the aiming point`;
  return null;
}

/** Rotates a unit vector clockwise by `degrees` (headings run clockwise from +y). */
function turned(v: Vec, degrees: number): Vec {
  const r = (degrees * Math.PI) / 180;
  return { x: v.x * Math.cos(r) + v.y * Math.sin(r), y: -v.x * Math.sin(r) + v.y * Math.cos(r) };
}

/** Where rounds aimed at `aim` from `at` land when they drift `inches` the way the drift die showed. */
export function driftedPoint(at: Vec, aim: Vec, way: Exclude<DriftDirection, 'hit'>, inches: number): Vec {
  const d = turned(direction(at, aim), DRIFT_TURN[way]);
  return { x: aim.x + d.x * inches, y: aim.y + d.y * inches };
}

/** Every unit on the table, of either side, with a stand within 1" (of the stand's edge) of where the rounds land. */
export const struckAt = (state: WwState, landing: Vec): UnitState[] =>
  state.units.filter((u) => onTable(u) && u.stands.some((s) => hypot(s.x - landing.x, s.y - landing.y) <= BLAST_INCHES + halfWidth(u)));

/**
 * "First picking a target point, then rolling a drift dice and 1d6 (2d6 if over half range). If the drift dice
 * indicates a hit, then good, otherwise drift the target point the amount rolled … Roll 1d6, and any unit within
 * 1 inch of the landing point takes that many hits." Units of either side are hit; the point may drift past 48".
 * Rolling the distance only when the rounds drift gives the same odds as rolling it with the drift die.
 */
export function resolveArtillery(state: WwState, gun: UnitState, aim: Vec, dice: Dice, events: GameEvent[]): Vec {
  const at = gun.stands[0]!;
  const range = hypot(aim.x - at.x, aim.y - at.y);
  const driftRoll = dice.d(6);
  const way = driftDirection(driftRoll);
  const rule = 'Wargame Wednesdays: Firing sequence 6';
  events.push({
    kind: 'shot', side: gun.side, unitId: gun.id, hits: 0, text: way === 'hit' ? `${gun.name} fire on target` : `${gun.name}'s rounds drift ${way}`,
    roll: { table: 'artillery-drift', column: 'drift die', target: '1-2 on target', dice: [driftRoll], modifiers: [], total: driftRoll, result: way === 'hit' ? 'on target' : way, rule },
  });
  // The distance dice matter only when the rounds drift, so they are thrown only then.
  let landing = aim;
  if (way !== 'hit') {
    const distanceDice = dice.roll(driftDistanceDice(range, RANGE.artillery), 6);
    const inches = distanceDice.reduce((a, b) => a + b, 0);
    landing = driftedPoint(at, aim, way, inches);
    events.push({
      kind: 'shot', side: gun.side, unitId: gun.id, hits: 0, at: [{ x: at.x, y: at.y }, landing], text: `${gun.name}'s rounds land ${inches}" ${way} of the aiming point`,
      roll: { table: 'artillery-drift', column: distanceDice.length === 2 ? 'over half range (2d6")' : 'half range or less (1d6")', dice: distanceDice, modifiers: [], total: inches, result: `${inches}" ${way}`, rule },
    });
  }
  const hits = dice.d(6);
  const struck = struckAt(state, landing);
  events.push({
    kind: 'shot', side: gun.side, unitId: gun.id, hits: hits * struck.length,
    text: struck.length === 0 ? `${gun.name}'s shells land on empty ground` : `${gun.name}'s shells strike ${struck.map((u) => u.name).join(', ')}: ${counted(hits, 'hit')} each`,
    roll: { table: 'artillery-drift', column: 'hits', dice: [hits], modifiers: [], total: hits, result: `${counted(hits, 'hit')} on each unit within ${BLAST_INCHES}"`, rule },
  });
  for (const u of struck) queueHits(state, u.id, savedHits(state, u, hits, 'artillery', dice, events));
  gun.firedStep = state.fireStep;
  return landing;
}
