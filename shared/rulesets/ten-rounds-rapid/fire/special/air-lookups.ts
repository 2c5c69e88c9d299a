import type { RulesTable } from '../../../../engine/ruleset.ts';
import { ok, refuse } from '../../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../../engine/rules-lookup.ts';
import { isProblem, withRolls } from '../lookup-keys.ts';
import { targetOf } from '../target-keys.ts';
import type { SoftTarget } from '../types.ts';
import { SUPPORT_FACTORS } from '../direct/factors.ts';
import { AIR_COMBAT_RULE, airCombat } from './air-combat.ts';
import { AIRCRAFT_TYPES, type AircraftType } from './bombing.ts';
import { damageMarkerEffect } from './anti-aircraft.ts';
import { MAX_BARRELS, STRAFING_RULE, resolveStrafing } from './strafing.ts';

/** Strafing and air-to-air combat as `tachanka rules ten-rounds-rapid …` tables, run by the code the game runs. */

const strafing = rulesTable('strafing', 'Strafing', STRAFING_RULE,
  { barrels: `1 to ${MAX_BARRELS}`, markers: 'damage markers, 0 to 2', target: 'as direct-fire', formation: 'as direct-fire', cover: 'as direct-fire', grade: 'as direct-fire', rolls: 'the casualty d10s' },
  ['Barrels', 'Basic factor (tripod mount)'], SUPPORT_FACTORS.tripod.map((f, i) => [i + 1, f]),
  (q) => {
    const barrels = wholeNumber(q, 'barrels', 1, MAX_BARRELS), markers = q.markers === undefined ? 0 : wholeNumber(q, 'markers', 0, 2), target = targetOf(q);
    for (const v of [barrels, markers, target]) if (isProblem(v)) return refuse(v);
    const r = withRolls(q, (dice) => resolveStrafing(barrels as number, target as SoftTarget, damageMarkerEffect(markers as number).modifier, dice));
    return isProblem(r) ? refuse(r) : ok({ finalFactor: r.value.plan.finalFactor, text: r.value.plan.text, casualties: r.value.casualties.casualties });
  });

const airCombatTable = rulesTable('air-combat', 'Air to air combat', AIR_COMBAT_RULE,
  { first: AIRCRAFT_TYPES.join(' | '), second: AIRCRAFT_TYPES.join(' | '), rolls: 'the first side\'s d10, then the second\'s (again on a tie)' },
  ['Meeting', 'Who attacks'], [['scouts and other types', 'the scouts, strafing only'], ['scouts and scouts', 'the higher d10, strafing only'], ['bombers and bombers', 'the higher d10, with its bombs']],
  (q) => {
    const first = oneOf(q, 'first', AIRCRAFT_TYPES), second = oneOf(q, 'second', AIRCRAFT_TYPES);
    for (const v of [first, second]) if (v.startsWith('"')) return refuse(v);
    const r = withRolls(q, (dice) => airCombat([first as AircraftType, second as AircraftType], dice));
    return isProblem(r) ? refuse(r) : ok({ attacks: r.value.winner === 0 ? 'first' : 'second', strafeOnly: r.value.strafeOnly, text: r.value.text });
  });

export const AIR_LOOKUPS: readonly RulesTable[] = [strafing, airCombatTable];
