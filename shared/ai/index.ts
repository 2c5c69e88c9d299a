// Public surface of the AI commander.

// Deciding: one action for the side whose decision is due
export { chooseAction } from './commander.ts';
export type { AiSettings, AiDecision } from './commander.ts';

// The battle plan and the commander who makes it
export { commanderFor, commanderWords, TEMPERAMENT_NUMBERS } from './plan/temperament.ts';
export type { Commander } from './plan/temperament.ts';
export type { BattlePlan, Posture } from './plan/battle-plan.ts';

// Personalities (difficulty is data)
export { PERSONALITIES, personalityFor } from './personalities.ts';
export { DIFFICULTIES } from '../engine/ai-levels.ts';
export type { Difficulty, Personality } from '../engine/ai-levels.ts';

// Judging a position
export { evaluateState, evaluateView, SAFETY_WEIGHTS } from './evaluate.ts';
export { OUTCOME_SCORE } from '../engine/ruleset.ts';
export type { Evaluation } from './evaluate.ts';
export { OBJECTIVE_WEIGHTS } from './objectives.ts';
export { evalContext } from './context.ts';
export type { EvalContext, ObjectiveArea } from './context.ts';

// Whole games between players (CLI `play` and `balance`, benchmarks)
export { playGame, DEFAULT_MAX_ACTIONS } from './play-out.ts';
export type { Player, PlayedGame, PlayedDecision, PlayOptions } from './play-out.ts';
