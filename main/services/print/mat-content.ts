import type { AnyRuleset } from '../../../shared/rulesets/registry.ts';
import type { PreparedTerrain } from './map-context.ts';
import type { PrintUnit } from './print-units.ts';

/** What the mat's sheets and its assembly sheet draw besides the scenario: its rule set, its units and its terrain. */
export interface MatContent {
  ruleset: AnyRuleset | undefined;
  units: readonly PrintUnit[];
  terrain: PreparedTerrain;
}
