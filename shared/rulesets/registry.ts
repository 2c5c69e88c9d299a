import type { BaseAction, Ruleset } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { Problem } from '../scenario/problems.ts';
import { parseScenarioShape, problemError } from '../scenario/index.ts';
import { crossCheck } from '../scenario-checks/cross-check.ts';
import { duelRuleset } from '../testing/duel-ruleset.ts';
import { redsVersusReds } from './reds-versus-reds/index.ts';
import { redActionsRuleset } from './red-actions/index.ts';
import { wargameWednesdays } from './wargame-wednesdays/index.ts';
import { tenRoundsRapid } from './ten-rounds-rapid/index.ts';
import { forwardComrades } from './forward-comrades/index.ts';

export type AnyRuleset = Ruleset<unknown, BaseAction>;

/** Every rule set the app offers, by id. A rule set joins by adding one line here. */
const all: readonly AnyRuleset[] = [
  duelRuleset,
  redsVersusReds,
  redActionsRuleset,
  wargameWednesdays,
  tenRoundsRapid,
  forwardComrades,
];

const byId = new Map(all.map((r) => [r.id, r]));

export function getRuleset(id: string): AnyRuleset | undefined {
  return byId.get(id);
}

/** Rule sets a player may pick (the engine's test rule set is hidden). */
export function listRulesets(): AnyRuleset[] {
  return [...byId.values()].filter((r) => !r.id.endsWith('-test'));
}

/** The scenario's own checks plus its rule set's. */
export function checkScenarioRuleset(scenario: Scenario): Problem[] {
  const ruleset = getRuleset(scenario.ruleset.id);
  if (!ruleset) return [problemError(['ruleset', 'id'], `unknown rule set "${scenario.ruleset.id}"; known: ${listRulesets().map((r) => r.id).join(', ')}`)];
  return ruleset.checkScenario(scenario);
}

/** What reading a scenario document finds: the scenario, only when nothing is wrong at error level, and every problem. */
export interface ScenarioCheck {
  scenario: Scenario | null;
  /** Errors and warnings by JSON path: the document's own, then its rule set's. */
  problems: Problem[];
}

/**
 * Checks a parsed scenario document the way every door into the app does, each step once: migration and
 * schema, cross-references (bases measured with the rule set's own footprints), then the rule set's checks,
 * which run only on a document whose references hold.
 */
export function checkScenarioDocument(doc: unknown): ScenarioCheck {
  const shaped = parseScenarioShape(doc);
  if (!shaped.ok) return { scenario: null, problems: shaped.error };
  const scenario = shaped.value;
  const ruleset = getRuleset(scenario.ruleset.id);
  const bases = new Map((ruleset?.troopTypes ?? []).map((t) => [t.id, t.base]));
  const problems = crossCheck(scenario, { baseSize: (troopType) => bases.get(troopType), distanceUnit: ruleset?.distanceUnit });
  if (!problems.some(isError)) problems.push(...checkScenarioRuleset(scenario));
  return { scenario: problems.some(isError) ? null : scenario, problems };
}

const isError = (p: Problem): boolean => p.severity === 'error';
