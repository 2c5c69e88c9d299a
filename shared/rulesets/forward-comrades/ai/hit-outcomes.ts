import type { ExpectedLoss } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { successChances } from '../../../engine/dice-pool.ts';
import { type FcState, type UnitState, ownStands } from '../state.ts';
import { SAVED_UP_TO, armourResultFor, criticalFor, type RangeBand } from '../tables/tables-fire.ts';
import { savesFor } from '../fire/casualties.ts';
import { targetInCover } from '../fire/fire.ts';
import { lossWeight } from './army-pressure.ts';
import { moraleFailChance } from './likely-moves.ts';
import { routChance } from './rout-risk.ts';

/**
 * What one fire's hits do to one unit, as chances, for the AI's fire forecasts (ai/fire-forecast.ts): the same steps as
 * fire/fire-resolve.ts (cover halving the hits, the odd half on a D6, a shell's figures, saving throws, figures off the
 * weakest stand, the morale test of a unit that loses a stand, the tank table), worked out over every roll instead of
 * rolled. Attached weapons, special figures and a heroic officer's risk are left out: they seldom change the choice.
 */

/** The chance of each count (index: the count). */
export type Counts = number[];

export const NONE: Counts = [1];

/** The counts of two independent sums added. */
export function added(a: Counts, b: Counts): Counts {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((p, i) => { if (p > 0) b.forEach((q, j) => { out[i + j]! += p * q; }); });
  return out;
}

/** `dice` dice that each succeed on `faces` of `sides` faces. */
export const diceCounts = (dice: number, faces: number, sides: number): Counts => successChances(dice, faces / sides);

/** "½ hits against targets in cover": half, rounded down, and the odd half stands on 4-6 (fire/fire.ts, `coverHits`). */
function halved(hits: Counts): Counts {
  const out = new Array<number>(Math.floor(hits.length / 2) + 1).fill(0);
  const stands = (6 - SAVED_UP_TO) / 6;
  hits.forEach((p, h) => {
    const whole = Math.floor(h / 2);
    if (h % 2 === 0) out[whole]! += p;
    else { out[whole + 1]! += p * stands; out[whole]! += p * (1 - stands); }
  });
  return out;
}

/** The figures killed: small-arms hits, shell hits times the figures a hit, then a saving throw each for crews. */
function figuresKilled(u: UnitState, small: Counts, shells: Counts, perHit: number): Counts {
  const spread = new Array<number>(small.length + (shells.length - 1) * perHit).fill(0);
  small.forEach((p, i) => { if (p > 0) shells.forEach((q, j) => { spread[i + j * perHit]! += p * q; }); });
  if (!savesFor(u)) return spread;
  let out: Counts = [0];
  spread.forEach((p, f) => {
    if (p === 0) return;
    const killed = diceCounts(f, 6 - SAVED_UP_TO, 6);
    out = out.length >= killed.length ? out : [...out, ...new Array<number>(killed.length - out.length).fill(0)];
    killed.forEach((q, k) => { out[k]! += p * q; });
  });
  return out;
}

/** The unit's own stands after `killed` figures come off the weakest first (fire/casualties.ts, `removeFigures`). */
function standsAfter(u: UnitState, killed: number): UnitState['stands'] {
  let stands = u.stands;
  for (let i = 0; i < killed; i++) {
    const own = stands.filter((s) => s.weapon === null);
    if (own.length === 0) break;
    const weakest = own.reduce((a, b) => (b.figures < a.figures ? b : a));
    stands = weakest.figures <= 1 ? stands.filter((s) => s !== weakest) : stands.map((s) => (s === weakest ? { ...s, figures: s.figures - 1 } : s));
  }
  return stands;
}

/**
 * How much of a unit that falls back counts as out of the fight: it neither fires nor moves forward nor assaults until
 * it rallies (Tachanka's weight, the table's "morale-failure" share of a unit's worth), and all of it when it goes off
 * its own edge before it rallies (ai/rout-risk.ts).
 */
export const FALL_BACK_OUT = 0.2;

/** Where a unit's chances end up: destroyed, stands lost while it stays, falling back (and, of those, off the table after). */
export interface Fates { destroyed: number; lost: number; fallsBack: number; offAfter: number }

/** The loss to a forecast, and what the army's nearness to breaking adds, for `side`. */
export function asLoss(state: FcState, u: UnitState, f: Fates, side: SideId): { loss: ExpectedLoss; worth: number } {
  const off = f.fallsBack * f.offAfter;
  const gone = f.destroyed + off;
  const worth = gone > 0 ? gone * lossWeight(state, u) * (u.side === side ? -1 : 1) : 0;
  return { loss: { unitId: u.id, out: gone + (f.fallsBack - off) * FALL_BACK_OUT, lost: f.lost }, worth };
}

/**
 * Hits on a unit that is not armour: `small` small-arms hits and `shells` shell hits (each `perHit` figures), halved if
 * it is in cover against fire at `band` (indirect fire: any cover counts).
 */
export function fatesOfHits(state: FcState, u: UnitState, small: Counts, shells: Counts, perHit: number, band: RangeBand | null): Fates {
  const cover = targetInCover(state, u, band ?? 'close');
  const killed = figuresKilled(u, cover ? halved(small) : small, cover ? halved(shells) : shells, perHit);
  const before = ownStands(u).length;
  const f: Fates = { destroyed: 0, lost: 0, fallsBack: 0, offAfter: 0 };
  let offWeighed = 0;
  // Falling back off the table depends on the stands left, not on which figures fell: one look for each count.
  const offByLeft = new Map<number, number>();
  killed.forEach((p, k) => {
    if (p === 0 || k === 0) return;
    const stands = standsAfter(u, k);
    const left = stands.filter((s) => s.weapon === null).length;
    if (left === 0) { f.destroyed += p; return; }
    if (left === before) return;
    f.lost += p * (before - left);
    const after = { ...u, stands };
    const fails = p * moraleFailChance(state, after);
    if (fails === 0) return;
    f.fallsBack += fails;
    let off = offByLeft.get(left);
    if (off === undefined) { off = routChance(state, { ...after, fallingBack: true }); offByLeft.set(left, off); }
    offWeighed += fails * off;
  });
  f.offAfter = f.fallsBack > 0 ? offWeighed / f.fallsBack : 0;
  return f;
}

/** Each face of the D6 on the tank table, and of the critical roll, counted (fire/vehicles.ts, `armourHit`). */
const ONE_HIT = (() => {
  let closeMiss = 0, burns = 0;
  for (let roll = 1; roll <= 6; roll++) {
    const result = armourResultFor(roll);
    if (result === 'close-miss') closeMiss += 1 / 6;
    if (result === 'critical') for (let again = 1; again <= 6; again++) if (criticalFor(again) === 'burning') burns += 1 / 36;
  }
  return { closeMiss, burns };
})();

/** Shell hits on armour, each on the tank table: a close miss tests morale, a critical hit may set it burning. */
export function fatesOfArmourHits(state: FcState, u: UnitState, shells: Counts): Fates {
  const fail = moraleFailChance(state, u);
  const f: Fates = { destroyed: 0, lost: 0, fallsBack: 0, offAfter: 0 };
  shells.forEach((p, h) => {
    if (p === 0 || h === 0) return;
    f.destroyed += p * (1 - (1 - ONE_HIT.burns) ** h);
    f.fallsBack += p * (1 - (1 - ONE_HIT.closeMiss * fail) ** h);
  });
  if (f.fallsBack > 0) f.offAfter = routChance(state, { ...u, fallingBack: true });
  return f;
}
