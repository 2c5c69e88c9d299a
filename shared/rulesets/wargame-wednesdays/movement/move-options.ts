import type { Choice } from '../../../engine/ruleset.ts';
import { COMPASS_HEADINGS, victoryAreaCentres } from '../../../engine/move-headings.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { WwAction } from '../actions.ts';
import { type UnitState, type WwState, centroid, findUnit, onTable } from '../state.ts';
import { direction, unitCentre, unitDistance } from '../ground/stands.ts';
import { allowanceOf, ENEMY_CLEARANCE, furthestAlong, moveRefusal, round } from './movement.ts';
import { chargeRefusal, contactOn } from '../melee/charge.ts';
import { mayCharge } from '../tables.ts';
import { kindOf } from '../state.ts';

/** How many of the nearest enemies moves are offered toward. */
const ENEMIES_TOWARD = 3;

/**
 * The choices for one unit of the moving command: hold; a move the whole allowance each way round the compass
 * (half of it square to the table), toward the nearest enemies and toward the objectives (as far as the ground lets it); a charge
 * at each enemy it might reach; or, when contacted, evade or stand.
 */
export function unitMoveChoices(state: WwState, unit: UnitState): Choice<WwAction>[] {
  const side = unit.side;
  const contact = contactOn(state, unit.id);
  if (contact) {
    const charger = findUnit(state, contact.charger)!;
    return [
      { action: { type: 'hold', side, unitId: unit.id }, label: `${unit.name}: stand and meet the charge of ${charger.name}`, unitId: unit.id },
      { action: { type: 'evade', side, unitId: unit.id }, label: `${unit.name}: evade ${charger.name} (1d6")`, unitId: unit.id },
    ];
  }
  const out: Choice<WwAction>[] = [{ action: { type: 'hold', side, unitId: unit.id }, label: `${unit.name}: hold`, unitId: unit.id }];
  const allowance = allowanceOf(unit);
  const from = centroid(unit.stands);
  const seen: Vec[] = [];
  const offer = (dir: Vec, most: number, why: string) => {
    const d = furthestAlong(state, unit, dir, most, allowance);
    if (d < 0.5) return;
    const to = { x: from.x + dir.x * d, y: from.y + dir.y * d };
    if (seen.some((p) => Math.abs(p.x - to.x) < 0.5 && Math.abs(p.y - to.y) < 0.5)) return;
    // The step measures the move from the unit's centre, as here; a place found along the way may differ from it by
    // a rounding that tips a sample at a terrain edge, so it is offered only when the step will take it.
    if (moveRefusal(state, unit, to) !== null) return;
    seen.push(to);
    out.push({ action: { type: 'move', side, unitId: unit.id, x: to.x, y: to.y }, label: `${unit.name}: move ${round(d)}" ${why}`, unitId: unit.id });
  };
  const enemies = state.units.filter((e) => e.side !== side && onTable(e)).sort((a, b) => unitDistance(unit, a) - unitDistance(unit, b));
  for (const e of enemies.slice(0, ENEMIES_TOWARD)) offer(direction(from, unitCentre(e)), Math.min(allowance, unitDistance(unit, e) - ENEMY_CLEARANCE), `toward ${e.name}`);
  for (const o of victoryAreaCentres(state.scenario)) offer(direction(from, o), allowance, 'toward the objective');
  COMPASS_HEADINGS.forEach(({ name, dir }, i) => {
    offer(dir, allowance, name);
    // Half moves only square to the table: enough to edge forward or sideways without doubling the list.
    if (i % 2 === 0) offer(dir, allowance / 2, `${name}, a short way`);
  });
  if (mayCharge(kindOf(unit))) {
    for (const e of enemies) {
      if (chargeRefusal(state, unit, e) !== null) continue;
      out.push({ action: { type: 'charge', side, unitId: unit.id, targetId: e.id }, label: `${unit.name}: charge ${e.name} (${round(unitDistance(unit, e))}" away)`, unitId: unit.id });
    }
  }
  return out;
}
