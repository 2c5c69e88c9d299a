// Public surface of the engine.

// The fold
export { startGame, applyAction, replay, stateHash, gameStatus, newGameLog, GAME_LOG_FORMAT, GAME_LOG_FORMAT_VERSION } from './game.ts';
export type { GameLog, GameState, Stepped, Replayed, GameStatus } from './game.ts';
export { GameSession } from './session.ts';
export { stepEvents, openStep, stepTablesOf } from './step-tables.ts';
export type { StepTable, StepOptions } from './step-tables.ts';

// Rule sets plug in here
export { TROOP_CLASSES } from './ruleset.ts';
export type {
  Ruleset, BaseAction, Pending, Choice, Outcome, TroopClass, TroopType, RulesetNote, RulesTable,
  TableView, UnitView, BaseView, OfficerView, MarkerView, MarkerKind,
} from './ruleset.ts';

// Distances as a person reads them (the table is in inches)
export { DISTANCE_UNITS, CM_PER_INCH, inUnit, fromUnit, cmText, distanceText, sizeText, coordinateText, unitMark, unitName } from '../core/distance-units.ts';
export type { DistanceUnit } from '../core/distance-units.ts';

// Dice, events, results, hashing
export { SeededDice, rngFromSeed } from './dice.ts';
export type { Dice, DieRoll, RngState } from './dice.ts';
export { EnteredDice, TABLE_DIE_SIDES } from './entered-dice.ts';
export { askForDice } from './dice-request.ts';
export type { DiceAsked } from './dice-request.ts';
export type { GameEvent, EventKind, RollExplanation, Modifier } from './events.ts';
export { rollSum, explainerRows } from './roll-text.ts';
export { countHits } from './dice-pool.ts';
export { ok, refuse } from '../core/result.ts';
export type { Result, Refusal, DiceRequest } from '../core/result.ts';
export { canonicalJson, hashString, hashValue } from './hash.ts';

// Scenario mechanics every rule set shares
export { evaluateVictory, strengthLost } from './victory.ts';
export { updateTriggeredRules, behavioursFor, selects } from './special-rules.ts';
export { scenarioUnit, unitInArea, isOnTable, hasAnyTag } from './scenario-units.ts';
