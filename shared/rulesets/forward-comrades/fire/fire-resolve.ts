import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { type FcState, type LeaderState, type UnitState, isArmour, kindOf, unitCentre } from '../state.ts';
import { GUN_CHART, type RangeBand } from '../tables/tables-fire.ts';
import { coverHits, fireProfile, sees, smallArmsHits, targetInCover } from './fire.ts';
import { gunBand, indirectPermission, shellsAt } from './artillery.ts';
import { impactSquare, officersUnder, shellsAlsoOn, unitsUnder } from './impact.ts';
import { inflict, officerFate } from './casualties.ts';
import { armourHit } from './vehicles.ts';
import { officerAsTarget } from './officer-target.ts';
import { fallBack, testMorale } from '../morale/morale.ts';
import { unitDistance } from '../movement/stands.ts';
import { counted } from '../../../engine/agreement.ts';

export type FireMode = 'direct' | 'indirect';

/** What one fire did to one unit before cover: small-arms hits, gun hits and the figures a gun hit takes, hits on armour. */
interface Struck { small: number; gun: number; perHit: number; armour: number; band: RangeBand | null }

/**
 * One unit's fire at one target: its small arms at the target, and its guns' shells on every unit and lone officer
 * under each section's impact square (README: "Artillery"); hits halved against each one's cover, casualties and
 * their risks; a unit that loses a stand to the fire tests morale at once and falls back if it fails (README:
 * "Morale"); one that loses a stand to fire in phase 1 is suppressed ("may not move in phase 3 or in phase 4").
 * `officer`: the target is that officer standing alone (fire/officer-target.ts), and a hit on him rolls his fate.
 */
export function resolveFire(state: FcState, shooter: UnitState, target: UnitState, mode: FireMode, dice: Dice, events: GameEvent[], officer?: LeaderState): void {
  shooter.fired = true;
  if (mode === 'indirect' && !indirectPermission(state, shooter, target, dice, events)) return;
  const distance = unitDistance(shooter, target);
  const small = mode === 'direct' ? smallArmsHits(state, shooter, target, dice, events) : { hits: 0, band: null };
  const seen = mode === 'indirect' || sees(state, shooter, target);
  const struck = new Map<UnitState, Struck>([[target, { small: small.hits, gun: 0, perHit: 1, armour: 0, band: small.band }]]);
  // Each lone officer fired at or under a square stands in as a unit of one man, so his cover halves his hits too.
  const standIns = new Map<LeaderState, UnitState>(officer ? [[officer, target]] : []);
  const strike = (u: UnitState, hits: number, perHit: number, band: RangeBand | null) => {
    let s = struck.get(u);
    if (!s) { s = { small: 0, gun: 0, perHit: 1, armour: 0, band }; struck.set(u, s); }
    if (isArmour(kindOf(u))) s.armour += hits;
    else { s.gun += hits; s.perHit = Math.max(s.perHit, perHit); }
    if (band && (!s.band || band === 'point-blank')) s.band = band;
  };
  for (const gun of fireProfile(shooter).guns) {
    const band = mode === 'indirect' ? 'indirect' : gunBand(gun.size, distance);
    if (!band || !seen) continue;
    const coverBand = band === 'indirect' ? null : band;
    const perHit = GUN_CHART[gun.size].figuresPerHit;
    const shells = shellsAt(gun, target, band, dice, events, shooter);
    strike(target, shells.hits, perHit, coverBand);
    // "Target stands lose 1 figure per hit": the same shells fall on whatever else stands under the square.
    const square = impactSquare(gun.size, unitCentre(target));
    for (const u of unitsUnder(state, square, shooter)) {
      if (u.id === target.id) continue;
      strike(u, shellsAlsoOn(gun.size, shells.rolled, band, u, shooter, events), perHit, coverBand);
    }
    for (const l of officersUnder(state, square)) {
      if (l === officer) continue;
      const standIn = standIns.get(l) ?? officerAsTarget(l);
      standIns.set(l, standIn);
      strike(standIn, shellsAlsoOn(gun.size, shells.rolled, band, { ...l, troopType: null }, shooter, events), 1, coverBand);
    }
  }
  const officerOf = new Map([...standIns].map(([l, u]) => [u, l]));
  const officersHit: LeaderState[] = [];
  for (const [u, s] of struck) {
    const l = officerOf.get(u);
    if (!l) takeFire(state, u, s, dice, events);
    else if (Object.values(hitsThrough(state, u, s, dice, events)).some((n) => n > 0)) officersHit.push(l);
  }
  for (const l of officersHit) officerFate(state, l, 'alone', dice, events);
}

/** The hits a fire lands on a unit (not armour) after its cover halves them (README: "Artillery"). */
function hitsThrough(state: FcState, u: UnitState, s: Struck, dice: Dice, events: GameEvent[]): { small: number; gun: number } {
  // Cover halves hits; a gun's hit takes its figures, so hits are halved before they become figures.
  if (!targetInCover(state, u, s.band ?? 'close')) return { small: s.small, gun: s.gun };
  return { small: coverHits(s.small, dice, events, u), gun: coverHits(s.gun, dice, events, u) };
}

/** The figures those hits take; a shell hit taking more than one says its sum, so "1 hit" then "lose 2 men" reads with its reason. */
function figuresFrom(u: UnitState, hits: { small: number; gun: number }, perHit: number, events: GameEvent[]): number {
  const figures = hits.small + hits.gun * perHit;
  if (hits.gun > 0 && perHit > 1) {
    const terms = [...(hits.small > 0 ? [`${counted(hits.small, 'hit', 'hits')} (small arms)`] : []), `${counted(hits.gun, 'hit', 'hits')} (shells) × ${perHit} (figures a hit)`];
    events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name}: ${terms.join(' + ')} = ${counted(figures, 'casualty', 'casualties')}` });
  }
  return figures;
}

/** What one fire's hits do to one unit: armour rolls each on the tank table; others lose figures and may test morale. */
function takeFire(state: FcState, target: UnitState, s: Struck, dice: Dice, events: GameEvent[]): void {
  for (let i = 0; i < s.armour; i++) armourHit(state, target, dice, events);
  if (isArmour(kindOf(target))) return;
  const figures = figuresFrom(target, hitsThrough(state, target, s, dice, events), s.perHit, events);
  if (figures === 0) return;
  const taken = inflict(state, target, figures, 'fire', dice, events);
  if (taken.standsLost > 0 && target.status === 'active') {
    if (state.phase === 'preparatory') target.suppressed = true;
    if (!testMorale(state, target, dice, events, `lost ${taken.standsLost === 1 ? 'a stand' : counted(taken.standsLost, 'stand')} to fire`).passed) fallBack(state, target, dice, events, 'failed morale under fire');
  }
}
