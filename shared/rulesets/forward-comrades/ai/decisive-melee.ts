import { OUTCOME_SCORE } from '../../../engine/ruleset.ts';
import { hasAnyTag } from '../../../engine/scenario-units.ts';
import { exitAlong } from '../../../geometry/segments.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { otherSide, type SideId } from '../../../scenario/terrain-kinds.ts';
import { type FcState, type UnitState, onTable, ownFigures } from '../state.ts';
import { rearward } from '../morale/morale.ts';
import { moverOf } from '../movement/movement.ts';
import { moveDice } from '../tables/tables-move.ts';
import { meleeOdds } from './melee-odds.ts';
import { stillFought } from '../melee/melee.ts';
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
 * What the melees declared this turn are worth as the game's end (README: "How the AI weighs Forward Comrades"): an
 * area one side must clear is cleared at the end of the turn, after the melees, when every unit of the other side
 * still in it is assaulted and each is beaten and leaves it. That chance, for `side`, at a decided game's worth.
 */
export function decisiveTerm(state: FcState, side: SideId): number {
  if (state.assaults.length === 0) return 0;
  let total = 0;
  for (const c of state.scenario.victory) {
    if (c.type !== 'clear-area') continue;
    const area = state.scenario.terrain.find((f) => f.id === c.areaId);
    if (area?.kind !== 'area') continue;
    const holders = state.units.filter((u) => u.side === otherSide(c.winner) && onTable(u) && hasAnyTag(state.scenario, u.id, c.tags)
      && u.stands.some((s) => pointInPolygon(s, area.polygon)));
    if (holders.length === 0) continue;
    let chance = 1;
    for (const h of holders) {
      const assaults = state.assaults.filter((a) => a.target === h.id && stillFought(state, a, h));
      if (assaults.length === 0) { chance = 0; break; }
      chance *= outChance(state, h, meleeOdds(state, assaults, h).beaten, area.polygon);
    }
    total += (c.winner === side ? 1 : -1) * chance * OUTCOME_SCORE;
  }
  return total;
}
