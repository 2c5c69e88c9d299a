import { SCENARIO_FORMAT, SCENARIO_FORMAT_VERSION, type Scenario } from '../../shared/scenario/schema.ts';

/** An empty 6' × 4' table for a rule set, ready to be drawn on. `id` must be unique in the library. */
export function blankScenario(id: string, rulesetId: string, title = 'New scenario'): Scenario {
  return {
    format: SCENARIO_FORMAT,
    formatVersion: SCENARIO_FORMAT_VERSION,
    id,
    title,
    author: '',
    description: '',
    table: { width: 72, height: 48 },
    ruleset: { id: rulesetId, options: {} },
    attacker: 'red',
    turnLimit: 10,
    weather: 'clear',
    timeOfDay: 'day',
    terrain: [],
    sides: {
      red: { name: 'Red', baseline: 'south', briefing: '', units: [] },
      white: { name: 'White', baseline: 'north', briefing: '', units: [] },
    },
    deployment: [],
    victory: [],
    specialRules: [],
  };
}
