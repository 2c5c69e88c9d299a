import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import { ok, refuse, type Result } from '../../core/result.ts';
import { type StepOptions, stepEvents } from '../../engine/step-tables.ts';
import type { RvrAction } from './actions.ts';
import { type RvrState, type UnitState, findUnit, ownFigures, stepDraft } from './state.ts';
import { activate, activationRefusal, hold, holdRefusal } from './movement/movement.ts';
import { placeFigures } from './movement/placement.ts';
import { requestRefusal, requestStrike } from './fire/artillery.ts';
import { fireRefusal, resolveFire } from './fire/fire.ts';
import { passRally, rally, rallyRefusal } from './morale/command.ts';
import { isWithdrawing } from './troops/figures.ts';
import { fallBackPossible } from './placement-search/move-options.ts';
import { optionsOf } from './options.ts';
import { viewsBefore, viewsFrom } from './view.ts';
import { type UnitsOwned, advance, checkTriggers, fightFirst, ownUnitsOnce, pendingOf } from './sequence/sequence.ts';
import { hypot } from '../../geometry/hypot.ts';

const movesFigure = (unit: UnitState, p: { id: string; x: number; y: number }): boolean =>
  unit.figures.some((f) => f.id === p.id && hypot(f.x - p.x, f.y - p.y) > 0.01);

/** Which pending decision each action answers. */
const ANSWERS: Record<RvrAction['type'], string> = {
  'activate': 'activate', 'hold': 'activate', 'place': 'place', 'request-strike': 'request-strike', 'no-request': 'request-strike',
  'fire': 'fire', 'hold-fire': 'fire', 'fight-first': 'fight-first', 'rally': 'rally', 'pass-rally': 'rally',
};

/** Decisions that change no unit: a step answering one copies the units only if a phase then runs on by itself. */
const LEAVES_UNITS: ReadonlySet<RvrAction['type']> = new Set(['activate', 'hold', 'hold-fire', 'no-request', 'pass-rally']);

/** Reds versus Reds, one decision: checks it, applies it to a fresh copy, then runs on to the next decision. */
export function stepGame(state: RvrState, action: RvrAction, dice: Dice, options?: StepOptions): Result<{ state: RvrState; events: GameEvent[] }> {
  if (state.phase === 'over') return refuse('the game is over');
  const due = pendingOf(state);
  if (!due) return refuse('no decision is due');
  if (action.side !== due.side) return refuse(`it is ${due.side}'s decision (${due.prompt})`);
  if (ANSWERS[action.type] !== due.kind) return refuse(`a "${action.type}" does not answer the decision now due: ${due.prompt}`);
  const draft = stepDraft(state);
  const units: UnitsOwned = { owned: false };
  if (!LEAVES_UNITS.has(action.type)) ownUnitsOnce(draft, units);
  const events = stepEvents(options);
  const refusal = apply(state, draft, action, due.unitIds, dice, events);
  if (refusal) return refuse(refusal.reason, refusal.rule);
  advance(draft, dice, events, units);
  // The views of the units this step left as they were serve again (`viewOf`).
  const before = viewsBefore(state);
  if (before) viewsFrom.remember(draft, before);
  return ok({ state: draft, events });
}

/** A refusal with the rule it comes from, or null when there is no reason to refuse. */
const refusedBy = (reason: string | null, rule: string): { reason: string; rule: string } | null => (reason ? { reason, rule } : null);

/** Applies the decision to `draft`, a fresh copy of `state` (the state itself is only read). */
function apply(state: RvrState, draft: RvrState, action: RvrAction, unitIds: readonly string[], dice: Dice, events: GameEvent[]): { reason: string; rule: string } | null {
  switch (action.type) {
    case 'activate': {
      const unit = findUnit(draft, action.unitId);
      const refusal = activationRefusal(draft, unit, action.side) ?? (unitIds.includes(action.unitId) ? null : 'that unit cannot move now');
      if (refusal) return refusedBy(refusal, 'Reds versus Reds: Order of play');
      activate(draft, unit!, action.going, dice, events);
      return null;
    }
    case 'hold': {
      const unit = findUnit(draft, action.unitId);
      const refusal = activationRefusal(draft, unit, action.side) ?? (unitIds.includes(action.unitId) ? null : 'that unit cannot move now') ?? holdRefusal(draft, unit!);
      if (refusal) return refusedBy(refusal, 'Reds versus Reds: Order of play');
      hold(draft, unit!, events);
      draft.toAct = action.side === 'red' ? 'white' : 'red';
      return null;
    }
    case 'place': {
      const unit = findUnit(draft, action.unitId);
      // The placements offered at the state stepped from are those for the draft, and are usually kept already.
      if (unit && isWithdrawing(draft, unit) && !action.figures.some((f) => movesFigure(unit, f)) && fallBackPossible(state, optionsOf(state))) {
        return refusedBy(`${unit.name} are withdrawing and must fall back toward their baseline`, 'Komuch village: the Czechs fall back');
      }
      if (unit) ownFigures(unit);
      const refusal = placeFigures(draft, action, events);
      if (refusal) return refusedBy(refusal, 'Reds versus Reds: Movement');
      draft.toAct = action.side === 'red' ? 'white' : 'red';
      checkTriggers(draft, events, viewsBefore(state));
      return null;
    }
    case 'request-strike': {
      const aim = { x: action.x, y: action.y };
      const refusal = requestRefusal(draft, action.side, aim);
      if (refusal) return refusedBy(refusal, 'Reds versus Reds: Opportunity fire');
      requestStrike(draft, aim, dice, events);
      return null;
    }
    case 'no-request':
      draft.observer.requestedTurn = draft.turn;
      events.push({ kind: 'note', side: action.side, text: 'The observer does not call on the armoured train this turn' });
      return null;
    case 'fire': {
      const refusal = fireRefusal(draft, action) ?? (unitIds.includes(action.unitId) ? null : 'that unit has nothing to shoot at now');
      if (refusal) return refusedBy(refusal, 'Reds versus Reds: Direct fire');
      resolveFire(draft, action, dice, events);
      draft.toAct = action.side === 'red' ? 'white' : 'red';
      return null;
    }
    case 'hold-fire': {
      if (!unitIds.includes(action.unitId)) return refusedBy('that unit has nothing to shoot at now', 'Reds versus Reds: Direct fire');
      draft.done.push(action.unitId);
      draft.toAct = action.side === 'red' ? 'white' : 'red';
      events.push({ kind: 'note', side: action.side, unitId: action.unitId, text: `${findUnit(draft, action.unitId)?.name ?? action.unitId} hold their fire` });
      return null;
    }
    case 'fight-first': {
      const combat = draft.combats.find((c) => !draft.done.includes(c.id));
      if (!combat || combat.id !== action.combatId) return refusedBy(`the combat waiting for a choice is ${combat?.id ?? 'none'}`, 'Reds versus Reds: Close combat');
      if (!combat.opponents.includes(action.opponentId)) return refusedBy(`${action.opponentId} is not fighting ${combat.single}`, 'Reds versus Reds: Close combat');
      fightFirst(draft, combat.id, action.opponentId, dice, events);
      return null;
    }
    case 'rally': {
      const refusal = rallyRefusal(draft, action.side, action.rallierId, action.unitId);
      if (refusal) return refusedBy(refusal, 'Reds versus Reds: Commanders');
      rally(draft, action.rallierId, action.unitId, dice, events);
      draft.toAct = action.side === 'red' ? 'white' : 'red';
      return null;
    }
    case 'pass-rally': {
      if (!unitIds.includes(action.rallierId)) return refusedBy('that figure has nobody to rally now', 'Reds versus Reds: Commanders');
      passRally(draft, action.rallierId, events);
      draft.toAct = action.side === 'red' ? 'white' : 'red';
      return null;
    }
  }
}
