import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { StepOptions } from '../../engine/step-tables.ts';
import type { Result } from '../../core/result.ts';
import { type DecisionStepParts, type RuleRefusal, refusalIf, stepDecision } from '../../engine/decision-step.ts';
import { otherSide } from '../../scenario/terrain-kinds.ts';
import type { WwAction } from './actions.ts';
import { type WwState, centroid, commandKey, draft, findUnit, kindOf } from './state.ts';
import { deploy, deployRefusal } from './setup/setup.ts';
import { advance, commandsToMove, pendingKept } from './turn/sequence.ts';
import { hypot } from '../../geometry/hypot.ts';
import { diceVehicleMove, moveRefusal, round, shiftUnit } from './movement/movement.ts';
import { charge, chargeRefusal, contactOn, evade } from './melee/charge.ts';
import { fireBar, fireTargets, resolveDirectFire } from './fire/fire.ts';
import { aimRefusal, resolveArtillery } from './fire/artillery.ts';
import { recoveryTest, routMove } from './morale/morale.ts';
import { removeStand } from './fire/hits.ts';
import { commandLabel } from './setup/commands.ts';
import { isVehicle } from './tables.ts';
import { said } from './unit-words.ts';

/** Which pending decision each action answers. */
const ANSWERS: Record<WwAction['type'], string> = {
  'setup-order': 'setup-order', 'deploy': 'deploy', 'freeze': 'freeze', 'move-order': 'move-order', 'activate': 'activate',
  'move': 'move', 'charge': 'move', 'hold': 'move', 'evade': 'move', 'fire': 'fire', 'bombard': 'fire', 'hold-fire': 'fire', 'morale-choice': 'morale',
};

const RULE = {
  setup: 'Wargame Wednesdays: Game setup', turn: 'Wargame Wednesdays: Turn sequence', charge: 'Wargame Wednesdays: Charge and response',
  fire: 'Wargame Wednesdays: Firing sequence', morale: 'Wargame Wednesdays: Morale and results',
} as const;

const PARTS: DecisionStepParts<WwState, WwAction> = {
  isOver: (state) => state.phase === 'over',
  due: pendingKept,
  answers: (type, kind) => ANSWERS[type] === kind,
  draft,
  apply,
  advance,
};

/** Wargame Wednesdays, one decision: checks it, applies it to a fresh copy, then runs on to the next decision. */
export const stepGame = (state: WwState, action: WwAction, dice: Dice, options?: StepOptions): Result<{ state: WwState; events: GameEvent[] }> =>
  stepDecision(PARTS, state, action, dice, options);

function apply(state: WwState, action: WwAction, unitIds: readonly string[], dice: Dice, events: GameEvent[]): RuleRefusal {
  const name = state.scenario.sides[action.side].name;
  switch (action.type) {
    case 'setup-order': {
      state.toAct = action.first ? action.side : otherSide(action.side);
      state.phase = 'deploy';
      events.push({ kind: 'note', side: action.side, text: `${name} choose to set up ${action.first ? 'first' : 'second'}` });
      return null;
    }
    case 'deploy': {
      const refusal = deployRefusal(state, action.side, action.command, action.units);
      if (refusal) return refusalIf(refusal, `${RULE.setup} 4`);
      deploy(state, action.side, action.command, action.units, events);
      state.toAct = otherSide(action.side);
      return null;
    }
    case 'freeze': {
      if (action.unitId !== null) {
        const unit = findUnit(state, action.unitId);
        if (!unit || unit.side === action.side || unit.status !== 'active') return refusalIf('name an enemy unit on the table', `${RULE.turn} 2`);
        state.frozen.push(unit.id);
        events.push({ kind: 'marker', side: action.side, unitId: unit.id, text: `${name} pin ${unit.name}: they may not move this turn` });
      } else {
        events.push({ kind: 'note', side: action.side, text: `${name} name no enemy unit` });
      }
      state.freezesDue.shift();
      state.phase = state.freezesDue.length > 0 ? 'freeze' : 'move-order';
      state.toAct = state.freezesDue[0] ?? state.winner!;
      return null;
    }
    case 'move-order': {
      state.firstMover = action.first ? action.side : otherSide(action.side);
      state.toAct = state.firstMover;
      state.phase = 'activate';
      events.push({ kind: 'note', side: action.side, text: `${name} choose to move ${action.first ? 'first' : 'second'}` });
      return null;
    }
    case 'activate': {
      if (!commandsToMove(state, action.side).includes(action.command)) return refusalIf(`the ${commandLabel(action.command)} command cannot move now`, `${RULE.turn} 4`);
      state.activeCommand = commandKey(action.side, action.command);
      state.unitsDone = [];
      state.phase = 'move';
      events.push({ kind: 'phase', side: action.side, text: `${name} move the ${commandLabel(action.command)} command` });
      for (const unit of state.units) {
        if (unit.side !== action.side || unit.command !== action.command) continue;
        if (unit.status === 'routing') recoveryTest(state, unit, dice, events);
        else if (unit.status === 'active' && isVehicle(kindOf(unit)) && !state.frozen.includes(unit.id)) diceVehicleMove(unit, dice, events);
      }
      return null;
    }
    case 'move': case 'charge': case 'hold': case 'evade': {
      if (!unitIds.includes(action.unitId)) return refusalIf('that unit cannot move now', `${RULE.turn} 4`);
      const unit = findUnit(state, action.unitId)!;
      const contact = contactOn(state, unit.id);
      if (contact && (action.type === 'move' || action.type === 'charge')) return refusalIf(`${unit.name} are in contact and may only evade or stand`, `${RULE.charge} 7`);
      if (action.type === 'move') {
        const refusal = moveRefusal(state, unit, action);
        if (refusal) return refusalIf(refusal, `${RULE.turn} 5-7`);
        const c = centroid(unit.stands);
        const inches = round(hypot(action.x - c.x, action.y - c.y));
        shiftUnit(unit, action.x - c.x, action.y - c.y);
        unit.moved = true;
        events.push({ kind: 'move', side: unit.side, unitId: unit.id, at: [{ x: action.x, y: action.y }], text: `${unit.name} ${said(unit, 'move', 'moves')} ${inches}"` });
      } else if (action.type === 'charge') {
        const target = findUnit(state, action.targetId);
        const refusal = chargeRefusal(state, unit, target);
        if (refusal) return refusalIf(refusal, `${RULE.charge} 1`);
        charge(state, unit, target!, dice, events);
      } else if (action.type === 'evade') {
        if (!contact) return refusalIf(`${unit.name} have not been contacted by a charge`, `${RULE.charge} 7`);
        evade(state, unit, findUnit(state, contact.charger)!, dice, events);
      } else {
        events.push({ kind: 'hold', side: unit.side, unitId: unit.id, text: contact ? `${unit.name} ${said(unit, 'stand', 'stands')} to meet the charge` : `${unit.name} ${said(unit, 'hold their', 'holds its')} ground` });
      }
      state.unitsDone.push(unit.id);
      return null;
    }
    case 'fire': case 'bombard': case 'hold-fire': {
      if (!unitIds.includes(action.unitId)) return refusalIf('that unit cannot fire now', `${RULE.fire} 11-12`);
      const unit = findUnit(state, action.unitId)!;
      const bar = fireBar(state, unit);
      if (bar) return refusalIf(bar, `${RULE.fire} 11-12`);
      const artillery = kindOf(unit) === 'artillery';
      if (action.type === 'fire') {
        if (artillery) return refusalIf(`${unit.name} fire by aiming point`, `${RULE.fire} 6`);
        const targets = fireTargets(state, unit).map((t) => t.id);
        const bad = action.targetIds.find((t) => !targets.includes(t));
        if (bad) return refusalIf(`${findUnit(state, bad)?.name ?? 'that unit'} cannot be fired at by ${unit.name}`, `${RULE.fire} 1`);
        if (action.targetIds.length === 2 && kindOf(unit) !== 'armoured-car') return refusalIf('only an armoured car fires at two targets', `${RULE.fire} 5`);
        resolveDirectFire(state, unit, action.targetIds, dice, events);
      } else if (action.type === 'bombard') {
        if (!artillery) return refusalIf(`only artillery fires at an aiming point`, `${RULE.fire} 6`);
        const refusal = aimRefusal(state, unit, action);
        if (refusal) return refusalIf(refusal, `${RULE.fire} 6`);
        resolveArtillery(state, unit, action, dice, events);
      } else {
        events.push({ kind: 'note', side: unit.side, unitId: unit.id, text: `${unit.name} ${said(unit, 'hold their', 'holds its')} fire` });
      }
      state.fireDone.push(unit.id);
      state.toAct = otherSide(action.side);
      return null;
    }
    case 'morale-choice': {
      const unit = findUnit(state, action.unitId)!;
      if (!unitIds.includes(action.unitId)) return refusalIf('that unit has no morale choice to make', `${RULE.morale} 2`);
      state.moraleChoices.shift();
      if (action.choice === 'rout') routMove(state, unit, dice, events);
      else removeStand(unit, events);
      return null;
    }
  }
}

