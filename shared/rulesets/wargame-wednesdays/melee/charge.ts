import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { CHARGE_BONUS_DICE, EVADE_DICE, MOVE_INCHES, mayCharge } from '../tables.ts';
import { type UnitState, type WwState, kindOf, onTable } from '../state.ts';
import { direction, halfWidth, nearestPair, unitCentre, unitDistance } from '../ground/stands.ts';
import { furthestAlong, placeRefusal, round, shiftCost, shiftUnit } from '../movement/movement.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { sees } from '../fire/fire.ts';
import { headingDegrees, movedStands } from '../ground/stands.ts';
import { contactShift, standShapes } from '../ground/contact.ts';
import { shapesOverlap } from '../../../geometry/base.ts';
import { ROUGH_AREAS, terrainOf } from '../ground/terrain.ts';
import { theName } from '../../../engine/agreement.ts';

/** The longest a charge can reach: the basic move and a 6 on the bonus die. */
export const chargeReach = (unit: UnitState): number => MOVE_INCHES[kindOf(unit)] + 6 * CHARGE_BONUS_DICE;

/** Why `unit` may not charge `target`, or null. Only infantry and cavalry charge, at an enemy they can see and might reach. */
export function chargeRefusal(state: WwState, unit: UnitState, target: UnitState | undefined): string | null {
  if (!mayCharge(kindOf(unit))) return `${unit.name} may not charge: only infantry and cavalry charge`;
  if (!target || target.side === unit.side || !onTable(target)) return 'there is no such enemy unit on the table';
  if (unitDistance(unit, target) > chargeReach(unit)) return `${target.name} are beyond any charge of ${unit.name}`;
  if (!sees(state, unit, target)) return `${unit.name} cannot see ${target.name}`;
  return null;
}

/**
 * "Before measuring the distance to the charger, roll 1d6 and add that many inches to the unit's move. If the unit
 * has enough move to contact the enemy, then the charge is a success … it stops after moving as far as it can."
 * The charger moves straight at the nearest stand of its target until the two stands touch.
 */
export function charge(state: WwState, unit: UnitState, target: UnitState, dice: Dice, events: GameEvent[]): void {
  const bonus = dice.d(6);
  const allowance = MOVE_INCHES[kindOf(unit)] + bonus;
  const path = chargePath(state, unit, target);
  const { dir, need, cost } = path;
  const contact = cost !== null && cost <= allowance + 1e-6;
  const moved = contact ? need : furthestAlong(state, unit, dir, need, allowance, [target.id]);
  shiftUnit(unit, dir.x * moved, dir.y * moved);
  unit.moved = true;
  state.charges.push({ charger: unit.id, target: target.id, contact, remaining: contact ? round(allowance - (cost ?? 0)) : 0 });
  events.push({
    kind: 'move', side: unit.side, unitId: unit.id, targetUnitId: target.id, at: [unitCentre(unit)],
    text: contact ? `${unit.name} charge ${target.name} and make contact`
      : `${unit.name} charge ${target.name} but ${path.blocked ? `cannot make contact (${path.blocked}) and stop` : 'fall'} ${round(need - moved)}" short`,
    roll: {
      table: 'charge', column: `${kindOf(unit)} (${MOVE_INCHES[kindOf(unit)]}")`, target: chargeTarget(state, unit, path), dice: [bonus],
      modifiers: [{ label: 'basic move', value: MOVE_INCHES[kindOf(unit)] }], total: allowance,
      result: contact ? 'contact' : 'short', rule: 'Wargame Wednesdays: Charge and response 1-3',
    },
  });
}

/**
 * The way a charge goes: straight at the target's nearest stand, `need` inches to touch it, for `cost` of the move
 * (null: it cannot end there, and `blocked` says why).
 */
export interface ChargePath { dir: Vec; need: number; cost: number | null; contactStands: UnitState['stands']; blocked?: string }

/**
 * The way into contact: straight from the unit's stand nearest the target at that stand's centre, and how far along
 * it the stands touch edge to edge, none overlapping (README: "Contact").
 */
export function wayToContact(unit: UnitState, target: UnitState): { dir: Vec; need: number } {
  const pair = nearestPair(unit.stands, target.stands);
  const dir = direction(pair.from, pair.to);
  // Straight at the nearest stand's centre the way always meets it; the fallback is for stands on the same spot.
  const touch = contactShift(unit, target, dir);
  return { dir, need: Number.isFinite(touch) ? touch : Math.max(0, pair.centres - halfWidth(unit) - halfWidth(target)) };
}

export function chargePath(state: WwState, unit: UnitState, target: UnitState): ChargePath {
  const { dir, need } = wayToContact(unit, target);
  const contactStands = movedStands(unit.stands, dir.x * need, dir.y * need);
  const blocked = standsOn(state, unit, contactStands, headingDegrees(dir), target) ?? placeRefusal(state, unit, contactStands, [target.id]);
  if (blocked) return { dir, need, cost: null, contactStands, blocked };
  const cost = shiftCost(state, unit, dir.x * need, dir.y * need);
  return cost === null ? { dir, need, cost, contactStands, blocked: `rough terrain on the way is closed to ${kindOf(unit)}` } : { dir, need, cost, contactStands };
}

/** Why stands placed in contact, facing `facing`, would stand on another unit than the target (as rectangles), or null. */
function standsOn(state: WwState, unit: UnitState, stands: UnitState['stands'], facing: number, target: UnitState): string | null {
  const placed = standShapes({ troopType: unit.troopType, stands }, facing);
  for (const other of state.units) {
    if (other.id === unit.id || other.id === target.id || !onTable(other)) continue;
    if (!placed.some((p) => standShapes(other).some((q) => shapesOverlap(p, q)))) continue;
    return other.side === unit.side ? `a friend, ${other.name}, stands on the spot` : `contact would land on another unit, ${other.name}`;
  }
  return null;
}

/** What the charge's roll says it had to reach: the inches to contact, and the move they cost when that is more, or why it cannot end there. */
function chargeTarget(state: WwState, unit: UnitState, path: ChargePath): string {
  const to = `${round(path.need)}" to contact`;
  if (path.blocked) return `${to}, but ${path.blocked}`;
  if (path.cost === null || path.cost <= path.need + 0.05) return to;
  const rough = roughOnTheWay(state, unit, path);
  return `${to}, costing ${round(path.cost)}" of move (${rough ? `${rough} counts` : 'rough terrain counts'} double)`;
}

/** The name of the rough ground the charge's way crosses, for its words. */
function roughOnTheWay(state: WwState, unit: UnitState, path: ChargePath): string | null {
  const index = terrainOf(state.scenario);
  for (const s of unit.stands) {
    const hit = index.along(s, { x: s.x + path.dir.x * path.need, y: s.y + path.dir.y * path.need })
      .find((f) => f.kind === 'area' && ROUGH_AREAS.includes(f.feature.type));
    if (hit?.kind === 'area') return hit.feature.label ? theName(hit.feature.label) : `the ${hit.feature.type.replace('-', ' ')}`;
  }
  return null;
}

/** The charge in contact with `unitId` as its target, if any. */
export const contactOn = (state: WwState, unitId: string) => state.charges.find((c) => c.target === unitId && c.contact);

/**
 * "If the charged unit gets to move after being contacted, and wants to evade, it moves away 1d6 inches. If the
 * charging unit has enough remaining movement to catch it, then it is removed from the game."
 */
export function evade(state: WwState, unit: UnitState, charger: UnitState, dice: Dice, events: GameEvent[]): void {
  const rolled = dice.d(6 * EVADE_DICE);
  const { dir, moved, gap } = evasion(state, unit, charger, rolled);
  shiftUnit(unit, dir.x * moved, dir.y * moved);
  unit.moved = true;
  unit.evaded = true;
  const record = state.charges.find((c) => c.charger === charger.id && c.target === unit.id)!;
  const caught = record.remaining >= gap;
  record.contact = false;
  events.push({
    kind: 'move', side: unit.side, unitId: unit.id, targetUnitId: charger.id,
    text: caught ? `${unit.name} try to evade ${charger.name} but are caught and cut down` : `${unit.name} evade ${charger.name}, ${gap}" away`,
    roll: {
      table: 'charge', column: 'evade (1d6")', target: `more than the charger's ${record.remaining}" left`, dice: [rolled], modifiers: [], total: rolled,
      result: caught ? 'caught: removed from the game' : 'got away', rule: 'Wargame Wednesdays: Charge and response 7',
    },
  });
  if (caught) {
    unit.status = 'destroyed';
    unit.stands = [];
  }
}

/** Where an evasion of `rolled` inches takes the unit: straight away from its charger, as far as it can go, and the gap then left. */
export function evasion(state: WwState, unit: UnitState, charger: UnitState, rolled: number): { dir: Vec; moved: number; gap: number } {
  const dir = direction(unitCentre(charger), unitCentre(unit));
  const moved = furthestAlong(state, unit, dir, rolled, rolled * 2, [charger.id], false);
  const away = { ...unit, stands: movedStands(unit.stands, dir.x * moved, dir.y * moved) };
  // The charger's move left is measured against the way it would have to go to touch the evader again.
  return { dir, moved, gap: round(wayToContact(charger, away).need) };
}
