import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import type { SoftFirer } from '../fire/direct/factors.ts';
import type { Cover as FireCover, SoftTarget } from '../fire/types.ts';
import { type TrrState, type TrrUnit, kindOf, troopOf } from '../state.ts';
import { COVER, coverAt } from '../movement/terrain.ts';
import { worksOf } from '../options/works.ts';
import { isArmoured, isBlue } from '../troop-kinds.ts';
import { weaponDamage } from '../fire/effects/damage.ts';
import { vehicleHalvings } from '../fire/armour/damage.ts';
import { lmgFiguresLeft } from '../fire/effects/specialists.ts';
import { damagedWeapon, fireSpecialists } from './casualties.ts';
import { mgPlatoon } from './mg-platoon.ts';

/**
 * Turns this rule set's units into the fire mechanics' inputs (fire/README.md "How to call"): who fires with what,
 * and what the target offers. Numbers here are the units' own (figures, weapons, hits); the fire folder does the rest.
 */

/** Grenades (point blank): assault companies, Elite companies and the interventionists' infantry (README: "Grenades"). */
export function hasGrenades(u: TrrUnit): boolean {
  const t = troopOf(u);
  return t.kind === 'rifles' && (t.assault === true || t.grade === 'elite' || isBlue(t.army));
}

/** The firer as the direct-fire rules see it, or null when the unit has nothing to fire at soft targets with yet. */
export function softFirer(u: TrrUnit, figures?: number): SoftFirer | null {
  const kind = kindOf(u);
  switch (kind) {
    case 'rifles': case 'cavalry': case 'observer': {
      const others = u.specialists.filter((s) => s.kind !== 'lmg' && !s.lost).length;
      const n = Math.min(10, figures ?? u.figures + others);
      if (n <= 0) return null;
      return { kind: 'small-arms', figures: n, lmgFigures: lmgFiguresLeft(fireSpecialists(u)), assault: troopOf(u).assault === true, chargingCavalry: false, mounted: kind === 'cavalry' && u.mounted, grenades: hasGrenades(u) };
    }
    case 'mg': {
      const weapons = Math.min(4, mgPlatoon(u.pieces.length, u.hits).weapons);
      return weapons === 0 ? null : { kind: 'support', mount: 'tripod', weapons, weapon: 'mg', grenades: false };
    }
    case 'tachanka': return { kind: 'support', mount: 'vehicle-pivot', weapons: 1, weapon: 'mg', grenades: false };
    case 'armoured-car': case 'tank': case 'train': {
      // Its machine guns, turret or sponson mounted (README: "Vehicle weapons"); its guns fire HE.
      const mgs = u.vehicle?.weapons.filter((w) => !/gun/.test(w)).length ?? 0;
      return mgs === 0 ? null : { kind: 'support', mount: 'turret', weapons: Math.min(4, mgs), weapon: 'mg', grenades: false };
    }
    case 'gun': case 'mortar': case 'transport': return null;
  }
}

/** Reasons the unit's firepower is halved: retiring ("Firepower is halved"), a weapon's first hit. */
export function halvings(u: TrrUnit): string[] {
  const out: string[] = [];
  if (u.status === 'halted') out.push('retiring');
  if (u.unsupplied) out.push('out of supply');
  const kind = kindOf(u);
  const weapon = damagedWeapon(kind);
  if (kind === 'mg' && mgPlatoon(u.pieces.length, u.hits).halved) out.push('machine gun hit once');
  else if (weapon === 'tachanka' && weaponDamage(weapon, u.hits, 0).halved) out.push('tachanka hit once');
  if (u.vehicle) for (const r of vehicleHalvings(u.vehicle)) if (!out.includes(r)) out.push(r);
  return out;
}

/** The cover most of the unit's pieces have: the level at the middle of its pieces' levels, best first. */
export function unitCover(state: TrrState, u: TrrUnit): FireCover {
  const index = terrainIndexFor(state.scenario);
  const levels = u.pieces.map((p) => COVER.indexOf(coverAt(index, p).cover)).sort((a, b) => b - a);
  const ground = COVER[levels[Math.floor((levels.length - 1) / 2)]!]!;
  // Works the unit dug: a trench is heavy cover, as a trench line is (README: "Entrenching"); overhead cover total.
  const works = worksOf(u);
  if (works === 'overhead' || works === 'camouflaged') return 'total';
  return works === 'trench' ? 'heavy' : ground;
}

/** The target as the direct-fire rules see it, or null for armour (fired at by the rules for armoured targets). */
export function softTarget(state: TrrState, u: TrrUnit): SoftTarget | null {
  const kind = kindOf(u);
  if (isArmoured(kind)) return null;
  const t = troopOf(u);
  const targetKind: SoftTarget['kind'] = kind === 'cavalry' && u.mounted ? 'mounted' : kind === 'tachanka' ? 'tachanka' : kind === 'mg' ? 'mg' : kind === 'gun' || kind === 'mortar' ? 'gun-crew' : kind === 'transport' ? 'soft-transport' : 'foot';
  return { kind: targetKind, formation: u.formation, cover: unitCover(state, u), grade: t.grade };
}
