import type { TroopClass } from '../../engine/ruleset.ts';
import type { Grade } from './motivation/motivation-table.ts';
import type { MovementType } from './movement/movement-table.ts';

/** What a unit is, for the mechanics of Ten Rounds Rapid. */
export const KINDS = ['rifles', 'cavalry', 'mg', 'tachanka', 'gun', 'mortar', 'armoured-car', 'tank', 'train', 'observer', 'transport'] as const;
export type Kind = (typeof KINDS)[number];

export const ARMIES = ['reds', 'whites', 'czech-legion', 'cossacks', 'poles', 'greens', 'interventions'] as const;
export type Army = (typeof ARMIES)[number];

/** The roster's army names, and the armies that fought beside the Whites (offered on a White side's roster too). */
export const ARMY_ROSTER: Readonly<Record<Army, { armyName: string; alliedTo?: readonly Army[] }>> = {
  reds: { armyName: 'Red Army' },
  whites: { armyName: 'White Army' },
  'czech-legion': { armyName: 'Czech Legion', alliedTo: ['whites'] },
  cossacks: { armyName: 'Cossacks', alliedTo: ['whites'] },
  poles: { armyName: 'Polish Army' },
  greens: { armyName: 'Greens' },
  interventions: { armyName: 'Intervention forces', alliedTo: ['whites'] },
};

/** The Blues ("the Great powers intervention forces") alone have wireless, gas, smoke and flame-throwers. */
export const isBlue = (army: Army): boolean => army === 'interventions';

export interface TroopDefinition {
  id: string;
  name: string;
  army: Army;
  kind: Kind;
  grade: Grade;
  movement: MovementType;
  /** Figures (foot and horse) or models (weapons and vehicles) a unit of this type has, not counting specialists. */
  size: { min: number; max: number; default: number };
  /** Cavalry with lances ("lancers as point blank" in a charge). */
  lancers?: boolean;
  /** Assault companies ("British bombers, French assault troops and German Stosstruppen"). */
  assault?: boolean;
  /** Guns and mortars: calibre in millimetres; guns with a shield. */
  calibre?: number;
  shield?: boolean;
  /** Machine guns: weapons a model stands for ("Tripod MG models represent two weapons"). */
  weaponsPerModel?: number;
  /** Armoured vehicles: defence value (section 13 "Examples of Vehicle Defence Values"). */
  defence?: number;
  /** An observer's battery off the table: its guns' calibre, and how it is called. */
  battery?: { calibre: number; link: 'telephone' | 'wireless' };
  /** A specialist AA unit and its AA factor's row (section 17 "Anti-Aircraft Fire"). */
  aa?: 'aa-mg' | 'heavy-aa';
  /** A sniper: one figure operating alone (section 18 "Snipers", an option). */
  sniper?: boolean;
  rationale: string;
}

export const TROOP_CLASS: Readonly<Record<Kind, TroopClass>> = {
  'rifles': 'infantry', 'cavalry': 'cavalry', 'mg': 'mg', 'tachanka': 'tachanka', 'gun': 'field-gun', 'mortar': 'field-gun',
  'armoured-car': 'armoured-car', 'tank': 'tank', 'train': 'train-artillery', 'observer': 'observer',
  // The table tells lorries from horse wagons by the type's id (renderer/scene/troop-layout.ts, softTransportKind).
  'transport': 'tachanka',
};

export const KIND_LABELS: Readonly<Record<Kind, string>> = {
  'rifles': 'rifle company', 'cavalry': 'cavalry squadron', 'mg': 'MG platoon', 'tachanka': 'tachanka', 'gun': 'battery',
  'mortar': 'mortar platoon', 'armoured-car': 'armoured car platoon', 'tank': 'tank platoon', 'train': 'armoured train', 'observer': 'OP team',
  'transport': 'soft transport',
};

/** Figures on foot; the rest are vehicles, mounted troops or heavy weapons for sight ("big"). */
export const isFoot = (kind: Kind): boolean => kind === 'rifles' || kind === 'observer' || kind === 'mortar';
export const isArmoured = (kind: Kind): boolean => kind === 'armoured-car' || kind === 'tank' || kind === 'train';
/** Counted in models that take hits (weapons, vehicles), not in figures that are removed. */
export const countsHits = (kind: Kind): boolean => kind !== 'rifles' && kind !== 'cavalry' && kind !== 'observer';

/** Base footprints in inches for 15 mm figures and models (the table is kept in inches). */
export const BASE_SIZE: Readonly<Record<Kind, { width: number; depth: number }>> = {
  'rifles': { width: 0.8, depth: 0.6 }, 'cavalry': { width: 0.8, depth: 1.2 }, 'mg': { width: 1, depth: 1 }, 'tachanka': { width: 0.9, depth: 2 },
  'gun': { width: 1.2, depth: 1.6 }, 'mortar': { width: 0.8, depth: 0.8 }, 'armoured-car': { width: 0.9, depth: 1.8 }, 'tank': { width: 1.6, depth: 3.2 },
  'train': { width: 1.2, depth: 6 }, 'observer': { width: 0.6, depth: 0.6 }, 'transport': { width: 0.9, depth: 2 },
};

/** Specialist figures a unit's bases may carry (a base's `weapon`), section 3 and section 9. */
export const SPECIALISTS = ['lmg', 'officer', 'officer-cadre', 'cheka', 'flamethrower'] as const;
export type SpecialistKind = (typeof SPECIALISTS)[number];
export const SPECIALIST_LABELS: Readonly<Record<SpecialistKind, string>> = {
  'lmg': 'LMG team', 'officer': 'officer', 'officer-cadre': 'Officer Cadre', 'cheka': 'Cheka', 'flamethrower': 'flame-thrower team',
};
/** Specialists a company may carry beyond its 6-10 figures: two LMG figures, an officer, a stiffener and a flame-thrower. */
export const SPECIALISTS_AT_MOST = 5;
