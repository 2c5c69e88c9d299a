import type { GameEvent } from '../../../engine/events.ts';
import type { Dice } from '../../../engine/dice.ts';
import { headingVector } from '../../../geometry/vec.ts';
import { centroid } from '../../../geometry/point-sets.ts';
import type { TrrState } from '../state.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import type { Cloud } from '../combat/artillery-record.ts';
import { type Burnable, burnableFeature, burnableName } from '../combat/burning-ground.ts';
import { buildingFire, evacuate } from '../combat/burning.ts';
import { windHeading } from './indirect-options.ts';
import { burningFeatureId } from './burning-option.ts';
import { toCm } from '../scale.ts';

/** The whole of a wood or village on fire: the rectangle round its outline, lying with the wind (north with none). */
function wholeAreaFire(f: Burnable & { kind: 'area' }, side: Cloud['side'], heading: number): Cloud {
  const c = centroid(f.polygon), along = headingVector(heading), across = headingVector(heading + 90);
  const alongs = f.polygon.map((p) => (p.x - c.x) * along.x + (p.y - c.y) * along.y);
  const acrosses = f.polygon.map((p) => (p.x - c.x) * across.x + (p.y - c.y) * across.y);
  const [a0, a1, c0, c1] = [Math.min(...alongs), Math.max(...alongs), Math.min(...acrosses), Math.max(...acrosses)];
  const centre = { x: c.x + along.x * (a0 + a1) / 2 + across.x * (c0 + c1) / 2, y: c.y + along.y * (a0 + a1) / 2 + across.y * (c0 + c1) / 2 };
  return { kind: 'fire', side, centre, heading, alongCm: toCm(a1 - a0), acrossCm: toCm(c1 - c0), until: null, calibreMm: 0, label: `burning ${burnableName(f)}`, featureId: f.id };
}

/** Before move 1 (README "Burning woods and buildings"): each feature the scenario sets burning is alight, and whoever set up in it gets out. */
export function lightStartingFires(state: TrrState, dice: Dice, events: GameEvent[]): void {
  const s = state.scenario;
  // The fire belongs to nobody; the defender's colour marks it, as the ground is theirs.
  const side = otherSide(s.attacker);
  let lit = false;
  for (const [key, value] of Object.entries(s.ruleset.options)) {
    const id = burningFeatureId(key);
    if (id === null || value !== true) continue;
    const f = s.terrain.find((t) => t.id === id);
    const b = f ? burnableFeature(f) : null;
    if (!b) continue;
    const cloud = b.kind === 'building' ? buildingFire(b, side) : wholeAreaFire(b, side, windHeading(s) ?? 0);
    state.artillery.clouds.push(cloud);
    events.push({ kind: 'note', at: [cloud.centre], text: `The ${burnableName(b)} is burning as the battle opens (Ten Rounds Rapid: 15 Demolitions; the scenario sets it alight)` });
    lit = true;
  }
  if (lit) evacuate(state, dice, events);
}
