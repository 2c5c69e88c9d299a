import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { Modifier } from '../../../engine/events.ts';
import { type FcState, type UnitState, kindOf, onTable, ownStands } from '../state.ts';
import { moverOf } from '../movement/movement.ts';
import { moveDice } from '../tables/tables-move.ts';
import { MORALE_MODIFIERS } from '../tables/tables-melee.ts';
import { lossWeight } from './army-pressure.ts';
import { threats } from './exposure.ts';
import { moraleFailChance } from './likely-moves.ts';

/**
 * A unit that fails morale falls back a move "straight toward its baseline", and one that would leave the table by it
 * is lost for army morale (morale/morale.ts). What that risk is worth, in figure-equivalents: the chance that one
 * enemy able to fire on the unit costs it a stand before it acts again (halved in cover, as the hits are).
 */
export const ROUT_WEIGHTS = { standLostPerThreat: 0.3, coverShare: 0.5 } as const;
/** Risks below this many figure-equivalents are not worth the sight lines it takes to weigh them. */
const NEGLIGIBLE = 0.05;

const STAND_LOST: Modifier = { label: MORALE_MODIFIERS['stand-lost'].label, value: MORALE_MODIFIERS['stand-lost'].value };
const FALLING_BACK: Modifier = { label: MORALE_MODIFIERS['falling-back'].label, value: MORALE_MODIFIERS['falling-back'].value };

/** The chance that `count` D6 plus `fixed` come to more than `inches`, every face counted (worked out once per count). */
const sums = new Map<number, number[]>();
export function chanceOver(count: number, fixed: number, inches: number): number {
  let dist = sums.get(count);
  if (!dist) {
    dist = [1];
    for (let i = 0; i < count; i++) {
      const next = new Array<number>(dist.length + 6).fill(0);
      dist.forEach((p, s) => { for (let f = 1; f <= 6; f++) next[s + f]! += p / 6; });
      dist = next;
    }
    sums.set(count, dist);
  }
  let over = 0;
  for (let s = 0; s < dist.length; s++) if (s + fixed > inches) over += dist[s]!;
  return over;
}

/** How far the unit's nearest stand stands from its own baseline edge: a fall back longer than this takes it off. */
function edgeRoom(state: FcState, u: UnitState): number {
  const { width, height } = state.scenario.table;
  let room = Infinity;
  for (const s of u.stands) {
    switch (state.scenario.sides[u.side].baseline) {
      case 'south': room = Math.min(room, s.y); break;
      case 'north': room = Math.min(room, height - s.y); break;
      case 'west': room = Math.min(room, s.x); break;
      case 'east': room = Math.min(room, width - s.x); break;
    }
  }
  return room;
}

/** Fall backs followed through: a unit that fails this many rally tests in a row is counted as gone or rallied. */
const FALL_BACKS_FOLLOWED = 3;

/**
 * The chance that the unit falls back off its own edge before it rallies, each rally test failed with chance `rally`:
 * off at the j-th fall back when j moves carry it past `room` and j - 1 did not. `first` is the chance of the first
 * fall back (a failed rally test for a unit already falling back).
 */
function offBeforeRally(move: { dice: number; fixed: number }, room: number, first: number, rally: number): number {
  let chance = 0, reach = first, before = 0;
  for (let j = 1; j <= FALL_BACKS_FOLLOWED && reach > 0; j++) {
    const over = chanceOver(j * move.dice, j * move.fixed, room);
    chance += reach * (over - before);
    before = over;
    reach *= rally;
  }
  return chance;
}

/** Armour falls back only from an artillery hit's close miss (one D6 face in six, fire/vehicles.ts). */
const ARMOUR: ReadonlySet<string> = new Set(['tank', 'armoured-car', 'train', 'ship']);
const CLOSE_MISS_SHARE = 1 / 6;

/**
 * The chance that the unit falls back off its own edge before it rallies: a unit falling back must first fail its rally
 * test; one standing must first lose a stand to the enemies that can fire on it (armour: take a close miss) and fail
 * that test. Each fall back after the first follows a failed rally test.
 */
export function routChance(state: FcState, u: UnitState): number {
  if (!onTable(u) || u.immobile !== 'no' || ownStands(u).length === 0) return 0;
  const move = moveDice(state.system, moverOf(u));
  const room = edgeRoom(state, u);
  if (chanceOver(FALL_BACKS_FOLLOWED * move.dice, FALL_BACKS_FOLLOWED * move.fixed, room) === 0) return 0;
  if (u.fallingBack) {
    const rally = moraleFailChance(state, u);
    return offBeforeRally(move, room, rally, rally);
  }
  const armour = ARMOUR.has(kindOf(u));
  // A unit of one stand loses it only with its last man: it does not fall back from fire.
  if (!armour && u.stands.length <= 1) return 0;
  const lost = armour ? [] : [STAND_LOST];
  const fail = moraleFailChance(state, u, lost);
  const ifHit = offBeforeRally(move, room, fail, moraleFailChance(state, u, [...lost, FALLING_BACK]));
  // Bounded before the sight lines are asked for: every enemy able to fire, each sure to cost a stand.
  if (ifHit * (ownStands(u).length * 4 + 10) < NEGLIGIBLE) return 0;
  const n = threats(state, u);
  if (n === 0) return 0;
  const perThreat = ROUT_WEIGHTS.standLostPerThreat * (u.cover ? ROUT_WEIGHTS.coverShare : 1) * (armour ? CLOSE_MISS_SHARE : 1);
  return (1 - (1 - perThreat) ** n) * ifHit;
}

/**
 * What a unit falling back off the table would cost its side: its stands (each counted full, so that a man shot does
 * not make the unit's flight look cheaper while its morale is no worse), and its weight for army morale.
 */
function stakeOf(state: FcState, u: UnitState): number {
  const stands = ownStands(u);
  return stands.length * Math.max(...stands.map((s) => s.figures)) + lossWeight(state, u);
}

/** The rout part of the foresight: the enemy's units likely to fall back off the table less ours, at their stakes. */
export function routTerm(state: FcState, side: SideId): number {
  let total = 0;
  for (const u of state.units) {
    const chance = routChance(state, u);
    if (chance === 0) continue;
    const cost = chance * stakeOf(state, u);
    total += u.side === side ? -cost : cost;
  }
  return total;
}
