import type { MarkerKind, TroopClass, UnitView } from '../engine/ruleset.ts';

/**
 * Material: what a unit is worth, in figure-equivalents (one rifleman is about 1). A rule set's own
 * strength units (figures or bases) are used as they come; the class weight says what one of them is worth.
 */
const CLASS_WEIGHT: Readonly<Record<TroopClass, number>> = {
  'infantry': 1, 'cavalry': 1.3, 'mg': 4, 'tachanka': 4, 'field-gun': 5, 'tank': 12, 'armoured-car': 8,
  'train-engine': 10, 'train-artillery': 10, 'train-mg': 8, 'train-car': 4,
  'commander': 4, 'commissar': 2.5, 'observer': 2.5, 'officer': 2,
};

/** Units counted in bases hold several men a base. */
const BASE_FACTOR = 3;

/** How much each marker dents a unit's worth (a unit with two morale failures is close to breaking). */
const MARKER_PENALTY: Partial<Readonly<Record<MarkerKind, number>>> = {
  'morale-failure': 0.2, 'terror': 0.1, 'humiliated': 0.1, 'pinned': 0.1, 'routing': 0.6,
  'ammo-low': 0.05, 'immobilised': 0.1,
};

/** 1 for an average unit; better-rated troops are worth more (ratings read from the unit card). */
export function qualityOf(u: UnitView): number {
  let sum = 0;
  let count = 0;
  for (const [key, value] of Object.entries(u.stats)) {
    if (typeof value === 'number' && /rating|morale|tactical|quality|training/i.test(key)) { sum += value; count++; }
  }
  if (count === 0) return 1;
  return Math.min(1.4, Math.max(0.7, 1 + 0.1 * (sum / count - 3)));
}

/** Worth of the unit at full strength. */
export function fullValueOf(u: UnitView): number {
  const perUnit = CLASS_WEIGHT[u.troopClass] * (u.strength.unit === 'bases' ? BASE_FACTOR : 1);
  return perUnit * Math.max(u.strength.start, 1) * qualityOf(u);
}

/** Share of its worth a unit keeps for its markers (never below a fifth). */
export function markerFactor(u: UnitView): number {
  let penalty = 0;
  for (const m of u.markers) penalty += (MARKER_PENALTY[m.kind] ?? 0) * m.count;
  return Math.max(0.2, 1 - penalty);
}

/** Whether the unit still fights: routed, destroyed and withdrawn units do not. */
export const fights = (u: UnitView): boolean => u.status === 'active' || u.status === 'hidden' || u.status === 'reserve';

/** Worth of the unit now (given its worth at full strength): strength left, markers, nothing once it is gone. */
export function currentValueOf(u: UnitView, fullValue: number = fullValueOf(u)): number {
  if (!fights(u)) return 0;
  const left = u.strength.start > 0 ? Math.max(0, u.strength.now) / u.strength.start : 1;
  return fullValue * left * markerFactor(u);
}
