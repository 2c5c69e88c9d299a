import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { headingOf } from '../../../geometry/vec.ts';
import { boundsOf } from '../../../geometry/polygon.ts';
import { type FcState, type UnitState, kindOf, onTable, unitCentre } from '../state.ts';
import {
  CAVALRY_CHARGE_DICE, ROAD_DIE, UNLIMBERED_INCHES, armouredCarRoadDice, getsRoadDie, moveDice, moveInches, roughRule, type Mover,
} from '../tables/tables-move.ts';
import { alongTheWay, isRough, onRailway, onRiver, onRoad, terrainOf } from './terrain.ts';
import { halfWidth, onTheTable, overlapping, placedCloserThan, round1, shifted } from './stands.ts';

/** Which line of the movement tables a unit moves on. */
export function moverOf(unit: UnitState): Mover {
  switch (kindOf(unit)) {
    case 'infantry': return 'infantry';
    case 'cavalry': return unit.mounted ? 'cavalry' : 'infantry';
    case 'mg': return 'mg';
    case 'gun': return 'limbered-gun';
    case 'tank': return 'tank';
    case 'armoured-car': return 'armoured-car';
    case 'train': return 'train';
    case 'ship': return unit.towing ? 'ship-towing' : 'ship';
    case 'wagon': return 'wagon';
    case 'leader': return 'officer';
  }
}

const MOVER_LABEL: Readonly<Record<Mover, string>> = {
  'infantry': 'infantry', 'mg': 'machine guns', 'cavalry': 'cavalry', 'officer': 'officers', 'tank': 'tanks', 'armoured-car': 'armoured car off road',
  'limbered-gun': 'guns, limbered', 'train': 'trains', 'ship': 'ships', 'ship-towing': 'ships towing barges', 'wagon': 'supply wagons',
};

/**
 * Rolls a unit's move for the turn on the scenario's movement table: its dice, the road die ("Units on road or trail
 * in column add one D6"; an armoured car's road rate instead) and, for mounted cavalry, the charge dice.
 */
export function rollMove(state: FcState, unit: UnitState, dice: Dice, events: GameEvent[]): void {
  const mover = moverOf(unit);
  const move = moveDice(state.system, mover);
  const rolled = dice.roll(move.dice, 6);
  unit.allowance = moveInches(move, rolled);
  unit.roadInches = 0;
  unit.chargeInches = 0;
  const system = state.system === 'all-dice' ? 'all dice' : 'fixed plus D6';
  events.push({
    kind: 'note', side: unit.side, unitId: unit.id, text: `${unit.name} may move ${unit.allowance}"`,
    roll: {
      table: 'movement', column: `${MOVER_LABEL[mover]}, ${system}`, target: `${move.fixed > 0 ? `${move.fixed}" + ` : ''}${move.dice} D6`,
      dice: rolled, modifiers: move.fixed > 0 ? [{ label: 'fixed part', value: move.fixed }] : [], total: unit.allowance, result: `${unit.allowance}"`, rule: 'Forward Comrades: Movement',
    },
  });
  const extra = (what: string, inches: number, dice: number[], fixed: number, rule: string) => events.push({
    kind: 'note', side: unit.side, unitId: unit.id, text: `${unit.name}: ${what} ${inches}"`,
    roll: { table: 'movement', column: `${what}, ${system}`, dice, modifiers: fixed > 0 ? [{ label: 'fixed part', value: fixed }] : [], total: inches, result: `+${inches}"`, rule },
  });
  if (mover === 'armoured-car') {
    const road = armouredCarRoadDice(state.system);
    const roadRolled = dice.roll(Math.max(0, road.dice - move.dice), 6);
    unit.roadInches = road.fixed - move.fixed + roadRolled.reduce((a, b) => a + b, 0);
    extra('more on a road', unit.roadInches, roadRolled, road.fixed - move.fixed, 'Forward Comrades: Movement (armoured car on road)');
  } else if (getsRoadDie(mover)) {
    const roadRolled = dice.roll(ROAD_DIE, 6);
    unit.roadInches = roadRolled[0]!;
    extra('more on a road in column', unit.roadInches, roadRolled, 0, 'Forward Comrades: Movement (road or trail in column)');
  }
  if (mover === 'cavalry') {
    const charge = dice.roll(CAVALRY_CHARGE_DICE, 6);
    unit.chargeInches = charge[0]! + charge[1]!;
    extra('more if charging', unit.chargeInches, charge, 0, 'Forward Comrades: Movement (cavalry charging)');
  }
}

const SAMPLE_STEP = 0.5;

export interface ShiftCost {
  /** Inches of allowance spent. */
  cost: number;
  /** Every stand went along a road or track the whole way: in column, the road die counts and rough is negated. */
  column: boolean;
}

/**
 * What moving every stand by (dx, dy) costs: rough stretches count double ("half in rough") or are closed; trains
 * keep to the railway and ships to the river; "Road/trail negates rough terrain penalty if unit in column".
 * Null when the way is closed.
 */
export function shiftCost(state: FcState, unit: UnitState, dx: number, dy: number): ShiftCost | null {
  let byMover = costsKept.get(unit.stands);
  if (!byMover) {
    byMover = new Map();
    costsKept.set(unit.stands, byMover);
  }
  const mover = moverOf(unit);
  let byDx = byMover.get(mover);
  if (!byDx) {
    byDx = new Map();
    byMover.set(mover, byDx);
  }
  let byDy = byDx.get(dx);
  if (!byDy) {
    byDy = new Map();
    byDx.set(dx, byDy);
  }
  const known = byDy.get(dy);
  if (known !== undefined) return known;
  const found = shiftCostAfresh(state, unit, dx, dy);
  byDy.set(dy, found);
  return found;
}

/**
 * Costs worked out, per list of stands and per mover and shift (by the numbers themselves, not their text): a list
 * never changes once a state holds it (state.ts, `Stand`), and the AI asks the same moves of a unit that stands still
 * from state to state.
 */
const costsKept = new WeakMap<UnitState['stands'], Map<Mover, Map<number, Map<number, ShiftCost | null>>>>();

/** `shiftCost` worked out afresh. */
export function shiftCostAfresh(state: FcState, unit: UnitState, dx: number, dy: number): ShiftCost | null {
  const index = terrainOf(state.scenario);
  const mover = moverOf(unit);
  const rule = roughRule(mover);
  const length = hypot(dx, dy);
  if (length === 0) return { cost: 0, column: false };
  // Rounding off a float error first: a move offered and the same move stepped must be sampled alike.
  const steps = Math.max(1, Math.ceil(length / SAMPLE_STEP - 1e-6));
  let column = mover !== 'tank' && mover !== 'train' && mover !== 'ship' && mover !== 'ship-towing';
  const costs: number[] = [];
  const onLine = mover === 'train' || mover === 'ship' || mover === 'ship-towing';
  for (const s of unit.stands) {
    // Most moves cross nothing but open ground: only the features near the way can make it dearer or a column.
    const near = onLine ? null : alongTheWay(index, s, { x: s.x + dx, y: s.y + dy });
    const roughMatters = !near || (near.rough && rule !== 'free');
    if (near && !roughMatters && (!near.road || !column)) { column = false; costs.push(length); continue; }
    let cost = 0;
    for (let i = 0; i <= steps; i++) {
      const p = { x: s.x + (dx * i) / steps, y: s.y + (dy * i) / steps };
      if (mover === 'train' && !onRailway(index, p)) return null;
      if ((mover === 'ship' || mover === 'ship-towing') && !onRiver(index, p)) return null;
      const rough = i > 0 && rule !== 'free' && isRough(index, p);
      // The road is looked for only where it still matters: a column not yet broken, or rough ground closed but for it.
      if ((column || (rough && rule === 'closed')) && !onRoad(index, p)) {
        column = false;
        if (rough && rule === 'closed') return null;
      }
      if (i === 0) continue;
      cost += (length / steps) * (rough && rule === 'half' ? 2 : 1);
    }
    costs.push(cost);
  }
  return { cost: column ? length : Math.max(...costs), column };
}

/** The allowance a move of this kind may spend: the dice, with the road dice in column; a gun unlimbered may always go 2". */
export const allowanceFor = (unit: UnitState, column: boolean, charging = false): number =>
  unit.allowance + (column ? unit.roadInches : 0) + (charging ? unit.chargeInches : 0);

/** A plain move must end this far from every enemy: only an assault makes contact (README: "Measuring"). */
export const ENEMY_CLEARANCE = 1;

/** Why the stands placed at `stands` are no legal end of a move, or null (`contact`: enemies it may touch). */
export function placeRefusal(state: FcState, unit: UnitState, stands: readonly Vec[], contact: readonly string[] = []): string | null {
  if (!onTheTable(state, stands)) return 'the move would leave the table';
  const other = overlapping(state, unit, stands, contact);
  if (other) return `the move would end on ${other.name}`;
  const box = boundsOf(stands);
  for (const e of state.units) {
    if (e.side === unit.side || !onTable(e) || contact.includes(e.id)) continue;
    if (placedCloserThan(stands, box, e, halfWidth(unit) + halfWidth(e) + ENEMY_CLEARANCE - 1e-6)) return `only an assault may come within ${ENEMY_CLEARANCE}" of ${e.name}`;
  }
  return null;
}

/** Why a move of the unit's centre to `to` is refused, or null; with its cost when legal. */
export function moveCheck(state: FcState, unit: UnitState, to: Vec): { refusal: string } | { cost: ShiftCost } {
  const from = unitCentre(unit);
  const dx = to.x - from.x, dy = to.y - from.y;
  const cost = shiftCost(state, unit, dx, dy);
  const mover = moverOf(unit);
  if (!cost) return { refusal: mover === 'train' ? `${unit.name} must keep to the railway` : mover.startsWith('ship') ? `${unit.name} must keep to the river` : `${unit.name} cannot go into rough ground` };
  const allowance = allowanceFor(unit, cost.column);
  const gunPushed = mover === 'limbered-gun' && cost.cost <= UNLIMBERED_INCHES + 1e-6;
  if (cost.cost > allowance + 1e-6 && !gunPushed) return { refusal: `${unit.name} may move ${round1(allowance)}" and that move costs ${round1(cost.cost)}" (rough ground counts double)` };
  const refusal = placeRefusal(state, unit, shifted(unit.stands, dx, dy));
  return refusal ? { refusal } : { cost };
}

/** Moves every stand by (dx, dy), facing the way it went. */
export function shiftUnit(unit: UnitState, dx: number, dy: number): void {
  const facing = dx === 0 && dy === 0 ? null : headingOf({ x: dx, y: dy });
  unit.stands = unit.stands.map((s) => ({ ...s, x: s.x + dx, y: s.y + dy, facing: facing ?? s.facing }));
}

/**
 * The farthest fraction t of the shift (dx, dy) the unit can make spending at most `budget` and ending on a legal
 * place: the whole way, or the last legal point found by halving (to within a thirty-second of the way).
 */
export function furthestFraction(state: FcState, unit: UnitState, dx: number, dy: number, budget: number, contact: readonly string[] = []): number {
  const legal = (t: number): boolean => {
    const c = shiftCost(state, unit, dx * t, dy * t);
    if (!c || c.cost > budget + (c.column ? unit.roadInches : 0) + 1e-6) return false;
    return placeRefusal(state, unit, shifted(unit.stands, dx * t, dy * t), contact) === null;
  };
  if (legal(1)) return 1;
  // The way is taken to be open up to some point and closed beyond it: halve toward that point, to a twentieth.
  let lo = 0, hi = 1;
  for (let k = 0; k < 5; k++) {
    const mid = (lo + hi) / 2;
    if (legal(mid)) lo = mid; else hi = mid;
  }
  // lo moved only to points found legal, so it is one (or 0, the unit stays).
  return lo;
}
