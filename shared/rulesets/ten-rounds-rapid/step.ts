import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import { type StepOptions, stepEvents } from '../../engine/step-tables.ts';
import { ok, refuse, type Result } from '../../engine/result.ts';
import type { AirAction, TrrAction } from './actions.ts';
import { answerAir, airRefusal } from './options/air-phase.ts';
import { rollInitiative } from './initiative.ts';
import { type TrrState, draft, findUnit, kindOf } from './state.ts';
import { advance, endActivation, pendingKept } from './sequence.ts';
import { activate } from './motivation/activation.ts';
import { moveRefusal, moveUnit } from './movement/movement.ts';
import { attackOn, fire, fireBar } from './combat/fire.ts';
import { assault, charge, closeRefusal } from './combat/close-combat.ts';
import { callFire, callRefusal } from './combat/observed-fire.ts';
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

const AIR_RULE = 'Ten Rounds Rapid: 17. Aircraft Operations';

const RULE = {
  sequence: 'Ten Rounds Rapid: Game and Move Sequence', morale: 'Ten Rounds Rapid: 8 Morale', move: 'Ten Rounds Rapid: 11 Movement',
  formation: 'Ten Rounds Rapid: 4 Formations', indirect: ruleName(INDIRECT_RULE), charge: ruleName(CHARGE_RULE), assault: 'Ten Rounds Rapid: close assault (README)', fire: ruleName(DIRECT_FIRE_RULE),
} as const;

const ANSWERS: Record<TrrAction['type'], string> = {
  activate: 'activate', stand: 'activate', formation: 'act', horses: 'act', move: 'act', fire: 'act', assault: 'act', charge: 'act', 'call-fire': 'act', entrench: 'act', flame: 'act', air: 'air', 'clear-mines': 'act', resupply: 'act', done: 'act',
};

/** Ten Rounds Rapid, one decision: checks it, applies it to a fresh copy, then runs on to the next decision. */
export function stepGame(state: TrrState, action: TrrAction, dice: Dice, options?: StepOptions): Result<{ state: TrrState; events: GameEvent[] }> {
  if (state.phase === 'over') return refuse('the game is over');
  const due = pendingKept(state);
  if (!due) return refuse('no decision is due');
  if (action.side !== due.side) return refuse(`it is ${state.scenario.sides[due.side].name}' decision (${due.prompt})`);
  if (ANSWERS[action.type] !== due.kind) return refuse(`a "${action.type}" does not answer the decision now due: ${due.prompt}`);
  if (action.type !== 'air' && !due.unitIds.includes(action.unitId)) return refuse('that unit cannot act now', RULE.sequence);
  const next = draft(state);
  const events = stepEvents(options);
  const refusal = action.type === 'air' ? fly(next, action, dice, events) : apply(next, action, dice, events);
  if (refusal) return refuse(refusal.reason, refusal.rule);
  advance(next, dice, events);
  nameRules(events);
  return ok({ state: next, events });
}

type Refusal = { reason: string; rule: string } | null;
const no = (reason: string | null, rule: string): Refusal => (reason ? { reason, rule } : null);

/** A side's answer in the air phase; the last answer flies the sorties and rolls the initiative. */
function fly(state: TrrState, action: AirAction, dice: Dice, events: GameEvent[]): Refusal {
  const r = airRefusal(state, action);
  if (r) return no(r, AIR_RULE);
  if (answerAir(state, action, dice, events)) rollInitiative(state, dice, events);
  return null;
}

function apply(state: TrrState, action: Exclude<TrrAction, AirAction>, dice: Dice, events: GameEvent[]): Refusal {
  const u = findUnit(state, action.unitId)!;
  switch (action.type) {
    case 'activate': {
      if (u.status === 'routing' && action.stiffen) return no('a routing unit is not stiffened', RULE.morale);
      const acts = activate(state, u, action.stiffen, dice, events);
      if (acts) { state.phase = 'act'; state.activeUnit = u.id; } else endActivation(state, dice, events);
      return null;
    }
    case 'stand': {
      if (u.status === 'routing') return no(`${u.name} are routing: they test to rally or run on`, RULE.morale);
      u.activated = true;
      events.push({ kind: 'hold', side: u.side, unitId: u.id, text: `${u.name} stay where they are` });
      endActivation(state, dice, events);
      return null;
    }
    case 'formation': {
      const r = formationRefusal(u);
      if (r) return no(r, RULE.formation);
      changeFormation(u, action.formation, events);
      return null;
    }
    case 'horses': {
      const r = horsesRefusal(u, action.change);
      if (r) return no(r, RULE.move);
      changeHorses(u, action.change, dice, events);
      return null;
    }
    case 'move': {
      const r = moveRefusal(state, u, action);
      if (r) return no(r, RULE.move);
      moveUnit(state, u, action, action.toFire && kindOf(u) !== 'train', dice, events);
      return null;
    }
    case 'fire': {
      const bar = fireBar(u);
      if (bar) return no(bar, RULE.fire);
      const target = findUnit(state, action.targetId);
      if (!target || attackOn(state, u, target) === null) return no(`${u.name} cannot fire at ${target?.name ?? 'that'}: not located, out of range, or nothing to hurt it with`, RULE.fire);
      fire(state, u, target, dice, events);
      return null;
    }
    case 'assault': case 'charge': {
      const target = findUnit(state, action.targetId);
      const r = closeRefusal(state, u, target, action.type);
      if (r) return no(r, action.type === 'charge' ? RULE.charge : RULE.assault);
      if (action.type === 'charge') charge(state, u, target!, dice, events);
      else assault(state, u, target!, dice, events);
      return null;
    }
    case 'call-fire': {
      const target = findUnit(state, action.targetId);
      const r = callRefusal(state, u, target);
      if (r) return no(r, RULE.indirect);
      callFire(state, u, target!, dice, events);
      return null;
    }
    case 'entrench': {
      const r = entrenchRefusal(state, u);
      if (r) return no(r, ENTRENCH_RULE);
      entrench(u, dice, events);
      return null;
    }
    case 'flame': {
      const target = findUnit(state, action.targetId);
      const r = flameRefusal(state, u, target);
      if (r) return no(r, FLAME_RULE);
      flame(state, u, target!, dice, events);
      return null;
    }
    case 'clear-mines': {
      const r = clearRefusal(state, u);
      if (r) return no(r, MINES_RULE);
      clearMines(state, u, dice, events);
      return null;
    }
    case 'resupply': {
      const r = resupplyRefusal(state, u);
      if (r) return no(r, LOGISTICS_RULE);
      resupply(u, events);
      endActivation(state, dice, events);
      return null;
    }
    case 'done':
      endActivation(state, dice, events);
      return null;
  }
}
