import type { RulesTable } from '../../../../engine/ruleset.ts';
import { ok, refuse } from '../../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../../engine/rules-lookup.ts';
import { CASUALTY_TABLE, casualtyRows, rollCasualties } from '../casualty-table.ts';
import { centimetres, diceList, givenDice, isProblem, yesNo } from '../lookup-keys.ts';
import { targetOf } from '../target-keys.ts';
import { COVER_LEVELS, FORMATIONS, GRADES, RANGE_BANDS, SOFT_TARGET_KINDS, type SoftTarget } from '../types.ts';
import { DIRECT_FIRE_RULE, planDirectFire, resolveDirectFire } from './direct-fire.ts';
import { planFactor } from './factor-plan.ts';
import { SMALL_ARMS_MODIFIERS, SUPPORT_FACTORS, SUPPORT_MOUNTS, SUPPORT_WEAPONS, basicFactor, type SoftFirer } from './factors.ts';
import { FINAL_COLUMNS, FINAL_FIRE_FACTORS } from './final-factors.ts';
import { SOFT_RANGES, SOFT_RANGE_WEAPONS, SOFT_RANGE_WEAPON_NAMES, softRangeBand } from './ranges.ts';
import { COVER_SHIFTS, FORMATION_SHIFTS, RANGE_SHIFTS, softTargetShifts } from './shifts.ts';

/** Section 12's tables for `tachanka rules ten-rounds-rapid …`, each answered by the functions the game calls. */

const R = DIRECT_FIRE_RULE;
const FIRERS = ['small-arms', ...SUPPORT_MOUNTS] as const;

function firerOf(q: Record<string, string>): SoftFirer | string {
  const kind = oneOf(q, 'firer', FIRERS);
  const grenades = yesNo(q, 'grenades');
  if (isProblem(grenades)) return grenades;
  if (kind === 'small-arms') {
    const figures = wholeNumber(q, 'figures', 1, 10), lmg = q.lmg === undefined ? 0 : wholeNumber(q, 'lmg', 0, 2);
    const assault = yesNo(q, 'assault'), charging = yesNo(q, 'charging'), mounted = yesNo(q, 'mounted');
    for (const v of [figures, lmg, assault, charging, mounted]) if (isProblem(v)) return v;
    return { kind, figures: figures as number, lmgFigures: lmg as 0 | 1 | 2, assault: assault as boolean, chargingCavalry: charging as boolean, mounted: mounted as boolean, grenades };
  }
  if (!(SUPPORT_MOUNTS as readonly string[]).includes(kind)) return kind;
  const mount = kind as (typeof SUPPORT_MOUNTS)[number];
  const weapons = wholeNumber(q, 'weapons', 1, SUPPORT_FACTORS[mount].length);
  const weapon = q.weapon === undefined ? 'mg' : oneOf(q, 'weapon', SUPPORT_WEAPONS);
  if (isProblem(weapons)) return weapons;
  if (weapon !== 'mg' && weapon !== 'auto-cannon') return weapon;
  return { kind: 'support', mount, weapons, weapon, grenades };
}

const ranges = rulesTable('fire-ranges', 'Ranges (fire at soft targets)', `${R}: Ranges`, { weapon: SOFT_RANGE_WEAPONS.join(' | '), range: 'centimetres' },
  ['Weapon', 'Point Blank', 'Close', 'Medium', 'Long', 'Extreme'], SOFT_RANGE_WEAPONS.map((w) => [SOFT_RANGE_WEAPON_NAMES[w], ...SOFT_RANGES[w].map((cm) => `to ${cm} cm`)]),
  (q) => {
    const weapon = oneOf(q, 'weapon', SOFT_RANGE_WEAPONS), cm = centimetres(q, 'range');
    if (weapon.startsWith('"')) return refuse(weapon);
    if (isProblem(cm)) return refuse(cm);
    return ok({ band: softRangeBand(weapon as (typeof SOFT_RANGE_WEAPONS)[number], cm) ?? 'out of range' });
  });

const smallArms = rulesTable('small-arms-factor', 'Basic Small Arms Factors', `${R}: Basic Small Arms Factors`,
  { figures: '1 to 10', lmg: 'LMG figures left: 0 | 1 | 2', assault: 'yes | no', charging: 'yes | no', mounted: 'yes | no', band: RANGE_BANDS.join(' | '), grade: `target: ${GRADES.join(' | ')}` },
  ['Factor', 'Value'], [['per firing figure (no more than 10)', 1], ...Object.values(SMALL_ARMS_MODIFIERS).map((m) => [m.label, m.value])],
  (q) => {
    const firer = firerOf({ ...q, firer: 'small-arms' });
    const band = q.band === undefined ? 'medium' : oneOf(q, 'band', RANGE_BANDS), grade = q.grade === undefined ? 'normal' : oneOf(q, 'grade', GRADES);
    if (isProblem(firer)) return refuse(firer);
    if (band.startsWith('"')) return refuse(band);
    if (grade.startsWith('"')) return refuse(grade);
    return ok(basicFactor(firer, band as (typeof RANGE_BANDS)[number], grade as (typeof GRADES)[number]));
  });

const support = rulesTable('support-factor', 'Factors for Support Weapons', `${R}: Factors for Support Weapons`,
  { mount: SUPPORT_MOUNTS.join(' | '), weapons: '1 to 4 (1 to 2 on a vehicle pivot)', weapon: SUPPORT_WEAPONS.join(' | ') },
  ['Mount', 'Single', 'Twin', 'Triple', 'Quad'], SUPPORT_MOUNTS.map((m) => [m, ...[0, 1, 2, 3].map((i) => SUPPORT_FACTORS[m][i] ?? '-')]),
  (q) => {
    const firer = firerOf({ ...q, firer: q.mount ?? '' });
    return isProblem(firer) ? refuse(firer.replace('"firer"', '"mount"')) : ok(basicFactor(firer, 'medium', 'normal'));
  });

const shiftRows: (string | number)[][] = [
  ...RANGE_BANDS.map((b) => [`range: ${b}`, RANGE_SHIFTS[b]]), ...COVER_LEVELS.map((c) => [`cover: ${c}`, COVER_SHIFTS[c]]),
  ...FORMATIONS.map((f) => [`formation: ${f}`, FORMATION_SHIFTS[f]]), ['mounted troops', -1], ['tachanka', -1], ['vehicle firing on the move', 1], ['shrapnel, target in cover', 2],
];
const shifts = rulesTable('column-shifts', 'Fire modifiers (column shifts from C)', `${R}: Fire modifiers`,
  { band: RANGE_BANDS.join(' | '), target: SOFT_TARGET_KINDS.join(' | '), formation: FORMATIONS.join(' | '), cover: COVER_LEVELS.join(' | '), moving: 'yes | no (firing vehicle)', shrapnel: 'yes | no' },
  ['Modifier', 'Columns (+ right, - left)'], shiftRows,
  (q) => {
    const band = q.band === undefined ? 'medium' : oneOf(q, 'band', RANGE_BANDS), target = targetOf(q), moving = yesNo(q, 'moving'), shrapnel = yesNo(q, 'shrapnel');
    if (band.startsWith('"')) return refuse(band);
    for (const v of [target, moving, shrapnel]) if (isProblem(v)) return refuse(v);
    const list = softTargetShifts(target as SoftTarget, { band: band as (typeof RANGE_BANDS)[number], cover: true, formation: true, vehicleMoving: moving as boolean, shrapnel: shrapnel as boolean });
    const plan = planFactor({ base: 1, baseLabel: 'basic factor', modifiers: [], value: 1 }, [], list);
    return ok({ shifts: list, column: plan.columnName ?? 'off the table: ineffective' });
  });

const final = rulesTable('final-fire-factor', 'Final Fire Factors', `${R}: Final Fire Factors`, { basic: 'basic factor, -20 to 99', shift: 'columns from C, + right / - left, -10 to 10' },
  ['Basic', ...FINAL_COLUMNS], FINAL_FIRE_FACTORS.map((row, i) => [i + 1, ...row.map((c) => c ?? '-')]),
  (q) => {
    const basic = wholeNumber(q, 'basic', -20, 99), shift = q.shift === undefined ? 0 : wholeNumber(q, 'shift', -10, 10);
    if (isProblem(basic)) return refuse(basic);
    if (isProblem(shift)) return refuse(shift);
    const plan = planFactor({ base: basic, baseLabel: 'basic factor', modifiers: [], value: basic }, [], shift === 0 ? [] : [{ label: 'given shift', value: shift }]);
    return ok({ column: plan.columnName ?? 'off the table: ineffective', finalFactor: plan.finalFactor, casualtyRolls: plan.rows, text: plan.text });
  });

const casualties = rulesTable('casualties', 'Casualty Table', `${R}: Casualty Table`, { factor: 'fire factor, 0 to 200 (over 15 splits into more rolls)', rolls: 'a d10 roll for each, e.g. 10,1,9' },
  ['Fire factor', ...Array.from({ length: 10 }, (_, i) => `${i + 1}`)], CASUALTY_TABLE.map((row, i) => [i + 1, ...row.map((c) => (c === 0 ? '' : c))]),
  (q) => {
    const factor = wholeNumber(q, 'factor', 0, 200);
    if (isProblem(factor)) return refuse(factor);
    const rolls = diceList(q, 'rolls', casualtyRows(factor).length, 10);
    if (isProblem(rolls)) return refuse(rolls);
    const r = rollCasualties(factor, givenDice(rolls));
    return ok({ rolls: r.rolls.map((x) => ({ row: x.row, roll: x.roll, casualties: x.casualties })), casualties: r.casualties });
  });

const directFire = rulesTable('direct-fire', 'Direct fire at soft targets, start to end', R,
  {
    firer: FIRERS.join(' | '), figures: 'small arms: 1 to 10', lmg: '0 | 1 | 2', assault: 'yes | no', charging: 'yes | no', mounted: 'yes | no', weapons: 'support: 1 to 4',
    weapon: SUPPORT_WEAPONS.join(' | '), grenades: 'yes | no', range: 'centimetres', target: SOFT_TARGET_KINDS.join(' | '), formation: FORMATIONS.join(' | '),
    cover: COVER_LEVELS.join(' | '), grade: GRADES.join(' | '), moving: 'yes | no (vehicle firing on the move)', halved: 'times the firepower is halved, 0 to 3', rolls: 'optional d10 casualty rolls',
  },
  ['Step', 'Rule'], [['1', 'range bracket by weapon'], ['2', 'basic factor and its modifiers'], ['3', 'column C, shifted'], ['4', 'final fire factor'], ['5', 'casualty table, a roll per 15']],
  (q) => {
    const firer = firerOf(q), target = targetOf(q), cm = centimetres(q, 'range'), moving = yesNo(q, 'moving');
    const halved = q.halved === undefined ? 0 : wholeNumber(q, 'halved', 0, 3);
    for (const v of [firer, target, cm, moving, halved]) if (isProblem(v)) return refuse(v);
    const input = { firer: firer as SoftFirer, rangeCm: cm as number, target: target as SoftTarget, vehicleMoving: moving as boolean, halved: Array<string>(halved as number).fill('as asked') };
    const plan = planDirectFire(input);
    if (!plan.ok || q.rolls === undefined) return plan;
    const rolls = diceList(q, 'rolls', plan.value.rows.length, 10);
    if (isProblem(rolls)) return refuse(rolls);
    const r = resolveDirectFire(input, givenDice(rolls));
    return r.ok ? ok({ ...r.value.plan, casualties: r.value.casualties.casualties, rolls: r.value.casualties.rolls.map((x) => x.explanation) }) : r;
  });

export const DIRECT_FIRE_LOOKUPS: readonly RulesTable[] = [ranges, smallArms, support, shifts, final, casualties, directFire];
