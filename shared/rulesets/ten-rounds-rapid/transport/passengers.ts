import type { TrrUnit } from '../state.ts';
import { troopDefinition } from '../troops.ts';
import { hitsToDestroy } from '../combat/casualties.ts';
import { countsHits } from '../troop-kinds.ts';

/**
 * Who rides in soft transport: "Infantry take 1 penalty from their move to mount or dismount vehicles", so foot — rifle
 * companies (not a sniper, who operates alone), MG and mortar platoons, OP teams. Cavalry have their own horses; guns
 * are towed, not carried. One unit a transport ("enough of their prototypes to lift … their assigned passengers").
 */
export function mayRide(u: Pick<TrrUnit, 'troopType'>): boolean {
  const t = troopDefinition(u.troopType);
  if (!t || t.sniper) return false;
  return t.kind === 'rifles' || t.kind === 'mg' || t.kind === 'mortar' || t.kind === 'observer';
}

/** What a passenger unit numbers, to judge "half the passengers are eliminated": figures and specialists, or hits left. */
export function strengthOf(u: Pick<TrrUnit, 'troopType' | 'figures' | 'specialists' | 'hits'>): number {
  const kind = troopDefinition(u.troopType)!.kind;
  if (countsHits(kind)) return Math.max(0, (hitsToDestroy(kind) ?? 1) - u.hits);
  return u.figures + u.specialists.filter((s) => !s.lost).length;
}
