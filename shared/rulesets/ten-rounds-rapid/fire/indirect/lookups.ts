import type { RulesTable } from '../../../../engine/ruleset.ts';
import { ok, refuse } from '../../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../../engine/rules-lookup.ts';
import { isProblem, withRolls, yesNo } from '../lookup-keys.ts';
import { targetOf } from '../target-keys.ts';
import type { SoftTarget } from '../types.ts';
import { HE_WEAPONS, type HeWeapon } from '../he/tables.ts';
import { BOMBARDMENT_RULE, rollBombardment } from './bombardment.ts';
import { COUNTER_BATTERY_RULE, counterBatteryDuel, locateBattery } from './counter-battery.ts';
import { AREA_RULE, ARMOUR_UNDER_FIRE_RULE, GAS_MODIFIERS, GAS_RULE, GAS_TARGETS, armourUnderFire, gasDrift, planIndirectFactor, rollGasCasualties, type Battery, type GasTarget } from './effects.ts';
import { SMOKE_KINDS, SMOKE_RULE, type SmokeKind, smokeScreen } from './smoke.ts';
import { REQUEST_MEANS, REQUEST_RULE, requestFire, type RequestMeans } from './request.ts';
import { SCATTER_DIRECTIONS, SCATTER_RULE, rollScatter } from './scatter.ts';
import { DAMAGEABLE, DEMOLITION_RULE, type Damageable, shellFeature } from './demolition.ts';

/** Section 14 and the preliminary bombardment as `tachanka rules ten-rounds-rapid …` tables. */

const bools = (q: Record<string, string>, keys: readonly string[]): boolean[] | string => {
  const out: boolean[] = [];
  for (const k of keys) { const v = yesNo(q, k); if (isProblem(v)) return v; out.push(v); }
  return out;
};

const request = rulesTable('fire-request', 'Requesting indirect fire', REQUEST_RULE,
  { means: REQUEST_MEANS.join(' | '), moved: 'yes | no (observer)', wireless: 'yes | no (Blue army or spotting aircraft)', moving: 'yes | no (target moving over 6 cm)', fireBetween: 'yes | no', rolls: 'the d10' },
  ['Request', 'Needed'], [['telephone (observer not moved) or wireless (Blue armies, aircraft)', '4+'], ['flare (an SOS mission\'s signal, any unit)', '4+'], ['target moving more than 6 cm', '8+'], ['telephone, artillery fire between observer and base line', '- 3']],
  (q) => {
    const means = oneOf(q, 'means', REQUEST_MEANS), b = bools(q, ['moved', 'wireless', 'moving', 'fireBetween']);
    if (means.startsWith('"')) return refuse(means);
    if (isProblem(b)) return refuse(b);
    const [observerMoved, wirelessAllowed, targetMovingOver6cm, fireBetween] = b as [boolean, boolean, boolean, boolean];
    const r = withRolls(q, (dice) => requestFire({ means: means as RequestMeans, observerMoved, wirelessAllowed, targetMovingOver6cm, fireBetween }, dice));
    if (isProblem(r)) return refuse(r);
    return r.value.ok ? ok({ granted: r.value.value.granted, roll: r.value.value.explanation }) : r.value;
  });

const scatter = rulesTable('indirect-scatter', 'Hitting the target and scatter', SCATTER_RULE,
  { observed: 'yes | no', turns: 'earlier turns at the same point, 0 to 10', heading: 'line of fire, degrees (0 = +y, clockwise)', rolls: 'the d10, then the distance d10 if it scatters' },
  ['Unmodified d10', 'Result'], [['9 - 10 (modified, observed)', 'on target'], ...SCATTER_DIRECTIONS.map((d, i) => [`${i + 1}`, `scatters ${d}, d10 × 3 cm`]), ['9 / 10 unobserved', 'over / short (decision)']],
  (q) => {
    const b = bools(q, ['observed']), turns = q.turns === undefined ? 0 : wholeNumber(q, 'turns', 0, 10), heading = q.heading === undefined ? 0 : wholeNumber(q, 'heading', 0, 359);
    for (const v of [b, turns, heading]) if (isProblem(v)) return refuse(v);
    const r = withRolls(q, (dice) => rollScatter({ observed: (b as boolean[])[0]!, earlierTurns: turns as number, lineOfFire: heading as number }, dice));
    if (isProblem(r)) return refuse(r);
    const s = r.value;
    return ok({ onTarget: s.onTarget, direction: s.direction, distanceCm: s.distanceCm, offset: { x: Math.round(s.offset.x * 100) / 100, y: Math.round(s.offset.y * 100) / 100 }, roll: s.explanation });
  });

function batteriesOf(q: Record<string, string>): Battery[] | string {
  const list = (q.batteries ?? '').split(',').filter((x) => x !== '');
  const out: Battery[] = [];
  for (const [i, item] of list.entries()) {
    const [weapon, mm] = item.split(':');
    if (!(HE_WEAPONS as readonly string[]).includes(weapon ?? '') || (weapon !== 'rocket' && weapon !== 'mg' && !(Number(mm) > 0))) return '"batteries" must be like gun:76,mortar:81,rocket';
    out.push({ name: `battery ${i + 1} (${item})`, weapon: weapon as HeWeapon, calibreMm: Number(mm) || 1 });
  }
  return out.length > 0 ? out : '"batteries" must name at least one, e.g. gun:76';
}

const area = rulesTable('indirect-factor', 'Indirect fire in the 10 × 10 cm area', AREA_RULE,
  { batteries: 'gun:76,mortar:81,rocket… (superimposed)', ammunition: 'he | shrapnel', target: 'as direct-fire', formation: 'as direct-fire', cover: 'as direct-fire', gas: 'yes | no' },
  ['Rule', 'Effect'], [['area', '10 cm by 10 cm, square to the line of fire'], ['superimposed batteries', 'factors added'], ['soft targets', 'HE or shrapnel factor, cover and formation shifts'], ['vehicles', 'hit on a 10, then the AFV Hit Effects Table']],
  (q) => {
    const batteries = batteriesOf(q), ammunition = q.ammunition === undefined ? 'he' : oneOf(q, 'ammunition', ['he', 'shrapnel'] as const), target = targetOf(q), gas = yesNo(q, 'gas');
    if (ammunition.startsWith('"')) return refuse(ammunition);
    for (const v of [batteries, target, gas]) if (isProblem(v)) return refuse(v);
    const p = planIndirectFactor(batteries as Battery[], ammunition as 'he', target as SoftTarget, [], gas as boolean);
    return p.ok ? ok({ factor: p.value.factor, column: p.value.columnName ?? 'off the table: ineffective', finalFactor: p.value.finalFactor, text: p.value.text }) : p;
  });

const armour = rulesTable('armour-under-fire', 'Armour under indirect fire', ARMOUR_UNDER_FIRE_RULE, { gas: 'yes | no', rolls: 'the d10 (none for gas)' },
  ['Roll', 'Result'], [['10', 'hit: roll once on the AFV Hit Effects Table'], ['1 - 9', 'missed'], ['gas', 'always hit']],
  (q) => {
    const gas = yesNo(q, 'gas');
    if (isProblem(gas)) return refuse(gas);
    const r = withRolls(q, (dice) => armourUnderFire(dice, gas));
    return isProblem(r) ? refuse(r) : ok({ hit: r.value.hit, roll: r.value.explanation });
  });

const gas = rulesTable('gas', 'Gas', GAS_RULE, { factor: 'fire factor, 1 to 60', target: GAS_TARGETS.join(' | '), rolls: 'a d10 per 15 of fire factor' },
  ['Target', 'Die roll modifier'], GAS_TARGETS.map((t) => [GAS_MODIFIERS[t].label, GAS_MODIFIERS[t].value]),
  (q) => {
    const factor = wholeNumber(q, 'factor', 1, 60), target = oneOf(q, 'target', GAS_TARGETS);
    if (isProblem(factor)) return refuse(factor);
    if (target.startsWith('"')) return refuse(target);
    const r = withRolls(q, (dice) => rollGasCasualties(factor, target as GasTarget, dice));
    return isProblem(r) ? refuse(r) : ok(r.value);
  });

const locate = rulesTable('counter-battery-locate', 'Counter-battery: locating the target', COUNTER_BATTERY_RULE, { air: 'yes | no (air observer)', turns: 'turns the target fired from here', rolls: 'the d10' },
  ['Roll', 'Result'], [['10 (+1 air observer, +1 a turn the target fired from here)', 'located'], ['less', 'not located']],
  (q) => {
    const air = yesNo(q, 'air'), turns = q.turns === undefined ? 0 : wholeNumber(q, 'turns', 0, 20);
    for (const v of [air, turns]) if (isProblem(v)) return refuse(v);
    const r = withRolls(q, (dice) => locateBattery({ airObserver: air as boolean, turnsFiredFromHere: turns as number }, dice));
    return isProblem(r) ? refuse(r) : ok({ located: r.value.located, roll: r.value.explanation });
  });

const duel = rulesTable('counter-battery-duel', 'Counter-battery against off-table guns', COUNTER_BATTERY_RULE, { dugIn: 'yes | no (target dug in or SP)', rolls: 'firer d10, target d10' },
  ['Roll', 'Result'], [['firer d10 - (target d10, + 1 dug in or SP)', 'if positive, taken off the target\'s next activation roll']],
  (q) => {
    const dug = yesNo(q, 'dugIn');
    if (isProblem(dug)) return refuse(dug);
    const r = withRolls(q, (dice) => counterBatteryDuel(dug, dice));
    return isProblem(r) ? refuse(r) : ok({ penalty: r.value.penalty });
  });

const bombardment = rulesTable('bombardment', 'Preliminary bombardment', BOMBARDMENT_RULE,
  { gas: 'yes | no', intense: 'yes | no', days: 'days after the first, 0 to 3 counted', shrapnel: 'yes | no', cover: 'as direct-fire', rolls: 'a d10 per 15 of fire factor' },
  ['Factor', 'Value'], [['basic', 4], ['gas (Blue armies only)', '+ 1'], ['intense (Blue armies only)', '+ 2'], ['each day after the first', '+ 1 on the roll, up to + 3']],
  (q) => {
    const b = bools(q, ['gas', 'intense', 'shrapnel']), days = q.days === undefined ? 0 : wholeNumber(q, 'days', 0, 30), target = targetOf(q);
    for (const v of [b, days, target]) if (isProblem(v)) return refuse(v);
    const [g, intense, shrapnel] = b as [boolean, boolean, boolean];
    const r = withRolls(q, (dice) => rollBombardment({ gas: g, intense, extraDays: days as number, shrapnel }, target as SoftTarget, dice));
    return isProblem(r) ? refuse(r) : ok({ finalFactor: r.value.plan.finalFactor, casualties: r.value.casualties, rolls: r.value.rolls });
  });

const drift = rulesTable('gas-drift', 'Gas drifting downwind', GAS_RULE, { rolls: 'the d10' },
  ['Each move', 'Result'], [['d10', 'the cloud moves that many cm toward the wind\'s edge; it stays for the rest of the game']],
  (q) => {
    const r = withRolls(q, (dice) => gasDrift(dice));
    return isProblem(r) ? refuse(r) : ok({ cm: r.value.cm, roll: r.value.explanation });
  });

const smoke = rulesTable('smoke', 'Artillery smoke', SMOKE_RULE, { kind: SMOKE_KINDS.join(' | '), move: 'the move it falls in, 1 to 99' },
  ['Shell', 'Screen', 'Lasts'], SMOKE_KINDS.map((k) => { const s = smokeScreen(k, 1); return [k, `${s.alongCm} by ${s.acrossCm} cm`, `${s.moves} moves`]; }),
  (q) => {
    const kind = oneOf(q, 'kind', SMOKE_KINDS), move = q.move === undefined ? 1 : wholeNumber(q, 'move', 1, 99);
    if (kind.startsWith('"')) return refuse(kind);
    if (isProblem(move)) return refuse(move);
    return ok(smokeScreen(kind as SmokeKind, move as number));
  });

const demolition = rulesTable('demolition', 'Indirect fire on woods, buildings and wire', DEMOLITION_RULE,
  { feature: DAMAGEABLE.join(' | '), before: 'moves of fire on it before this one, 0 to 10', rolls: 'wire: the d10' },
  ['Moves of fire', 'Going'], [['1', 'poor'], ['2', 'bad'], ['3 or more', 'impassable'], ['wire', 'only on a 0 (a 10)']],
  (q) => {
    const feature = oneOf(q, 'feature', DAMAGEABLE), before = q.before === undefined ? 0 : wholeNumber(q, 'before', 0, 10);
    if (feature.startsWith('"')) return refuse(feature);
    if (isProblem(before)) return refuse(before);
    const r = withRolls(q, (dice) => shellFeature(feature as Damageable, before as number, dice));
    return isProblem(r) ? refuse(r) : ok({ damaged: r.value.counts, moves: r.value.moves, going: r.value.going ?? 'unchanged', ...(r.value.roll ? { roll: r.value.roll } : {}) });
  });

export const INDIRECT_LOOKUPS: readonly RulesTable[] = [request, scatter, area, armour, gas, drift, smoke, locate, duel, bombardment, demolition];
