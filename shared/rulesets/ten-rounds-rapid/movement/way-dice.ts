import type { Dice } from '../../../engine/dice.ts';

/**
 * One thing on a way that costs penalty dice. `atCm` is how far along the way an obstacle lies (null: the cost is
 * the whole way's, as its going, moving and firing, gas masks or fog); `terrain` whether the terrain causes it
 * (section 18 "Mechanical Breakdowns": "+1 for each penalty caused by terrain").
 */
export interface WayCost { label: string; penalties: number; atCm: number | null; terrain: boolean }

export interface WayRoll {
  /** How far the unit gets, centimetres. */
  cm: number;
  /** Every penalty die rolled, in the order rolled. */
  dice: number[];
  /** The costs paid, in the order they were listed. */
  paid: WayCost[];
  /** Penalty dice the terrain caused, of those rolled. */
  terrainPenalties: number;
  /** The obstacle the unit reached but could not get over, where its move ends; null if none. */
  stoppedAt: WayCost | null;
}

/** A unit stopped at an obstacle stands this far short of it, centimetres, so that its next move crosses it. */
export const SHORT_OF_OBSTACLE_CM = 0.5;

/**
 * Section 11: penalties are rolled "when moving in poor or bad terrain, or trying to cross a linear obstacle", a d10
 * cm each off the move (README: "Penalties past the move"). The whole way's costs are rolled first. Then each
 * obstacle in the order the way meets it, and only if what is left of the move reaches it: one the move does not
 * reach is not tried, and costs nothing. A unit that reaches an obstacle and is left too little to get over it stops
 * at it, on the near side, and tries again at its next move ("This continues until the wire is fully traversed").
 */
export function rollTheWay(rateCm: number, wantedCm: number, costs: readonly WayCost[], dice: Dice): WayRoll {
  const rolled: number[] = [];
  const paid = new Set<WayCost>();
  const pay = (c: WayCost): number => {
    const d = dice.roll(c.penalties, 10);
    rolled.push(...d);
    paid.add(c);
    return d.reduce((a, b) => a + b, 0);
  };
  let left = rateCm;
  for (const c of costs) if (c.atCm === null && c.penalties > 0) left -= pay(c);
  let stoppedAt: WayCost | null = null;
  const obstacles = costs.filter((c) => c.atCm !== null && c.penalties > 0).sort((a, b) => a.atCm! - b.atCm!);
  for (const o of obstacles) {
    if (Math.min(wantedCm, left) < o.atCm!) break;
    left -= pay(o);
    if (left < o.atCm!) { stoppedAt = o; break; }
  }
  const cm = stoppedAt ? Math.max(0, stoppedAt.atCm! - SHORT_OF_OBSTACLE_CM) : Math.max(0, Math.min(wantedCm, left));
  const order = costs.filter((c) => paid.has(c));
  return { cm, dice: rolled, paid: order, terrainPenalties: order.reduce((a, c) => a + (c.terrain ? c.penalties : 0), 0), stoppedAt };
}
