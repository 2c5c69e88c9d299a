/** Where a command writes: stdout for its result, stderr for progress and problems. Tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (a progress bar redraws in place only there). */
  errIsTty: boolean;
}

export const processIo: CliIo = {
  out: (text) => { process.stdout.write(`${text}\n`); },
  err: (text) => { process.stderr.write(`${text}\n`); },
  errIsTty: process.stderr.isTTY === true,
};

export const EXIT_OK = 0;
/** Bad input: a file that does not validate, a log that diverges, a lookup the rules refuse. */
export const EXIT_BAD_INPUT = 1;
/** Wrong use of the command line itself. */
export const EXIT_USAGE = 2;
/** `replay --verify` of a log that replays but cannot be verified link by link: format 1 recorded no hash chain. */
export const EXIT_NOT_VERIFIABLE = 3;

/** A command-line mistake; main prints its message and the usage text and exits 2. */
export class UsageError extends Error {}
