import { describe, expect, it } from 'vitest';
import { spawn, execFile } from 'node:child_process';
import { join } from 'node:path';
import { packageRoot } from '../services/package-root.ts';
import { ownLanAddresses } from './pairing.ts';

// `npm run web` as users run it: node --import tsx main/web/serve.ts.
const root = packageRoot();
const serveArgs = ['--import', 'tsx', join(root, 'main', 'web', 'serve.ts')];

describe('serve.ts', { timeout: 60_000 }, () => {
  it('prints its loopback address for --port 0 and answers there', async () => {
    const child = spawn(process.execPath, [...serveArgs, '--port', '0'], { cwd: root, env: { ...process.env, TACHANKA_PORT: '' } });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let seen = '';
        child.stdout.on('data', (chunk: Buffer) => {
          seen += chunk.toString();
          const match = /running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(seen);
          if (match) resolve(match[1]!);
        });
        child.on('exit', (code) => reject(new Error(`serve.ts exited with ${code}: ${seen}`)));
      });
      const response = await fetch(url);
      // 200 with the built renderer, 503 with a hint before `npm run build:renderer`; never a foreign answer.
      expect([200, 503]).toContain(response.status);
      expect((await fetch(`${url}api/listRulesets`, { method: 'POST', body: '{}' })).status).toBe(403);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it.skipIf(ownLanAddresses().length === 0)('with --lan prints pairing addresses that open the app from the network address', async () => {
    const child = spawn(process.execPath, [...serveArgs, '--port', '0', '--lan'], { cwd: root, env: { ...process.env, TACHANKA_PORT: '' } });
    try {
      const seen = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('share them only with your own devices')) resolve(text);
        });
        child.on('exit', (code) => reject(new Error(`serve.ts exited with ${code}: ${text}`)));
      });
      expect(seen).toContain('and on the local network');
      const paired = /(http:\/\/[\d.]+:\d+\/)\?pair=([\w-]{43})\n/.exec(seen);
      const coded = /(http:\/\/[\d.]+:\d+\/)\?pair=([0-9A-Z]{5}-[0-9A-Z]{5})\n/.exec(seen);
      expect(paired).not.toBeNull();
      expect(coded).not.toBeNull();
      // Unpaired, the network address gives no page; paired, the page (or the not-built hint) comes back.
      expect((await fetch(paired![1]!)).status).toBe(403);
      expect([200, 503]).toContain((await fetch(`${paired![1]}?pair=${paired![2]}`)).status);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('exits 2 with a message for a bad port', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(process.execPath, [...serveArgs, '--port', 'eighty'], { cwd: root }, (error, _stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr });
      });
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--port must be a whole number');
  });
});
