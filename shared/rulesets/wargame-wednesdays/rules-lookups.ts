import type { RulesTable } from '../../engine/ruleset.ts';
import { ok, refuse } from '../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../engine/rules-lookup.ts';
import { TerrainIndex } from '../../geometry/terrain-index.ts';
import type { TerrainFeature } from '../../scenario/schema.ts';
import { KINDS, STAND_CAPACITY, isVehicle, vehicleDestroyed, vehicleHitsAfter, type Kind } from './tables.ts';
import { handToHand, sideModifiers, sumOf } from './melee/melee.ts';
import { moveCost } from './ground/terrain.ts';

/**
 * The procedures `tachanka rules wargame-wednesdays` answers whole, each through the code the game runs: a hand to
 * hand fight from its two sides and dice, a vehicle's destruction test from its hits, and a move through a named terrain.
 */

const isErr = (v: unknown): v is string => typeof v === 'string' && v.startsWith('"');
const yes = (q: Record<string, string>, key: string): boolean => q[key] === 'yes';

const melee = rulesTable('hand-to-hand', 'Hand to hand, whole', 'Charge and response 8',
  {
    charger: KINDS.join(' | '), chargerStands: '1 to 6', chargerElite: 'yes | no', chargerDie: '1 to 6',
    charged: KINDS.join(' | '), chargedStands: '1 to 6', chargedElite: 'yes | no', defended: 'yes | no (charged unit in earthworks or a building)', chargedDie: '1 to 6',
  },
  ['Step', 'Rule'], [['both roll 1d6', 'each adds its modifiers'], ['higher total wins', 'the loser takes the difference in hits and routs (a vehicle does not rout)'], ['winner', 'takes 1 hit'], ['tie', 'both roll again']],
  (q) => {
    const c = oneOf<Kind>(q, 'charger', KINDS), d = oneOf<Kind>(q, 'charged', KINDS);
    if (isErr(c)) return refuse(c);
    if (isErr(d)) return refuse(d);
    const cs = wholeNumber(q, 'chargerStands', 1, 6), ds = wholeNumber(q, 'chargedStands', 1, 6);
    const cd = wholeNumber(q, 'chargerDie', 1, 6), dd = wholeNumber(q, 'chargedDie', 1, 6);
    for (const v of [cs, ds, cd, dd]) if (typeof v === 'string') return refuse(v);
    const charger = { kind: c as Kind, stands: cs as number, elite: yes(q, 'chargerElite'), charging: true, defended: false };
    const charged = { kind: d as Kind, stands: ds as number, elite: yes(q, 'chargedElite'), charging: false, defended: yes(q, 'defended') };
    const chargerModifiers = sideModifiers(charger, charged), chargedModifiers = sideModifiers(charged, charger);
    const chargerTotal = (cd as number) + sumOf(chargerModifiers), chargedTotal = (dd as number) + sumOf(chargedModifiers);
    const result = handToHand(chargerTotal, chargedTotal, (l) => isVehicle(l === 'charger' ? charger.kind : charged.kind));
    return ok({ chargerModifiers, chargerModifierSum: sumOf(chargerModifiers), chargerTotal, chargedModifiers, chargedModifierSum: sumOf(chargedModifiers), chargedTotal, result });
  });

const destruction = rulesTable('vehicle-destruction-turn', 'Vehicle destruction test, from the hits this turn', 'Hit results (vehicles)',
  { before: 'hits in the game before this turn', thisTurn: 'hits taken this turn (after saves)', roll: '1 to 6' },
  ['Hits this turn', 'Test'], [['none', 'no test'], ['one or more', `once at the end of the turn: destroyed on a d6 at or under all hits so far (counted up to ${STAND_CAPACITY.tank})`]],
  (q) => {
    const b = wholeNumber(q, 'before', 0, 99), t = wholeNumber(q, 'thisTurn', 0, 99), r = wholeNumber(q, 'roll', 1, 6);
    for (const v of [b, t, r]) if (typeof v === 'string') return refuse(v);
    const counted = vehicleHitsAfter('tank', b as number, t as number);
    if (t === 0) return ok({ tested: false, counted, destroyed: false });
    return ok({ tested: true, counted, capped: (b as number) + (t as number) > counted, destroyed: vehicleDestroyed(r as number, counted) });
  });

const TERRAINS = ['open', 'rough', 'woods', 'dense-woods', 'scrub', 'marsh', 'road'] as const;
type Going = (typeof TERRAINS)[number];
/** A 40" table of one terrain across its middle, `road` a road through woods, for the move to be measured on. */
function tableOf(going: Going): TerrainIndex {
  const box = [{ x: 0, y: 0 }, { x: 40, y: 0 }, { x: 40, y: 40 }, { x: 0, y: 40 }];
  const terrain: TerrainFeature[] = [];
  if (going !== 'open') terrain.push({ id: 'ground', kind: 'area', type: going === 'road' ? 'woods' : going, polygon: box } as TerrainFeature);
  if (going === 'road') terrain.push({ id: 'road', kind: 'line', type: 'road', points: [{ x: 0, y: 20 }, { x: 40, y: 20 }] } as TerrainFeature);
  return TerrainIndex.fromScenario({ terrain, table: { width: 40, height: 40 } });
}
const GOINGS = new Map<Going, TerrainIndex>();

const movement = rulesTable('movement-terrain', 'A move through a named terrain', 'Turn sequence 5-7',
  { kind: KINDS.join(' | '), terrain: TERRAINS.join(' | ') + ' (road: a road through forest)', inches: 'ground to cover, 0 to 36' },
  ['Terrain', 'Infantry and MGs', 'Others'], [['open', 'full', 'full'], ['rough, woods, scrub, marsh', 'half (each inch costs 2)', 'may not enter'], ['road through forest', 'full', 'full, guns too']],
  (q) => {
    const k = oneOf<Kind>(q, 'kind', KINDS), g = oneOf<Going>(q, 'terrain', TERRAINS);
    if (isErr(k)) return refuse(k);
    if (isErr(g)) return refuse(g);
    const inches = Number(q.inches);
    if (!Number.isFinite(inches) || inches < 0 || inches > 36) return refuse('"inches" must be a number from 0 to 36');
    let index = GOINGS.get(g as Going);
    if (!index) { index = tableOf(g as Going); GOINGS.set(g as Going, index); }
    const cost = moveCost(index, k as Kind, { x: 2, y: 20 }, { x: 2 + inches, y: 20 });
    return ok(cost === null ? { mayEnter: false, cost: null } : { mayEnter: true, cost: Math.round(cost * 100) / 100 });
  });

export const WHOLE_LOOKUPS: readonly RulesTable[] = [melee, destruction, movement];
