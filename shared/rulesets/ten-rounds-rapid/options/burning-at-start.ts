import type { GameEvent } from '../../../engine/events.ts';
import type { Dice } from '../../../engine/dice.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import { headingVector } from '../../../geometry/vec.ts';
import { centroid } from '../../../geometry/point-sets.ts';
import type { TrrState } from '../state.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import type { Cloud } from '../combat/artillery-record.ts';
import { type Burnable, burnableFeature, burnableName } from '../combat/burning-ground.ts';
import { buildingFire, evacuate } from '../combat/burning.ts';
import { windHeading } from './indirect-options.ts';
import { toCm } from '../scale.ts';

/**
 * A scenario may open with terrain already burning (README "Burning woods and buildings"): `burning.<feature id>`:
 * true sets that wood, dense wood, village or building alight before move 1. The text only has flame-throwers start
 * fires, so a fire the scenario gives has burnt for a while already: the whole feature is alight, and it burns for
 * the rest of the game as any fire does.
 */
const BURNING = 'burning.';

export const isBurningKey = (key: string): boolean => key.startsWith(BURNING);

export function checkBurningOption(scenario: Scenario, key: string, value: unknown): Problem[] {
  const at = ['ruleset', 'options', key];
  const id = key.slice(BURNING.length);
  const feature = scenario.terrain.find((f) => f.id === id);
  const problems: Problem[] = [];
  if (!feature) problems.push(error(at, `no wood, village or building "${id}" on the table to set burning`));
  else if (!burnableFeature(feature)) problems.push(error(at, `only woods, dense woods, villages (built-up areas) and buildings burn; "${feature.label ?? id}" is not one`));
  if (value !== true) problems.push(error(at, `"${key}" is true: the feature is burning as the game begins`));
  return problems;
}

/** The whole of a wood or village on fire: the rectangle round its outline, lying with the wind (north with none). */
function wholeAreaFire(f: Burnable & { kind: 'area' }, side: Cloud['side'], heading: number): Cloud {
  const c = centroid(f.polygon), along = headingVector(heading), across = headingVector(heading + 90);
  const alongs = f.polygon.map((p) => (p.x - c.x) * along.x + (p.y - c.y) * along.y);
  const acrosses = f.polygon.map((p) => (p.x - c.x) * across.x + (p.y - c.y) * across.y);
  const [a0, a1, c0, c1] = [Math.min(...alongs), Math.max(...alongs), Math.min(...acrosses), Math.max(...acrosses)];
  const centre = { x: c.x + along.x * (a0 + a1) / 2 + across.x * (c0 + c1) / 2, y: c.y + along.y * (a0 + a1) / 2 + across.y * (c0 + c1) / 2 };
  return { kind: 'fire', side, centre, heading, alongCm: toCm(a1 - a0), acrossCm: toCm(c1 - c0), until: null, calibreMm: 0, label: `burning ${burnableName(f)}`, featureId: f.id };
}

/** Before move 1: each feature the scenario sets burning is alight, and whoever set up in it gets out. */
export function lightStartingFires(state: TrrState, dice: Dice, events: GameEvent[]): void {
  const s = state.scenario;
  // The fire belongs to nobody; the defender's colour marks it, as the ground is theirs.
  const side = otherSide(s.attacker);
  let lit = false;
  for (const [key, value] of Object.entries(s.ruleset.options)) {
    if (!isBurningKey(key) || value !== true) continue;
    const f = s.terrain.find((t) => t.id === key.slice(BURNING.length));
    const b = f ? burnableFeature(f) : null;
    if (!b) continue;
    const cloud = b.kind === 'building' ? buildingFire(b, side) : wholeAreaFire(b, side, windHeading(s) ?? 0);
    state.artillery.clouds.push(cloud);
    events.push({ kind: 'note', at: [cloud.centre], text: `The ${burnableName(b)} is burning as the battle opens (Ten Rounds Rapid: 15 Demolitions; the scenario sets it alight)` });
    lit = true;
  }
  if (lit) evacuate(state, dice, events);
}
