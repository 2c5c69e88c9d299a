import type { RulesTable } from '../../../engine/ruleset.ts';
import { ok } from '../../../core/result.ts';
import { type Lookup, bad, int, oneOf, table } from './lookup-helpers.ts';
import { PROCEDURE_TABLES } from './tables-procedures.ts';
import {
  COVER_CLASSES, COVER_SHIFT, CUMULATIVE_MODIFIERS, DIRECT_HIT_GUNS, DIRECT_HIT_NUMBERS, DIRECT_HIT_TARGETS, BUILDING_DESTRUCTION,
  SHOOTING_COLUMNS, SHOOTING_TABLE, directHitNumber, shiftedColumn, shootingResult, shotResultText, type DirectHitGun, type DirectHitTarget,
} from './tables-shooting.ts';
import { COMBAT_COLUMNS, COMBAT_MODIFIERS, COMBAT_TABLE, combatColumn, combatOutcomeText, combatResult } from './tables-combat.ts';
import { GOING_TEXT, MOVE_CLASSES, MOVE_CLASS_TITLES, TERRAIN_EFFECTS, TERRAIN_ROWS, RETIRE_DISTANCE, terrainCell, type MoveClass, type TerrainRow } from './tables-terrain.ts';
import { DISMOUNTING_TABLE, FIRE_MOVE_ROWS, MORALE_FAILURE, MORALE_TESTS, MORALE_TRIGGERS, MORALE_TRIGGER_TABLE, MOVING_AND_SHOOTING, VISIBILITY_TABLE, type FireMoveRow, type MoraleTest, type MoraleTrigger } from './tables-misc.ts';
import { OFFICER_TOKENS, describeToken } from '../officers/officer-tokens.ts';
import { ARMIES, TROOP_CARDS, troopCard, troopTypeOf } from '../troops/troops.ts';
import { ARMY_IDS, type ArmyId } from '../troops/troop-card.ts';

/** Every Red Actions! table as data with a lookup, for the CLI (`tachanka rules red-actions <table>`) and the explainer. */

const shootingLookup: Lookup = (q) => {
  const total = int(q, 'total', 0, 999);
  const roll = int(q, 'roll', 2, 12);
  const shift = q.shift === undefined ? 0 : int(q, 'shift', -10, 10);
  if (typeof total === 'string') return bad(total);
  if (typeof roll === 'string') return bad(roll);
  if (typeof shift === 'string') return bad(shift);
  const column = shiftedColumn(total, shift);
  const r = shootingResult(roll, column);
  return ok({ column: column < 0 ? 'none' : SHOOTING_COLUMNS[column], result: shotResultText(r), effect: r.effect, serious: r.serious, officers: r.officers });
};

const directHitLookup: Lookup = (q) => {
  const gun = oneOf<DirectHitGun>(q, 'gun', DIRECT_HIT_GUNS);
  const target = oneOf<DirectHitTarget>(q, 'target', DIRECT_HIT_TARGETS);
  if (typeof gun !== 'string') return bad(gun.reason);
  if (typeof target !== 'string') return bad(target.reason);
  const range = q.range === undefined ? 0 : Number(q.range);
  if (!Number.isFinite(range) || range < 0) return bad('range must be inches, 0 or more');
  const indirect = (['none', 'first', 'later'] as const).find((x) => x === (q.indirect ?? 'none'));
  if (!indirect) return bad('indirect must be none, first or later');
  return ok(directHitNumber({ gun, target, rangeInches: range, rangedIn: q.rangedIn === 'yes', poor: q.poor === 'yes', indirect }));
};

function ratioOf(q: Record<string, string>): number | string {
  if (q.ratio !== undefined) {
    const m = /^(\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(q.ratio);
    if (!m) return 'ratio is like 5:2 or 2.5';
    const r = m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]);
    return r >= 1 ? r : 1 / r;
  }
  const a = Number(q.stronger), b = Number(q.weaker);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a < 0 || b < 0) return 'give ratio=5:2, or stronger=<strength> weaker=<strength>';
  return b === 0 ? Infinity : Math.max(a, b) / Math.min(a, b);
}

const combatLookup: Lookup = (q) => {
  const ratio = ratioOf(q);
  const roll = int(q, 'roll', 2, 12);
  if (typeof ratio === 'string') return bad(ratio);
  if (typeof roll === 'string') return bad(roll);
  const column = combatColumn(ratio);
  return ok({ column: COMBAT_COLUMNS[column], result: combatOutcomeText(combatResult(roll, column)) });
};

const terrainLookup: Lookup = (q) => {
  const row = oneOf<TerrainRow>(q, 'terrain', TERRAIN_ROWS);
  const cls = oneOf<MoveClass>(q, 'troops', MOVE_CLASSES);
  if (typeof row !== 'string') return bad(row.reason);
  if (typeof cls !== 'string') return bad(cls.reason);
  const cell = terrainCell(row, cls);
  return ok({ going: GOING_TEXT[cell.going], breakdownTest: cell.breakdown });
};

const keyed = <T>(key: string, values: Record<string, T>): Lookup => (q) => {
  const v = q[key] === undefined ? undefined : values[q[key]];
  return v === undefined ? bad(`give ${key}=<${Object.keys(values).join('|')}>`) : ok(v);
};

export const RULES_TABLES: readonly RulesTable[] = [
  table({
    id: 'shooting', title: 'Shooting Table', rule: 'Shooting', keys: { total: 'shooting total', roll: '2d6 roll, 2-12', shift: 'column shift (optional, e.g. -3)' },
    columns: ['2d6', ...SHOOTING_COLUMNS], rows: SHOOTING_TABLE.map((r, i) => [i + 2, ...r.map((c) => c.replace('2xTer', '2 x Ter').replace('Ter+Ret', 'Ter + Ret'))]),
  }, shootingLookup),
  table({
    id: 'shooting-modifiers', title: 'Shooting Modifiers (cumulative)', rule: 'Shooting Modifiers', keys: { modifier: Object.keys(CUMULATIVE_MODIFIERS).join('|') },
    columns: ['modifier', 'effect'],
    rows: Object.values(CUMULATIVE_MODIFIERS).map((m) => [m.label, 'factor' in m ? `× ${m.factor}` : `${m.columns > 0 ? '+' : ''}${m.columns} columns`]),
  }, keyed('modifier', CUMULATIVE_MODIFIERS)),
  table({
    id: 'cover', title: 'Cover (only the best applies)', rule: 'Shooting Modifiers', keys: { cover: COVER_CLASSES.join('|') },
    columns: ['cover', 'columns'], rows: COVER_CLASSES.map((c) => [COVER_SHIFT[c].label, COVER_SHIFT[c].columns]),
  }, keyed('cover', COVER_SHIFT)),
  table({
    id: 'direct-hits', title: 'Direct hit numbers', rule: 'Direct Hits',
    keys: { gun: 'field|other', target: DIRECT_HIT_TARGETS.join('|'), range: 'inches (optional)', poor: 'yes|no', indirect: 'none|first|later', rangedIn: 'yes|no' },
    columns: ['gun', ...DIRECT_HIT_TARGETS], rows: DIRECT_HIT_GUNS.map((g) => [g, ...DIRECT_HIT_TARGETS.map((t) => DIRECT_HIT_NUMBERS[g][t])]),
  }, directHitLookup),
  table({
    id: 'building-destruction', title: 'Buildings destroyed by a direct hit', rule: 'Direct Hits', keys: { building: 'wood|stone' },
    columns: ['building', '2d6 needed'], rows: Object.entries(BUILDING_DESTRUCTION).map(([k, v]) => [k, `${v}+`]),
  }, keyed('building', BUILDING_DESTRUCTION)),
  table({
    id: 'combat', title: 'Combat Table', rule: 'Hand-to-Hand Combat', keys: { ratio: 'e.g. 5:2 (or stronger= and weaker=)', roll: '2d6 roll, 2-12' },
    columns: ['2d6', ...COMBAT_COLUMNS], rows: COMBAT_TABLE.map((r, i) => [i + 2, ...r.map(combatOutcomeText)]),
  }, combatLookup),
  table({
    id: 'combat-modifiers', title: 'Combat Modifiers (cumulative)', rule: 'Combat Modifiers', keys: { modifier: Object.keys(COMBAT_MODIFIERS).join('|') },
    columns: ['modifier', 'factor'], rows: Object.values(COMBAT_MODIFIERS).map((m) => [m.label, `× ${m.factor}`]),
  }, keyed('modifier', COMBAT_MODIFIERS)),
  table({
    id: 'terrain', title: 'Terrain Effects', rule: 'Terrain Effects', keys: { terrain: TERRAIN_ROWS.join('|'), troops: MOVE_CLASSES.join('|') },
    columns: ['terrain', ...MOVE_CLASSES.map((c) => MOVE_CLASS_TITLES[c])],
    rows: TERRAIN_ROWS.map((r) => [r, ...TERRAIN_EFFECTS[r].map((c) => `${GOING_TEXT[c.going]}${c.breakdown ? ' *' : ''}`)]),
  }, terrainLookup),
  table({
    id: 'moving-and-shooting', title: 'Moving and Shooting', rule: 'Moving and Shooting', keys: { troops: FIRE_MOVE_ROWS.join('|') },
    columns: ['troop type', 'before firing', 'after firing'], rows: FIRE_MOVE_ROWS.map((r) => [MOVING_AND_SHOOTING[r].title, MOVING_AND_SHOOTING[r].before, MOVING_AND_SHOOTING[r].after]),
  }, keyed<(typeof MOVING_AND_SHOOTING)[FireMoveRow]>('troops', MOVING_AND_SHOOTING)),
  table({
    id: 'morale-tests', title: 'Morale tests and their causes', rule: 'Morale Tests', keys: { event: MORALE_TRIGGERS.join('|') },
    columns: ['event', 'test'], rows: MORALE_TRIGGERS.map((t) => [MORALE_TRIGGER_TABLE[t].text, MORALE_TRIGGER_TABLE[t].test]),
  }, keyed<(typeof MORALE_TRIGGER_TABLE)[MoraleTrigger]>('event', MORALE_TRIGGER_TABLE)),
  table({
    id: 'morale-results', title: 'Results of Failed Morale Tests', rule: 'Results of Failed Morale Tests', keys: { test: MORALE_TESTS.join('|') },
    columns: ['test', 'on failure'], rows: MORALE_TESTS.map((t) => [t, MORALE_FAILURE[t]]),
  }, keyed<string>('test', MORALE_FAILURE as Record<MoraleTest, string>)),
  table({
    id: 'visibility', title: 'Visibility', rule: 'Visibility', keys: { distance: 'inches' },
    columns: ['metres', 'inches', 'what can be seen'], rows: VISIBILITY_TABLE.map((r) => [r.metres, r.inches, r.text]),
  }, (q) => {
    const d = Number(q.distance);
    if (!Number.isFinite(d) || d < 0) return bad('give distance=<inches>');
    return ok(VISIBILITY_TABLE.filter((r) => d <= r.inches).map((r) => r.text));
  }),
  table({
    id: 'retire', title: 'Retire distances', rule: 'Retire Results', keys: { troops: 'infantry|cavalryOrLimbered' },
    columns: ['troops', 'inches'], rows: [['Infantry', RETIRE_DISTANCE.infantry], ['Cavalry and limbered artillery', RETIRE_DISTANCE.cavalryOrLimbered]],
  }, keyed('troops', RETIRE_DISTANCE)),
  table({
    id: 'dismounting', title: 'Dismounting', rule: 'Dismounting', keys: { cavalry: 'cavalry name' },
    columns: ['cavalry', 'dismount as'], rows: DISMOUNTING_TABLE.map((r) => [r.cavalry, r.infantry]),
  }, keyed('cavalry', Object.fromEntries(DISMOUNTING_TABLE.map((r) => [r.cavalry, r.infantry])))),
  table({
    id: 'officer-tokens', title: 'Officer tokens', rule: 'Special Officer Characteristics', keys: { token: 'token id' },
    columns: ['token', 'bonus', 'characteristic'], rows: OFFICER_TOKENS.map((t) => [t.id, t.bonus, t.characteristic ?? '-']),
  }, keyed('token', Object.fromEntries(OFFICER_TOKENS.map((t) => [t.id, describeToken(t)])))),
  table({
    id: 'armies', title: 'Flight numbers and officer draws', rule: 'Definitions', keys: { army: ARMY_IDS.join('|') },
    columns: ['army', 'flight %', 'officer tokens drawn'], rows: ARMY_IDS.map((a) => [ARMIES[a].name, ARMIES[a].flightPercent, ARMIES[a].officerDraw]),
  }, keyed<(typeof ARMIES)[ArmyId]>('army', ARMIES)),
  table({
    id: 'troops', title: 'Unit cards', rule: 'Unit cards (Tachanka\'s own)', keys: { troop: 'troop type id' },
    columns: ['id', 'name', 'move', 'evasive', 'shooting', 'range', 'fighting', 'charge', 'fear', 'serious', 'rally', 'points'],
    rows: TROOP_CARDS.map((c) => [c.id, c.name, c.move, c.evasive ?? '-', c.shooting, c.range, c.fighting, c.morale.charge, c.morale.fear, c.morale.serious, c.morale.rally, c.points]),
  }, (q) => {
    const card = q.troop ? troopCard(q.troop) : undefined;
    return card ? ok(troopTypeOf(card)) : bad('give troop=<troop type id>');
  }),
  ...PROCEDURE_TABLES,
];
