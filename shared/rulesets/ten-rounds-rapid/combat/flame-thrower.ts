import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { distanceToSegmentSq } from '../../../geometry/segments.ts';
import { nearestPair } from '../../../geometry/point-sets.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { FLAME_RANGE_CM, FLAME_RULE, resolveFlame } from '../fire/close/flame.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, onTable } from '../state.ts';
import { isArmoured } from '../troop-kinds.ts';
import { sees, unitDistanceCm } from '../observation/observation.ts';
import { toInches } from '../scale.ts';
import { halvings, softTarget } from './fire-adapter.ts';
import { takeCasualties } from './casualties.ts';
import { fireBar } from './fire.ts';
import { armourFire, armourInput } from './heavy-fire.ts';
import { setAlight } from './burning.ts';

/**
 * Section 12 "Flame-throwers" in play (README: "Flame-throwers"): a company's flame-thrower team fires instead of the
 * company, at a seen enemy within 4 cm; "All figures and models between the firer and it's maximum range are
 * attacked", friend or foe: every unit with a piece within half a base (1 cm) of the 4 cm line from the flame-thrower
 * toward the target. Soft units take factor 16 with range shifts and no cover; armour a strike of 4 at normal range.
 */

/** How far to either side of the line of flame a piece is still "between the firer and its maximum range", cm. */
export const FLAME_WIDTH_CM = 1;

export const hasFlameThrower = (u: TrrUnit): boolean => u.specialists.some((s) => s.kind === 'flamethrower' && !s.lost);

/** Why the unit may not use a flame-thrower on the target now, or null. */
export function flameRefusal(state: TrrState, u: TrrUnit, target: TrrUnit | undefined): string | null {
  if (!hasFlameThrower(u)) return `${u.name} have no flame-thrower`;
  const bar = fireBar(u);
  if (bar) return bar;
  if (!target || target.side === u.side || !onTable(target) || !sees(state, u, target)) return `${u.name} do not see ${target?.name ?? 'that'}`;
  if (unitDistanceCm(u, target) > FLAME_RANGE_CM) return `${target.name} are beyond a flame-thrower's ${FLAME_RANGE_CM} cm`;
  return null;
}

/** The line of flame: from the unit's piece nearest the target, 4 cm toward the target's nearest piece (inches). */
export function flameLine(u: TrrUnit, target: TrrUnit): { from: Vec; to: Vec } {
  const { from, to } = nearestPair(u.pieces, target.pieces);
  const length = hypot(to.x - from.x, to.y - from.y);
  const reach = toInches(FLAME_RANGE_CM);
  if (length === 0) return { from, to };
  return { from, to: { x: from.x + ((to.x - from.x) * reach) / length, y: from.y + ((to.y - from.y) * reach) / length } };
}

/** Every unit the flame reaches, the target first, then the rest nearest first. */
export function flamed(state: TrrState, u: TrrUnit, target: TrrUnit): TrrUnit[] {
  const { from, to } = flameLine(u, target);
  const width = toInches(FLAME_WIDTH_CM) ** 2;
  const rest = state.units.filter((o) => o !== u && o !== target && onTable(o) && o.pieces.some((p) => distanceToSegmentSq(p.x, p.y, from.x, from.y, to.x, to.y) <= width));
  return [target, ...rest.sort((a, b) => unitDistanceCm(u, a) - unitDistanceCm(u, b))];
}

export function flame(state: TrrState, u: TrrUnit, target: TrrUnit, dice: Dice, events: GameEvent[]): void {
  u.fired = true;
  events.push({ kind: 'shot', side: u.side, unitId: u.id, targetUnitId: target.id, at: [centreOf(u), centreOf(target)], text: `${u.name}' flame-thrower attacks toward ${target.name}` });
  for (const o of flamed(state, u, target)) {
    if (o.status === 'destroyed') continue;
    o.flamedOnMove = state.turn;
    const cm = Math.round(unitDistanceCm(u, o) * 2) / 2;
    if (isArmoured(kindOf(o))) {
      const input = armourInput(state, u, o, cm, { weapon: 'flame-thrower' });
      if (input) armourFire(state, u, o, input, dice, events);
      continue;
    }
    const soft = softTarget(state, o);
    if (!soft) continue;
    const r = resolveFlame(cm, soft, halvings(u), dice);
    if (!r.ok) continue;
    events.push({ kind: 'shot', side: u.side, unitId: u.id, targetUnitId: o.id, at: [centreOf(u), centreOf(o)], text: `The flame reaches ${o.name}: ${r.value.plan.text}` });
    for (const roll of r.value.casualties.rolls) events.push({ kind: 'casualty', side: o.side, unitId: o.id, text: `${o.name}: ${roll.explanation.result}`, roll: { ...roll.explanation, rule: FLAME_RULE } });
    takeCasualties(o, r.value.casualties.casualties, dice, events);
  }
  setAlight(state, u, target, dice, events);
}
