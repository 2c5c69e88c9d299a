import type { RulesTable } from '../../../engine/ruleset.ts';
import { DIRECT_FIRE_LOOKUPS } from './direct/lookups.ts';
import { EFFECT_LOOKUPS } from './effects/lookups.ts';
import { HE_LOOKUPS } from './he/lookups.ts';
import { CLOSE_LOOKUPS } from './close/lookups.ts';
import { ARMOUR_LOOKUPS } from './armour/lookups.ts';
import { INDIRECT_LOOKUPS } from './indirect/lookups.ts';
import { SPECIAL_LOOKUPS } from './special/lookups.ts';

/** Every fire table of Ten Rounds Rapid, for `tachanka rules ten-rounds-rapid …` and the rule explainer. */
export const FIRE_LOOKUPS: readonly RulesTable[] = [...DIRECT_FIRE_LOOKUPS, ...EFFECT_LOOKUPS, ...HE_LOOKUPS, ...CLOSE_LOOKUPS, ...ARMOUR_LOOKUPS, ...INDIRECT_LOOKUPS, ...SPECIAL_LOOKUPS];
