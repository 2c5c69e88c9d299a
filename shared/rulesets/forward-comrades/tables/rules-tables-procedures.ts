import type { RulesTable } from '../../../engine/ruleset.ts';
import { ok, refuse } from '../../../core/result.ts';
import { modifiedTotal, oneOf, rulesTable, signed, wholeNumber } from '../../../engine/rules-lookup.ts';
import type { Modifier } from '../../../engine/events.ts';
import { GUN_CHART, GUN_SIZES, SMALL_ARMS_HIT_ON, SMALL_ARMS_RANGES, rangeBand, shellsHitting, type GunSize, type RangeBand } from './tables-fire.ts';
import { ARMY_MORALE_BANDS, CHARACTERS, armyMoraleBand, type Character } from './tables-command.ts';
import { meleeResult, TRENCH_WIN_BY } from './tables-melee.ts';
import { gunBand } from '../fire/artillery.ts';
import { shellModifiersFor } from '../fire/impact.ts';
import { coverResult, fireModifiersFor, inCoverAgainst, smallArmsVolley } from '../fire/fire.ts';
import { meleeLoss, meleeModifiersFor, type MeleeOwnFacts } from '../melee/melee.ts';
import { countedLosses } from '../morale/army-morale.ts';
import { KINDS, type Kind } from '../troops.ts';

/**
 * The procedures `tachanka rules forward-comrades` answers whole, each through the functions the game calls: a
 * gun's hit number at a range, a battery's shells, hits halved against cover, small-arms fire at a range, a melee
 * and the army's counted losses. Every modifier is named with its sign, beside the sum.
 */

const isErr = (v: unknown): v is string => typeof v === 'string';
const yes = (q: Record<string, string>, key: string): boolean => q[key] === 'yes';
const sumOf = (m: readonly Modifier[]): number => m.reduce((a, b) => a + b.value, 0);
const named = (m: readonly Modifier[]): string[] => m.map((x) => `${x.label}: ${signed(x.value)}`);
/** One die and the modifiers' sum, as a sum that computes: "7 + 1 = 8". */
const plus = (die: number, m: number): string => (m === 0 ? `${die}` : `${die} ${m < 0 ? '-' : '+'} ${Math.abs(m)} = ${die + m}`);

/** "3,7,10" → the dice, each 1 to `sides`. */
function diceList(q: Record<string, string>, key: string, sides: number): number[] | string {
  const list = (q[key] ?? '').split(',').filter((p) => p.trim() !== '').map(Number);
  return list.length > 0 && list.every((d) => Number.isInteger(d) && d >= 1 && d <= sides) ? list : `"${key}" must be D${sides} rolls, e.g. 3,7`;
}

const distanceOf = (q: Record<string, string>): number | string => {
  const d = Number(q.distance);
  return q.distance !== undefined && Number.isFinite(d) && d >= 0 ? d : '"distance" must be inches, 0 or more';
};

/** The band of a gun's fire: indirect, or by the distance; null out of range. */
function gunFire(q: Record<string, string>): { size: GunSize; band: RangeBand | 'indirect'; kind: Kind } | string {
  const size = oneOf<GunSize>(q, 'size', GUN_SIZES);
  if (!(GUN_SIZES as readonly string[]).includes(size)) return size;
  const kind = q.target === undefined ? 'infantry' : oneOf<Kind>(q, 'target', KINDS);
  if (!(KINDS as readonly string[]).includes(kind)) return kind;
  if (yes(q, 'indirect')) return GUN_CHART[size as GunSize].indirect ? { size: size as GunSize, band: 'indirect', kind: kind as Kind } : 'light guns fire no indirect fire';
  const d = distanceOf(q);
  if (isErr(d)) return d;
  const band = gunBand(size as GunSize, d);
  return band ? { size: size as GunSize, band, kind: kind as Kind } : `out of range: a ${size} gun reaches ${GUN_CHART[size as GunSize].long}"`;
}

const GUN_KEYS = {
  size: GUN_SIZES.join(' | '), distance: 'inches to the target (direct fire)', indirect: 'yes | no (no range modifier)',
  target: `${KINDS.join(' | ')} (tanks and armoured cars -1 except at point blank)`,
};

const hitNumber = rulesTable('artillery-range', 'Artillery: the hit number at a range', 'Artillery', GUN_KEYS,
  ['Gun', 'Point blank (+1)', 'Close', 'Long (-1)', 'Hits on D10'], GUN_SIZES.map((s) => [GUN_CHART[s].label, `to ${GUN_CHART[s].pointBlank}"`, `to ${GUN_CHART[s].close}"`, `to ${GUN_CHART[s].long}"`, `${GUN_CHART[s].hitOn}-10`]),
  (q) => {
    const f = gunFire(q); if (isErr(f)) return refuse(f);
    const modifiers = shellModifiersFor(f.band, f.kind);
    const needs = GUN_CHART[f.size].hitOn - sumOf(modifiers);
    return ok({
      band: f.band, chartNumber: GUN_CHART[f.size].hitOn, modifiers: named(modifiers), modifierSum: sumOf(modifiers),
      hitsOn: needs > 10 ? 'no D10 hits' : needs === 10 ? 'only a "0" (10) on each D10' : needs <= 1 ? 'every D10 hits' : `${needs}-10 on each D10`, figuresPerHit: GUN_CHART[f.size].figuresPerHit,
    });
  });

const battery = rulesTable('battery-shells', 'Artillery: a battery\'s shells', 'Artillery',
  { ...GUN_KEYS, crew: 'crew left on the gun stand (default: the chart\'s)', rolls: 'the D10 of each shell, e.g. 3,8,10' },
  ['Gun', 'Crew', 'Shells a turn', 'Figures a hit'], GUN_SIZES.map((s) => [GUN_CHART[s].label, GUN_CHART[s].crew, GUN_CHART[s].rof, GUN_CHART[s].figuresPerHit]),
  (q) => {
    const f = gunFire(q); if (isErr(f)) return refuse(f);
    const chart = GUN_CHART[f.size];
    const crew = q.crew === undefined ? chart.crew : wholeNumber(q, 'crew', 0, chart.crew); if (isErr(crew)) return refuse(crew);
    const shells = chart.shells(crew);
    const rolls = diceList(q, 'rolls', 10); if (isErr(rolls)) return refuse(rolls);
    if (rolls.length !== shells) return refuse(`a ${f.size} gun with ${crew} crew fires ${shells} shell${shells === 1 ? '' : 's'} (${chart.rof}): give that many rolls`);
    const modifiers = shellModifiersFor(f.band, f.kind);
    const hits = shellsHitting(f.size, rolls, modifiers);
    const m = sumOf(modifiers);
    return ok({
      band: f.band, shells, modifiers: named(modifiers), modifierSum: m,
      each: rolls.map((d) => `${plus(d, m)}: ${d + m >= chart.hitOn ? 'hit' : 'miss'}`),
      hits, figures: hits * chart.figuresPerHit, figuresWords: `${hits} hit${hits === 1 ? '' : 's'} × ${chart.figuresPerHit} figure${chart.figuresPerHit === 1 ? '' : 's'} a hit = ${hits * chart.figuresPerHit}, before cover`,
    });
  });

const BANDS = ['point-blank', 'close', 'long'] as const;
const cover = rulesTable('cover-hits', 'Hits against a target in cover', 'Firing: ½ hits against targets in cover',
  { hits: 'hits scored, 0 to 60', terrain: 'yes | no (the target stands in cover terrain)', claimed: 'yes | no (claims cover; not against point blank)', band: BANDS.join(' | '), roll: 'the D6 for an odd half hit: 4-6 it stands' },
  ['Hits', 'Against cover'], [['even', 'half'], ['odd', 'half, and the odd half hit stands on a D6 of 4-6'], ['claimed cover at point blank', 'no cover']],
  (q) => {
    const h = wholeNumber(q, 'hits', 0, 60); if (isErr(h)) return refuse(h);
    const band = q.band === undefined ? 'close' : oneOf<RangeBand>(q, 'band', BANDS); if (!(BANDS as readonly string[]).includes(band)) return refuse(band);
    if (!inCoverAgainst(yes(q, 'terrain'), yes(q, 'claimed'), band as RangeBand)) return ok({ inCover: false, hits: h });
    const first = coverResult(h, null);
    if (!first.half) return ok({ inCover: true, halved: `${h} halved to ${first.whole}`, hits: first.whole });
    const r = wholeNumber(q, 'roll', 1, 6); if (isErr(r)) return refuse(`${h} is odd: ${r} for the half hit`);
    const c = coverResult(h, r);
    return ok({ inCover: true, halved: `${h} halved to ${c.whole}, and a half`, halfHit: c.halfStands ? `${r}: stands` : `${r}: did not occur`, hits: c.hits });
  });

const HEROIC = ['none', ...CHARACTERS] as const;
/** The character of the officer leading heroically, null for none, or `{ error }`. */
const heroicOf = (q: Record<string, string>, key: string): { character: Character | null } | { error: string } => {
  if (q[key] === undefined || q[key] === 'none') return { character: null };
  const c = oneOf<Character>(q, key, CHARACTERS);
  return (CHARACTERS as readonly string[]).includes(c) ? { character: c as Character } : { error: oneOf(q, key, HEROIC) };
};

const smallArms = rulesTable('small-arms-fire', 'Small-arms fire at a range', 'Firing (ranges and rifle dice reconstructed)',
  {
    weapon: 'rifle (rifles, light MG) | hmg (heavy or vehicle MG)', distance: 'inches to the target', rolls: 'the D6s, e.g. 5,4,6,1',
    interventionist: 'yes | no', heroic: `${HEROIC.join(' | ')} (the character of an officer leading heroically)`, commissar: 'yes | no (with a red unit)', priest: 'yes | no (with a white unit)',
  },
  ['Die', 'Result'], [[`${SMALL_ARMS_HIT_ON}+ after modifiers`, 'hit'], ['a natural 1', 'never hits'], ['modifiers', 'point blank +1, long -1, interventionist +1, heroic leader +1 (Committed +2), commissar or priest +1']],
  (q) => {
    const w = oneOf(q, 'weapon', ['rifle', 'hmg'] as const); if (w !== 'rifle' && w !== 'hmg') return refuse(w);
    const d = distanceOf(q); if (isErr(d)) return refuse(d);
    const band = rangeBand(d, SMALL_ARMS_RANGES[w]);
    if (!band) return refuse(`out of range: ${w === 'rifle' ? 'rifles reach' : 'a heavy MG reaches'} ${SMALL_ARMS_RANGES[w].long}"`);
    const heroic = heroicOf(q, 'heroic'); if ('error' in heroic) return refuse(heroic.error);
    const rolls = diceList(q, 'rolls', 6); if (isErr(rolls)) return refuse(rolls);
    const general = fireModifiersFor({ interventionist: yes(q, 'interventionist'), heroic: heroic.character, commissar: yes(q, 'commissar'), priest: yes(q, 'priest') });
    const v = smallArmsVolley(band, general, rolls);
    const m = sumOf(v.modifiers);
    return ok({
      band, modifiers: named(v.modifiers), modifierSum: m,
      each: rolls.map((r) => (r === 1 ? '1: never hits' : `${plus(r, m)}: ${r + m >= SMALL_ARMS_HIT_ON ? 'hit' : 'miss'}`)), hits: v.hits,
    });
  });

/** One side's own make-up from keys with its prefix: stands lost, banner, heroic leader, commissar, priest. */
function ownFactsOf(q: Record<string, string>, side: 'attacker' | 'defender'): MeleeOwnFacts | string {
  const lost = q[`${side}StandsLost`] === undefined ? 0 : wholeNumber(q, `${side}StandsLost`, 0, 20); if (isErr(lost)) return lost;
  const heroic = heroicOf(q, `${side}Heroic`); if ('error' in heroic) return heroic.error;
  return { standsLost: lost, banner: yes(q, `${side}Banner`), heroic: heroic.character, commissar: yes(q, `${side}Commissar`), priest: yes(q, `${side}Priest`) };
}

const OWN_KEYS = (side: string) => ({
  [`${side}StandsLost`]: 'stands lost, 0 or more', [`${side}Banner`]: 'yes | no (elite with banner)', [`${side}Heroic`]: HEROIC.join(' | '),
  [`${side}Commissar`]: 'yes | no (with a red unit)', [`${side}Priest`]: 'yes | no (with a white unit)',
});

const melee = rulesTable('melee-whole', 'Melee, whole', 'Melee',
  {
    attacker: KINDS.join(' | '), mounted: 'yes | no (attacking cavalry mounted)', extraAttackers: 'further units attacking with it, 0 or more', wire: 'yes | no (attacking through wire)', ...OWN_KEYS('attacker'), attackerDie: '1 to 6',
    defender: KINDS.join(' | '), mg: 'yes | no (MG attached to the defender)', flank: 'yes | no (flank or rear, or the defender falling back or suppressed)', defences: 'yes | no (trenches, buildings, breastworks)', ...OWN_KEYS('defender'), defenderDie: '1 to 6',
  },
  ['Step', 'Rule'], [['each side', 'a D6 plus its modifiers'], ['highest wins', 'ties to the defender, unless on the flank or rear'], ['defender in defences', `the attacker must win by ${TRENCH_WIN_BY} or more`], ['loser', '1 casualty for every number it is beaten by (a tank takes no loss)']],
  (q) => {
    const a = oneOf<Kind>(q, 'attacker', KINDS); if (!(KINDS as readonly string[]).includes(a)) return refuse(a);
    const d = oneOf<Kind>(q, 'defender', KINDS); if (!(KINDS as readonly string[]).includes(d)) return refuse(d);
    const aOwn = ownFactsOf(q, 'attacker'); if (isErr(aOwn)) return refuse(aOwn);
    const dOwn = ownFactsOf(q, 'defender'); if (isErr(dOwn)) return refuse(dOwn);
    const extra = q.extraAttackers === undefined ? 0 : wholeNumber(q, 'extraAttackers', 0, 5); if (isErr(extra)) return refuse(extra);
    const aDie = wholeNumber(q, 'attackerDie', 1, 6); if (isErr(aDie)) return refuse(aDie);
    const dDie = wholeNumber(q, 'defenderDie', 1, 6); if (isErr(dDie)) return refuse(dDie);
    const none: MeleeOwnFacts = { standsLost: 0, banner: false, heroic: null, commissar: false, priest: false };
    const sides = meleeModifiersFor({
      attackers: [{ kind: a as Kind, mounted: yes(q, 'mounted'), own: aOwn }, ...Array.from({ length: extra }, () => ({ kind: 'infantry' as Kind, mounted: false, own: none }))],
      wire: yes(q, 'wire'), defender: { kind: d as Kind, own: dOwn, mgAttached: yes(q, 'mg') }, flank: yes(q, 'flank'), defences: yes(q, 'defences'),
    });
    const attacker = modifiedTotal(`${aDie} (D6)`, aDie, sides.attacker), defender = modifiedTotal(`${dDie} (D6)`, dDie, sides.defender);
    const result = meleeResult(attacker.total, defender.total, sides.flank, sides.defences);
    const held = result.winner === 'defender' && attacker.total > defender.total;
    const loser = result.winner === 'attacker' ? d as Kind : a as Kind;
    return ok({
      attacker, defender, winner: result.winner, margin: result.margin,
      ...(held ? { held: `the defender holds its defences: won by ${result.margin}, not ${TRENCH_WIN_BY}` } : {}),
      loserCasualties: meleeLoss(loser, result.margin), loser: result.winner === 'attacker' ? 'the defender falls back' : 'the attackers fall back to their starting position',
    });
  });

const armyLosses = rulesTable('army-morale-losses', 'Army major morale, from the units lost', 'Army morale',
  {
    units: 'the side\'s units', lost: 'its units lost (destroyed, off the table, surrendered), trains among them', trainsLost: 'its armoured trains lost',
    supplyCut: 'yes | no (its supply line to the rear cut)', enemyTrainsLost: 'enemy armoured trains captured or forced off the table', enemySupplyCut: 'yes | no', roll: '1 to 10 (optional)',
  },
  ['Counted losses', 'Chance of breaking on D10'], [...ARMY_MORALE_BANDS.map((b) => [`${b.lossPercent}%`, `1-${b.breaksOn}`]), ['armoured train lost', 'counts as 3 units'], ['supply line cut', '3 units'], ['enemy train captured or forced off, enemy supply line cut', '2 fewer each']],
  (q) => {
    const units = wholeNumber(q, 'units', 1, 200); if (isErr(units)) return refuse(units);
    const lost = wholeNumber(q, 'lost', 0, units); if (isErr(lost)) return refuse(lost);
    const trains = q.trainsLost === undefined ? 0 : wholeNumber(q, 'trainsLost', 0, lost); if (isErr(trains)) return refuse(trains);
    const enemyTrains = q.enemyTrainsLost === undefined ? 0 : wholeNumber(q, 'enemyTrainsLost', 0, 20); if (isErr(enemyTrains)) return refuse(enemyTrains);
    const l = countedLosses({ units, lost, trainsLost: trains, supplyCut: yes(q, 'supplyCut'), enemyTrainsLost: enemyTrains, enemySupplyCut: yes(q, 'enemySupplyCut') });
    const band = armyMoraleBand(l.percent);
    const r = q.roll === undefined ? null : wholeNumber(q, 'roll', 1, 10); if (isErr(r)) return refuse(r);
    const sum = modifiedTotal(`${lost} (units lost)`, lost, l.modifiers);
    return ok({
      counted: l.counted, modifiers: sum.modifiers, sum: `${sum.sum}${sum.total < 0 ? ', counted as 0' : ''}`,
      percent: Math.round(l.percent * 10) / 10, tests: band !== null, breaksOn: band ? `1-${band.breaksOn}` : null,
      ...(r !== null && band ? { breaks: r <= band.breaksOn } : {}),
    });
  });

export const PROCEDURE_TABLES: readonly RulesTable[] = [hitNumber, battery, cover, smallArms, melee, armyLosses];
