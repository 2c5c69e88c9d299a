import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import { burnableFeature } from '../combat/burning-ground.ts';

/**
 * A scenario may open with terrain already burning (README "Burning woods and buildings"): `burning.<feature id>`:
 * true sets that wood, dense wood, village or building alight before move 1. The text only has flame-throwers start
 * fires, so a fire the scenario gives has burnt for a while already: the whole feature is alight, and it burns for
 * the rest of the game as any fire does.
 */
const BURNING = 'burning.';

export const isBurningKey = (key: string): boolean => key.startsWith(BURNING);

/** The feature a `burning.<feature id>` key names, or null for another key. */
export const burningFeatureId = (key: string): string | null => (isBurningKey(key) ? key.slice(BURNING.length) : null);

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
