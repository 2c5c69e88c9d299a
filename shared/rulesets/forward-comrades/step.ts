import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { StepOptions } from '../../engine/step-tables.ts';
import type { Result } from '../../core/result.ts';
import { type DecisionStepParts, type RuleRefusal, refusalIf, stepDecision } from '../../engine/decision-step.ts';
import type { FcAction } from './actions.ts';
import { type FcState, draft, findLeader, findUnit, kindOf } from './state.ts';
import { advance, mayMoveNow, pendingKept, settled } from './sequence.ts';
import { joinRefusal, joinUnit, moveOfficer } from './command/leadership.ts';
import { directTargets, fireBar, gunSizeOf, indirectTargets } from './fire/fire-options.ts';
import { bombard, bombardRefusal } from './fire/artillery.ts';
import { resolveFire } from './fire/fire-resolve.ts';
import { officerAsTarget, officerTargets } from './fire/officer-target.ts';
import { moveCheck } from './movement/movement.ts';
import { holdInPlace, performMove } from './movement/unit-move.ts';
import { answerWithdrawal, assaultTargets, declareAssault } from './melee/assault.ts';

const FIRE_PHASES = ['preparatory', 'attack-fire', 'defensive-fire'];
/** Which pending decisions each action answers. */
function answers(type: FcAction['type'], kind: string): boolean {
  switch (type) {
    case 'officer-move': case 'officer-join': case 'officer-stay': return kind === 'officer';
    case 'fire': return FIRE_PHASES.includes(kind);
    case 'bombard': return kind === 'preparatory';
    case 'move': case 'dismount': return kind === 'movement';
    case 'assault': return kind === 'assault';
    case 'pass': return FIRE_PHASES.includes(kind) || kind === 'movement' || kind === 'assault';
    case 'withdraw': return kind === 'withdraw';
  }
}

const RULE = {
  leadership: 'Forward Comrades: Notes on leadership', fire: 'Forward Comrades: Firing', artillery: 'Forward Comrades: Artillery',
  move: 'Forward Comrades: Movement', melee: 'Forward Comrades: Melee',
} as const;

const PARTS: DecisionStepParts<FcState, FcAction> = {
  isOver: (state) => state.phase === 'over',
  due: pendingKept,
  answers,
  draft,
  apply,
  advance,
};

/** Forward Comrades, one decision: checks it, applies it to a fresh copy, then runs on to the next decision. */
export function stepGame(state: FcState, action: FcAction, dice: Dice, options?: StepOptions): Result<{ state: FcState; events: GameEvent[] }> {
  const stepped = stepDecision(PARTS, state, action, dice, options);
  if (stepped.ok) settled(stepped.value.state);
  return stepped;
}

function apply(state: FcState, action: FcAction, due: readonly string[], dice: Dice, events: GameEvent[]): RuleRefusal {
  if (action.type === 'withdraw') {
    if (!due.includes(action.unitId)) return refusalIf('that unit has no assault to answer', RULE.melee);
    answerWithdrawal(state, action.choice, dice, events);
    return null;
  }
  if (action.type === 'officer-move' || action.type === 'officer-join' || action.type === 'officer-stay') {
    const leader = findLeader(state, action.leaderId);
    if (!leader || !due.includes(leader.id)) return refusalIf('that officer cannot move now', RULE.leadership);
    // A Fanatic "MUST lead heroically each turn": he may not pass up a unit he could join.
    const mustJoin = leader.character === 'fanatic' && !leader.leading && action.type !== 'officer-join'
      && state.units.some((u) => joinRefusal(state, leader, u) === null);
    if (mustJoin) return refusalIf(`${leader.name} is a Fanatic and must lead a unit heroically this turn`, RULE.leadership);
    if (action.type === 'officer-join') {
      const unit = findUnit(state, action.unitId);
      if (!unit) return refusalIf(`there is no unit "${action.unitId}"`, RULE.leadership);
      const bar = joinRefusal(state, leader, unit);
      if (bar) return refusalIf(bar, RULE.leadership);
      joinUnit(state, leader, unit, dice, events);
    } else if (action.type === 'officer-move') {
      const bar = moveOfficer(state, leader, action.x, action.y, events);
      if (bar) return refusalIf(bar, RULE.leadership);
    } else {
      events.push({ kind: 'hold', side: leader.side, unitId: leader.id, text: leader.leading ? `${leader.name} stays at the head of ${findUnit(state, leader.leading)?.name ?? 'his unit'}` : `${leader.name} stays where he is` });
    }
    state.done.push(leader.id);
    return null;
  }
  if (!due.includes(action.unitId)) return refusalIf('that unit cannot act now', RULE.leadership);
  const unit = findUnit(state, action.unitId)!;
  switch (action.type) {
    case 'fire': {
      const bar = fireBar(state, unit);
      if (bar) return refusalIf(bar, RULE.fire);
      const officer = action.mode === 'direct' ? officerTargets(state, unit).find((l) => l.id === action.targetId) : undefined;
      if (officer) {
        resolveFire(state, unit, officerAsTarget(officer), 'direct', dice, events, officer);
        break;
      }
      const targets = action.mode === 'direct' ? directTargets(state, unit) : indirectTargets(state, unit);
      const target = targets.find((t) => t.id === action.targetId);
      if (!target) return refusalIf(`${findUnit(state, action.targetId)?.name ?? findLeader(state, action.targetId)?.name ?? 'that unit'} cannot be fired at ${action.mode}ly by ${unit.name}`, action.mode === 'direct' ? RULE.fire : RULE.artillery);
      resolveFire(state, unit, target, action.mode, dice, events);
      break;
    }
    case 'bombard': {
      const size = gunSizeOf(unit);
      if (!size) return refusalIf('only gun sections bombard', RULE.artillery);
      const bar = fireBar(state, unit) ?? bombardRefusal(state, unit, size, action.x, action.y);
      if (bar) return refusalIf(bar, RULE.artillery);
      bombard(state, unit, size, action.x, action.y, events);
      unit.fired = true;
      break;
    }
    case 'move': {
      if (!mayMoveNow(state, unit)) return refusalIf(`${unit.name} may not move now`, RULE.move);
      const check = moveCheck(state, unit, action);
      if ('refusal' in check) return refusalIf(check.refusal, RULE.move);
      performMove(state, unit, action, dice, events);
      break;
    }
    case 'dismount': {
      if (kindOf(unit) !== 'cavalry' || unit.mounted === action.mount) return refusalIf(`${unit.name} cannot ${action.mount ? 'mount' : 'dismount'}`, RULE.move);
      unit.mounted = action.mount;
      unit.moved = true;
      events.push({ kind: 'move', side: unit.side, unitId: unit.id, text: `${unit.name} ${action.mount ? 'mount up' : 'dismount: three stands on foot and the horse holders'}` });
      break;
    }
    case 'assault': {
      const target = assaultTargets(state, unit).find((t) => t.id === action.targetId);
      if (!target) return refusalIf(`${unit.name} cannot assault ${findUnit(state, action.targetId)?.name ?? 'that unit'} now`, RULE.melee);
      declareAssault(state, unit, target, dice, events);
      break;
    }
    case 'pass': {
      if (state.phase === 'movement') holdInPlace(unit, events);
      else events.push({ kind: 'hold', side: unit.side, unitId: unit.id, text: `${unit.name} ${state.phase === 'assault' ? 'do not assault' : 'hold their fire'}` });
      break;
    }
  }
  state.done.push(unit.id);
  return null;
}
