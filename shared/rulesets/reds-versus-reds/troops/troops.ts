import type { TroopClass, TroopType } from '../../../engine/ruleset.ts';
import { CHARACTERISTICS, INDEPENDENT_MOVE, RATINGS, moveDiceLabel, type RatingClass, type Weapon } from '../tables/tables.ts';

type ArmyId = 'red-army' | 'komuch' | 'czech';

/** The armies of the Volga in 1918, as the roster heads them; the Czech Legion fought beside the Komuch. */
export const ARMIES: Readonly<Record<ArmyId, { name: string; alliedTo?: readonly ArmyId[] }>> = {
  'red-army': { name: 'Red Army' },
  komuch: { name: 'Komuch People\'s Army' },
  czech: { name: 'Czech Legion', alliedTo: ['komuch'] },
};

/** What a figure of this type is, for the mechanics (the roster's TroopType is derived from it). */
export interface TroopDefinition {
  id: string;
  name: string;
  army: ArmyId;
  troopClass: TroopClass;
  /** Fighting units move in the unit sequence; commanders, commissars and observers in the independent one. */
  role: 'unit' | 'independent';
  rating: RatingClass | null;
  /** The weapon of its ordinary figures (a base may carry another, e.g. a Lewis gun); null: does not shoot. */
  weapon: Weapon | null;
  /** Figures are round bases of this radius, inches. */
  radius: number;
  figures: { min: number; max: number; default: number };
  /** May move into contact to start a close combat. */
  initiatesCombat: boolean;
  /** Eliminated on contact instead of fighting (the observer). */
  eliminatedOnContact: boolean;
  rationale?: string;
}

const infantry = (id: string, name: string, army: TroopDefinition['army'], rating: RatingClass): TroopDefinition => ({
  id, name, army, troopClass: 'infantry', role: 'unit', rating, weapon: 'rifle', radius: 0.5,
  figures: { min: 4, max: 24, default: 10 }, initiatesCombat: true, eliminatedOnContact: false,
});

const independent = (id: string, name: string, army: TroopDefinition['army'], troopClass: TroopClass, weapon: Weapon | null, fights: boolean, rationale: string): TroopDefinition => ({
  id, name, army, troopClass, role: 'independent', rating: null, weapon, radius: 0.5,
  figures: { min: 1, max: 1, default: 1 }, initiatesCombat: fights, eliminatedOnContact: troopClass === 'observer', rationale,
});

export const TROOPS: readonly TroopDefinition[] = [
  infantry('red-infantry', 'Red Army infantry', 'red-army', 'red-army'),
  infantry('red-sailors', 'Red sailors', 'red-army', 'red-sailors'),
  infantry('peoples-army', "People's Army infantry", 'komuch', 'peoples-army'),
  infantry('czech-legion', 'Czech Legion infantry', 'czech', 'czech-legion'),
  {
    id: 'red-maxim', name: 'Maxim machine gun (Red)', army: 'red-army', troopClass: 'mg', role: 'unit', rating: 'machine-gunners',
    weapon: 'hmg', radius: 0.75, figures: { min: 1, max: 1, default: 1 }, initiatesCombat: true, eliminatedOnContact: false,
    rationale: 'An HMG with its crew is one figure and an independent unit; it moves in the unit sequence.',
  },
  {
    id: 'komuch-maxim', name: 'Maxim machine gun (Komuch)', army: 'komuch', troopClass: 'mg', role: 'unit', rating: 'machine-gunners',
    weapon: 'hmg', radius: 0.75, figures: { min: 1, max: 1, default: 1 }, initiatesCombat: true, eliminatedOnContact: false,
    rationale: 'An HMG with its crew is one figure and an independent unit; it moves in the unit sequence.',
  },
  {
    id: 'komuch-field-gun', name: 'Field gun (Komuch)', army: 'komuch', troopClass: 'field-gun', role: 'unit', rating: 'komuch-artillery',
    weapon: 'field-gun', radius: 1, figures: { min: 1, max: 1, default: 1 }, initiatesCombat: false, eliminatedOnContact: false,
    rationale: 'A field gun with its crew is one figure and an independent unit; it defends itself but never charges.',
  },
  independent('red-commander', 'Red commander-in-chief', 'red-army', 'commander', 'rifle', true, 'Shoots and fights like a rifleman; rallies one unit a turn when he has not.'),
  independent('komuch-commander', 'Komuch commander-in-chief', 'komuch', 'commander', 'rifle', true, 'Shoots and fights like a rifleman; rallies one unit a turn when he has not.'),
  independent('red-commissar', 'Red commissar', 'red-army', 'commissar', null, false, 'Does not shoot or charge; fights like any figure if contacted.'),
  independent('czech-observer', 'Czech artillery observer', 'czech', 'observer', null, false, 'Spots for the armoured train; eliminated if contacted.'),
];

const byId = new Map(TROOPS.map((t) => [t.id, t]));
export const troopDefinition = (id: string): TroopDefinition | undefined => byId.get(id);

/** Weapons a base may carry instead of its type's own (the "weapon" field of a scenario base). */
export const BASE_WEAPONS: readonly Weapon[] = ['rifle', 'lewis-gun'];
/** Their names, for rosters ("with Lewis gun"). */
export const BASE_WEAPON_NAMES: Readonly<Record<string, string>> = Object.fromEntries(BASE_WEAPONS.map((w) => [w, CHARACTERISTICS[w].label]));

function stats(t: TroopDefinition): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (t.rating) {
    out['Tactical Rating'] = RATINGS[t.rating].tactical;
    out['Morale Rating'] = RATINGS[t.rating].morale;
  }
  const move = t.weapon && t.role === 'unit' ? CHARACTERISTICS[t.weapon].move : INDEPENDENT_MOVE;
  out['Move (open/difficult)'] = `${moveDiceLabel(move.open)}/${moveDiceLabel(move.difficult)}`;
  if (t.weapon) {
    out['Weapon'] = CHARACTERISTICS[t.weapon].label;
    out['Range'] = `${CHARACTERISTICS[t.weapon].range}"`;
    out['Shots'] = CHARACTERISTICS[t.weapon].shots;
  }
  return out;
}

/** The editor's roster. */
export const TROOP_TYPES: readonly TroopType[] = TROOPS.map((t) => ({
  id: t.id, name: t.name, army: t.army, armyName: ARMIES[t.army].name,
  ...(ARMIES[t.army].alliedTo ? { alliedTo: ARMIES[t.army].alliedTo } : {}), troopClass: t.troopClass,
  base: { width: t.radius * 2, depth: t.radius * 2 },
  bases: t.figures, stats: stats(t),
  ...(t.rationale ? { rationale: t.rationale } : {}),
}));
