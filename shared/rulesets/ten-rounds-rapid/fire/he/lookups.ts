import type { RulesTable } from '../../../../engine/ruleset.ts';
import { ok, refuse } from '../../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../../engine/rules-lookup.ts';
import { centimetres, isProblem, withRolls, yesNo } from '../lookup-keys.ts';
import { targetOf } from '../target-keys.ts';
import { AMMUNITION, heShotsAllowed, heToHit, planHeFactor, resolveHeShot } from './he-fire.ts';
import { HE_FACTORS, HE_LAUNCHERS, HE_RULE, HE_TO_HIT, HE_WEAPONS, type HeLauncher, type HeWeapon } from './tables.ts';

/** "Direct Firing HE" as `tachanka rules ten-rounds-rapid …` tables. */

const bad = (v: string): boolean => v.startsWith('"');

const toHit = rulesTable('he-to-hit', 'Direct HE: roll to hit', `${HE_RULE}: to hit`,
  { launcher: HE_LAUNCHERS.join(' | '), range: 'centimetres', moving: 'yes | no', shortfall: 'yes | no (optional short-fall rule)', rolls: 'the d10' },
  ['Range guns', 'Range mortars', 'Die roll needed'], HE_TO_HIT.map((r, i) => [`up to ${r.gun} cm`, i === 0 ? '10 - 30 cm' : `up to ${r.mortar} cm`, `${r.needed}+`]),
  (q) => {
    const launcher = oneOf(q, 'launcher', HE_LAUNCHERS), cm = centimetres(q, 'range'), moving = yesNo(q, 'moving'), shortFall = yesNo(q, 'shortfall');
    if (bad(launcher)) return refuse(launcher);
    for (const v of [cm, moving, shortFall]) if (isProblem(v)) return refuse(v);
    const r = withRolls(q, (dice) => heToHit(launcher as HeLauncher, cm as number, moving as boolean, shortFall as boolean, dice));
    if (isProblem(r)) return refuse(r);
    return r.value.ok ? ok({ hit: r.value.value.hit, shortCm: r.value.value.shortCm, roll: r.value.value.explanation }) : r.value;
  });

const factors = rulesTable('he-factors', 'HE and shrapnel factors', `${HE_RULE}: factors`,
  { weapon: HE_WEAPONS.join(' | '), calibre: 'mm', ammunition: AMMUNITION.join(' | '), target: 'as direct-fire', formation: 'as direct-fire', cover: 'as direct-fire', halved: '0 to 3' },
  ['Gun calibre', 'HE factor', 'Shrapnel factor'], HE_FACTORS.map((r) => [r.label, r.he ?? '-', r.shrapnel ?? '-']),
  (q) => {
    const weapon = oneOf(q, 'weapon', HE_WEAPONS), ammunition = q.ammunition === undefined ? 'he' : oneOf(q, 'ammunition', AMMUNITION), target = targetOf(q);
    const calibre = weapon === 'mg' || weapon === 'rocket' ? 1 : wholeNumber(q, 'calibre', 1, 1000), halved = q.halved === undefined ? 0 : wholeNumber(q, 'halved', 0, 3);
    for (const v of [weapon, ammunition]) if (bad(v)) return refuse(v);
    for (const v of [target, calibre, halved]) if (isProblem(v)) return refuse(v);
    const p = planHeFactor({ weapon: weapon as HeWeapon, calibreMm: calibre as number, ammunition: ammunition as 'he', target: target as Exclude<typeof target, string>, halved: Array<string>(halved as number).fill('as asked') });
    return p.ok ? ok({ factor: p.value.factor, column: p.value.columnName ?? 'off the table: ineffective', finalFactor: p.value.finalFactor, text: p.value.text }) : p;
  });

const shots = rulesTable('he-shots', 'HE shots a move', HE_RULE,
  { stationary: 'yes | no (deployed, or a vehicle that has not moved)', armoured: 'yes | no (armoured target)', calibre: 'mm', firedLastMove: 'yes | no', hit: 'yes | no (field gun with one hit)' },
  ['Firer', 'Shots'], [['deployed or stationary, soft target', 2], ['armoured target, or moving', 1], ['over 160 mm', '1, every other move']],
  (q) => {
    const stationary = yesNo(q, 'stationary'), armoured = yesNo(q, 'armoured'), calibre = wholeNumber(q, 'calibre', 1, 1000), last = yesNo(q, 'firedLastMove'), hit = yesNo(q, 'hit');
    for (const v of [stationary, armoured, calibre, last, hit]) if (isProblem(v)) return refuse(v);
    return ok(heShotsAllowed({ stationary: stationary as boolean, armouredTarget: armoured as boolean, calibreMm: calibre as number, firedLastMove: last as boolean, firesOnce: hit as boolean }));
  });

const shot = rulesTable('direct-he', 'Direct HE at soft targets, start to end', HE_RULE,
  { weapon: HE_WEAPONS.join(' | '), calibre: 'mm', ammunition: AMMUNITION.join(' | '), range: 'centimetres', moving: 'yes | no', shortfall: 'yes | no', target: 'as direct-fire', formation: 'as direct-fire', cover: 'as direct-fire', rolls: 'to-hit d10, then the casualty d10s' },
  ['Step', 'Rule'], [['1', 'roll to hit by range (-4 moving)'], ['2', 'HE or shrapnel factor on column C, cover and formation shifts'], ['3', 'casualty table']],
  (q) => {
    const weapon = oneOf(q, 'weapon', HE_WEAPONS), ammunition = q.ammunition === undefined ? 'he' : oneOf(q, 'ammunition', AMMUNITION), target = targetOf(q);
    const calibre = weapon === 'mg' || weapon === 'rocket' ? 1 : wholeNumber(q, 'calibre', 1, 1000), cm = centimetres(q, 'range'), moving = yesNo(q, 'moving'), shortFall = yesNo(q, 'shortfall');
    for (const v of [weapon, ammunition]) if (bad(v)) return refuse(v);
    for (const v of [target, calibre, cm, moving, shortFall]) if (isProblem(v)) return refuse(v);
    const input = { weapon: weapon as HeWeapon, calibreMm: calibre as number, ammunition: ammunition as 'he', rangeCm: cm as number, moving: moving as boolean, shortFall: shortFall as boolean, target: target as Exclude<typeof target, string>, halved: [] };
    const r = withRolls(q, (dice) => resolveHeShot(input, dice));
    if (isProblem(r)) return refuse(r);
    if (!r.value.ok) return r.value;
    const s = r.value.value;
    return ok({ hit: s.hit, shortCm: s.shortCm, toHit: s.toHit, finalFactor: s.plan?.finalFactor ?? 0, casualties: s.casualties?.casualties ?? 0 });
  });

export const HE_LOOKUPS: readonly RulesTable[] = [toHit, factors, shots, shot];
