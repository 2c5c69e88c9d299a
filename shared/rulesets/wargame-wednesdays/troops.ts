import type { TroopClass, TroopType } from '../../engine/ruleset.ts';
import { type ArmyId, armyFields } from './armies.ts';
import { FIRE_STEP, KIND_LABELS, MOVE_INCHES, RANGE, STAND_CAPACITY, UNIT_STANDS, fireDice, type Kind } from './tables.ts';

/** What a unit of this type is, for the mechanics (the roster's TroopType is derived from it). */
export interface TroopDefinition {
  id: string;
  name: string;
  army: ArmyId;
  kind: Kind;
  elite: boolean;
  rationale: string;
}

const CLASS: Readonly<Record<Kind, TroopClass>> = {
  'infantry': 'infantry', 'cavalry': 'cavalry', 'mg': 'mg', 'artillery': 'field-gun', 'tank': 'tank', 'armoured-car': 'armoured-car',
};

/** Stand footprints in inches: the text's 25mm infantry and 30-40mm gun stands; cavalry, tanks and cars as modelled. */
export const STAND_SIZE: Readonly<Record<Kind, { width: number; depth: number }>> = {
  'infantry': { width: 1, depth: 1 }, 'cavalry': { width: 1, depth: 2 }, 'mg': { width: 1.4, depth: 1.4 },
  'artillery': { width: 1.4, depth: 1.4 }, 'tank': { width: 1.5, depth: 2.5 }, 'armoured-car': { width: 1.2, depth: 2.2 },
};

const t = (id: string, name: string, army: TroopDefinition['army'], kind: Kind, rationale: string, elite = false): TroopDefinition =>
  ({ id, name, army, kind, elite, rationale });

export const TROOPS: readonly TroopDefinition[] = [
  t('red-infantry', 'Red Army rifles', 'red-army', 'infantry', 'The mass of the Red Army: conscript rifle companies.'),
  t('red-infantry-elite', 'Latvian riflemen', 'red-army', 'infantry', 'The Latvian Rifles were the Reds\' most reliable troops.', true),
  t('red-cavalry', 'Red cavalry', 'red-army', 'cavalry', 'Red cavalry squadrons before Budyonny\'s army formed.'),
  t('red-cavalry-elite', 'First Cavalry Army', 'red-army', 'cavalry', 'Budyonny\'s Konarmiya, the best horsemen the Reds had.', true),
  t('red-mg', 'Red Maxim team', 'red-army', 'mg', 'A Maxim with two crew, as the text bases it.'),
  t('red-field-gun', 'Red field gun', 'red-army', 'artillery', 'A 3-inch field gun, the common Russian piece.'),
  t('red-tank', 'Captured Renault FT', 'red-army', 'tank', 'The Reds used Renaults taken from the Whites and interventionists.'),
  t('red-armoured-car', 'Red Austin armoured car', 'red-army', 'armoured-car', 'Austin cars of the old army, crewed by Red detachments.'),
  t('white-infantry', 'White Army rifles', 'whites', 'infantry', 'Mobilised White infantry of uneven quality.'),
  t('white-infantry-elite', 'White officer battalion', 'whites', 'infantry', 'Kornilov, Markov and Drozdovsky units were officers serving as riflemen.', true),
  t('white-cavalry', 'White cavalry', 'whites', 'cavalry', 'Regular White horse, often ex-dragoons.'),
  t('white-mg', 'White Maxim team', 'whites', 'mg', 'A Maxim with two crew.'),
  t('white-field-gun', 'White field gun', 'whites', 'artillery', 'A 3-inch field gun.'),
  t('white-tank', 'White Mark V tank', 'whites', 'tank', 'British Mark Vs were sent to the Volunteer Army in 1919.'),
  t('white-armoured-car', 'White armoured car', 'whites', 'armoured-car', 'Austin and Armstrong Whitworth cars served the Whites.'),
  t('cossack-cavalry', 'Cossack sotnia', 'cossacks', 'cavalry', 'Don and Kuban Cossack horse, the Whites\' mounted arm.'),
  t('cossack-cavalry-elite', 'Cossack guards sotnia', 'cossacks', 'cavalry', 'Veteran Cossacks of the old Guard and the Wolves.', true),
  t('cossack-infantry', 'Plastun infantry', 'cossacks', 'infantry', 'Cossack foot (plastuny), steady in defence.'),
  t('cossack-mg', 'Cossack Maxim team', 'cossacks', 'mg', 'A Maxim with two crew.'),
  t('cossack-field-gun', 'Cossack horse gun', 'cossacks', 'artillery', 'Horse artillery attached to Cossack divisions.'),
  t('polish-infantry', 'Polish infantry', 'poles', 'infantry', 'The new Polish Army\'s rifle companies of 1920.'),
  t('polish-infantry-elite', 'Polish Legion veterans', 'poles', 'infantry', 'Piłsudski\'s Legionnaires, veterans of the Great War.', true),
  t('polish-cavalry', 'Polish uhlans', 'poles', 'cavalry', 'Uhlan regiments that met Budyonny in 1920.'),
  t('polish-mg', 'Polish machine gun team', 'poles', 'mg', 'A Maxim or Schwarzlose with two crew.'),
  t('polish-field-gun', 'Polish field gun', 'poles', 'artillery', 'French 75s and captured Russian guns.'),
  t('polish-tank', 'Polish Renault FT', 'poles', 'tank', 'The Poles fielded a regiment of French Renaults.'),
  t('polish-armoured-car', 'Polish armoured car', 'poles', 'armoured-car', 'Captured Austins and improvised Ford cars.'),
  t('makhno-infantry', 'Makhnovist infantry', 'makhnovists', 'infantry', 'Peasant insurgents of the Revolutionary Insurrectionary Army.'),
  t('makhno-cavalry', 'Makhnovist horse', 'makhnovists', 'cavalry', 'Insurgent horsemen, fast raiders of the steppe.'),
  t('makhno-cavalry-elite', 'Makhno\'s black sotnia', 'makhnovists', 'cavalry', 'Makhno\'s own escort, the army\'s best.', true),
  t('makhno-mg', 'Makhnovist Maxim team', 'makhnovists', 'mg', 'Machine guns were the insurgents\' strength (the tachanka without its cart).'),
  t('makhno-field-gun', 'Makhnovist field gun', 'makhnovists', 'artillery', 'The few guns the insurgents captured.'),
  t('makhno-armoured-car', 'Makhnovist armoured car', 'makhnovists', 'armoured-car', 'Cars taken from the Whites and Reds in turn.'),
];

const byId = new Map(TROOPS.map((d) => [d.id, d]));
export const troopDefinition = (id: string): TroopDefinition | undefined => byId.get(id);

function stats(d: TroopDefinition): Record<string, string | number> {
  const fire = fireDice(d.kind, UNIT_STANDS[d.kind].max, 0);
  const out: Record<string, string | number> = {
    'Kind': KIND_LABELS[d.kind],
    'Move': d.kind === 'tank' || d.kind === 'armoured-car' ? 'up to 5d6"' : `${MOVE_INCHES[d.kind]}"`,
    'Range': `${RANGE[d.kind]}"`,
    'Fire': d.kind === 'artillery' ? 'aiming point, 1d6 hits within 1"' : d.kind === 'infantry' || d.kind === 'cavalry' ? `1d6 a stand, ${fire.hitOn}+` : `${fire.dice}d6, ${fire.hitOn}+`,
    'Fire step': FIRE_STEP[d.kind],
    'Hits a stand': STAND_CAPACITY[d.kind],
  };
  if (d.elite) out['Elite'] = 'yes';
  return out;
}

/** The editor's roster. */
export const TROOP_TYPES: readonly TroopType[] = TROOPS.map((d) => {
  const stands = UNIT_STANDS[d.kind];
  return {
    id: d.id, name: d.name, ...armyFields(d.army), troopClass: CLASS[d.kind], base: STAND_SIZE[d.kind],
    bases: { min: stands.min, max: stands.max, default: stands.max === 1 ? 1 : 5 }, stats: stats(d), rationale: d.rationale,
  };
});

export const troopClassOf = (kind: Kind): TroopClass => CLASS[kind];
