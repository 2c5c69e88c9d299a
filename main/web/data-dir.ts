import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the web host keeps what main must remember between launches (the log-seal key): TACHANKA_DATA_DIR when set,
 * else the platform's folder for an application's data, as Electron's `userData` would be.
 */
export function webHostDataDir(env: Readonly<Record<string, string | undefined>>, platform: NodeJS.Platform = process.platform, home: string = homedir()): string {
  if (env.TACHANKA_DATA_DIR) return env.TACHANKA_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'Tachanka');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Tachanka');
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'tachanka');
}
