import type { Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { buildFeatureScenery } from '../scene/feature-scenery.ts';

/** The names the 3D table letters over its terrain (objectives' flags, stations, trains, entry points), by scenario. */
const kept = new WeakMap<Scenario, readonly { text: string; p: Vec }[]>();

/**
 * Where the table names its terrain (Features.svelte draws them from the same scenery), so a leader's ring words can
 * keep clear of them. Worked out once per scenario: a game's scenario does not change while it is played.
 */
export function terrainNames(scenario: Scenario): readonly { text: string; p: Vec }[] {
  let names = kept.get(scenario);
  if (!names) {
    names = buildFeatureScenery(scenario, scenario.table, () => 0).labels.map((l) => ({ text: l.text, p: l.p }));
    kept.set(scenario, names);
  }
  return names;
}
