import type { TroopClass } from '../../../engine/ruleset.ts';
import type { DirectHitGun } from '../tables/tables-shooting.ts';
import type { MoraleTest } from '../tables/tables-misc.ts';

/**
 * A Red Actions! unit card. The rule text refers to cards it does not print; these are Tachanka's own
 * (see README "Unit cards"), consistent with the notes in the text.
 */

/** How the rules treat a troop type: the terrain table's columns, charges, retire distances, arcs. */
export const UNIT_KINDS = [
  'riflemen', 'sabres', 'mg', 'tachanka', 'field-gun', 'mortar', 'tank', 'armoured-car',
  'train-engine', 'train-artillery', 'train-turret', 'train-mg', 'train-car', 'officer', 'dummy',
] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const ARMY_IDS = ['soviet', 'konnarmiya', 'latvians', 'partisans', 'whites', 'nationalists', 'poles', 'freikorps', 'makhnovists'] as const;
export type ArmyId = (typeof ARMY_IDS)[number];

/** Unit characteristics ("Special Unit Characteristics") and the card traits the rules read. */
export const UNIT_TRAITS = [
  'mob', 'partisan', 'skirmisher', 'storm', 'specialist',
  'engineers', 'grenadiers', 'entrenching-tools', 'poor', 'horse-artillery', 'may-form', 'mounted', 'sponsons-both-sides', 'gas',
] as const;
export type UnitTrait = (typeof UNIT_TRAITS)[number];

/** Fire arcs ("Fire Arcs and Enfilade"): 22° either side ahead, tachankas to the rear, vehicle weapons. */
export type FireArc = 'front' | 'rear' | 'turret' | 'sponson' | 'fixed-45' | 'train-gun' | 'train-turret' | 'train-mg';

export interface TroopCard {
  id: string;
  name: string;
  army: ArmyId;
  kind: UnitKind;
  troopClass: TroopClass;
  /** Maximum move in inches. */
  move: number;
  /** Evasive move in inches, for troops that have one. */
  evasive: number | null;
  /** Shooting value per base, and range in inches (beyond half is long range). */
  shooting: number;
  range: number;
  /** Fighting number per base. */
  fighting: number;
  /** Success numbers: 2d6 at or under passes. */
  morale: Readonly<Record<MoraleTest, number>>;
  /** Direct-hit class of a gun or mortar, null for troops without one. */
  gun: DirectHitGun | null;
  /** Points per base, for flight numbers. */
  points: number;
  traits: readonly UnitTrait[];
  /** The infantry card cavalry dismount as ("Dismounting"). */
  dismountsAs: string | null;
  arc: FireArc;
  base: { width: number; depth: number };
  bases: { min: number; max: number; default: number };
  rationale: string;
}

export interface ArmyCard {
  id: ArmyId;
  name: string;
  /** Flight number: the share of the side's points that, once exceeded in losses and routers, ends the game. */
  flightPercent: number;
  /** Officer tokens drawn for each senior officer, of which one is kept. */
  officerDraw: 2 | 3;
  rationale: string;
  /** Armies whose sides field its troops beside their own (the Latvian Rifles in a Red Army force). */
  alliedTo?: readonly ArmyId[];
}

/** 30 mm frontage is 1.18"; depths are what the figures need. */
export const BASE_SIZES = {
  foot: { width: 1.2, depth: 0.8 },
  horse: { width: 1.2, depth: 1.2 },
  cart: { width: 1.2, depth: 1.6 },
  vehicle: { width: 1.2, depth: 2 },
  car: { width: 1.2, depth: 3.5 },
  officer: { width: 1.2, depth: 1.2 },
} as const;

const UNIT_BASES = { min: 2, max: 6, default: 4 };
const SUPPORT_BASES = { min: 1, max: 4, default: 1 };
const SINGLE_BASE = { min: 1, max: 1, default: 1 };

/** Sizes of a unit by kind: riflemen and sabres 2-6 bases; MGs, guns and tachankas up to 4; the rest alone. */
export function basesForKind(kind: UnitKind): { min: number; max: number; default: number } {
  switch (kind) {
    case 'riflemen': case 'sabres': return UNIT_BASES;
    case 'mg': case 'tachanka': case 'field-gun': return SUPPORT_BASES;
    case 'mortar': case 'tank': case 'armoured-car': case 'train-engine': case 'train-artillery': case 'train-turret':
    case 'train-mg': case 'train-car': case 'officer': case 'dummy':
      return SINGLE_BASE;
  }
}

/** "MGs, artillery and tachankas may form units of up to 4 bases of the same sort." */
export const combinesUpTo = (kind: UnitKind): number => basesForKind(kind).max;

export const isCavalryKind = (kind: UnitKind): boolean => kind === 'sabres' || kind === 'tachanka';
export const isVehicleKind = (kind: UnitKind): boolean =>
  kind === 'tank' || kind === 'armoured-car' || isTrainKind(kind);
export const isTrainKind = (kind: UnitKind): boolean =>
  kind === 'train-engine' || kind === 'train-artillery' || kind === 'train-turret' || kind === 'train-mg' || kind === 'train-car';
export const isGunKind = (kind: UnitKind): boolean => kind === 'field-gun' || kind === 'mortar' || kind === 'train-artillery' || kind === 'train-turret';
/** Infantry "includes riflemen, engineers and machine-gunners". */
export const isInfantryKind = (kind: UnitKind): boolean => kind === 'riflemen' || kind === 'mg' || kind === 'mortar';

export const morale = (charge: number, fear: number, serious: number, rally: number): Record<MoraleTest, number> => ({ charge, fear, serious, rally });
