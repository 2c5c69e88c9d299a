import type { RulesTable } from '../../engine/ruleset.ts';
import { ok, refuse } from '../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../engine/rules-lookup.ts';
import {
  BLAST_INCHES, DRIFT_DIRECTIONS, FIRE_STEP, KINDS, KIND_LABELS, MELEE_MODIFIERS, MELEE_WINNER_HITS, RANGE, SAVE_ON, STAND_CAPACITY,
  VEHICLE_MOVE_DICE, driftDirection, driftDistanceDice, fireDice, footMove, initiativeResult, isVehicle, moralePasses, saveFor,
  vehicleDestroyed, vehicleMove, type Kind, type MeleeModifierId,
} from './tables.ts';
import { WHOLE_LOOKUPS } from './rules-lookups.ts';

const isErr = (v: unknown): v is string => typeof v === 'string' && v.startsWith('"');
/** "3,3,5,6,1" → [3, 3, 5, 6, 1], each a d6. */
function diceList(q: Record<string, string>, key: string, count: number): number[] | string {
  const list = (q[key] ?? '').split(',').map(Number);
  return list.length === count && list.every((d) => Number.isInteger(d) && d >= 1 && d <= 6) ? list : `"${key}" must be ${count} dice, e.g. ${Array(count).fill(3).join(',')}`;
}

const initiative = rulesTable('initiative', 'Initiative (and the set-up roll)', 'Turn sequence 1-3; Game setup 3', { red: 'two dice, e.g. 3,3', white: 'two dice' },
  ['Dice', 'Result'], [['higher total', 'wins: chooses to move first or second'], ['doubles', 'may name one enemy unit that may not move this turn'], ['tie', 'roll again'], ['tie, both doubles', 'no unit moves this turn; all may fire']],
  (q) => { const r = diceList(q, 'red', 2), w = diceList(q, 'white', 2); if (typeof r === 'string') return refuse(r); if (typeof w === 'string') return refuse(w); return ok({ result: initiativeResult(r, w) }); });

const move = rulesTable('movement', 'Moves', 'Turn sequence 5-7', { kind: KINDS.join(' | '), dice: `for tanks and armoured cars: ${VEHICLE_MOVE_DICE} dice, e.g. 1,2,3,4,5`, hit: 'yes | no (stand has a hit)' },
  ['Unit', 'Move', 'Rough terrain'], KINDS.map((k) => [KIND_LABELS[k], isVehicle(k) ? `up to ${VEHICLE_MOVE_DICE}d6" (three of a kind: no move)` : `${footMove(k, 0)}"${k === 'mg' ? ' (3" after a hit)' : k === 'artillery' ? ' (none after a hit)' : ''}`, k === 'infantry' || k === 'mg' ? 'half speed' : 'may not enter']),
  (q) => {
    const k = oneOf<Kind>(q, 'kind', KINDS); if (isErr(k)) return refuse(k);
    if (isVehicle(k as Kind)) { const d = diceList(q, 'dice', VEHICLE_MOVE_DICE); return typeof d === 'string' ? refuse(d) : ok(vehicleMove(d)); }
    return ok({ inches: footMove(k as Kind, q.hit === 'yes' ? 1 : 0) });
  });

const fire = rulesTable('fire', 'Fire', 'Firing sequence 1-7', { kind: KINDS.join(' | '), stands: '1 to 6', hits: 'hits on the stand (MG crew lost)' },
  ['Unit', 'Range', 'Step', 'Dice', 'Hits on'], KINDS.map((k) => { const f = fireDice(k, 1, 0); return [KIND_LABELS[k], `${RANGE[k]}"`, FIRE_STEP[k], k === 'artillery' ? 'aiming point' : k === 'infantry' || k === 'cavalry' ? '1d6 a stand' : k === 'mg' ? '3d6 a crewman' : `${f.dice}d6${k === 'armoured-car' ? ', may split between two targets' : ''}`, k === 'artillery' ? `1d6 hits to every unit within ${BLAST_INCHES}"` : `${f.hitOn}+`]; }),
  (q) => { const k = oneOf<Kind>(q, 'kind', KINDS); if (isErr(k)) return refuse(k); const s = wholeNumber(q, 'stands', 1, 6); if (typeof s === 'string') return refuse(s); const h = q.hits === undefined ? 0 : wholeNumber(q, 'hits', 0, 2); if (typeof h === 'string') return refuse(h); return ok({ ...fireDice(k as Kind, s, h), range: RANGE[k as Kind], step: FIRE_STEP[k as Kind] }); });

const SOURCES = ['small-arms', 'mg', 'armoured-car', 'tank', 'artillery', 'melee'] as const;
const saves = rulesTable('saves', 'Saves', 'Firing sequence 8; Hit results', { target: KINDS.join(' | '), source: SOURCES.join(' | '), cover: 'yes | no' },
  ['Target', 'Save', 'Not against'], [['Tank', `${SAVE_ON}+ each hit`, '-'], ['Armoured car', `${SAVE_ON}+ each hit`, 'tank and artillery fire'], ['Infantry or MG under cover', `${SAVE_ON}+ each hit`, 'hand to hand'], ['Cavalry, artillery, troops in the open', 'none', '-']],
  (q) => { const t = oneOf<Kind>(q, 'target', KINDS); if (isErr(t)) return refuse(t); const s = oneOf(q, 'source', SOURCES); if (isErr(s)) return refuse(s); const save = saveFor(t as Kind, s as (typeof SOURCES)[number], q.cover === 'yes'); return ok({ save, savedOn: save ? SAVE_ON : null }); });

const capacity = rulesTable('stands', 'Hits a stand takes', 'Hit results', { kind: KINDS.join(' | ') },
  ['Unit', 'Hits before the stand is removed'], KINDS.map((k) => [KIND_LABELS[k], isVehicle(k) ? 'destruction test' : STAND_CAPACITY[k]]),
  (q) => { const k = oneOf<Kind>(q, 'kind', KINDS); return isErr(k) ? refuse(k) : ok({ hits: STAND_CAPACITY[k as Kind] }); });

const destruction = rulesTable('vehicle-destruction', 'Vehicle destruction test', 'Hit results (vehicles)', { roll: '1 to 6', hits: 'hits in the game so far' },
  ['Hits so far', 'Destroyed on a d6 of'], [1, 2, 3, 4, 5, 6].map((h) => [h, h >= 6 ? 'any' : `1-${h}`]),
  (q) => { const r = wholeNumber(q, 'roll', 1, 6), h = wholeNumber(q, 'hits', 0, 99); if (typeof r === 'string') return refuse(r); if (typeof h === 'string') return refuse(h); return ok({ destroyed: vehicleDestroyed(r, h) }); });

const drift = rulesTable('artillery-drift', 'Artillery drift', 'Firing sequence 6', { drift: '1 to 6 (drift die)', range: 'inches to the aiming point' },
  ['Drift die', 'Result'], DRIFT_DIRECTIONS.map((d, i) => [i + 1, d === 'hit' ? 'on target' : `drifts ${d} by 1d6" (2d6" over half range)`]),
  (q) => { const r = wholeNumber(q, 'drift', 1, 6); if (typeof r === 'string') return refuse(r); const range = Number(q.range ?? 0); return ok({ direction: driftDirection(r), distanceDice: driftDistanceDice(range, RANGE.artillery), hitsWithin: BLAST_INCHES }); });

const charge = rulesTable('charge', 'Charge and evade', 'Charge and response 1-7', { kind: 'infantry | cavalry', bonus: '1 to 6' },
  ['Roll', 'Effect'], [['charge', 'basic move + 1d6", rolled before measuring'], ['evade', '1d6" away; caught and removed if the charger has that much move left']],
  (q) => { const k = oneOf(q, 'kind', ['infantry', 'cavalry'] as const); if (isErr(k)) return refuse(k); const b = wholeNumber(q, 'bonus', 1, 6); return typeof b === 'string' ? refuse(b) : ok({ inches: footMove(k as Kind, 0) + b }); });

const MELEE_IDS = Object.keys(MELEE_MODIFIERS) as MeleeModifierId[];
const melee = rulesTable('melee', 'Hand to hand', 'Charge and response 8', { modifier: MELEE_IDS.join(' | ') },
  ['Modifier', 'Value'], [...MELEE_IDS.map((m) => [MELEE_MODIFIERS[m].label, `+${MELEE_MODIFIERS[m].value}`]), ['loser', 'takes the difference in hits and routs'], ['winner', `takes ${MELEE_WINNER_HITS} hit`]],
  (q) => { const m = oneOf<MeleeModifierId>(q, 'modifier', MELEE_IDS); return isErr(m) ? refuse(m) : ok(MELEE_MODIFIERS[m as MeleeModifierId]); });

const morale = rulesTable('morale', 'Morale', 'Morale and results 1-5', { roll: '1 to 6', stands: 'stands remaining', elite: 'yes | no' },
  ['Stands remaining', 'Passes on a d6 of', 'Elite passes on'], [1, 2, 3, 4, 5, 6].map((s) => [s, s > 1 ? `1-${s - 1}` : 'never', `1-${s}`]),
  (q) => { const r = wholeNumber(q, 'roll', 1, 6), s = wholeNumber(q, 'stands', 0, 6); if (typeof r === 'string') return refuse(r); if (typeof s === 'string') return refuse(s); return ok({ passed: moralePasses(r, s, q.elite === 'yes') }); });

const rout = rulesTable('rout', 'Rout', 'Morale and results 2-4', { choice: 'rout | lose-stand' },
  ['On a failed test', 'Effect'], [['rout', '2d6" away from the enemy; tests to recover when its command moves'], ['lose a stand', 'one full stand removed; no further test']],
  (q) => { const c = oneOf(q, 'choice', ['rout', 'lose-stand'] as const); return isErr(c) ? refuse(c) : ok({ moves: c === 'rout' ? '2d6"' : 0, standsLost: c === 'rout' ? 0 : 1 }); });

/** Every table of the rule set, for `tachanka rules wargame-wednesdays`, the rule explainer and the quick reference. */
export const RULES_TABLES: readonly RulesTable[] = [initiative, move, fire, saves, capacity, destruction, drift, charge, melee, morale, rout, ...WHOLE_LOOKUPS];
