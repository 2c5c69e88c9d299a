import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { type TrrUnit, kindOf, troopOf } from '../state.ts';
import { type DamagedWeapon, HITS_TO_ELIMINATE, weaponDamage } from '../fire/effects/damage.ts';
import { type Specialist as FireSpecialist, rollSpecialistCasualties } from '../fire/effects/specialists.ts';
import { SPECIALIST_LABELS, type Kind } from '../troop-kinds.ts';
import { figuresLost } from '../motivation/figures-lost.ts';
import { transportUnderFire } from '../transport/soft-transport.ts';
import { mgPlatoon, platoonHitsToDestroy } from './mg-platoon.ts';

/** The weapon whose hits the fire rules count, by kind; mortars are taken as guns without a shield (README). */
export function damagedWeapon(kind: Kind): DamagedWeapon | null {
  if (kind === 'mg' || kind === 'tachanka') return kind;
  if (kind === 'gun' || kind === 'mortar') return 'field-gun';
  return null;
}

/** Hits that destroy the unit, if it counts hits: two for each model of a machine-gun platoon. */
export const hitsToDestroy = (u: Pick<TrrUnit, 'troopType' | 'pieces'>): number | undefined => {
  const kind = kindOf(u);
  if (kind === 'mg') return platoonHitsToDestroy(u.pieces.length);
  const w = damagedWeapon(kind);
  return w ? HITS_TO_ELIMINATE[w] : undefined;
};

/** A machine-gun platoon's hits: each model a machine gun that "can take two hits before being destroyed". */
function mgHits(u: TrrUnit, casualties: number, events: GameEvent[]): number {
  const before = mgPlatoon(u.pieces.length, u.hits);
  const hits = Math.min(u.hits + casualties, platoonHitsToDestroy(u.pieces.length));
  const taken = hits - u.hits;
  u.hits = hits;
  const after = mgPlatoon(u.pieces.length, hits);
  const out = before.intact + before.damaged - (after.intact + after.damaged);
  const effects = after.eliminated ? 'eliminated'
    : [...(out > 0 ? [`${out === 1 ? 'a machine gun' : `${out} machine guns`} knocked out`] : []), ...(after.halved ? ['basic factor halved'] : after.damaged > 0 ? ['a machine gun hit once fires one weapon of its two'] : [])].join(', ');
  if (taken > 0) events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name} take ${taken} hit${taken === 1 ? '' : 's'}: ${effects}` });
  if (after.eliminated) destroy(u, events, `${u.name} are knocked out`);
  return taken;
}

/** The unit's specialists still standing, as the fire rules name them (an id each: its place in the unit's list). */
export function fireSpecialists(u: TrrUnit): FireSpecialist[] {
  const out: FireSpecialist[] = [];
  u.specialists.forEach((s, i) => {
    if (!s.lost) out.push({ id: String(i), kind: s.kind === 'flamethrower' ? 'flame-thrower' : s.kind, name: SPECIALIST_LABELS[s.kind] });
  });
  return out;
}

/**
 * Casualties land on the unit (README: "Casualty allocation"). A company or squadron rolls for each casualty
 * whether it takes a specialist ("Specialist figures"); the rest are rifle figures, and when none of those is left a
 * specialist goes. A machine gun, tachanka, gun or mortar takes each casualty as a hit until it is eliminated. A unit
 * with nothing left is destroyed. Returns the figures (or hits) actually taken.
 */
export function takeCasualties(u: TrrUnit, casualties: number, dice: Dice, events: GameEvent[]): number {
  if (casualties <= 0 || u.status === 'destroyed') return 0;
  // Its passengers take theirs as the step settles (transport/carrying.ts), since this unit alone is at hand here.
  if (u.carry) return transportUnderFire(u, casualties, events);
  const weapon = damagedWeapon(kindOf(u));
  let taken = 0;
  if (weapon === 'mg') {
    taken = mgHits(u, casualties, events);
  } else if (weapon) {
    const damage = weaponDamage(weapon, u.hits, casualties);
    taken = damage.hits - u.hits;
    u.hits = damage.hits;
    if (taken > 0) events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name} take ${taken} hit${taken === 1 ? '' : 's'}: ${damage.effects.join(', ') || 'no effect yet'}` });
    if (damage.eliminated) destroy(u, events, `${u.name} are knocked out`);
  } else {
    const rolls = rollSpecialistCasualties(casualties, { specialists: fireSpecialists(u), figuresLost: figuresLost(u), cadreStiffened: u.stiffened && troopOf(u).army === 'whites' }, dice);
    for (const r of rolls) {
      events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name}: ${r.explanation.result}`, roll: r.explanation });
      if (r.pick) events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name}: the specialist lost is the ${r.pick.result}`, roll: r.pick });
      if (r.lost) { u.specialists[Number(r.lost.id)]!.lost = true; taken++; continue; }
      if (u.figures > 0) { u.figures--; taken++; continue; }
      const last = u.specialists.find((s) => !s.lost);
      if (last) { last.lost = true; taken++; events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name} have no rifle figure left: the ${SPECIALIST_LABELS[last.kind]} falls` }); }
    }
    if (u.figures <= 0 && u.specialists.every((s) => s.lost)) destroy(u, events, `${u.name} are wiped out`);
  }
  u.lostThisMove += taken;
  return taken;
}

function destroy(u: TrrUnit, events: GameEvent[], text: string): void {
  u.status = 'destroyed';
  events.push({ kind: 'casualty', side: u.side, unitId: u.id, text });
}
