// Public surface of the scenario format.

// Schema and types
export * from './schema.ts';
export * from './terrain-kinds.ts';
export { LIMITS } from './limits.ts';

// Reading and checking
export { parseScenarioText, validateScenario, scenarioProblems, zodProblems, FALLBACK_BASE_SIZE, type CrossCheckOptions } from './validate.ts';
export { parseJsonText, maxNestingDepth } from './json-guard.ts';
export { migrateScenario } from './migrate.ts';
export { type Problem, jsonPath, error as problemError, warning as problemWarning } from './problems.ts';
