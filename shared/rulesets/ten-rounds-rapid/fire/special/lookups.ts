import type { RulesTable } from '../../../../engine/ruleset.ts';
import { ok, refuse } from '../../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../../engine/rules-lookup.ts';
import { isProblem, withRolls, yesNo } from '../lookup-keys.ts';
import { targetOf } from '../target-keys.ts';
import type { SoftTarget } from '../types.ts';
import { AA_FACTORS, AA_FIRERS, AA_RULE, AIRCRAFT_DEFENCE, AIRCRAFT_KINDS, ALTITUDES, ALTITUDE_MODIFIERS, damageMarkerEffect, resolveAaFire, type AaFirer, type AircraftKind, type Altitude } from './anti-aircraft.ts';
import { MINEFIELD_KINDS, MINES_RULE, mineCasualties, mineStrike, mineTest, testsIn, type MinefieldKind } from './mines.ts';
import { SNIPER_RULE, resolveSniper } from './sniper.ts';
import { AIR_LOOKUPS } from './air-lookups.ts';
import { AIRCRAFT_TYPES, BOMBING_FACTORS, BOMBING_RULE, rollBombing, type AircraftType } from './bombing.ts';

/** The optional rules' fire as `tachanka rules ten-rounds-rapid …` tables. */

const mines = rulesTable('minefield', 'Minefields', MINES_RULE,
  { field: MINEFIELD_KINDS.join(' | '), density: '1 to 10', armoured: 'yes | no', defence: 'armour: defence value', rolls: 'the density d10, then the casualty d10 or the strike d10' },
  ['Step', 'Rule'], [['test', 'once per 4 cm in the field: density or less hits'], ['soft targets', 'factor 8 on the casualty table'], ['armoured targets', 'strike value 3, no other modifiers']],
  (q) => {
    const field = q.field === undefined ? 'mixed' : oneOf(q, 'field', MINEFIELD_KINDS), density = wholeNumber(q, 'density', 1, 10), armoured = yesNo(q, 'armoured'), defence = q.defence === undefined ? 0 : wholeNumber(q, 'defence', 0, 6);
    if (field.startsWith('"')) return refuse(field);
    for (const v of [density, armoured, defence]) if (isProblem(v)) return refuse(v);
    if (!testsIn(field as MinefieldKind, armoured as boolean)) return ok({ tests: false });
    const r = withRolls(q, (dice) => {
      const t = mineTest(density as number, dice);
      if (!t.hit) return { hit: false };
      return armoured ? { hit: true, hits: mineStrike(defence as number, dice).hits } : { hit: true, casualties: mineCasualties(dice).casualties };
    });
    return isProblem(r) ? refuse(r) : ok({ tests: true, ...r.value });
  });

const sniper = rulesTable('sniper', 'Snipers', SNIPER_RULE, { target: 'as direct-fire', cover: 'as direct-fire', officer: 'yes | no (an officer with the target)', rolls: 'the casualty d10' },
  ['Rule', 'Effect'], [['factor', '4, cover shifts only'], ['hits', 'one figure at most: the officer, else a specialist of the firer\'s choice']],
  (q) => {
    const target = targetOf(q), officer = yesNo(q, 'officer');
    for (const v of [target, officer]) if (isProblem(v)) return refuse(v);
    const specialists = officer ? [{ id: 'officer', kind: 'officer' as const, name: 'Officer' }] : [];
    const r = withRolls(q, (dice) => resolveSniper(target as SoftTarget, specialists, null, dice));
    return isProblem(r) ? refuse(r) : ok({ finalFactor: r.value.plan.finalFactor, hit: r.value.hit, removes: r.value.removes?.name ?? (r.value.hit ? 'a specialist or figure' : null) });
  });

const aa = rulesTable('anti-aircraft', 'Anti-aircraft fire', AA_RULE,
  { firer: AA_FIRERS.join(' | '), altitude: ALTITUDES.join(' | '), aircraft: AIRCRAFT_KINDS.join(' | '), armoured: 'yes | no', rolls: 'the d10' },
  ['Firer (factor)', ...ALTITUDES], AA_FIRERS.map((f) => [`${f} (${AA_FACTORS[f]})`, ...ALTITUDES.map((a) => ALTITUDE_MODIFIERS[f][a] ?? 'No Fire')]),
  (q) => {
    const firer = oneOf(q, 'firer', AA_FIRERS), altitude = oneOf(q, 'altitude', ALTITUDES), aircraft = oneOf(q, 'aircraft', AIRCRAFT_KINDS), armoured = yesNo(q, 'armoured');
    for (const v of [firer, altitude, aircraft]) if (v.startsWith('"')) return refuse(v);
    if (isProblem(armoured)) return refuse(armoured);
    const r = withRolls(q, (dice) => resolveAaFire(firer as AaFirer, altitude as Altitude, aircraft as AircraftKind, armoured, dice));
    if (isProblem(r)) return refuse(r);
    return r.value.ok ? ok({ defence: AIRCRAFT_DEFENCE[aircraft as AircraftKind] + (armoured ? 1 : 0), damageMarkers: r.value.value.hits, roll: r.value.value.explanation }) : r.value;
  });

const bombing = rulesTable('bombing', 'Bombing', BOMBING_RULE,
  { aircraft: AIRCRAFT_TYPES.join(' | '), blue: 'yes | no (Blue army)', altitude: ALTITUDES.join(' | '), markers: 'damage markers, 0 to 2', rolls: 'the d10, then the scatter d10s' },
  ['Army', ...AIRCRAFT_TYPES], [['Other Armies', ...AIRCRAFT_TYPES.map((t) => BOMBING_FACTORS.other[t])], ['Blue Armies', ...AIRCRAFT_TYPES.map((t) => BOMBING_FACTORS.blue[t])]],
  (q) => {
    const type = oneOf(q, 'aircraft', AIRCRAFT_TYPES), altitude = q.altitude === undefined ? 'low' : oneOf(q, 'altitude', ALTITUDES), blue = yesNo(q, 'blue'), markers = q.markers === undefined ? 0 : wholeNumber(q, 'markers', 0, 2);
    for (const v of [type, altitude]) if (v.startsWith('"')) return refuse(v);
    for (const v of [blue, markers]) if (isProblem(v)) return refuse(v);
    const r = withRolls(q, (dice) => rollBombing(altitude as Altitude, damageMarkerEffect(markers as number).modifier, dice));
    return isProblem(r) ? refuse(r) : ok({ factor: BOMBING_FACTORS[blue ? 'blue' : 'other'][type as AircraftType], landing: r.value.landing, distanceCm: r.value.distanceCm });
  });

export const SPECIAL_LOOKUPS: readonly RulesTable[] = [mines, sniper, aa, bombing, ...AIR_LOOKUPS];
