import type { Choice } from '../../../engine/ruleset.ts';
import { COMPASS_HEADINGS, victoryAreaCentres } from '../../../engine/move-headings.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { WwAction } from '../actions.ts';
import { type UnitState, type WwState, centroid, findUnit, onTable } from '../state.ts';
import { direction, unitCentre, unitDistance } from '../ground/stands.ts';
import { allowanceOf, ENEMY_CLEARANCE, furthestAlong, moveRefusal, round } from './movement.ts';
import { chargeRefusal, contactOn } from '../melee/charge.ts';
import { mayCharge } from '../tables.ts';
import { chargeForecast, evadeForecast } from '../forecast/melee-forecast.ts';
import { kindOf } from '../state.ts';

/** How many of the nearest enemies moves are offered toward. */
const ENEMIES_TOWARD = 3;

/** A way the unit is offered to move: along `dir`, at most `most` inches. */
export interface Offer { dir: Vec; most: number; why: string }

/**
 * Where an offer takes the unit: the farthest legal place along its way (null: not half an inch, or the step would
 * refuse it), and the inches from the unit's centre as the step measures and reports them (the label says the same).
 */
export interface Reached { to: Vec; inches: number }

/**
 * The choices for one unit of the moving command: hold; a move the whole allowance each way square to the table
 * (half of it forward and back), toward the nearest enemies and toward the objectives (as far as the ground lets it);
 * a charge at each enemy it might reach; or, when contacted, evade or stand.
 */
export function unitMoveChoices(state: WwState, unit: UnitState): Choice<WwAction>[] {
  const contact = contactChoices(state, unit);
  if (contact) return contact;
  const offers = offersFor(state, unit);
  return assembleChoices(unit, offers, offers.map((o) => reach(state, unit, o)), chargeChoices(state, unit));
}

/** A contacted unit's two choices, stand or evade; null when nothing has contacted it. */
export function contactChoices(state: WwState, unit: UnitState): Choice<WwAction>[] | null {
  const contact = contactOn(state, unit.id);
  if (!contact) return null;
  const side = unit.side;
  const charger = findUnit(state, contact.charger)!;
  return [
    { action: { type: 'hold', side, unitId: unit.id }, label: `${unit.name}: stand and meet the charge of ${charger.name}`, unitId: unit.id },
    { action: { type: 'evade', side, unitId: unit.id }, label: `${unit.name}: evade ${charger.name} (1d6")`, unitId: unit.id, forecast: evadeForecast(state, unit, contact) },
  ];
}

/** The ways offered, in order: toward the nearest enemies, toward the objectives, then square to the table. */
export function offersFor(state: WwState, unit: UnitState): Offer[] {
  const allowance = allowanceOf(unit);
  const from = centroid(unit.stands);
  const out: Offer[] = [];
  for (const { e, d } of enemiesApart(state, unit).slice(0, ENEMIES_TOWARD)) {
    out.push({ dir: direction(from, unitCentre(e)), most: Math.min(allowance, d - ENEMY_CLEARANCE), why: `toward ${e.name}` });
  }
  for (const o of victoryAreaCentres(state.scenario)) out.push({ dir: direction(from, o), most: allowance, why: 'toward the objective' });
  COMPASS_HEADINGS.forEach(({ name, dir }, i) => {
    // Square to the table only: the moves toward the enemies and the objectives give the slanting ways.
    if (i % 2 !== 0) return;
    out.push({ dir, most: allowance, why: name });
    // Half moves only forward and back: enough to edge up to or away from the enemy.
    if (i % 4 === 0) out.push({ dir, most: allowance / 2, why: `${name}, a short way` });
  });
  return out;
}

/** The enemies on the table with their distances, nearest first (each distance measured once). */
const enemiesApart = (state: WwState, unit: UnitState): { e: UnitState; d: number }[] =>
  state.units.filter((e) => e.side !== unit.side && onTable(e)).map((e) => ({ e, d: unitDistance(unit, e) })).sort((a, b) => a.d - b.d);

/** Where the offer takes the unit, or null. */
export function reach(state: WwState, unit: UnitState, offer: Offer): Reached | null {
  const { dir } = offer;
  const d = furthestAlong(state, unit, dir, offer.most, allowanceOf(unit));
  if (d < 0.5) return null;
  const from = centroid(unit.stands);
  const to = { x: from.x + dir.x * d, y: from.y + dir.y * d };
  // The step measures the move from the unit's centre, as here; a place found along the way may differ from it by
  // a rounding that tips a sample at a terrain edge, so it is offered only when the step will take it. Where the
  // step's shift is exactly the one found legal along the way, it asks the very same questions: no need to ask again.
  const sameShift = to.x - from.x === dir.x * d && to.y - from.y === dir.y * d;
  if (!sameShift && moveRefusal(state, unit, to) !== null) return null;
  return { to, inches: round(hypot(to.x - from.x, to.y - from.y)) };
}

/** The charges the unit might make: at each enemy it can see and might reach. */
export function chargeChoices(state: WwState, unit: UnitState): Choice<WwAction>[] {
  if (!mayCharge(kindOf(unit))) return [];
  const out: Choice<WwAction>[] = [];
  for (const { e, d } of enemiesApart(state, unit)) {
    if (chargeRefusal(state, unit, e) !== null) continue;
    out.push({
      action: { type: 'charge', side: unit.side, unitId: unit.id, targetId: e.id }, label: `${unit.name}: charge ${e.name} (${round(d)}" away)`,
      unitId: unit.id, forecast: chargeForecast(state, unit, e),
    });
  }
  return out;
}

/** Hold, the places reached (a place within an inch of one offered before is left out), then the charges. */
export function assembleChoices(unit: UnitState, offers: readonly Offer[], reached: readonly (Reached | null)[], charges: readonly Choice<WwAction>[]): Choice<WwAction>[] {
  const side = unit.side;
  const out: Choice<WwAction>[] = [{ action: { type: 'hold', side, unitId: unit.id }, label: `${unit.name}: hold`, unitId: unit.id }];
  const seen: Vec[] = [];
  reached.forEach((r, i) => {
    if (!r || seen.some((p) => Math.abs(p.x - r.to.x) < 1 && Math.abs(p.y - r.to.y) < 1)) return;
    seen.push(r.to);
    out.push({ action: { type: 'move', side, unitId: unit.id, x: r.to.x, y: r.to.y }, label: `${unit.name}: move ${r.inches}" ${offers[i]!.why}`, unitId: unit.id });
  });
  out.push(...charges);
  return out;
}
