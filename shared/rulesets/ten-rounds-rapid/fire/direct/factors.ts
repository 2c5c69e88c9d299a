import type { Modifier } from '../../../../engine/events.ts';
import type { Grade, RangeBand } from '../types.ts';
import type { SoftRangeWeapon } from './ranges.ts';

/** "Basic Small Arms Factors" and "Factors for Support Weapons": the factor fire starts from, on column C. */

/** "no more than 10 figures may fire in the same group". */
export const MAX_FIGURES_IN_GROUP = 10;

export interface SmallArmsFirer {
  kind: 'small-arms';
  /** Figures firing in this group, 1 to 10. */
  figures: number;
  /** LMG specialist figures left: "LMG armed troops are considered to have two specialist figures with LMG". */
  lmgFigures: 0 | 1 | 2;
  assault: boolean;
  chargingCavalry: boolean;
  mounted: boolean;
  /** "Point Blank may only be used if the unit in question has grenades." */
  grenades: boolean;
}

export const SUPPORT_MOUNTS = ['vehicle-pivot', 'tripod', 'turret'] as const;
export type SupportMount = (typeof SUPPORT_MOUNTS)[number];
export const SUPPORT_WEAPONS = ['mg', 'auto-cannon'] as const;
export type SupportWeapon = (typeof SUPPORT_WEAPONS)[number];

export interface SupportFirer {
  kind: 'support';
  mount: SupportMount;
  /** Weapons firing together: 1–2 on a vehicle pivot, 1–4 on a tripod or turret (a tripod MG model is two). */
  weapons: number;
  weapon: SupportWeapon;
  grenades: boolean;
}

export type SoftFirer = SmallArmsFirer | SupportFirer;

/** Support weapon basic factors by mount, indexed by the number of weapons less one. */
export const SUPPORT_FACTORS: Readonly<Record<SupportMount, readonly number[]>> = {
  'vehicle-pivot': [4, 6],
  tripod: [6, 8, 9, 10],
  turret: [6, 8, 9, 10],
};

const COUNT_WORDS = ['Single', 'Twin', 'Triple', 'Quad'] as const;
const MOUNT_WORDS: Readonly<Record<SupportMount, string>> = { 'vehicle-pivot': 'vehicle pivot mounted', tripod: 'tripod mounted', turret: 'turret mounted' };
const WEAPON_WORDS: Readonly<Record<SupportWeapon, string>> = { mg: 'MG/HMG', 'auto-cannon': 'auto cannon' };

/** "Small Arms/ Pivot MG's", "Tripod, Turret MG's" or "Auto Cannon": whose range brackets the firer uses. */
export function rangeWeaponOf(firer: SoftFirer): SoftRangeWeapon {
  if (firer.kind === 'small-arms') return 'small-arms';
  if (firer.weapon === 'auto-cannon') return 'auto-cannon';
  return firer.mount === 'vehicle-pivot' ? 'small-arms' : 'tripod-mg';
}

export const SMALL_ARMS_MODIFIERS = {
  lmg: { label: 'carrying LMG', value: 4 },
  lmgOneLost: { label: 'LMG, one LMG figure lost', value: 2 },
  assaultPointBlank: { label: 'assault company at point blank', value: 3 },
  assaultFar: { label: 'assault company at medium, long or extreme range', value: -1 },
  charging: { label: 'charging cavalry', value: 3 },
  green: { label: 'target is Green', value: 2 },
  elite: { label: 'target is Elite', value: -2 },
  mounted: { label: 'firing mounted', value: -3 },
} as const satisfies Record<string, Modifier>;

export interface BasicFactor {
  /** What the factor starts from, e.g. 7 (7 figures) or 8 (twin tripod mounted MG/HMG). */
  base: number;
  baseLabel: string;
  modifiers: Modifier[];
  /** base plus modifiers, before any halving. */
  value: number;
}

function smallArms(firer: SmallArmsFirer, band: RangeBand, target: Grade, extra: readonly Modifier[]): BasicFactor {
  if (!Number.isInteger(firer.figures) || firer.figures < 1 || firer.figures > MAX_FIGURES_IN_GROUP) {
    throw new RangeError(`figures: a group of 1 to ${MAX_FIGURES_IN_GROUP} figures fires, got ${firer.figures}`);
  }
  const m = SMALL_ARMS_MODIFIERS;
  const modifiers: Modifier[] = [];
  if (firer.lmgFigures === 2) modifiers.push(m.lmg);
  if (firer.lmgFigures === 1) modifiers.push(m.lmgOneLost);
  if (firer.assault && band === 'point-blank') modifiers.push(m.assaultPointBlank);
  if (firer.assault && (band === 'medium' || band === 'long' || band === 'extreme')) modifiers.push(m.assaultFar);
  if (firer.chargingCavalry) modifiers.push(m.charging);
  if (target === 'green') modifiers.push(m.green);
  if (target === 'elite') modifiers.push(m.elite);
  if (firer.mounted) modifiers.push(m.mounted);
  modifiers.push(...extra);
  const base = firer.figures;
  return { base, baseLabel: `${base} figure${base === 1 ? '' : 's'} firing`, modifiers, value: base + modifiers.reduce((a, x) => a + x.value, 0) };
}

function support(firer: SupportFirer, extra: readonly Modifier[]): BasicFactor {
  const row = SUPPORT_FACTORS[firer.mount];
  if (!Number.isInteger(firer.weapons) || firer.weapons < 1 || firer.weapons > row.length) {
    throw new RangeError(`weapons: a ${MOUNT_WORDS[firer.mount]} mount fires 1 to ${row.length} weapons, got ${firer.weapons}`);
  }
  const base = row[firer.weapons - 1]!;
  const label = `${COUNT_WORDS[firer.weapons - 1]} ${MOUNT_WORDS[firer.mount]} ${WEAPON_WORDS[firer.weapon]}`;
  return { base, baseLabel: label, modifiers: [...extra], value: base + extra.reduce((a, x) => a + x.value, 0) };
}

/**
 * The basic factor with its modifiers, at the bracket the fire counts as. The target's grade modifies small arms only:
 * the text lists it among the small-arms modifiers (README "Decisions"). `extra` are modifiers other rules add (lancers
 * fighting non-lance cavalry).
 */
export function basicFactor(firer: SoftFirer, band: RangeBand, target: Grade, extra: readonly Modifier[] = []): BasicFactor {
  return firer.kind === 'small-arms' ? smallArms(firer, band, target, extra) : support(firer, extra);
}
