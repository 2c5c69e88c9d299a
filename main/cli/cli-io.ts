import { createInterface } from 'node:readline';
/** Where a command writes: stdout for its result, stderr for progress and problems. Tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (a progress bar redraws in place only there). */
  errIsTty: boolean;
  /** Asks the person at the terminal and gives back the line typed, or null when the input has ended (`--own-dice`). */
  ask(question: string): Promise<string | null>;
}

export const processIo: CliIo = {
  out: (text) => { process.stdout.write(`${text}\n`); },
  err: (text) => { process.stderr.write(`${text}\n`); },
  errIsTty: process.stderr.isTTY === true,
  ask: (question) => stdinLines().ask(question),
};

let lines: { ask(question: string): Promise<string | null> } | undefined;

/** Standard input read a line at a time, opened on the first question (a command that asks nothing never reads it). */
function stdinLines(): { ask(question: string): Promise<string | null> } {
  if (lines) return lines;
  const reader = createInterface({ input: process.stdin, terminal: false });
  const iterator = reader[Symbol.asyncIterator]();
  lines = {
    async ask(question) {
      // Typed at a terminal, the answer follows the question on its line; read from a file or a pipe, it does not.
      process.stderr.write(process.stdin.isTTY ? question : `${question}\n`);
      const next = await iterator.next();
      if (next.done) { reader.close(); return null; }
      return next.value;
    },
  };
  return lines;
}

export const EXIT_OK = 0;
/** Bad input: a file that does not validate, a log that diverges, a lookup the rules refuse. */
export const EXIT_BAD_INPUT = 1;
/** Wrong use of the command line itself. */
export const EXIT_USAGE = 2;
/** `replay --verify` of a log that replays but cannot be verified link by link: format 1 recorded no hash chain. */
export const EXIT_NOT_VERIFIABLE = 3;

/** A command-line mistake; main prints its message and the usage text and exits 2. */
export class UsageError extends Error {}
