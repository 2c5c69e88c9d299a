import { ScenarioFiles } from '../services/scenario-files.ts';
import { formatProblems } from '../services/scenario-check.ts';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError, type CliIo } from './cli-io.ts';
import { parseCommandArgs } from './cli-args.ts';

export const VALIDATE_USAGE = 'tachanka validate <file.tachanka.json>…';

/** `validate <file…>`: every file's problems by JSON path; exit 1 if any file is refused. */
export async function runValidate(args: readonly string[], io: CliIo): Promise<number> {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length === 0) throw new UsageError('name at least one scenario file');
  const files = new ScenarioFiles();
  let refused = 0;
  for (const path of positionals) {
    const result = await files.read(path);
    if (result.ok) {
      const { scenario, warnings } = result.value;
      io.out(`ok   ${path}: "${scenario.title}" (${scenario.ruleset.id}, ${scenario.sides.red.units.length} red and ${scenario.sides.white.units.length} white units)`);
      if (warnings.length > 0) io.out(indent(formatProblems(warnings)));
    } else {
      refused++;
      io.out(`bad  ${path}`);
      io.out(indent(formatProblems(result.error)));
    }
  }
  if (positionals.length > 1) io.out(`${positionals.length - refused} of ${positionals.length} files are sound`);
  return refused === 0 ? EXIT_OK : EXIT_BAD_INPUT;
}

const indent = (text: string) => text.split('\n').map((l) => `     ${l}`).join('\n');
