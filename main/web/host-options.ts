/** The web host's fixed port: bookmarks and a tablet at the table keep working from one launch to the next. */
export const DEFAULT_PORT = 5178;

export interface HostOptions {
  port: number;
  /** `--lan`: listen on the local network too, for a tablet at the table. */
  lan: boolean;
}

const USAGE = 'usage: serve [--port N] [--lan]';

/**
 * The port from `--port N` (or `--port=N`), else TACHANKA_PORT, else the default (`0` asks for any free port),
 * and whether `--lan` was given. Returns an error message for anything else.
 */
export function resolveHostOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): HostOptions | { error: string } {
  let raw: string | undefined;
  let source = '--port';
  let lan = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--port') {
      raw = argv[i + 1];
      if (raw === undefined) return { error: '--port needs a number' };
      i++;
    } else if (arg.startsWith('--port=')) {
      raw = arg.slice('--port='.length);
    } else if (arg === '--lan') {
      lan = true;
    } else {
      return { error: `unknown argument "${arg}"; ${USAGE}` };
    }
  }
  if (raw === undefined && env.TACHANKA_PORT !== undefined && env.TACHANKA_PORT !== '') {
    raw = env.TACHANKA_PORT;
    source = 'TACHANKA_PORT';
  }
  if (raw === undefined) return { port: DEFAULT_PORT, lan };
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) return { error: `${source} must be a whole number from 0 to 65535, not "${raw}"` };
  return { port: Number(raw), lan };
}
