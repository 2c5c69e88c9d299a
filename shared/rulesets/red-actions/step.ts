import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import { type StepOptions, stepEvents } from '../../engine/step-tables.ts';
import { type Result, ok, refuse } from '../../core/result.ts';
import type { RaAction } from './actions.ts';
import type { RaState } from './state.ts';
import { type Ctx, cloneState, emit } from './context.ts';
import { type AgendaHandlers, runAgenda } from './sequence/agenda.ts';
import { dispatch, resumeSuspended } from './dispatch.ts';
import { chargeContact, chargeReact, combatTask } from './charge/charge-flow.ts';
import { pursue } from './charge/pursuit.ts';
import { moveOn } from './movement/move-action.ts';
import { advanceInitiative, rollTurns } from './sequence/sequence.ts';
import { housekeeping } from './sequence/housekeeping.ts';
import { applyScenarioRules } from './scenario/scenario-rules.ts';
import { type Judged, computeOutcome } from './scenario/outcome.ts';

/** One step of the fold: copy the state, apply the action, apply its results, move the game on. */

const HANDLERS: AgendaHandlers = {
  resume: resumeSuspended,
  chargeReact,
  chargeContact,
  combat: combatTask,
  pursue,
  moveOn,
};

export function stepState(state: RaState, action: RaAction, dice: Dice, options?: StepOptions): Result<{ state: RaState; events: GameEvent[] }> {
  if (state.outcome) return refuse('the game is over', 'Red Actions!');
  const ctx: Ctx = { s: cloneState(state), dice, events: stepEvents(options) };
  const refusal = dispatch(ctx, action);
  if (refusal) return refuse(refusal, 'Red Actions!');
  settle(ctx);
  return ok({ state: ctx.s, events: ctx.events });
}

/** Applies pending results, then passes the initiative and rolls on the turns until a decision is due. */
export function settle(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 1000; guard++) {
    runAgenda(ctx, HANDLERS);
    housekeeping(ctx);
    applyScenarioRules(ctx);
    if (finishIfOver(ctx, 'mid-turn')) return;
    if (s.decision !== null || s.agenda.length > 0 || s.phase !== 'turn') return;
    if (s.segmentUsed) advanceInitiative(ctx);
    rollTurns(ctx, () => endOfTurnEndsGame(ctx));
    if (finishIfOver(ctx, 'mid-turn')) return;
    if (s.agenda.length === 0) return;
  }
  throw new Error('red-actions: the game does not settle');
}

function finishIfOver(ctx: Ctx, when: Judged): boolean {
  const s = ctx.s;
  if (s.outcome) return true;
  if (s.phase !== 'turn' && s.phase !== 'over') return false;
  const o = computeOutcome(s, when);
  if (!o) return false;
  s.outcome = o;
  s.phase = 'over';
  s.decision = null;
  s.agenda = [];
  emit(ctx, 'victory', o.winner ? `${s.scenario.sides[o.winner].name} win: ${o.reason}` : `A draw: ${o.reason}`, o.winner ? { side: o.winner } : {});
  return true;
}

/**
 * At the end of every turn the scenario's conditions are judged; after the last turn the game ends, the turn counter
 * passing the limit so the victory conditions judge the end.
 */
function endOfTurnEndsGame(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.turn >= s.scenario.turnLimit) s.turn = s.scenario.turnLimit + 1;
  return finishIfOver(ctx, 'turn-end');
}
