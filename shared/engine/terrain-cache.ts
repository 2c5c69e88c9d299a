import type { Scenario } from '../scenario/schema.ts';
import { TerrainIndex } from '../geometry/terrain-index.ts';

/**
 * One TerrainIndex per scenario object. A game's state keeps its scenario by reference, so every step of
 * every fold (and every AI simulation) shares the index built on the first question.
 */
const indexes = new WeakMap<Scenario, TerrainIndex>();

export function terrainIndexFor(scenario: Scenario): TerrainIndex {
  let index = indexes.get(scenario);
  if (!index) {
    index = TerrainIndex.fromScenario(scenario);
    indexes.set(scenario, index);
  }
  return index;
}
