import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('./tachanka.mjs', import.meta.url));

describe('the tachanka command', () => {
  it('ends quietly with 0 when its reader closes the pipe early (tachanka play … | head)', async () => {
    const child = spawn(process.execPath, [bin, 'play', 'komuch-village', '--seed', '7'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    // Like `head -1`: read the first chunk, then close our end.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  }, 60_000);
});
