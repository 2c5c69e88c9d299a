import type { RulesTable } from '../../../../engine/ruleset.ts';
import { ok, refuse } from '../../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../../engine/rules-lookup.ts';
import { isProblem, withRolls, yesNo } from '../lookup-keys.ts';
import { COVER_LEVELS, RANGE_BANDS, type Cover, type RangeBand } from '../types.ts';
import { HITS_TO_ELIMINATE, SOFT_TRANSPORT_RULE, WEAPON_DAMAGE_RULES, softTransportDamage, weaponDamage, type DamagedWeapon } from './damage.ts';
import { FIELD_GUN_RULE, GUN_ATTACKS, fieldGunExposure, type GunAttack } from './field-gun.ts';
import { CHEKA_RULE, SPECIALIST_KINDS, SPECIALIST_RULE, chekaStiffeningRoll, rollSpecialistCasualties, type Specialist, type SpecialistKind } from './specialists.ts';

/** The effects of casualties as `tachanka rules ten-rounds-rapid …` tables. */

const bad = (v: string): boolean => v.startsWith('"');

function specialistsOf(q: Record<string, string>): Specialist[] | string {
  const kinds = (q.specialists ?? '').split(',').filter((x) => x !== '');
  if (!kinds.every((k) => (SPECIALIST_KINDS as readonly string[]).includes(k))) return `"specialists" must be a list of: ${SPECIALIST_KINDS.join(', ')} (an LMG is lmg,lmg)`;
  return kinds.map((kind, i) => ({ id: `${kind}-${i + 1}`, kind: kind as SpecialistKind, name: `${kind} ${i + 1}` }));
}

const specialists = rulesTable('specialist-casualties', 'Specialist figure casualties', SPECIALIST_RULE,
  { casualties: '1 to 20', specialists: `list of ${SPECIALIST_KINDS.join(' | ')}`, lost: 'figures lost before, 0 to 20', cadre: 'yes | no (Officer Cadre stiffening this turn)', rolls: 'a d10 per casualty, and after each specialist hit the d(n) that picks one' },
  ['Modified d10 (+1 per figure lost)', 'Result'], [['10 or more', 'a specialist at random'], ['9, Officer Cadre stiffening this turn', 'the Officer Cadre'], ['less', 'a rifle figure']],
  (q) => {
    const n = wholeNumber(q, 'casualties', 1, 20), lost = q.lost === undefined ? 0 : wholeNumber(q, 'lost', 0, 20), cadre = yesNo(q, 'cadre'), list = specialistsOf(q);
    for (const v of [n, lost, cadre, list]) if (isProblem(v)) return refuse(v);
    const r = withRolls(q, (dice) => rollSpecialistCasualties(n as number, { specialists: list as Specialist[], figuresLost: lost as number, cadreStiffened: cadre as boolean }, dice));
    return isProblem(r) ? refuse(r) : ok(r.value.map((x) => ({ lost: x.lost?.kind ?? 'rifle figure', roll: x.explanation.total })));
  });

const cheka = rulesTable('cheka-stiffening', 'Cheka stiffening roll', CHEKA_RULE,
  { factor: '1 (Cheka) | 3 (White and Green bodyguards)', specialists: 'the unit\'s specialists, the stiffener included (cheka)', lost: 'figures lost before', rolls: 'the casualty d10, then the specialist rolls' },
  ['Step', 'Rule'], [['1', 'casualty table at fire factor 1 (3 for White and Green armies)'], ['2', 'each casualty: the specialist roll'], ['3', 'the Cheka figure lost: the unit defects (or disbands)']],
  (q) => {
    const factor = q.factor === undefined ? '1' : oneOf(q, 'factor', ['1', '3'] as const), lost = q.lost === undefined ? 0 : wholeNumber(q, 'lost', 0, 20), list = specialistsOf(q);
    for (const v of [factor, lost, list]) if (isProblem(v) && v.startsWith('"')) return refuse(v);
    const stiffener = (list as Specialist[]).find((s) => s.kind === 'cheka');
    if (!stiffener) return refuse('"specialists" must include the cheka figure that stiffens');
    const r = withRolls(q, (dice) => chekaStiffeningRoll({ specialists: list as Specialist[], figuresLost: lost as number, cadreStiffened: false, stiffenerId: stiffener.id, factor: Number(factor) as 1 | 3 }, dice));
    return isProblem(r) ? refuse(r) : ok({ casualties: r.value.casualties.casualties, lost: r.value.specialists.map((s) => s.lost?.kind ?? 'rifle figure'), defects: r.value.defects });
  });

const WEAPONS = Object.keys(WEAPON_DAMAGE_RULES) as DamagedWeapon[];
const hits = rulesTable('weapon-hits', 'Hits on machine guns, tachankas and field guns', '12 Machine Guns and Tchankas; Field Guns',
  { weapon: WEAPONS.join(' | '), before: 'hits already taken', hits: 'new hits (casualties)' },
  ['Weapon', '1 hit', '2 hits', '3 hits'], WEAPONS.map((w) => [w, ...[1, 2, 3].map((h) => (h > HITS_TO_ELIMINATE[w] ? '-' : weaponDamage(w, 0, h).effects.join(', ')))]),
  (q) => {
    const w = oneOf(q, 'weapon', WEAPONS), before = q.before === undefined ? 0 : wholeNumber(q, 'before', 0, 3), n = wholeNumber(q, 'hits', 0, 20);
    if (bad(w)) return refuse(w);
    for (const v of [before, n]) if (isProblem(v)) return refuse(v);
    return ok(weaponDamage(w as DamagedWeapon, before as number, n as number));
  });

const shield = rulesTable('field-gun-shield', 'Field guns behind their shields', FIELD_GUN_RULE,
  { attack: GUN_ATTACKS.join(' | '), band: RANGE_BANDS.join(' | '), shield: 'yes | no', front: 'yes | no (fired at from the front)', cover: COVER_LEVELS.join(' | ') },
  ['Fired at from the front, with a shield', 'Can hit'], GUN_ATTACKS.map((a) => [a, a === 'small-arms' ? 'at close or point blank range' : a === 'support-mg' ? 'no' : 'yes']),
  (q) => {
    const attack = oneOf(q, 'attack', GUN_ATTACKS), band = q.band === undefined ? 'medium' : oneOf(q, 'band', RANGE_BANDS), cover = q.cover === undefined ? 'none' : oneOf(q, 'cover', COVER_LEVELS);
    const sh = q.shield === undefined ? true : yesNo(q, 'shield'), front = q.front === undefined ? true : yesNo(q, 'front');
    for (const v of [attack, band, cover]) if (bad(v)) return refuse(v);
    for (const v of [sh, front]) if (isProblem(v)) return refuse(v);
    return ok(fieldGunExposure({ shield: sh as boolean, fromFront: front as boolean, ground: cover as Cover }, attack as GunAttack, band as RangeBand));
  });

const transport = rulesTable('soft-transport', 'Soft transport under fire', SOFT_TRANSPORT_RULE,
  { load: 'figures carried when first fired on (capacity when empty)', aboard: 'figures aboard now', before: 'casualties it took before', casualties: 'casualties of this fire' },
  ['Rule', 'Effect'], [['cover', 'counts as light cover'], ['hits', '1 per 2 casualties'], ['passengers', 'take every casualty as well'], ['eliminated', 'when casualties reach half its load']],
  (q) => {
    const load = wholeNumber(q, 'load', 1, 40), aboard = q.aboard === undefined ? 0 : wholeNumber(q, 'aboard', 0, 40), before = q.before === undefined ? 0 : wholeNumber(q, 'before', 0, 40), n = wholeNumber(q, 'casualties', 0, 40);
    for (const v of [load, aboard, before, n]) if (isProblem(v)) return refuse(v);
    if ((aboard as number) > (load as number)) return refuse('"aboard" must be no more than "load"');
    return ok(softTransportDamage({ load: load as number, aboard: aboard as number, casualtiesBefore: before as number }, n as number));
  });

export const EFFECT_LOOKUPS: readonly RulesTable[] = [specialists, cheka, hits, shield, transport];
