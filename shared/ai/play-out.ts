import { applyAction, newGameLog, startGame, type GameLog } from '../engine/game.ts';
import { recordAction } from '../engine/log-chain.ts';
import { offersAny, type BaseAction, type Outcome, type Ruleset } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { chooseAction } from './commander.ts';
import { AiRandom, mixSeed } from './own-dice.ts';
import type { Difficulty } from '../engine/ai-levels.ts';
import type { BattlePlan } from './plan/battle-plan.ts';
import { commanderFor, type Commander } from './plan/temperament.ts';

/** Who plays a side in an automatic game: the commander at some level, or uniform chance over the options. */
export type Player = { kind: 'ai'; difficulty: Difficulty } | { kind: 'random' };

export interface PlayedDecision<A extends BaseAction> {
  side: SideId;
  action: A;
  reason: string;
  /** Time the decision took, when a clock was given. */
  ms?: number;
  /** The AI side's battle plan after the decision (none for random play). */
  plan?: BattlePlan;
}

export interface PlayedGame<A extends BaseAction> {
  log: GameLog<A>;
  /** Null when the game was stopped (too many actions, or the rule set offered no option). */
  outcome: Outcome | null;
  turns: number;
  decisions: PlayedDecision<A>[];
  /** Why the game stopped without an outcome. */
  stopped?: string;
}

export interface PlayOptions {
  /** Guard against endless games. */
  maxActions?: number;
  /** A clock in milliseconds: decisions are timed, and the AI keeps to `budgetMs` when that is given too. */
  now?: () => number;
  budgetMs?: number;
  /** Word the reason for each AI decision (the default); a run that reads only the results can leave them out. */
  explain?: boolean;
  /** False: the AI commanders decide on the open table, every unit as it stands (`AiSettings.fog`). */
  fog?: boolean;
}

export const DEFAULT_MAX_ACTIONS = 5000;

/** Plays a whole game between two players through the same path a person uses: options, then applyAction. */
export function playGame<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, scenario: Scenario, seed: number, players: Readonly<Record<SideId, Player>>, options: PlayOptions = {},
): PlayedGame<A> {
  const maxActions = options.maxActions ?? DEFAULT_MAX_ACTIONS;
  let state = startGame(ruleset, scenario, seed).state;
  const log = newGameLog(ruleset, scenario, seed, state);
  const decisions: PlayedDecision<A>[] = [];
  // Each side's own seed, apart from the game's dice and from each other.
  const aiSeed: Record<SideId, number> = { red: mixSeed(seed, 0x7ed), white: mixSeed(seed, 0x3417e) };
  const random: Record<SideId, AiRandom> = { red: new AiRandom(aiSeed.red), white: new AiRandom(aiSeed.white) };
  // Each AI side's commander, drawn from the game's seed unless the scenario names him, and the plan he carries.
  const commanders: Record<SideId, Commander> = { red: commanderFor(scenario, 'red', seed), white: commanderFor(scenario, 'white', seed) };
  const plans: Partial<Record<SideId, BattlePlan>> = {};
  const finish = (outcome: Outcome | null, stopped?: string): PlayedGame<A> => ({
    log, outcome, turns: ruleset.view(state.game).turn, decisions, ...(stopped ? { stopped } : {}),
  });

  for (;;) {
    const outcome = ruleset.outcome(state.game);
    if (outcome) return finish(outcome);
    if (log.actions.length >= maxActions) return finish(null, `stopped after ${maxActions} actions without a result`);
    const due = ruleset.pending(state.game);
    if (!due) return finish(null, 'no decision is due and the game has no result');
    const player = players[due.side];
    // The AI lists its own options (on the position as it knows it, under fog): here only whether there are any.
    const choices = player.kind === 'random' ? ruleset.options(state.game) : null;
    if (choices ? choices.length === 0 : !offersAny(ruleset, state.game)) return finish(null, `the rule set offers ${due.side} no option for "${due.prompt}"`);
    const started = options.now?.();
    let action: A;
    let reason: string;
    let plan: BattlePlan | undefined;
    if (player.kind === 'random') {
      const choice = choices![random[due.side].index(choices!.length)]!;
      action = choice.action;
      reason = `${choice.label} (at random)`;
    } else {
      const decision = chooseAction(ruleset, state, scenario, due.side, {
        difficulty: player.difficulty, seed: aiSeed[due.side], explain: options.explain ?? true, ...(options.fog === false ? { fog: false } : {}),
        commander: commanders[due.side], ...(plans[due.side] ? { plan: plans[due.side] } : {}),
        ...(options.now && options.budgetMs !== undefined ? { now: options.now, budgetMs: options.budgetMs } : {}),
      });
      action = decision.action;
      reason = decision.reason;
      plan = plans[due.side] = decision.plan;
    }
    const ms = started === undefined || !options.now ? undefined : options.now() - started;
    const next = applyAction(ruleset, state, action);
    if (!next.ok) throw new Error(`playGame: the rule set refused its own option (${next.error.reason})`);
    state = next.value.state;
    recordAction(log, action, next.value);
    decisions.push({ side: due.side, action, reason, ...(ms === undefined ? {} : { ms }), ...(plan ? { plan } : {}) });
  }
}
