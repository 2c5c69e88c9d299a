import type { RulesTable } from '../../../engine/ruleset.ts';
import { ok, refuse } from '../../../core/result.ts';
import { oneOf, rulesTable, wholeNumber } from '../../../engine/rules-lookup.ts';
import {
  ATTACHED_HIT_ON, GUN_CHART, GUN_SIZES, PETROL_HIT_ON, SAVED_UP_TO, SMALL_ARMS_RANGES, armourResultFor, criticalFor, petrolResultFor,
  rangeBand, saved, shellHits, smallArmsHit, REPAIR_ON, type GunSize,
} from './tables-fire.ts';
import { MOVEMENT_SYSTEMS, MOVERS, moveDice, roughRule, type Mover, type MovementSystem } from './tables-move.ts';
import { ELITE_MORALE_PASS, FRIGHT_PASS, MELEE_MODIFIERS, MORALE_PASS, meleeResult, moralePasses, type MeleeModifierId } from './tables-melee.ts';
import {
  armyMorale, character, indirectFire, leadership, officerCharacter, officerFailure, officerFate, officerHit, commissarLoss, religiousLeaderLoss,
} from './rules-tables-command.ts';
import { PROCEDURE_TABLES } from './rules-tables-procedures.ts';

const isErr = (v: unknown): v is string => typeof v === 'string';
const roll = (q: Record<string, string>, sides: number) => wholeNumber(q, 'roll', 1, sides);

const movement = rulesTable('movement', 'Movement (both systems)', 'Movement', { system: MOVEMENT_SYSTEMS.join(' | '), mover: MOVERS.join(' | ') },
  ['Mover', 'All dice', 'Fixed plus D6', 'Rough ground'], MOVERS.map((m) => [m, `${moveDice('all-dice', m).dice} D6`, `${moveDice('fixed-plus-d6', m).fixed}"+D6`, roughRule(m) === 'half' ? 'half' : roughRule(m) === 'free' ? 'no penalty' : 'may not enter']),
  (q) => { const s = oneOf<MovementSystem>(q, 'system', MOVEMENT_SYSTEMS); if (!(MOVEMENT_SYSTEMS as readonly string[]).includes(s)) return refuse(s); const m = oneOf<Mover>(q, 'mover', MOVERS); if (!(MOVERS as readonly string[]).includes(m)) return refuse(m); return ok({ ...moveDice(s as MovementSystem, m as Mover), rough: roughRule(m as Mover) }); });

const smallArms = rulesTable('small-arms', 'Small-arms fire', 'Firing (ranges and rifle dice reconstructed)', { roll: '1 to 6', modifier: 'sum of the modifiers, -1 to +4', weapon: 'rifle | hmg', distance: 'inches' },
  ['Weapon', 'Point blank (+1)', 'Close', 'Long (-1)', 'Dice'], [['rifles, light MG', `to ${SMALL_ARMS_RANGES.rifle.pointBlank}"`, `to ${SMALL_ARMS_RANGES.rifle.close}"`, `to ${SMALL_ARMS_RANGES.rifle.long}"`, '1 D6 per 2 riflemen; LMG 2 D6 per gunner'], ['heavy MG, vehicle MG', `to ${SMALL_ARMS_RANGES.hmg.pointBlank}"`, `to ${SMALL_ARMS_RANGES.hmg.close}"`, `to ${SMALL_ARMS_RANGES.hmg.long}"`, '3 D6 per gunner or per MG'], ['hits', '5 and 6 after modifiers; a 1 never hits', 'half against cover', '', '']],
  (q) => {
    const r = roll(q, 6); if (isErr(r)) return refuse(r);
    const m = wholeNumber(q, 'modifier', -1, 4); if (isErr(m)) return refuse(m);
    const w = oneOf(q, 'weapon', ['rifle', 'hmg'] as const);
    const d = q.distance === undefined ? null : Number(q.distance);
    const band = d !== null && (w === 'rifle' || w === 'hmg') && Number.isFinite(d) ? rangeBand(d, SMALL_ARMS_RANGES[w]) : null;
    return ok({ hit: smallArmsHit(r, m), band });
  });

const savingThrow = rulesTable('saving-throw', 'Saving throw (and the half hit against cover)', 'Saving throws', { roll: '1 to 6' },
  ['D6', 'Result'], [[`1-${SAVED_UP_TO}`, 'saved (the half hit did not occur)'], [`${SAVED_UP_TO + 1}-6`, 'killed (the half hit stands)']],
  (q) => { const r = roll(q, 6); return isErr(r) ? refuse(r) : ok({ saved: saved(r) }); });

const artillery = rulesTable('artillery', 'Artillery chart', 'Artillery', { size: GUN_SIZES.join(' | '), roll: '1 to 10', modifier: '-2 to +1 (point blank +1, long -1, against a tank -1)' },
  ['Gun', 'Point blank', 'Close', 'Long', 'Indirect', 'Burst', 'Hits on D10', 'Figures a hit', 'Crew', 'Rate of fire', 'Bombardment'],
  GUN_SIZES.map((s) => { const g = GUN_CHART[s]; return [g.label, `${g.pointBlank}"`, `${g.close}"`, `${g.long}"`, g.indirect ? 'unlimited' : 'no', `${g.burst}" square`, `${g.hitOn}-10`, g.figuresPerHit, g.crew, g.rof, g.bombard === null ? 'may not' : g.bombard ? `+${g.bombard} to morale` : 'no modifier']; }),
  (q) => { const s = oneOf<GunSize>(q, 'size', GUN_SIZES); if (!(GUN_SIZES as readonly string[]).includes(s)) return refuse(s); const r = roll(q, 10); if (isErr(r)) return refuse(r); const m = wholeNumber(q, 'modifier', -2, 1); if (isErr(m)) return refuse(m); const g = GUN_CHART[s as GunSize]; return ok({ hit: shellHits(r, m, s as GunSize), figures: g.figuresPerHit, shells: g.shells(g.crew) }); });

const bombardment = rulesTable('bombardment', 'Bombardment morale', 'Bombardment', { size: GUN_SIZES.join(' | ') },
  ['Gun size', 'Die roll modifier'], GUN_SIZES.map((s) => [GUN_CHART[s].label, GUN_CHART[s].bombard === null ? 'May not Bombard' : GUN_CHART[s].bombard ? `+${GUN_CHART[s].bombard} to morale roll` : 'No modifier']),
  (q) => { const s = oneOf<GunSize>(q, 'size', GUN_SIZES); if (!(GUN_SIZES as readonly string[]).includes(s)) return refuse(s); const b = GUN_CHART[s as GunSize].bombard; return ok({ mayBombard: b !== null, moraleModifier: b }); });

const MELEE_IDS = Object.keys(MELEE_MODIFIERS) as MeleeModifierId[];
const melee = rulesTable('melee', 'Melee', 'Melee', { attacker: 'modified D6 total', defender: 'modified D6 total', flank: 'yes | no', defences: 'yes | no' },
  ['Modifier', 'Value'], [...MELEE_IDS.map((m) => [MELEE_MODIFIERS[m].label, MELEE_MODIFIERS[m].value > 0 ? `+${MELEE_MODIFIERS[m].value}` : MELEE_MODIFIERS[m].value]), ['ties', 'the attacker loses, unless on the flank or rear'], ['defences', 'the attacker must win by 3 or more']],
  (q) => { const a = wholeNumber(q, 'attacker', -20, 30), d = wholeNumber(q, 'defender', -20, 30); if (isErr(a)) return refuse(a); if (isErr(d)) return refuse(d); return ok(meleeResult(a, d, q.flank === 'yes', q.defences === 'yes')); });

const morale = rulesTable('morale', 'Morale test (reconstructed)', 'Morale (the test is lost; Tachanka\'s)', { roll: '1 to 6', total: 'the roll plus modifiers', elite: 'yes | no' },
  ['Unit', 'Passes on a D6 total of'], [['ordinary', `${MORALE_PASS} or less`], ['elite', `${ELITE_MORALE_PASS} or less`], ['any', 'a natural 6 always fails'], ['modifiers', '+1 each stand lost, +1 falling back, -1 heroic leader (-2 Committed), -1 commissar or priest, bombardment +1 medium, +2 heavy']],
  (q) => { const r = roll(q, 6); if (isErr(r)) return refuse(r); const t = wholeNumber(q, 'total', -5, 20); if (isErr(t)) return refuse(t); return ok({ passed: moralePasses(r, t, 'normal', q.elite === 'yes') }); });

const fright = rulesTable('fright-morale', 'Fright morale against tanks', 'Fright Morale', { roll: '1 to 6', total: 'the roll plus modifiers', mounted: 'yes | no' },
  ['Unit', 'Passes on'], [['infantry or artillery attacked by a tank', `${FRIGHT_PASS} or less on a D6 (normal modifiers apply)`], ['mounted cavalry', 'automatically fail']],
  (q) => { const r = roll(q, 6); if (isErr(r)) return refuse(r); const t = wholeNumber(q, 'total', -5, 20); if (isErr(t)) return refuse(t); return ok({ passed: q.mounted !== 'yes' && moralePasses(r, t, 'fright', false) }); });

const attachedHit = rulesTable('attached-weapon-hit', 'Attached MG, tachanka or light gun hit', 'Machine guns attached', { roll: '1 to 10' },
  ['D10', 'Result'], [['1-9', 'no hit'], ['"0" (10)', 'the stand takes 1 hit (its crew save on 1-3)']],
  (q) => { const r = roll(q, 10); return isErr(r) ? refuse(r) : ok({ hit: r >= ATTACHED_HIT_ON }); });

const tankDamage = rulesTable('tank-damage', 'Artillery hit on a tank', 'Tanks', { roll: '1 to 6' },
  ['D6', 'Result'], [['1-3', 'shell defeated by the armour'], ['4', 'close miss: test morale'], ['5', 'counts as a hit: morale suffers'], ['6', 'critical hit: roll on tank-critical']],
  (q) => { const r = roll(q, 6); return isErr(r) ? refuse(r) : ok({ result: armourResultFor(r) }); });

const tankCritical = rulesTable('tank-critical', 'Critical hit on a tank', 'Tanks', { roll: '1 to 6' },
  ['D6', 'Result'], [['1-2', 'engine or track: cannot move till repaired, can shoot'], ['3-4', 'immobilised for the game'], ['5-6', 'on fire, abandoned']],
  (q) => { const r = roll(q, 6); return isErr(r) ? refuse(r) : ok({ result: criticalFor(r) }); });

const tankRepair = rulesTable('tank-repair', 'Repairing an engine or track', 'Tanks', { roll: '1 to 10' },
  ['D10 (after a passed morale test)', 'Result'], [[`1-${REPAIR_ON - 1}`, 'not yet'], [`${REPAIR_ON}-10`, 'repaired']],
  (q) => { const r = roll(q, 10); return isErr(r) ? refuse(r) : ok({ repaired: r >= REPAIR_ON }); });

const petrol = rulesTable('petrol-bomb', 'Petrol bombs against a tank', 'Petrol bombs vs. tank', { throw: '1 to 10 (each stand within 1")', effect: '1 to 6 (for a hit)' },
  ['Roll', 'Result'], [['D10 "0" (10)', 'a hit'], ['D6 1-3', 'counts as a hit'], ['D6 4', 'driver blinded: no move next turn'], ['D6 5-6', 'tank ablaze']],
  (q) => { const t = wholeNumber(q, 'throw', 1, 10); if (isErr(t)) return refuse(t); const e = wholeNumber(q, 'effect', 1, 6); if (isErr(e)) return refuse(e); return ok({ hit: t >= PETROL_HIT_ON, result: t >= PETROL_HIT_ON ? petrolResultFor(e) : null }); });

/** Every die-rolling procedure of the rule set, for `tachanka rules forward-comrades`, the rule explainer and the quick reference. */
export const RULES_TABLES: readonly RulesTable[] = [
  leadership, character, movement, smallArms, savingThrow, artillery, indirectFire, bombardment, melee, morale, fright, armyMorale,
  officerHit, officerFate, officerCharacter, officerFailure, commissarLoss, religiousLeaderLoss, attachedHit, tankDamage, tankCritical, tankRepair, petrol,
  ...PROCEDURE_TABLES,
];
