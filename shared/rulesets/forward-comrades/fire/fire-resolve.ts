import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { type FcState, type UnitState, isArmour, kindOf } from '../state.ts';
import { GUN_CHART } from '../tables/tables-fire.ts';
import { coverHits, fireProfile, sees, smallArmsHits, targetInCover } from './fire.ts';
import { gunBand, indirectPermission, shellsAt } from './artillery.ts';
import { inflict } from './casualties.ts';
import { armourHit } from './vehicles.ts';
import { fallBack, testMorale } from '../morale/morale.ts';
import { unitDistance } from '../movement/stands.ts';

export type FireMode = 'direct' | 'indirect';

/**
 * One unit's fire at one target: its small arms and its guns, hits halved against cover, casualties and their
 * risks; a unit that loses a stand to the fire tests morale at once and falls back if it fails (README: "Morale");
 * one that loses a stand to fire in phase 1 is suppressed ("may not move in phase 3 or in phase 4").
 */
export function resolveFire(state: FcState, shooter: UnitState, target: UnitState, mode: FireMode, dice: Dice, events: GameEvent[]): void {
  shooter.fired = true;
  if (mode === 'indirect' && !indirectPermission(state, shooter, target, dice, events)) return;
  const distance = unitDistance(shooter, target);
  const armour = isArmour(kindOf(target));
  let figures = 0;
  let armourHits = 0;
  const small = mode === 'direct' ? smallArmsHits(state, shooter, target, dice, events) : { hits: 0, band: null };
  const seen = mode === 'indirect' || sees(state, shooter, target);
  let nearest = small.band;
  let smallHits = small.hits;
  let gunHits = 0;
  let perHit = 1;
  for (const gun of fireProfile(shooter).guns) {
    const band = mode === 'indirect' ? 'indirect' : gunBand(gun.size, distance);
    if (!band || !seen) continue;
    if (band !== 'indirect' && (!nearest || band === 'point-blank')) nearest = band;
    const hits = shellsAt(gun, target, band, dice, events, shooter);
    if (armour) armourHits += hits;
    else { gunHits += hits; perHit = Math.max(perHit, GUN_CHART[gun.size].figuresPerHit); }
  }
  if (!armour) {
    // Cover halves hits; a gun's hit takes its figures, so hits are halved before they become figures.
    if (targetInCover(state, target, nearest ?? 'close')) {
      smallHits = coverHits(smallHits, dice, events, target);
      gunHits = coverHits(gunHits, dice, events, target);
    }
    figures = smallHits + gunHits * perHit;
  }
  for (let i = 0; i < armourHits; i++) armourHit(state, target, dice, events);
  if (figures === 0) return;
  const taken = inflict(state, target, figures, 'fire', dice, events);
  if (taken.standsLost > 0 && target.status === 'active') {
    if (state.phase === 'preparatory') target.suppressed = true;
    if (!testMorale(state, target, dice, events, `lost ${taken.standsLost === 1 ? 'a stand' : `${taken.standsLost} stands`} to fire`).passed) fallBack(state, target, dice, events, 'failed morale under fire');
  }
}
