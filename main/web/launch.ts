import { createApiHandlers } from '../services/api-handlers.ts';
import { GameService } from '../services/games.ts';
import { ScenarioFiles } from '../services/scenario-files.ts';
import { LogSeal } from '../services/log-seal.ts';
import { webHostDataDir } from './data-dir.ts';
import { rendererDistDir } from '../services/package-root.ts';
import { resolveHostOptions } from './host-options.ts';
import { ownLanAddresses } from './pairing.ts';
import { startWebHost, type WebHost } from './web-host.ts';

/** Starts the web host with the real services, or explains in one line why it cannot. */
export async function launchWebHost(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Promise<{ host: WebHost } | { error: string }> {
  const port = resolveHostOptions(argv, env);
  if ('error' in port) return port;
  const lan = port.lan ? { addresses: ownLanAddresses() } : undefined;
  if (lan && lan.addresses.length === 0) return { error: '--lan: this computer has no network address besides loopback (is it connected to a network?)' };
  let host: WebHost | undefined;
  const opened = await LogSeal.openOrExplain(webHostDataDir(env));
  if (!opened.ok) return { error: opened.error };
  const seal = opened.value;
  // The app's pairing panel shows the addresses the host prints, known once it listens.
  const api = createApiHandlers({ scenarios: new ScenarioFiles(), games: new GameService({ seal }), pairing: () => host?.pairing });
  try {
    host = await startWebHost({ api, staticDir: rendererDistDir(), port: port.port, ...(lan ? { lan } : {}) });
    return { host };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      error: code === 'EADDRINUSE'
        ? `port ${port.port} is taken (is Tachanka already running?); pick another with --port N or TACHANKA_PORT, or 0 for any free port`
        : `cannot start the web host: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}
