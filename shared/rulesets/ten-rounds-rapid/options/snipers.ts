import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { type TrrState, type TrrUnit, centreOf } from '../state.ts';
import { SNIPER_RULE, resolveSniper } from '../fire/special/sniper.ts';
import { SOFT_RANGES } from '../fire/direct/ranges.ts';
import type { SoftTarget } from '../fire/types.ts';
import { softTarget } from '../combat/fire-adapter.ts';
import { fireSpecialists } from '../combat/casualties.ts';
import { unitDistanceCm } from '../observation/observation.ts';

/**
 * Section 18 "Snipers" in play (option `snipers`, README "Snipers"): a sniper is a one-figure unit of his own. "He
 * fires at a factor of 4, and ignores range modifiers, but not cover ones" out to a rifle's extreme range; "He may
 * only hit one figure … firstly an officer figure, then a specialist figure of players choice"; "he must be located,
 * and is never automatically seen" (observation/observation.ts asks `isSniper`, `sniper-kind.ts`).
 */

/** "A rifle's extreme range": the last small-arms bracket, 60 cm. */
export const SNIPER_REACH_CM = SOFT_RANGES['small-arms'].at(-1)!;

/** The specialist the firing player names after the officer: the stiffener, the LMG, then the flame-thrower (README). */
const CHOICE = ['officer-cadre', 'cheka', 'lmg', 'flame-thrower'] as const;

/** The target as the sniper sees it, or null where he cannot fire at it (armour, beyond 60 cm). */
export function sniperTarget(state: TrrState, u: TrrUnit, target: TrrUnit): SoftTarget | null {
  if (unitDistanceCm(u, target) > SNIPER_REACH_CM) return null;
  return softTarget(state, target);
}

export function sniperFire(state: TrrState, u: TrrUnit, target: TrrUnit, soft: SoftTarget, dice: Dice, events: GameEvent[]): void {
  const specialists = fireSpecialists(target);
  const preferred = CHOICE.map((k) => specialists.find((s) => s.kind === k)).find((s) => s !== undefined)?.id ?? null;
  const r = resolveSniper(soft, specialists, preferred, dice);
  events.push({ kind: 'shot', side: u.side, unitId: u.id, targetUnitId: target.id, at: [centreOf(u), centreOf(target)], text: `${u.name} fire at ${target.name}: ${r.plan.text}` });
  const roll = r.casualties.rolls[0];
  if (roll) events.push({ kind: 'casualty', side: target.side, unitId: target.id, text: `${target.name}: ${r.hit ? 'the sniper hits' : 'the sniper misses'}`, roll: { ...roll.explanation, result: r.hit ? `${roll.explanation.result}: one figure at most` : roll.explanation.result, rule: SNIPER_RULE } });
  if (!r.hit) return;
  if (r.removes) target.specialists[Number(r.removes.id)]!.lost = true;
  else if (target.figures > 0) target.figures -= 1;
  else return;
  target.lostThisMove += 1;
  events.push({ kind: 'casualty', side: target.side, unitId: target.id, text: `${target.name} lose ${r.removes ? `their ${r.removes.name}` : 'a rifle figure'} to the sniper` });
  if (target.figures <= 0 && target.specialists.every((s) => s.lost)) {
    target.status = 'destroyed';
    events.push({ kind: 'casualty', side: target.side, unitId: target.id, text: `${target.name} are wiped out` });
  }
}
