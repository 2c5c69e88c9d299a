import { problemError, type Problem } from '../../shared/scenario/index.ts';

/**
 * What no format-1 log holds. Tachanka wrote game log format 1 only until format 2 brought the hash chain, and
 * before scenario format 3 and the later rule sets existed. A file that declares format 1 but holds one of these was
 * written by a later Tachanka and relabelled by hand; read as format 1 it would lose what verifies it link by link,
 * so it is refused instead.
 */
const LATER_FIELDS: readonly { field: string; since: number }[] = [
  { field: 'chain', since: 2 },
  { field: 'enteredDice', since: 3 },
  { field: 'fog', since: 3 },
];
/** The newest scenario format of Tachanka's format-1 days. */
const LAST_FORMAT_1_SCENARIO = 2;
/** The rule sets of Tachanka's format-1 days (the engine's test rule set among them). */
const FORMAT_1_RULESETS: readonly string[] = ['duel-test', 'reds-versus-reds', 'red-actions', 'wargame-wednesdays'];

const RELABELLED = 'so this log was written by a later Tachanka and its formatVersion lowered by hand; set it back to the format it was written in';

/** The problems of a document that declares game log format 1 but holds what only later formats hold. */
export function format1Contradictions(doc: Readonly<Record<string, unknown>>): Problem[] {
  const problems = LATER_FIELDS.filter(({ field }) => Object.hasOwn(doc, field)).map(({ field, since }) =>
    problemError([field], `a format-1 log has no ${field} (format ${since} brought it), ${RELABELLED}`));
  const scenario = doc.scenario;
  const scenarioVersion = typeof scenario === 'object' && scenario !== null ? (scenario as Record<string, unknown>).formatVersion : undefined;
  if (typeof scenarioVersion === 'number' && scenarioVersion > LAST_FORMAT_1_SCENARIO) {
    problems.push(problemError(['scenario', 'formatVersion'], `a format-1 log holds a scenario of format ${LAST_FORMAT_1_SCENARIO} or older; this one is format ${scenarioVersion}, ${RELABELLED}`));
  }
  if (typeof doc.rulesetId === 'string' && !FORMAT_1_RULESETS.includes(doc.rulesetId)) {
    problems.push(problemError(['rulesetId'], `no format-1 log was written for "${doc.rulesetId}", which came later, ${RELABELLED}`));
  }
  return problems;
}
