import { z } from 'zod';
import { FOG_SETTINGS, GAME_LOG_FORMAT, GAME_LOG_FORMAT_VERSION, type GameLog } from '../../shared/engine/game.ts';
import { TABLE_DIE_SIDES } from '../../shared/engine/entered-dice.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { Result } from '../../shared/core/result.ts';
import { LIMITS, parseJsonText, problemError, problemWarning, zodProblems, type Problem } from '../../shared/scenario/index.ts';
import { validateScenario } from '../../shared/scenario-checks/validate.ts';
import { checkScenarioRuleset, getRuleset, type AnyRuleset } from '../../shared/rulesets/registry.ts';
import { format1Contradictions } from './format-1-marks.ts';

/**
 * A saved game as a file: the log itself plus, when the CLI or an export wrote it, the hash of the final state.
 * `migratedFrom` says the file was an older format: a format-1 log recorded no hash chain, so it cannot be verified
 * link by link (only its final hash can be compared); a format-2 log is a game of the app's own dice and reads as it is.
 * A document that declares format 1 but holds what only later formats hold is refused (`format-1-marks.ts`).
 * `fog` (format 3, optional) records whether the game was played with fog of war or as an open table; a log without
 * it was saved before fog of war existed, when everything was shown, and reads as an open table.
 */
export interface GameLogFile {
  log: GameLog;
  ruleset: AnyRuleset;
  finalHash?: string;
  migratedFrom?: 1 | 2;
  warnings: Problem[];
}

const HASH = /^[0-9a-f]{16}$/;
const MAX_TABLE_DIE = Math.max(...TABLE_DIE_SIDES);
/** More dice than any one action of the bundled rule sets throws (a full volley of a large unit is under 100). */
const DICE_ENTERED_PER_ACTION = 1000;
const hash = () => z.string().regex(HASH, 'expected 16 hex digits');

const envelopeFields = {
  format: z.literal(GAME_LOG_FORMAT),
  scenario: z.unknown(),
  rulesetId: z.string().min(1).max(LIMITS.idChars),
  rulesetVersion: z.string().min(1).max(LIMITS.idChars),
  seed: z.number().int().min(0).max(2 ** 32 - 1),
  actions: z.array(z.unknown()).max(LIMITS.actionsPerGame),
  finalHash: hash().optional(),
};

const chainField = z.array(hash()).max(LIMITS.actionsPerGame + 1);
/** Entered dice are checked against the die each is rolled on when the game is replayed; here only their shape. */
const enteredDiceField = z.array(z.array(z.number().int().min(1).max(MAX_TABLE_DIE)).max(DICE_ENTERED_PER_ACTION)).max(LIMITS.actionsPerGame);

const GameLogEnvelope = z.discriminatedUnion('formatVersion', [
  z.object({ ...envelopeFields, formatVersion: z.literal(1) }).strict(),
  z.object({ ...envelopeFields, formatVersion: z.literal(2), chain: chainField }).strict(),
  z.object({
    ...envelopeFields, formatVersion: z.literal(GAME_LOG_FORMAT_VERSION), chain: chainField, enteredDice: enteredDiceField.optional(),
    fog: z.enum(FOG_SETTINGS).optional(),
  }).strict(),
]);

/**
 * Reads a game log's text: JSON limits, format and version, the scenario, the rule set, and every action against
 * the rule set's action schema. It does not replay; a caller that needs the state replays the returned log.
 */
export function parseGameLogText(text: string): Result<GameLogFile, Problem[]> {
  const json = parseJsonText(text);
  if (!json.ok) return json;
  const doc = json.value;
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return refuse(problemError([], 'a game log holds one JSON object'));
  const record = doc as Record<string, unknown>;
  if ('sealed' in record) {
    return refuse(problemError(['sealed'], 'this game was saved under fog of war and is sealed: it opens only in the Tachanka app that saved it (the log holds what the player\'s side did not know)'));
  }
  if (record.format !== GAME_LOG_FORMAT) {
    return refuse(problemError(['format'], `expected "${GAME_LOG_FORMAT}", found ${JSON.stringify(record.format) ?? 'nothing'}`));
  }
  if (typeof record.formatVersion === 'number' && record.formatVersion > GAME_LOG_FORMAT_VERSION) {
    return refuse(problemError(['formatVersion'], `this game was saved by a newer Tachanka (log format ${record.formatVersion}); this build reads up to format ${GAME_LOG_FORMAT_VERSION}. Update Tachanka to open it.`));
  }
  const relabelled = record.formatVersion === 1 ? format1Contradictions(record) : [];
  if (relabelled.length > 0) return { ok: false, error: relabelled };
  const envelope = GameLogEnvelope.safeParse(doc);
  if (!envelope.success) return { ok: false, error: zodProblems(envelope.error) };
  const { scenario: scenarioDoc, rulesetId, rulesetVersion, seed, actions: rawActions, finalHash } = envelope.data;
  const { formatVersion } = envelope.data;
  const chain = envelope.data.formatVersion === 1 ? [] : envelope.data.chain;
  if (formatVersion !== 1 && chain.length !== rawActions.length + 1) {
    return refuse(problemError(['chain'], `expected ${rawActions.length + 1} hashes (one for the setup and one per action), found ${chain.length}`));
  }
  const enteredDice = envelope.data.formatVersion === 3 ? envelope.data.enteredDice : undefined;
  const fog = envelope.data.formatVersion === 3 ? envelope.data.fog : undefined;
  if (enteredDice && enteredDice.length !== rawActions.length) {
    return refuse(problemError(['enteredDice'], `expected the dice entered for each of the ${rawActions.length} actions, found ${enteredDice.length} lists`));
  }

  const scenario = validateScenario(scenarioDoc);
  if (!scenario.ok) return { ok: false, error: scenario.error.map((p) => underScenario(p)) };
  const ruleset = getRuleset(rulesetId);
  if (!ruleset) return refuse(problemError(['rulesetId'], `unknown rule set "${rulesetId}"`));
  if (scenario.value.ruleset.id !== rulesetId) {
    return refuse(problemError(['rulesetId'], `the log says "${rulesetId}" but its scenario is for "${scenario.value.ruleset.id}"`));
  }
  const rulesetProblems = checkScenarioRuleset(scenario.value).map((p) => underScenario(p));
  if (rulesetProblems.some((p) => p.severity === 'error')) return { ok: false, error: rulesetProblems };

  const actions: BaseAction[] = [];
  const problems: Problem[] = [];
  for (let i = 0; i < rawActions.length && problems.length < 20; i++) {
    const parsed = ruleset.actionSchema.safeParse(rawActions[i]);
    if (parsed.success) actions.push(parsed.data);
    else problems.push(...zodProblems(parsed.error, ['actions', i]).slice(0, 3));
  }
  if (problems.length > 0) return { ok: false, error: problems };

  const warnings = rulesetProblems;
  if (rulesetVersion !== ruleset.version) {
    warnings.push(problemWarning(['rulesetVersion'], `saved under ${ruleset.title} ${rulesetVersion}; this build has ${ruleset.version}, so the replay may differ`));
  }
  const log: GameLog = {
    format: GAME_LOG_FORMAT, formatVersion: GAME_LOG_FORMAT_VERSION,
    scenario: scenario.value, rulesetId, rulesetVersion, seed, actions, chain, ...(enteredDice ? { enteredDice } : {}),
    ...(fog ? { fog } : {}),
  };
  return {
    ok: true,
    value: { log, ruleset, warnings, ...(finalHash === undefined ? {} : { finalHash }), ...(formatVersion === 3 ? {} : { migratedFrom: formatVersion }) },
  };
}

/** The text of a game log file; `finalHash` lets `tachanka replay --verify` prove the replay is the same game. */
export function gameLogText(log: GameLog, finalHash?: string): string {
  return `${JSON.stringify(finalHash === undefined ? log : { ...log, finalHash }, null, 2)}\n`;
}

const refuse = (problem: Problem): Result<never, Problem[]> => ({ ok: false, error: [problem] });

/** Problems of the embedded scenario point into it: `$.sides…` becomes `$.scenario.sides…`. */
const underScenario = (p: Problem): Problem => ({ ...p, path: `$.scenario${p.path.slice(1)}` });
