import type { RulesTable } from '../../../engine/ruleset.ts';
import { ok } from '../../../core/result.ts';
import { type Lookup, bad, int, oneOf, table, yes } from './lookup-helpers.ts';
import { effectiveBasesOf, overwhelmed } from '../troops/units.ts';
import { judgeMorale, moraleTargetOf } from '../morale/morale.ts';
import { lentBonuses } from '../officers/command.ts';
import { sumText } from '../context.ts';
import { MORALE_AUTOMATIC_FAILURE, MORALE_MODIFIERS } from './tables-misc.ts';
import { officerCasualtyLimit } from '../officers/officer-casualties.ts';
import { wireAttempt, fireMarkersPutOut, setsAlight } from '../terrain/engineering.ts';
import { FIRE, WIRE_CROSSING } from './tables-terrain.ts';
import { basesCutDown, pursuitCatches } from '../charge/pursuit.ts';
import { scoutFinds, scoutReach } from '../terrain/ambush.ts';
import { combatOdds } from '../charge/combat.ts';
import { COMBAT_COLUMNS, combatOutcomeText, combatOutcomeWords, combatResult } from './tables-combat.ts';

/**
 * The die-rolling procedures around the printed tables, served as lookups through the functions the game itself
 * calls, so `tachanka rules red-actions <procedure>` and a game always agree.
 */

const signedList = (raw: string | undefined, key: string): number[] | string => {
  if (raw === undefined || raw === '') return [];
  const parts = raw.split(',').map((p) => Number(p.trim()));
  return parts.every((n) => Number.isInteger(n) && Math.abs(n) <= 2) ? parts : `${key} is a list of officer bonuses from -2 to +2, like +1,-1`;
};

/** A bonus key: absent is no such officer. */
const bonusOf = (q: Record<string, string>, key: string): number | null | string => (q[key] === undefined ? null : int(q, key, -2, 2));

const effectiveLookup: Lookup = (q) => {
  const bases = int(q, 'bases', 1, 12);
  const terror = q.terror === undefined ? 0 : int(q, 'terror', 0, 24);
  const humiliated = q.humiliated === undefined ? 0 : int(q, 'humiliated', 0, 24);
  for (const v of [bases, terror, humiliated]) if (typeof v === 'string') return bad(v);
  const markers = (terror as number) + (humiliated as number);
  const routs = overwhelmed(bases as number, markers);
  const note = routs ? 'more markers than bases: the unit routs at once, and a routing unit counts no bases for shooting or combat'
    : markers === bases ? 'as many markers as bases: half a base counts' : '';
  return ok({ markers, effectiveBases: effectiveBasesOf(bases as number, markers), routs, note });
};

const moraleLookup: Lookup = (q) => {
  const number = int(q, 'number', 0, 12);
  const roll = int(q, 'roll', 2, 12);
  const junior = bonusOf(q, 'junior');
  const personal = bonusOf(q, 'personal');
  const seniors = signedList(q.seniors, 'seniors');
  for (const v of [number, roll, junior, personal, seniors]) if (typeof v === 'string') return bad(v);
  const officers = lentBonuses(
    junior === null ? null : { name: 'of the unit', bonus: junior as number },
    (seniors as number[]).map((bonus, i) => ({ name: `#${i + 1}`, bonus })),
    personal === null ? null : { name: 'a senior officer', bonus: personal as number },
  );
  const t = moraleTargetOf(number as number, officers, {
    enemyBehindFlank: yes(q, 'flank'), fortified: yes(q, 'fortified'), nightOrFog: yes(q, 'night'), marchingAmbushed: yes(q, 'ambushed'),
  });
  const passed = judgeMorale(roll as number, t.target);
  return ok({
    needs: `${sumText(t.base, t.modifiers)} or less`, modifiers: t.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`),
    target: t.target, roll, passed, note: roll === MORALE_AUTOMATIC_FAILURE ? '12 always fails' : '',
  });
};

const officerLookup: Lookup = (q) => {
  const source = oneOf(q, 'source', ['shooting', 'combat'] as const);
  const roll = int(q, 'roll', 1, 6);
  if (typeof source !== 'string') return bad(source.reason);
  if (typeof roll === 'string') return bad(roll);
  const limit = officerCasualtyLimit(source, yes(q, 'routed'));
  return ok({ fallsOn: limit === 1 ? '1' : '1 or 2', falls: roll <= limit, ifAllFall: 'the unit takes a terror marker and a serious test' });
};

const wireLookup: Lookup = (q) => {
  const roll = int(q, 'roll', 2, 12);
  if (typeof roll === 'string') return bad(roll);
  const r = wireAttempt(roll, yes(q, 'engineers'));
  return ok({ needs: `${r.need}+`, crossed: r.crossed, pathCut: r.pathCut });
};

const fireLookup: Lookup = (q) => {
  const action = oneOf(q, 'action', ['set', 'fight'] as const);
  const roll = int(q, 'roll', 1, 6);
  const markers = q.markers === undefined ? 0 : int(q, 'markers', 0, FIRE.destroyedAt);
  if (typeof action !== 'string') return bad(action.reason);
  if (typeof roll === 'string') return bad(roll);
  if (typeof markers === 'string') return bad(markers);
  if (action === 'set') return ok({ alight: setsAlight(roll), markersAfter: setsAlight(roll) ? 1 : 0 });
  const out = fireMarkersPutOut(roll);
  return ok({ removed: out, markersAfter: Math.max(0, markers - out), burntOutAt: FIRE.destroyedAt });
};

const pursuitLookup: Lookup = (q) => {
  const pursuer = int(q, 'pursuer', 0, 40);
  const router = int(q, 'router', 0, 40);
  const bases = int(q, 'bases', 1, 12);
  const roll = q.roll === undefined ? null : int(q, 'roll', 1, 6);
  for (const v of [pursuer, router, bases, roll]) if (typeof v === 'string') return bad(v);
  const caught = pursuitCatches(pursuer as number, router as number, yes(q, 'cavalry'), roll as number | null);
  if (caught === null) return ok({ caught: 'a d6 decides: 4+ catches them', needs: '4+' });
  const lost = caught ? basesCutDown(bases as number) : 0;
  return ok({ caught, basesDestroyed: lost, prisoners: caught ? (bases as number) - lost : 0 });
};

const rallyTerrorLookup: Lookup = (q) => {
  const bases = int(q, 'bases', 1, 12);
  const terror = int(q, 'terror', 0, 24);
  const humiliated = q.humiliated === undefined ? 0 : int(q, 'humiliated', 0, 24);
  for (const v of [bases, terror, humiliated]) if (typeof v === 'string') return bad(v);
  if (terror === 0) return bad('the unit has no terror markers to remove');
  const after = humiliated as number;
  return ok({ roll: 'none: all terror markers go', terrorAfter: 0, humiliatedAfter: after, effectiveBasesAfter: effectiveBasesOf(bases as number, after) });
};

const scoutLookup: Lookup = (q) => {
  const roll = int(q, 'roll', 1, 6);
  if (typeof roll === 'string') return bad(roll);
  return ok({ reach: `${scoutReach(yes(q, 'partisan'), yes(q, 'clever'))}"`, found: scoutFinds(roll) });
};

const combatSidesLookup: Lookup = (q) => {
  const charger = Number(q.charger), defender = Number(q.defender);
  const roll = int(q, 'roll', 2, 12);
  if (!Number.isFinite(charger) || !Number.isFinite(defender) || charger < 0 || defender < 0) return bad('give charger=<strength> defender=<strength>');
  if (typeof roll === 'string') return bad(roll);
  const odds = combatOdds(charger, defender);
  const outcome = combatResult(roll, odds.column);
  const stronger = odds.chargerStronger ? 'charger' : 'defender';
  const weaker = odds.chargerStronger ? 'defender' : 'charger';
  return ok({
    stronger, ratio: Number.isFinite(odds.ratio) ? Math.round(odds.ratio * 100) / 100 : 'no resistance', column: COMBAT_COLUMNS[odds.column],
    result: combatOutcomeText(outcome), affected: outcome.side === 'stronger' ? stronger : weaker, effect: combatOutcomeWords(outcome, stronger, weaker),
  });
};

export const PROCEDURE_TABLES: readonly RulesTable[] = [
  table({
    id: 'effective-bases', title: 'Effective bases', rule: 'Definitions', keys: { bases: 'bases in the unit', terror: 'terror markers', humiliated: 'humiliated markers' },
    columns: ['markers', 'effective bases'], rows: [['fewer than bases', 'bases − markers'], ['as many as bases', 0.5], ['more than bases', '0: the unit routs at once']],
  }, effectiveLookup),
  table({
    id: 'morale-test', title: 'A morale test', rule: 'Morale Tests; The Morale Effects of Officers',
    keys: {
      number: 'success number on the card', roll: '2d6 roll, 2-12', junior: 'the junior officer\'s bonus (optional)',
      seniors: 'bonuses of the senior officers in reach, e.g. +1,+2 (optional)', personal: 'bonus of a senior in personal command (optional)',
      flank: 'yes|no (enemy behind the flank)', fortified: 'yes|no', night: 'yes|no (night or fog)', ambushed: 'yes|no (ambushed while marching)',
    },
    columns: ['modifier', 'to the success number'],
    rows: [
      ['junior officer', 'his bonus'], ['senior officers in reach', 'the best positive bonus'], ['senior in personal command', 'his bonus, instead of both'],
      ...Object.values(MORALE_MODIFIERS).map((m) => [m.label, `${m.value > 0 ? '+' : ''}${m.value}`]),
      ['2d6 at or under the number', 'passes'], [MORALE_AUTOMATIC_FAILURE, 'always fails'],
    ],
  }, moraleLookup),
  table({
    id: 'officer-casualties', title: 'Officer casualties', rule: 'Officer Casualties from Shooting; Officer Casualties in Combat', keys: { source: 'shooting|combat', routed: 'yes|no (combat: his unit routed)', roll: 'd6, 1-6' },
    columns: ['cause', 'officer falls on'], rows: [['shooting (Off)', 1], ['combat', 1], ['combat, unit routed', '1 or 2']],
  }, officerLookup),
  table({
    id: 'wire', title: 'Crossing and cutting wire', rule: 'Barbed Wire', keys: { roll: '2d6 roll, 2-12', engineers: 'yes|no' },
    columns: ['troops', '2d6 needed', 'on success'], rows: [['infantry', `${WIRE_CROSSING.infantry}+`, 'crossed'], ['engineers', `${WIRE_CROSSING.engineers}+`, 'crossed, a base-wide path cut']],
  }, wireLookup),
  table({
    id: 'building-fire', title: 'Setting and fighting a building fire', rule: 'Buildings', keys: { action: 'set|fight', roll: 'd6, 1-6', markers: 'fire markers on it now (optional)' },
    columns: ['d6', 'setting it alight', 'fighting it'], rows: [1, 2, 3, 4, 5, 6].map((d) => [d, setsAlight(d) ? 'alight' : '-', fireMarkersPutOut(d) ? `${fireMarkersPutOut(d)} removed` : '-']),
  }, fireLookup),
  table({
    id: 'pursuit', title: 'Pursuit', rule: 'Pursuit', keys: { pursuer: 'pursuers\' move, inches', router: 'routers\' move, inches', cavalry: 'yes|no (routers are cavalry)', bases: 'routers\' bases', roll: 'd6 (only when as fast)' },
    columns: ['routers', 'caught'], rows: [['slower', 'always'], ['cavalry as fast', 'on 4+'], ['others as fast, or faster', 'never'], ['caught', 'half the bases (rounded up) destroyed, the rest prisoners']],
  }, pursuitLookup),
  table({
    id: 'rally-terror', title: 'Rallying from terror', rule: 'Rallying', keys: { bases: 'bases in the unit', terror: 'terror markers', humiliated: 'humiliated markers' },
    columns: ['markers', 'after rallying'], rows: [['terror', 'all removed, no test'], ['humiliated', 'kept']],
  }, rallyTerrorLookup),
  table({
    id: 'scouting', title: 'Scouting for an ambush', rule: 'Ambushes', keys: { roll: 'd6, 1-6', partisan: 'yes|no', clever: 'yes|no (a Clever officer)' },
    columns: ['scouts', 'reach', 'd6 to discover'], rows: [['others', '4"', '4+'], ['partisans or a Clever officer', '8"', '4+']],
  }, scoutLookup),
  table({
    id: 'combat-sides', title: 'Combat: who is stronger, and who is affected', rule: 'Hand-to-Hand Combat', keys: { charger: 'charger\'s strength', defender: 'defender\'s strength', roll: '2d6 roll, 2-12' },
    columns: ['strengths', 'stronger side'], rows: [['charger ≥ defender', 'charger (ties to the charger)'], ['defender > charger', 'defender']],
  }, combatSidesLookup),
];
