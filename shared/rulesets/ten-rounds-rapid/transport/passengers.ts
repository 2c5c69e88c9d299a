import type { TrrUnit } from '../state.ts';
import { troopDefinition } from '../troops.ts';
import { hitsToDestroy } from '../combat/casualties.ts';
import { countsHits } from '../troop-kinds.ts';

/**
 * Who goes in soft transport: "Infantry take 1 penalty from their move to mount or dismount vehicles", so foot — rifle
 * companies (not a sniper, who operates alone), MG and mortar platoons, OP teams — ride; and "Vehicles and horse
 * transport take 2 Penalties to limber/unlimber towed weapons", so a battery is towed (README "Towing guns"). Cavalry
 * have their own horses. One unit a transport ("enough of their prototypes to lift or tow their assigned passengers
 * or guns").
 */
export function mayRide(u: Pick<TrrUnit, 'troopType'>): boolean {
  const t = troopDefinition(u.troopType);
  if (!t || t.sniper) return false;
  return t.kind === 'rifles' || t.kind === 'mg' || t.kind === 'mortar' || t.kind === 'observer' || t.kind === 'gun';
}

/** A battery is towed, limbered to its transport, rather than carried. */
export const isTowed = (u: Pick<TrrUnit, 'troopType'>): boolean => troopDefinition(u.troopType)?.kind === 'gun';

export const WHO_RIDES = 'only foot (rifle companies, MG and mortar platoons, OP teams) ride in soft transport, and batteries are towed';

/** What a passenger unit numbers, to judge "half the passengers are eliminated": figures and specialists, or hits left. */
export function strengthOf(u: Pick<TrrUnit, 'troopType' | 'figures' | 'specialists' | 'hits' | 'pieces'>): number {
  const kind = troopDefinition(u.troopType)!.kind;
  if (countsHits(kind)) return Math.max(0, (hitsToDestroy(u) ?? 1) - u.hits);
  return u.figures + u.specialists.filter((s) => !s.lost).length;
}
