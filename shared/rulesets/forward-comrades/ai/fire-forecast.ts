import type { ExpectedLoss, Forecast } from '../../../engine/ruleset.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { type FcState, type LeaderState, type UnitState, isArmour, kindOf, leaderAt, troopOf, unitCentre } from '../state.ts';
import { GUN_CHART, RANGE_MODIFIER, SMALL_ARMS_RANGES, rangeBand, shellHits, smallArmsHit, type GunSize, type RangeBand } from '../tables/tables-fire.ts';
import { INTERVENTIONIST_INDIRECT_BONUS, fateFor, indirectBand } from '../tables/tables-command.ts';
import { fireModifiers, fireProfile, sees } from '../fire/fire.ts';
import { gunBand, spotters } from '../fire/artillery.ts';
import { impactSquare, shellModifiers, unitsUnder } from '../fire/impact.ts';
import { officerAsTarget } from '../fire/officer-target.ts';
import { pointToUnit, unitDistance } from '../movement/stands.ts';
import { bombardTerm } from './bombard-denial.ts';
import { type Counts, type Fates, NONE, added, asLoss, diceCounts, fatesOfArmourHits, fatesOfHits } from './hit-outcomes.ts';

/**
 * What a fire order is expected to do (README: "How the AI weighs Forward Comrades"), from the same tables and
 * modifiers the fire is rolled on, over every roll: the AI picks among fire orders by these forecasts alone, without
 * playing them out. Fire changes nothing else the AI judges, but for the firing unit's leadership point spent (which the
 * AI does not weigh when it plays a fire out either).
 */

/** Holding fire changes nothing. */
export const HOLD_FIRE: Forecast = { losses: [], whole: true };

/** The small-arms hits of the shooter's fire at the target (none on armour), and the nearest range band they reach. */
function smallArmsCounts(state: FcState, shooter: UnitState, target: UnitState): { hits: Counts; band: RangeBand | null } {
  if (isArmour(kindOf(target))) return { hits: NONE, band: null };
  const distance = unitDistance(shooter, target);
  const general = fireModifiers(state, shooter).reduce((a, m) => a + m.value, 0);
  let hits = NONE;
  let nearest: RangeBand | null = null;
  for (const arm of fireProfile(shooter).smallArms) {
    const band = rangeBand(distance, SMALL_ARMS_RANGES[arm.ranges]);
    if (!band) continue;
    if (!nearest || RANGE_MODIFIER[band] > RANGE_MODIFIER[nearest]) nearest = band;
    let faces = 0;
    for (let d = 1; d <= 6; d++) if (smallArmsHit(d, RANGE_MODIFIER[band] + general)) faces++;
    hits = added(hits, diceCounts(arm.dice, faces, 6));
  }
  return { hits, band: nearest };
}

/** What the fire lands on one unit: small-arms and shell hits, the figures a shell hit takes, the band for cover. */
interface Struck { small: Counts; shells: Counts; perHit: number; band: RangeBand | null }

/** The unit's hits from each gun of the shooter, with the units under each gun's impact square (fire/fire-resolve.ts). */
function struckUnits(state: FcState, shooter: UnitState, target: UnitState, mode: 'direct' | 'indirect'): Map<UnitState, Struck> {
  const small = mode === 'direct' ? smallArmsCounts(state, shooter, target) : { hits: NONE, band: null };
  const struck = new Map<UnitState, Struck>([[target, { small: small.hits, shells: NONE, perHit: 1, band: small.band }]]);
  const guns = fireProfile(shooter).guns;
  if (guns.length === 0 || (mode === 'direct' && !sees(state, shooter, target))) return struck;
  const distance = unitDistance(shooter, target);
  for (const gun of guns) {
    const band = mode === 'indirect' ? 'indirect' : gunBand(gun.size, distance);
    if (!band) continue;
    const chart = GUN_CHART[gun.size];
    const shells = chart.shells(gun.crew);
    const coverBand = band === 'indirect' ? null : band;
    const square = impactSquare(gun.size, unitCentre(target));
    const under = [target, ...unitsUnder(state, square, shooter).filter((u) => u.id !== target.id)];
    for (const u of under) {
      const mod = shellModifiers(band, u).reduce((a, m) => a + m.value, 0);
      let faces = 0;
      for (let d = 1; d <= 10; d++) if (shellHits(d, mod, gun.size)) faces++;
      const s = struck.get(u) ?? { small: NONE, shells: NONE, perHit: 1, band: coverBand };
      s.shells = added(s.shells, diceCounts(shells, faces, 10));
      s.perHit = Math.max(s.perHit, chart.figuresPerHit);
      if (coverBand && (!s.band || coverBand === 'point-blank')) s.band = coverBand;
      struck.set(u, s);
    }
  }
  return struck;
}

/** The chance the spotting officer's message gets through ("Able to fire? Roll D6", fire/artillery.ts). */
function permissionChance(state: FcState, gun: UnitState, target: UnitState): number {
  const spotter = spotters(state, gun, target).sort((a, b) => pointToUnit(leaderAt(state, a), gun) - pointToUnit(leaderAt(state, b), gun))[0];
  if (!spotter) return 0;
  const band = indirectBand(pointToUnit(leaderAt(state, spotter), gun));
  const bonus = troopOf(gun).interventionist ? INTERVENTIONIST_INDIRECT_BONUS : 0;
  let able = 0;
  for (let die = 1; die <= 6; die++) if (die + bonus >= band.fireOn) able++;
  return able / 6;
}

/** The chance an officer hit is out of the fight: wounded or dead, not merely scratched. */
const OFFICER_OUT = (() => {
  let out = 0;
  for (let roll = 1; roll <= 10; roll++) if (fateFor(roll) !== 'scratch') out += 1 / 10;
  return out;
})();

/**
 * What a unit's fire at a unit does to every unit it strikes (the target, and under a gun's impact square any other),
 * were the fire able to go ahead (indirect fire needs its spotter's message through first: `permissionChance`).
 */
export function fireFates(state: FcState, shooter: UnitState, target: UnitState, mode: 'direct' | 'indirect'): Map<UnitState, Fates> {
  const out = new Map<UnitState, Fates>();
  for (const [u, s] of struckUnits(state, shooter, target, mode)) {
    out.set(u, isArmour(kindOf(u)) ? fatesOfArmourHits(state, u, s.shells) : fatesOfHits(state, u, s.small, s.shells, s.perHit, s.band));
  }
  return out;
}

/** A unit's fire at a unit or a lone officer: the losses expected on every unit it strikes, and what they do to the armies' nearness to breaking. */
export function fireForecast(state: FcState, shooter: UnitState, target: UnitState | LeaderState, mode: 'direct' | 'indirect'): Forecast {
  const officer = 'leading' in target ? target : null;
  const aimedAt = officer ? officerAsTarget(officer) : (target as UnitState);
  const able = mode === 'indirect' ? permissionChance(state, shooter, aimedAt) : 1;
  if (able === 0) return HOLD_FIRE;
  const losses: ExpectedLoss[] = [];
  let worth = 0;
  for (const [u, f] of fireFates(state, shooter, aimedAt, mode)) {
    // A lone officer hit by anything that stands rolls his fate ("Officers under fire"); his stand-in of one man is destroyed by any.
    if (officer && u === aimedAt) { losses.push({ unitId: officer.id, out: able * f.destroyed * OFFICER_OUT, lost: 0 }); continue; }
    const r = asLoss(state, u, f, shooter.side);
    losses.push({ unitId: u.id, out: able * r.loss.out, lost: able * r.loss.lost });
    worth += able * r.worth;
  }
  return { losses, worth, whole: true };
}

/** A gun's bombardment square at `at`: what the enemy's moves denied by it are worth, less our own (ai/bombard-denial.ts). */
export function bombardForecast(state: FcState, gun: UnitState, size: GunSize, at: Vec): Forecast {
  const chart = GUN_CHART[size];
  const square = { gunId: gun.id, side: gun.side, x: at.x, y: at.y, size: chart.burst, modifier: chart.bombard ?? 0, label: `bombardment by ${gun.name}` };
  const withSquare: FcState = { ...state, bombardments: [...state.bombardments, square] };
  return { losses: [], worth: bombardTerm(withSquare, gun.side) - deniedNow(state, gun.side), whole: true };
}

/** The bombardment term of a state as it stands, for each side: every gun's squares are weighed against it. */
const deniedKept = new WeakMap<FcState, Partial<Record<FcState['toAct'], number>>>();
function deniedNow(state: FcState, side: FcState['toAct']): number {
  let kept = deniedKept.get(state);
  if (!kept) { kept = {}; deniedKept.set(state, kept); }
  return (kept[side] ??= bombardTerm(state, side));
}
