import { BALANCE_USAGE, runBalance } from './balance-command.ts';
import { EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE, UsageError, processIo, type CliIo } from './cli-io.ts';
import { PLAY_USAGE, runPlay } from './play-command.ts';
import { REPLAY_USAGE, runReplay } from './replay-command.ts';
import { RULES_USAGE, runRules } from './rules-command.ts';
import { VALIDATE_USAGE, runValidate } from './validate-command.ts';

const COMMANDS = {
  validate: { usage: VALIDATE_USAGE, summary: 'check scenario files; problems by JSON path', run: runValidate },
  play: { usage: PLAY_USAGE, summary: 'play a whole game automatically and print the battle report', run: runPlay },
  replay: { usage: REPLAY_USAGE, summary: 're-run a saved game; --verify checks every link of its hash chain and its final hash', run: runReplay },
  rules: { usage: RULES_USAGE, summary: "list a rule set's tables or look one up", run: runRules },
  balance: { usage: BALANCE_USAGE, summary: 'many automatic games: win rates with 95% intervals', run: runBalance },
  export: {
    usage: 'tachanka export <scenario> --kind overview|mat|roster --out FILE [--paper a4|letter|a3|tabloid] [--format pdf|svg|png] [more print options]',
    summary: 'print a scenario: overview map, true-scale table mat, or rosters',
    // Loaded on demand: the print stack (pdfkit, resvg) is heavy and the other commands do not need it.
    run: async (args: readonly string[], io: CliIo) => (await import('./export-command.ts')).runExport(args, io),
  },
} as const satisfies Record<string, { usage: string; summary: string; run: (args: readonly string[], io: CliIo) => number | Promise<number> }>;

type CommandName = keyof typeof COMMANDS;
const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

export function usageText(): string {
  return [
    'usage: tachanka <command> [arguments]',
    '',
    ...Object.values(COMMANDS).flatMap((c) => [`  ${c.usage}`, `      ${c.summary}`]),
    '',
    'A <scenario> is a *.tachanka.json file or the id of a bundled scenario.',
    'Exit codes: 0 done, 1 bad input (the messages say what), 2 wrong usage,',
    '  3 a game log that replay --verify cannot verify link by link (a format-1 log has no chain).',
  ].join('\n');
}

/** The `tachanka` command line: dispatches to one command and returns its exit code; never throws. */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(usageText());
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (!isCommand(name)) {
    io.err(`unknown command "${name}"\n\n${usageText()}`);
    return EXIT_USAGE;
  }
  const command = COMMANDS[name];
  if (args.includes('--help') || args.includes('-h')) {
    io.out(`usage: ${command.usage}`);
    return EXIT_OK;
  }
  try {
    return await command.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`tachanka ${name}: ${e.message}\nusage: ${command.usage}`);
      return EXIT_USAGE;
    }
    io.err(`tachanka ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT_BAD_INPUT;
  }
}
