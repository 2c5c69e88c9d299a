import type { AnyRuleset } from '../../../shared/rulesets/registry.ts';
import type { PreparedTerrain } from './map-context.ts';
import type { PrintUnit } from './print-units.ts';

/** What every page of a mat draws from: the rule set (if this copy knows it), the troops and the prepared terrain. */
export interface MatContent {
  ruleset: AnyRuleset | undefined;
  units: readonly PrintUnit[];
  terrain: PreparedTerrain;
}
