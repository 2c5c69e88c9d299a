import { OUTCOME_SCORE } from '../../../engine/ruleset.ts';
import { hasAnyTag } from '../../../engine/scenario-units.ts';
import { exitAlong } from '../../../geometry/segments.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { otherSide, type SideId } from '../../../scenario/terrain-kinds.ts';
import { type Assault, type FcState, type UnitState, onTable, ownFigures, unitCentre } from '../state.ts';
import { rearward } from '../morale/morale.ts';
import { assaultBar, assaultReach, assaultTargets } from '../melee/assault.ts';
import { attackedInFlank } from '../melee/melee.ts';
import { unitDistance } from '../movement/stands.ts';
import { crossesWire, terrainOf } from '../movement/terrain.ts';
import { moverOf } from '../movement/movement.ts';
import { moveDice } from '../tables/tables-move.ts';
import { meleeOdds } from './melee-odds.ts';
import { stillFought } from '../melee/melee.ts';

/**
 * The share of its worth a melee still to be declared counts for, against one declared: the defender may yet move
 * off, or the attacker be pinned by defensive fire or fail its fright test before it goes in.
 */
export const ASSAULT_TO_COME_SHARE = 0.5;
import { chanceOver } from './rout-risk.ts';

/**
 * The chance that a beaten defender ends up out of the area: wiped out by its casualties, or its fall back ("one move
 * to rear", morale/morale.ts) carrying every stand past the area's edge. A unit that cannot move stays where it is.
 */
function outChance(state: FcState, u: UnitState, beaten: readonly number[], polygon: readonly Vec[]): number {
  const figures = ownFigures(u);
  const { width, height } = state.scenario.table;
  const dir = rearward(state, u);
  let need = 0;
  for (const s of u.stands) need = Math.max(need, exitAlong(s, dir, polygon, width + height));
  const move = moveDice(state.system, moverOf(u));
  const fallsOut = u.immobile !== 'no' || need === Infinity ? 0 : chanceOver(move.dice, move.fixed, need);
  let chance = 0;
  beaten.forEach((p, lost) => { chance += p * (lost >= figures ? 1 : fallsOut); });
  return chance;
}

/**
 * What the melees of this turn are worth as the game's end (README: "How the AI weighs Forward Comrades"): an area one
 * side must clear is cleared at the end of the turn, after the melees, when every unit of the other side still in it
 * is assaulted and each is beaten and leaves it. That chance, for `side`, at a decided game's worth. A holder not yet
 * assaulted counts by the assaults still to come on it this turn, from units that may still assault it ("a unit with a
 * leadership point that did not move in phase 3"), each attacker on one holder only, at `ASSAULT_TO_COME_SHARE`: so a
 * unit beside the last holder keeps still in phase 3 rather than give its assault away for a few inches.
 */
export function decisiveTerm(state: FcState, side: SideId): number {
  if (state.phase === 'over') return 0;
  let total = 0;
  for (const c of state.scenario.victory) {
    if (c.type !== 'clear-area') continue;
    const area = state.scenario.terrain.find((f) => f.id === c.areaId);
    if (area?.kind !== 'area') continue;
    const holders = state.units.filter((u) => u.side === otherSide(c.winner) && onTable(u) && hasAnyTag(state.scenario, u.id, c.tags)
      && u.stands.some((s) => pointInPolygon(s, area.polygon)));
    if (holders.length === 0) continue;
    const free = state.units.filter((u) => u.side === c.winner && !u.assaulted && assaultBar(state, u) === null);
    if (state.assaults.length === 0 && free.length === 0) continue;
    let chance = 1;
    for (const h of holders) {
      const declared = state.assaults.filter((a) => a.target === h.id && stillFought(state, a, h));
      if (declared.length > 0) { chance *= outChance(state, h, meleeOdds(state, declared, h).beaten, area.polygon); continue; }
      const toCome = assaultsToCome(state, h, free);
      if (toCome.length === 0) { chance = 0; break; }
      chance *= ASSAULT_TO_COME_SHARE * outChance(state, h, meleeOdds(state, toCome, h).beaten, area.polygon);
    }
    total += (c.winner === side ? 1 : -1) * chance * OUTCOME_SCORE;
  }
  return total;
}

/**
 * The assaults that units of `free` (those that may still assault this turn) could make on `h`, as they would go in
 * from where they stand; each unit taken is removed from `free`, for a unit assaults one enemy only.
 */
function assaultsToCome(state: FcState, h: UnitState, free: UnitState[]): Assault[] {
  const out: Assault[] = [];
  for (let i = free.length - 1; i >= 0; i--) {
    const u = free[i]!;
    // The distance first: it is cheap, and most units stand out of reach.
    if (unitDistance(u, h) > assaultReach(u) + 1e-9 || !assaultTargets(state, u).includes(h)) continue;
    const start = unitCentre(u);
    out.push({ attacker: u.id, target: h.id, from: u.stands.map((s) => ({ x: s.x, y: s.y })), flank: attackedInFlank(h, start), wire: crossesWire(terrainOf(state.scenario), start, unitCentre(h)) });
    free.splice(i, 1);
  }
  return out;
}
