import type { Modifier } from '../../../../engine/events.ts';
import type { RangeBand } from '../types.ts';

/** "13. Firing at armoured targets": ranges, modifiers, strike and defence values, hits and the hit-effects table. */

export const ARMOUR_RULE = '13 Firing at armoured targets (AFV & Pillboxes)';

export const AT_WEAPONS = ['hand-grenade', 'rifle-grenade', 'at-rifle', 'hmg', 'auto-cannon', 'gun', 'flame-thrower'] as const;
export type AtWeapon = (typeof AT_WEAPONS)[number];

/** Range brackets against armour, hull to hull; hand grenades as "Special Weapons" gives them (point blank is contact). */
export const ARMOUR_RANGES: Readonly<Record<Exclude<AtWeapon, 'flame-thrower'>, readonly number[]>> = {
  'hand-grenade': [0, 0.5, 1, 1.5, 2],
  'rifle-grenade': [2, 4, 8, 10, 12],
  'at-rifle': [4, 8, 24, 40, 60],
  hmg: [4, 15, 30, 40, 75],
  'auto-cannon': [4, 15, 30, 40, 75],
  gun: [4, 20, 40, 60, 100],
};

export const ARMOUR_RANGE_MODIFIERS: Readonly<Record<RangeBand, number>> = { 'point-blank': 2, close: 1, medium: 0, long: -1, extreme: -2 };

export const MOVEMENT_MODIFIERS = {
  selfMoving: { label: 'firer moving', value: -2 },
  targetMoving: { label: 'target moving', value: -1 },
} as const satisfies Record<string, Modifier>;

export const CONCEALMENTS = ['none', 'wood-or-town', 'hill-or-dug-in'] as const;
export type Concealment = (typeof CONCEALMENTS)[number];
export const CONCEALMENT_MODIFIERS: Readonly<Record<Concealment, Modifier | null>> = {
  none: null,
  'wood-or-town': { label: 'concealed in wood or built up area', value: -1 },
  'hill-or-dug-in': { label: 'concealed behind hill or dug in', value: -2 },
};
export const CAMOUFLAGED: Modifier = { label: 'camouflaged target', value: -2 };

/**
 * Strike values. The text lists 1 (French 37 mm, A/T rifle, HMGs, grenades), 4 (field guns and howitzers up to
 * 100 mm, specialist A/T guns, flame-throwers) and 6 (over 100 mm). Auto cannon strike 1; guns under 47 mm 1 (as the
 * French 37 mm); over 240 mm 8, which a demolition charge counts as (README "Decisions").
 */
export function strikeValue(weapon: AtWeapon, calibreMm = 0): number {
  if (weapon === 'flame-thrower') return 4;
  if (weapon !== 'gun') return 1;
  if (!Number.isFinite(calibreMm) || calibreMm <= 0) throw new RangeError(`a gun's calibre is more than 0 mm, got ${calibreMm}`);
  if (calibreMm < 47) return 1;
  if (calibreMm <= 100) return 4;
  return calibreMm <= 240 ? 6 : 8;
}

/** "A Result of +6 gives one hit … +10 gives five hits"; more than 10 still gives five. */
export const HITS_FROM = 6;
export const MAX_HITS = 5;
export const hitsFor = (score: number): number => Math.max(0, Math.min(MAX_HITS, score - HITS_FROM + 1));

export const VEHICLE_CLASSES = ['tank', 'armoured-train', 'armoured-car', 'bunker'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

export const HIT_EFFECTS = ['none', 'retire', 'weapon', 'immobilised', 'knocked-out'] as const;
export type HitEffect = (typeof HIT_EFFECTS)[number];
export const HIT_EFFECT_NAMES: Readonly<Record<HitEffect, string>> = { none: 'No effect', retire: 'Retire', weapon: 'Weapon hit', immobilised: 'Immobilised', 'knocked-out': 'Knocked out' };

/** "AFV Hit Effects Table": the highest modified roll of each result, in HIT_EFFECTS order; null where it prints "-". */
export const HIT_EFFECT_TABLE: Readonly<Record<'tank' | 'armoured-car' | 'bunker', readonly (number | null)[]>> = {
  tank: [5, 7, 8, 9, 10],
  'armoured-car': [3, 5, 6, 7, 10],
  bunker: [4, 7, null, 8, 10],
};
export const HIT_EFFECT_ROWS: Readonly<Record<'tank' | 'armoured-car' | 'bunker', string>> = { tank: 'Tank, A/Train', 'armoured-car': 'A/Cars', bunker: 'Bunker' };

const rowOf = (c: VehicleClass): 'tank' | 'armoured-car' | 'bunker' => (c === 'armoured-train' ? 'tank' : c);

/** The result of a modified roll; below 1 is no effect, above 10 knocked out. */
export function hitEffect(vehicle: VehicleClass, modified: number): HitEffect {
  const row = HIT_EFFECT_TABLE[rowOf(vehicle)];
  for (let i = 0; i < row.length; i++) if (row[i] !== null && modified <= row[i]!) return HIT_EFFECTS[i]!;
  return 'knocked-out';
}

/** The printed range of rolls for each result ("1 - 5", "8", "-"). */
export function hitEffectCells(row: 'tank' | 'armoured-car' | 'bunker'): string[] {
  const tops = HIT_EFFECT_TABLE[row];
  let from = 1;
  return tops.map((top) => {
    if (top === null) return '-';
    const cell = top === from ? `${top}` : `${from} - ${top}`;
    from = top + 1;
    return cell;
  });
}

/** Defence values the text gives as examples, and those it implies. */
export const DEFENCE_VALUES: readonly { value: number; vehicles: string }[] = [
  { value: 1, vehicles: 'Non-Russian A/Cars, Tank Mk I-III, Tank Mk X, Vickers Lt Tanks, Medium Mk I & Mk IIA, Gun carriers, St Chamond, Schneider' },
  { value: 2, vehicles: 'Russian A/Cars, Tank Mk IV, Tank Mk V, Tank Mk VIII, Whippet, Medium B, C & D, Medium Mk III, Renault FT, Char D1, A7V, Pz I MS-18, T26, A/Train' },
  { value: 6, vehicles: 'Bunker ("The effect is resolved using a defence value of 6")' },
  { value: 0, vehicles: 'Soft transport and deployed artillery, when A/T weapons fire at them (decision)' },
];
