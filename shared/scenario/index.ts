// Public surface of the scenario format.

// Schema and types
export * from './schema.ts';
export * from './terrain-kinds.ts';
export { LIMITS } from './limits.ts';

// Reading and checking
export { parseScenarioShape, zodProblems } from './shape.ts';
export { parseJsonText, maxNestingDepth } from './json-guard.ts';
export { migrateScenario } from './migrate.ts';
export { type Problem, jsonPath, error as problemError, warning as problemWarning } from './problems.ts';

// File names
export { SCENARIO_EXTENSION, scenarioFileName, titleStem } from './file-names.ts';
