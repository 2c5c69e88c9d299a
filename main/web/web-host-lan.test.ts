import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiHandlers } from '../services/api-handlers.ts';
import { GameService } from '../services/games.ts';
import { ScenarioFiles } from '../services/scenario-files.ts';
import { MAX_WRONG_CODES, ownLanAddresses } from './pairing.ts';
import { startWebHost, type WebHost } from './web-host.ts';
import { modulesOfTerminalQr, readQrModules } from '../../shared/testing/read-qr.ts';
import { startupLines } from './startup-lines.ts';

interface Reply { status: number; headers: IncomingHttpHeaders; body: string }

// The security checks need a real network address of this machine, so a request really arrives from off loopback.
const lanAddress = ownLanAddresses()[0];
const CODE = 'ABCDE-FGHJK';

let root: string;
let dist: string;
let handlers: ReturnType<typeof createApiHandlers>;

/** One request to `address` (the socket's destination), with the Host header set as given. */
function send(address: string, port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers = { Host: options.host ?? `${address}:${port}`, ...options.headers };
    const req = httpRequest({ host: address, port, path, method: options.method ?? 'GET', headers, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const apiCall = (address: string, target: WebHost, headers: Record<string, string>) =>
  send(address, target.port, '/api/listRulesets', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tachanka-lan-'));
  dist = join(root, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'index.html'), '<meta name="tachanka-token" content="%TACHANKA_TOKEN%">');
  handlers = createApiHandlers({ scenarios: new ScenarioFiles(join(root, 'scenarios')), games: new GameService() });
});
afterAll(async () => { await rm(root, { recursive: true, force: true }); });

describe('web host without --lan', () => {
  it('binds 127.0.0.1 only, offers no pairing, and cannot be reached on the network address', async () => {
    const host = await startWebHost({ api: handlers, staticDir: dist, port: 0 });
    try {
      expect(host.bindAddress).toBe('127.0.0.1');
      expect(host.pairing).toBeUndefined();
      expect(startupLines(host)).toEqual([`Tachanka is running at ${host.url} (this computer only; Ctrl+C stops it)`]);
      if (lanAddress !== undefined) {
        await expect(send(lanAddress, host.port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      }
    } finally {
      await host.close();
    }
  });
});

describe.skipIf(lanAddress === undefined)('web host with --lan', () => {
  const lan = lanAddress!;
  let host: WebHost;
  beforeAll(async () => {
    host = await startWebHost({ api: handlers, staticDir: dist, port: 0, lan: { addresses: [lan], pairingCode: CODE } });
  });
  afterAll(async () => { await host.close(); });

  it('binds all IPv4 interfaces and prints the pairing addresses', () => {
    expect(host.bindAddress).toBe('0.0.0.0');
    expect(host.pairing).toEqual({
      tokenUrls: [`http://${lan}:${host.port}/?pair=${host.token}`],
      codeUrls: [`http://${lan}:${host.port}/?pair=${CODE}`],
      code: CODE,
    });
    const printed = startupLines(host);
    const lines = printed.join('\n');
    expect(lines).toContain(host.pairing!.tokenUrls[0]);
    expect(lines).toContain(host.pairing!.codeUrls[0]);
    // The QR code printed under its heading opens the address with the token.
    const qr = printed.filter((l) => /^[█▀▄ ]+$/.test(l));
    expect(qr.length).toBeGreaterThan(10);
    expect(readQrModules(modulesOfTerminalQr(qr))).toBe(host.pairing!.tokenUrls[0]);
  });

  it('still serves this machine\'s browser on loopback as before', async () => {
    const reply = await send('127.0.0.1', host.port, '/');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(host.token);
  });

  it('refuses the page (and so the token) to a network client that is not paired', async () => {
    for (const path of ['/', '/play/some-game', '/index.html', '/?pair=', `/?pair=${host.token.slice(1)}`, '/?pair=ABCDE-FGHJJ']) {
      const reply = await send(lan, host.port, path);
      expect(reply.status, path).toBe(403);
      expect(reply.body).not.toContain(host.token);
    }
    // Naming loopback in the Host header does not help: the check is on where the connection comes from.
    const spoofed = await send(lan, host.port, '/', { host: `127.0.0.1:${host.port}` });
    expect(spoofed.status).toBe(403);
    expect(spoofed.body).not.toContain(host.token);
  });

  it('pairs with the token address, and the cookie it sets keeps the page on reload', async () => {
    const paired = await send(lan, host.port, `/?pair=${host.token}`);
    expect(paired.status).toBe(200);
    expect(paired.body).toContain(host.token);
    const cookie = String(paired.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const reload = await send(lan, host.port, '/play/some-game', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(reload.status).toBe(200);
    const stale = await send(lan, host.port, '/', { headers: { Cookie: 'tachanka_pair=old-launch' } });
    expect(stale.status).toBe(403);
  });

  it('pairs with the short code, typed in any case and with or without its hyphen', async () => {
    expect((await send(lan, host.port, `/?pair=${CODE}`)).status).toBe(200);
    expect((await send(lan, host.port, '/?pair=abcdefghjk')).status).toBe(200);
  });

  it('answers the Api on the network address only with the token and the host\'s own Origin', async () => {
    const origin = `http://${lan}:${host.port}`;
    expect((await apiCall(lan, host, { 'X-Tachanka-Token': host.token, Origin: origin })).status).toBe(200);
    expect((await apiCall(lan, host, { Origin: origin })).status).toBe(403);
    expect((await apiCall(lan, host, { 'X-Tachanka-Token': 'wrong', Origin: origin })).status).toBe(403);
    expect((await apiCall(lan, host, { 'X-Tachanka-Token': CODE, Origin: origin })).status).toBe(403);
    const foreign = await apiCall(lan, host, { 'X-Tachanka-Token': host.token, Origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toContain('foreign Origin');
    const otherPort = await apiCall(lan, host, { 'X-Tachanka-Token': host.token, Origin: `http://${lan}:1` });
    expect(otherPort.status).toBe(403);
  });

  it('refuses Host headers naming anything but this machine\'s addresses and port', async () => {
    for (const name of ['evil.example', '10.255.255.1', `${lan}:1`]) {
      const hostHeader = name.includes(':') ? name : `${name}:${host.port}`;
      const reply = await send(lan, host.port, `/?pair=${host.token}`, { host: hostHeader });
      expect(reply.status, hostHeader).toBe(403);
      expect(reply.body).toContain('foreign Host');
    }
  });
});

describe.skipIf(lanAddress === undefined)('web host with --lan, guessing and closing', () => {
  const lan = lanAddress!;

  it(`stops taking the short code after ${MAX_WRONG_CODES} wrong ones; the token address still pairs`, async () => {
    const host = await startWebHost({ api: handlers, staticDir: dist, port: 0, lan: { addresses: [lan], pairingCode: CODE } });
    try {
      for (let i = 0; i < MAX_WRONG_CODES; i++) expect((await send(lan, host.port, '/?pair=ZZZZZ-ZZZZZ')).status).toBe(403);
      expect((await send(lan, host.port, `/?pair=${CODE}`)).status).toBe(403);
      expect((await send(lan, host.port, `/?pair=${host.token}`)).status).toBe(200);
    } finally {
      await host.close();
    }
  });

  it('refuses everything once closed', async () => {
    const host = await startWebHost({ api: handlers, staticDir: dist, port: 0, lan: { addresses: [lan], pairingCode: CODE } });
    await host.close();
    await expect(send(lan, host.port, `/?pair=${host.token}`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(send('127.0.0.1', host.port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
