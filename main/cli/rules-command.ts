import { getRuleset } from '../../shared/rulesets/registry.ts';
import { listRulesets } from '../../shared/rulesets/registry.ts';
import { parseCommandArgs } from './cli-args.ts';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError, type CliIo } from './cli-io.ts';

export const RULES_USAGE = 'tachanka rules <ruleset> --list | tachanka rules <ruleset> <table> key=value…';

/**
 * `rules <ruleset> --list` names the rule set's tables and the keys each takes; `rules <ruleset> <table> k=v…`
 * prints the lookup as JSON, through the same RulesTable.lookup the play screen's rule explainer uses.
 */
export function runRules(args: readonly string[], io: CliIo): number {
  const parsed = parseCommandArgs(args, { list: { type: 'boolean' } });
  const [rulesetId, tableId, ...pairs] = parsed.positionals;
  const known = () => listRulesets().map((r) => r.id).join(', ') || 'none';
  if (rulesetId === undefined) throw new UsageError(`name a rule set (${known()})`);
  const ruleset = getRuleset(rulesetId);
  if (!ruleset) {
    io.err(`unknown rule set "${rulesetId}"; known: ${known()}`);
    return EXIT_BAD_INPUT;
  }
  if (parsed.values.list) {
    if (tableId !== undefined) throw new UsageError('--list takes no table');
    io.out(`${ruleset.title} ${ruleset.version}: ${ruleset.tables.length} table${ruleset.tables.length === 1 ? '' : 's'}`);
    for (const table of ruleset.tables) {
      io.out(`  ${table.id}: ${table.title} (${table.rule})`);
      for (const [key, accepts] of Object.entries(table.keys)) io.out(`      ${key}=${accepts}`);
    }
    return EXIT_OK;
  }
  if (tableId === undefined) throw new UsageError('name a table, or use --list');
  const table = ruleset.tables.find((t) => t.id === tableId);
  if (!table) {
    io.err(`${ruleset.title} has no table "${tableId}"; tables: ${ruleset.tables.map((t) => t.id).join(', ') || 'none'}`);
    return EXIT_BAD_INPUT;
  }
  const query: Record<string, string> = {};
  for (const pair of pairs) {
    const match = /^([A-Za-z][\w-]{0,63})=(.{0,200})$/s.exec(pair);
    if (!match) throw new UsageError(`expected key=value, not "${pair}"`);
    const [, key, value] = match;
    if (Object.hasOwn(query, key!)) throw new UsageError(`"${key}" is given twice`);
    query[key!] = value!;
  }
  const result = table.lookup(query);
  if (!result.ok) {
    io.err(`${table.title}: ${result.error.reason}`);
    return EXIT_BAD_INPUT;
  }
  io.out(JSON.stringify(result.value, null, 2));
  return EXIT_OK;
}
