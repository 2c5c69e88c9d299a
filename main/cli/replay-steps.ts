import { applyAction, startGame, stateHash, type GameLog, type GameState } from '../../shared/engine/game.ts';
import { canonicalJson } from '../../shared/engine/hash.ts';
import type { GameEvent } from '../../shared/engine/events.ts';
import type { BaseAction, Choice } from '../../shared/engine/ruleset.ts';
import type { AnyRuleset } from '../../shared/rulesets/registry.ts';
import type { ReportStep } from './battle-report.ts';

export type ReplayedSteps =
  /** `games`: the rule set's state at the start and after each action (for a side's knowledge of the game, `side-report.ts`). */
  | { ok: true; setupEvents: GameEvent[]; steps: ReportStep[]; state: GameState<unknown>; games: unknown[]; hash: string }
  | { ok: false; actionIndex: number; reason: string };

/**
 * Re-runs a log step by step, naming each action by the label the rule set gives it among the options of the
 * moment (the same words the play screen shows), with the AI's reasons when the caller has them.
 */
export function replaySteps(ruleset: AnyRuleset, log: GameLog, reasons: readonly (string | undefined)[] = []): ReplayedSteps {
  const start = startGame(ruleset, log.scenario, log.seed);
  let state = start.state;
  const steps: ReportStep[] = [];
  const games: unknown[] = [state.game];
  for (let i = 0; i < log.actions.length; i++) {
    const action = log.actions[i]!;
    const label = labelOf(ruleset, state, action);
    const next = applyAction(ruleset, state, action, log.enteredDice?.[i]);
    if (!next.ok) return { ok: false, actionIndex: i, reason: next.error.reason };
    state = next.value.state;
    games.push(state.game);
    const reason = reasons[i];
    steps.push({ side: action.side, label, events: next.value.events, ...(reason ? { reason } : {}) });
  }
  return { ok: true, setupEvents: start.events, steps, state, games, hash: stateHash(state) };
}

function labelOf(ruleset: AnyRuleset, state: GameState<unknown>, action: BaseAction): string {
  return choiceOf(ruleset, state, action)?.label ?? action.type;
}

/** The option of the moment that is exactly this action, for its label and the unit it names. */
export function choiceOf(ruleset: AnyRuleset, state: GameState<unknown>, action: BaseAction): Choice | undefined {
  const wanted = canonicalJson(action);
  return ruleset.options(state.game).find((c) => canonicalJson(c.action) === wanted);
}
