import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { type Bombardment, type FcState, type UnitState, kindOf, unitCentre } from '../state.ts';
import { allowanceFor, shiftCost, shiftUnit } from './movement.ts';
import { BOMBARDMENT_MOVE_FRACTION } from '../tables/tables-move.ts';
import { BOMBARDMENT_CASUALTY_ON } from '../tables/tables-melee.ts';
import { fallBack, testMorale } from '../morale/morale.ts';
import { inflict } from '../fire/casualties.ts';
import { round1 } from './stands.ts';

const inside = (z: Bombardment, p: Vec): boolean => Math.abs(p.x - z.x) <= z.size / 2 && Math.abs(p.y - z.y) <= z.size / 2;

/** The first bombardment the shift (dx, dy) of the unit's stands runs into, and how far along (0..1) it enters. */
export function bombardmentOnPath(state: FcState, unit: UnitState, dx: number, dy: number): { zone: Bombardment; t: number } | null {
  if (state.bombardments.length === 0) return null;
  const steps = Math.max(1, Math.ceil(hypot(dx, dy) / 0.25));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    for (const s of unit.stands) {
      const p = { x: s.x + dx * t, y: s.y + dy * t };
      for (const z of state.bombardments) if (inside(z, p)) return { zone: z, t };
    }
  }
  return null;
}

/** The largest fraction of the shift whose cost stays within `limit` inches (costs grow along the way). */
function fractionWithin(state: FcState, unit: UnitState, dx: number, dy: number, limit: number): number {
  let lo = 0, hi = 1;
  for (let k = 0; k < 12; k++) {
    const mid = (lo + hi) / 2;
    const c = shiftCost(state, unit, dx * mid, dy * mid);
    if (c && c.cost <= limit + 1e-6) lo = mid; else hi = mid;
  }
  return lo;
}

/**
 * A unit's move to `to` (already checked legal): through a bombardment "No units except Tanks, armored trains, or
 * ships can move through a Bombardment without testing morale. Any morale failure and the unit must stop at edge
 * of bombardment area. If morale test passed, unit's move is cut in half"; a 6 on the test costs a casualty;
 * armoured cars that fail fall back instead of being pinned. A unit that moved half or less of its dice claims cover.
 */
export function performMove(state: FcState, unit: UnitState, to: Vec, dice: Dice, events: GameEvent[]): void {
  const from = unitCentre(unit);
  let dx = to.x - from.x, dy = to.y - from.y;
  const cost = shiftCost(state, unit, dx, dy)!;
  const allowance = allowanceFor(unit, cost.column);
  const kind = kindOf(unit);
  const crossing = kind === 'ship' ? null : bombardmentOnPath(state, unit, dx, dy);
  let note = '';
  if (crossing) {
    const half = allowance * BOMBARDMENT_MOVE_FRACTION;
    if (kind === 'tank' || kind === 'train') {
      note = ' (through the bombardment at half rate)';
    } else {
      const test = testMorale(state, unit, dice, events, `moving into the ${crossing.zone.label}`, 'normal', crossing.zone.modifier ? [{ label: 'heavier guns bombarding', value: crossing.zone.modifier }] : []);
      if (test.die === BOMBARDMENT_CASUALTY_ON) inflict(state, unit, 1, 'bombardment', dice, events);
      if (unit.status !== 'active') return;
      if (!test.passed) {
        if (kind === 'armoured-car') { fallBack(state, unit, dice, events, 'turned back by the bombardment'); unit.moved = true; return; }
        const t = Math.max(0, crossing.t - 0.05);
        dx *= t; dy *= t;
        unit.pinned = true;
        note = ' and stop at the edge of the bombardment, pinned';
      } else {
        note = ' (through the bombardment, half its move)';
      }
    }
    if (!unit.pinned) {
      const t = fractionWithin(state, unit, dx, dy, half);
      dx *= t; dy *= t;
    }
  }
  const spent = shiftCost(state, unit, dx, dy)?.cost ?? 0;
  shiftUnit(unit, dx, dy);
  unit.moved = true;
  // "any unit that moves only 1/2 or less of the movement to which it is entiled by the dice may claim to be in cover".
  unit.cover = spent <= allowance / 2 + 1e-6;
  events.push({
    kind: 'move', side: unit.side, unitId: unit.id, at: [{ x: from.x + dx, y: from.y + dy }],
    text: `${unit.name} move ${round1(hypot(dx, dy))}"${cost.column ? ' in column along the road' : ''}${note}${unit.cover ? ', claiming cover' : ''}`,
  });
}

/** A unit with a leadership point that holds in phase 3 moves "1/2 or less" of its dice: it claims cover (README). */
export function holdInPlace(unit: UnitState, events: GameEvent[]): void {
  unit.cover = true;
  events.push({ kind: 'hold', side: unit.side, unitId: unit.id, text: `${unit.name} hold their ground and claim cover` });
}
