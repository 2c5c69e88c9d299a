import type { RulesTable } from '../../../../engine/ruleset.ts';
import { ok, refuse } from '../../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../../engine/rules-lookup.ts';
import { centimetres, isProblem, withRolls, yesNo } from '../lookup-keys.ts';
import { RANGE_BAND_NAMES, RANGE_BANDS } from '../types.ts';
import { rollHitEffects, HIT_EFFECTS_RULE, type HitEffectInput } from './hit-effects.ts';
import { resolveArmourFire } from './strike.ts';
import {
  ARMOUR_RANGES, ARMOUR_RANGE_MODIFIERS, ARMOUR_RULE, AT_WEAPONS, CONCEALMENTS, DEFENCE_VALUES, HIT_EFFECTS, HIT_EFFECT_NAMES, HIT_EFFECT_ROWS,
  VEHICLE_CLASSES, hitEffectCells, strikeValue, type AtWeapon, type Concealment, type VehicleClass,
} from './tables.ts';

/** Section 13 as `tachanka rules ten-rounds-rapid …` tables. */

const bad = (v: string): boolean => v.startsWith('"');
const RANGED = Object.keys(ARMOUR_RANGES) as (keyof typeof ARMOUR_RANGES)[];

const strike = rulesTable('armour-hits', 'Fire at armour: hits scored', ARMOUR_RULE,
  { weapon: AT_WEAPONS.join(' | '), calibre: 'guns: mm', range: 'centimetres, hull to hull', defence: '0 to 6', moving: 'yes | no (firer)', targetMoving: 'yes | no', concealment: CONCEALMENTS.join(' | '), camouflaged: 'yes | no', rolls: 'the d10' },
  ['Weapon', ...RANGE_BANDS.map((b) => `${RANGE_BAND_NAMES[b]} (${ARMOUR_RANGE_MODIFIERS[b] > 0 ? '+' : ''}${ARMOUR_RANGE_MODIFIERS[b]})`)],
  RANGED.map((w) => [w, ...ARMOUR_RANGES[w].map((cm, i) => (w === 'hand-grenade' && i === 0 ? 'contact' : `to ${cm} cm`))]),
  (q) => {
    const weapon = oneOf(q, 'weapon', AT_WEAPONS), concealment = q.concealment === undefined ? 'none' : oneOf(q, 'concealment', CONCEALMENTS);
    for (const v of [weapon, concealment]) if (bad(v)) return refuse(v);
    const calibre = weapon === 'gun' ? wholeNumber(q, 'calibre', 1, 1000) : 0, cm = centimetres(q, 'range'), defence = wholeNumber(q, 'defence', 0, 6);
    const moving = yesNo(q, 'moving'), targetMoving = yesNo(q, 'targetMoving'), camouflaged = yesNo(q, 'camouflaged');
    for (const v of [calibre, cm, defence, moving, targetMoving, camouflaged]) if (isProblem(v)) return refuse(v);
    const input = { weapon: weapon as AtWeapon, calibreMm: calibre as number, rangeCm: cm as number, defence: defence as number, firerMoving: moving as boolean, targetMoving: targetMoving as boolean, concealment: concealment as Concealment, camouflaged: camouflaged as boolean };
    const r = withRolls(q, (dice) => resolveArmourFire(input, dice));
    if (isProblem(r)) return refuse(r);
    return r.value.ok ? ok({ band: r.value.value.band, strike: r.value.value.strike, hits: r.value.value.hits, roll: r.value.value.explanation }) : r.value;
  });

const strikeValues = rulesTable('strike-values', 'Gun strike values', `${ARMOUR_RULE}: Gun Strike Values`, { weapon: AT_WEAPONS.join(' | '), calibre: 'guns: mm' },
  ['Strike value', 'Weapons'], [[1, 'French 37 mm and guns under 47 mm, A/T rifle, HMGs, auto cannon, grenades'], [4, 'Field guns and howitzers 47 to 100 mm, specialist A/T guns, flame-throwers'], [6, 'Field guns and howitzers over 100 mm, to 240 mm'], [8, 'Guns over 240 mm; demolition charges']],
  (q) => {
    const weapon = oneOf(q, 'weapon', AT_WEAPONS);
    if (bad(weapon)) return refuse(weapon);
    const calibre = weapon === 'gun' ? wholeNumber(q, 'calibre', 1, 1000) : 0;
    return isProblem(calibre) ? refuse(calibre) : ok({ strike: strikeValue(weapon as AtWeapon, calibre) });
  });

const defenceValues = rulesTable('defence-values', 'Vehicle defence values', `${ARMOUR_RULE}: Examples of Vehicle Defence Values`, {},
  ['Defence value', 'Vehicles'], DEFENCE_VALUES.map((d) => [d.value, d.vehicles]), () => ok({ values: DEFENCE_VALUES }));

const effects = rulesTable('afv-hit-effects', 'AFV Hit Effects Table', HIT_EFFECTS_RULE,
  { vehicle: VEHICLE_CLASSES.join(' | '), weapon: `direct: ${AT_WEAPONS.join(' | ')}`, indirect: 'calibre in mm, when indirect artillery hit', kAmmunition: 'yes | no', russian: 'yes | no (Russian A/Car)', openTop: 'yes | no', rolls: 'a d10 per hit', hits: '1 to 5' },
  ['Target', ...HIT_EFFECTS.map((e) => HIT_EFFECT_NAMES[e])], (['tank', 'armoured-car', 'bunker'] as const).map((r) => [HIT_EFFECT_ROWS[r], ...hitEffectCells(r)]),
  (q) => {
    const vehicle = oneOf(q, 'vehicle', VEHICLE_CLASSES), weapon = q.weapon === undefined ? 'gun' : oneOf(q, 'weapon', AT_WEAPONS);
    for (const v of [vehicle, weapon]) if (bad(v)) return refuse(v);
    const n = q.hits === undefined ? 1 : wholeNumber(q, 'hits', 1, 5), indirect = q.indirect === undefined ? null : wholeNumber(q, 'indirect', 1, 1000);
    const k = yesNo(q, 'kAmmunition'), russian = yesNo(q, 'russian'), openTop = yesNo(q, 'openTop');
    for (const v of [n, indirect, k, russian, openTop]) if (isProblem(v)) return refuse(v);
    const input: HitEffectInput = {
      vehicle: vehicle as VehicleClass, russianArmouredCar: russian as boolean, openTop: openTop as boolean,
      source: indirect === null ? { kind: 'direct', weapon: weapon as AtWeapon, kAmmunition: k as boolean } : { kind: 'indirect', calibreMm: indirect as number },
    };
    const r = withRolls(q, (dice) => rollHitEffects(n as number, input, dice));
    return isProblem(r) ? refuse(r) : ok(r.value.map((x) => ({ effect: x.effect, roll: x.explanation })));
  });

export const ARMOUR_LOOKUPS: readonly RulesTable[] = [strike, strikeValues, defenceValues, effects];
