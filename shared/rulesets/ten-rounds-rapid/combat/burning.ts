import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { headingVector, type Vec } from '../../../geometry/vec.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { type TrrState, type TrrUnit, centreOf, onTable } from '../state.ts';
import { FLAME_RANGE_CM, fireSpread, flameSetsFire } from '../fire/close/flame.ts';
import { windHeading } from '../options/indirect-options.ts';
import { moveBack } from '../motivation/morale-moves.ts';
import { toCm, toInches } from '../scale.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { Cloud } from './artillery-record.ts';
import type { Building } from '../../../scenario/schema.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type Burnable, burnable, burnableName, featureOutline, fireAt, fireUnder } from './burning-ground.ts';

/**
 * Section 15: "Flame-throwers will set fire to buildings and woods on an odd roll when attacking them. The fire will
 * spread downwind at a rate of 6 cm per move, minus the roll of 1 D10. Burning areas must be evacuated by any figures
 * occupying them." (README: "Burning woods and buildings").
 */

/** The burnable feature under the target's piece nearest the flame-thrower, and that piece; null if none stands in one. */
function caught(state: TrrState, flamer: TrrUnit, target: TrrUnit): { feature: Burnable; at: Vec } | null {
  const index = terrainIndexFor(state.scenario);
  const from = centreOf(flamer);
  const pieces = [...target.pieces].sort((a, b) => hypot(a.x - from.x, a.y - from.y) - hypot(b.x - from.x, b.y - from.y));
  for (const p of pieces) {
    for (const f of index.at(p)) {
      const feature = burnable(f);
      if (feature) return { feature, at: { x: p.x, y: p.y } };
    }
  }
  return null;
}

/**
 * After a flame-thrower's attack: if its target stands in a wood, village or building not yet burning there, an odd
 * d10 sets it alight. A building burns whole; a wood or village burns from a square of the flame's 4 cm round the
 * target's nearest base, lying with the wind to spread down it.
 */
export function setAlight(state: TrrState, flamer: TrrUnit, target: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const c = caught(state, flamer, target);
  if (!c || fireAt(state, c.at)) return;
  const name = burnableName(c.feature);
  const roll = flameSetsFire(dice);
  events.push({ kind: 'note', side: flamer.side, unitId: flamer.id, at: [c.at], text: roll.burns ? `The flame sets the ${name} alight` : `The ${name} does not catch`, roll: roll.explanation });
  if (!roll.burns) return;
  const f = c.feature;
  const cloud: Cloud = f.kind === 'building'
    ? buildingFire(f, flamer.side)
    : { kind: 'fire', side: flamer.side, centre: c.at, heading: windHeading(state.scenario) ?? 0, alongCm: FLAME_RANGE_CM, acrossCm: FLAME_RANGE_CM, until: null, calibreMm: 0, label: `burning ${name}`, featureId: f.id };
  state.artillery.clouds.push(cloud);
  evacuate(state, dice, events);
}

/** A building burns whole: the fire is its footprint. */
export const buildingFire = (f: Building, side: SideId): Cloud =>
  ({ kind: 'fire', side, centre: { x: f.x, y: f.y }, heading: f.rotation, alongCm: toCm(f.depth), acrossCm: toCm(f.width), until: null, calibreMm: 0, label: `burning ${burnableName(f)}`, featureId: f.id });

/**
 * The start of a move: each fire in a wood or village spreads downwind 6 cm less a d10, while its downwind edge is
 * still inside what burns (a building burns whole from the start; with no wind, a fire does not spread). Then whoever
 * stands in burning ground gets out.
 */
export function firesSpread(state: TrrState, dice: Dice, events: GameEvent[]): void {
  const wind = windHeading(state.scenario);
  for (const c of state.artillery.clouds) {
    if (c.kind !== 'fire' || wind === null) continue;
    const f = state.scenario.terrain.find((t) => t.id === c.featureId);
    if (!f || f.kind !== 'area' || !pointInPolygon(downwindEdge(c), featureOutline(f))) continue;
    const spread = fireSpread(dice);
    events.push({ kind: 'note', side: c.side, at: [c.centre], text: `The fire in the ${burnableName(f)} ${spread.explanation.result}`, roll: spread.explanation });
    if (spread.cm === 0) continue;
    const step = headingVector(c.heading);
    c.alongCm += spread.cm;
    c.centre = { x: c.centre.x + step.x * toInches(spread.cm / 2), y: c.centre.y + step.y * toInches(spread.cm / 2) };
  }
  evacuate(state, dice, events);
}

/** The middle of the fire's downwind edge (inches). */
function downwindEdge(c: Cloud): Vec {
  const step = headingVector(c.heading), half = toInches(c.alongCm / 2);
  return { x: c.centre.x + step.x * half, y: c.centre.y + step.y * half };
}

/**
 * "Burning areas must be evacuated": a unit with a base in burning ground falls back at once a full move straight
 * toward its own edge (as a retiring unit goes, but it does not halt). One the dice leave in the fire tries again at
 * the next move's start; no move may end in burning ground (movement/movement.ts).
 */
export function evacuate(state: TrrState, dice: Dice, events: GameEvent[]): void {
  for (const u of state.units) {
    if (!onTable(u)) continue;
    const fire = fireUnder(state, u.pieces);
    if (!fire) continue;
    events.push({ kind: 'move', side: u.side, unitId: u.id, at: [centreOf(u)], text: `${u.name} must leave the ${fire.label} (Ten Rounds Rapid: 15 Demolitions)` });
    moveBack(state, u, dice, events);
  }
}
