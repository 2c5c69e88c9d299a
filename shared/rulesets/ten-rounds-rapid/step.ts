import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { StepOptions } from '../../engine/step-tables.ts';
import type { Result } from '../../core/result.ts';
import { type DecisionStepParts, type RuleRefusal, refusalIf, stepDecision } from '../../engine/decision-step.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import type { AirAction, TrrAction } from './actions.ts';
import { answerAir, airRefusal } from './options/air-phase.ts';
import { type TrrState, draft, findUnit, kindOf } from './state.ts';
import { advance, endActivation, openSector, pendingKept } from './sequence.ts';
import { activate } from './motivation/activation.ts';
import { moveRefusal, moveUnit } from './movement/movement.ts';
import { attackOn, fire, fireBar } from './combat/fire.ts';
import { assault, closeRefusal } from './combat/close-combat.ts';
import { charge } from './combat/charge.ts';
import { applyCall, mayCall } from './combat/calls.ts';
import { entrench, entrenchRefusal } from './options/entrenching.ts';
import { ENTRENCH_RULE } from './options/works.ts';
import { changeFormation, formationRefusal, horsesRefusal, changeHorses } from './movement/formations.ts';
import { INDIRECT_RULE } from './fire/indirect/request.ts';
import { CHARGE_RULE } from './fire/close/charge.ts';
import { DIRECT_FIRE_RULE } from './fire/direct/direct-fire.ts';
import { nameRules, ruleName } from './rule-names.ts';
import { flame, flameRefusal } from './combat/flame-thrower.ts';
import { clearMines, clearRefusal } from './options/mine-clearing.ts';
import { LOGISTICS_RULE, resupply, resupplyRefusal } from './options/logistics.ts';
import { MINES_RULE } from './fire/special/mines.ts';
import { FLAME_RULE } from './fire/close/flame.ts';
import { MOVEMENT_RULE, embark, embarkRefusal, settlePassengers, unload, unloadRefusal } from './transport/carrying.ts';
import { EMERGENCY_SMOKE_RULE, emergencySmoke, emergencySmokeRefusal } from './combat/emergency-smoke.ts';

const AIR_RULE = 'Ten Rounds Rapid: 17. Aircraft Operations';

const RULE = {
  sequence: 'Ten Rounds Rapid: Game and Move Sequence', morale: 'Ten Rounds Rapid: 8 Morale', move: 'Ten Rounds Rapid: 11 Movement',
  formation: 'Ten Rounds Rapid: 4 Formations', indirect: ruleName(INDIRECT_RULE), charge: ruleName(CHARGE_RULE), assault: 'Ten Rounds Rapid: close assault (README)', fire: ruleName(DIRECT_FIRE_RULE),
} as const;

const ANSWERS: Record<TrrAction['type'], string> = {
  activate: 'activate', stand: 'activate', formation: 'act', horses: 'act', move: 'act', fire: 'act', assault: 'act', charge: 'act', 'call-fire': 'call', 'counter-battery': 'call', sos: 'call', 'hold-fire': 'call', 'call-air': 'call', entrench: 'act', flame: 'act', air: 'air', 'clear-mines': 'act', resupply: 'act', embark: 'act', unload: 'act', 'emergency-smoke': 'act', done: 'act',
};

const PARTS: DecisionStepParts<TrrState, TrrAction> = {
  isOver: (state) => state.phase === 'over',
  due: pendingKept,
  answers: (type, kind) => ANSWERS[type] === kind,
  draft,
  apply: (state, action, due, dice, events) => (action.type === 'air' ? fly(state, action, dice, events) : apply(state, action, due, dice, events)),
  // Every roll the step made names its rule in full, whichever part of the rules rolled it.
  // Passengers settle with their transport before and after the move runs on (transport/carrying.ts).
  advance: (state, dice, events) => { settlePassengers(state, dice, events); advance(state, dice, events); settlePassengers(state, dice, events); nameRules(events); },
  whose: (state, side) => `${state.scenario.sides[side as SideId].name}'`,
};

/** Ten Rounds Rapid, one decision: checks it, applies it to a fresh copy, then runs on to the next decision. */
export const stepGame = (state: TrrState, action: TrrAction, dice: Dice, options?: StepOptions): Result<{ state: TrrState; events: GameEvent[] }> =>
  stepDecision(PARTS, state, action, dice, options);

/** A side's answer in the air phase (no unit acts); the last answer flies the sorties and opens the first sector. */
function fly(state: TrrState, action: AirAction, dice: Dice, events: GameEvent[]): RuleRefusal {
  const r = airRefusal(state, action);
  if (r) return refusalIf(r, AIR_RULE);
  if (answerAir(state, action, dice, events)) openSector(state, dice, events);
  return null;
}

function apply(state: TrrState, action: Exclude<TrrAction, AirAction>, due: readonly string[], dice: Dice, events: GameEvent[]): RuleRefusal {
  if (!due.includes(action.unitId)) return { reason: 'that unit cannot act now', rule: RULE.sequence };
  const u = findUnit(state, action.unitId)!;
  switch (action.type) {
    case 'activate': {
      if (u.status === 'routing' && action.stiffen) return refusalIf('a routing unit is not stiffened', RULE.morale);
      const acts = activate(state, u, action.stiffen, dice, events);
      // Counter-battery points come off this one test only.
      delete state.artillery.penalty[u.id];
      if (acts) { state.phase = 'act'; state.activeUnit = u.id; mayCall(state, u); } else endActivation(state, dice, events);
      return null;
    }
    case 'stand': {
      if (u.status === 'routing') return refusalIf(`${u.name} are routing: they test to rally or run on`, RULE.morale);
      u.activated = true;
      events.push({ kind: 'hold', side: u.side, unitId: u.id, text: `${u.name} stay where they are` });
      endActivation(state, dice, events);
      return null;
    }
    case 'formation': {
      const r = formationRefusal(u);
      if (r) return refusalIf(r, RULE.formation);
      changeFormation(u, action.formation, events);
      return null;
    }
    case 'horses': {
      const r = horsesRefusal(u, action.change);
      if (r) return refusalIf(r, RULE.move);
      changeHorses(u, action.change, dice, events);
      return null;
    }
    case 'move': {
      const r = moveRefusal(state, u, action);
      if (r) return refusalIf(r, RULE.move);
      moveUnit(state, u, action, action.toFire && kindOf(u) !== 'train', dice, events);
      return null;
    }
    case 'fire': {
      const bar = fireBar(u);
      if (bar) return refusalIf(bar, RULE.fire);
      const target = findUnit(state, action.targetId);
      const attack = target ? attackOn(state, u, target) : null;
      if (!target || attack === null) return refusalIf(`${u.name} cannot fire at ${target?.name ?? 'that'}: not located, out of range, or nothing to hurt it with`, RULE.fire);
      fire(state, u, target, dice, events, attack);
      return null;
    }
    case 'assault': case 'charge': {
      const target = findUnit(state, action.targetId);
      const r = closeRefusal(state, u, target, action.type);
      if (r) return refusalIf(r, action.type === 'charge' ? RULE.charge : RULE.assault);
      if (action.type === 'charge') charge(state, u, target!, dice, events);
      else assault(state, u, target!, dice, events);
      return null;
    }
    case 'call-fire': case 'counter-battery': case 'sos': case 'hold-fire': case 'call-air':
      return refusalIf(applyCall(state, u, action, dice, events), RULE.indirect);
    case 'entrench': {
      const r = entrenchRefusal(state, u);
      if (r) return refusalIf(r, ENTRENCH_RULE);
      entrench(u, dice, events);
      return null;
    }
    case 'flame': {
      const target = findUnit(state, action.targetId);
      const r = flameRefusal(state, u, target);
      if (r) return refusalIf(r, FLAME_RULE);
      flame(state, u, target!, dice, events);
      return null;
    }
    case 'clear-mines': {
      const r = clearRefusal(state, u);
      if (r) return refusalIf(r, MINES_RULE);
      clearMines(state, u, dice, events);
      return null;
    }
    case 'resupply': {
      const r = resupplyRefusal(state, u);
      if (r) return refusalIf(r, LOGISTICS_RULE);
      resupply(u, events);
      endActivation(state, dice, events);
      return null;
    }
    case 'embark': {
      const t = findUnit(state, action.transportId);
      const r = embarkRefusal(state, u, t);
      if (r) return refusalIf(r, MOVEMENT_RULE);
      if (embark(state, u, t!, dice, events)) endActivation(state, dice, events);
      return null;
    }
    case 'unload': {
      const r = unloadRefusal(state, u);
      if (r) return refusalIf(r, MOVEMENT_RULE);
      unload(state, u, dice, events);
      return null;
    }
    case 'emergency-smoke': {
      const r = emergencySmokeRefusal(state, u);
      if (r) return refusalIf(r, EMERGENCY_SMOKE_RULE);
      emergencySmoke(state, u, events);
      return null;
    }
    case 'done':
      endActivation(state, dice, events);
      return null;
  }
}
