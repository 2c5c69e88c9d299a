import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { createApiHandlers } from '../services/api-handlers.ts';
import { GameService } from '../services/games.ts';
import { ScenarioFiles } from '../services/scenario-files.ts';
import { CONTENT_SECURITY_POLICY } from '../csp.ts';
import { startWebHost, type WebHost } from './web-host.ts';

interface Reply { status: number; headers: IncomingHttpHeaders; body: string }

let root: string;
let host: WebHost;
let bare: WebHost;

function send(target: WebHost, path: string, options: { method?: string; headers?: Record<string, string>; body?: string; host?: string | null } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.host !== null) headers.Host = options.host ?? `127.0.0.1:${target.port}`;
    const req = httpRequest({ host: '127.0.0.1', port: target.port, path, method: options.method ?? 'GET', headers, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const api = (target: WebHost, method: string, body: unknown, headers: Record<string, string> = {}, hostHeader?: string) =>
  send(target, `/api/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Tachanka-Token': target.token, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(hostHeader === undefined ? {} : { host: hostHeader }),
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tachanka-web-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<meta name="tachanka-token" content="%TACHANKA_TOKEN%"><script type="module" src="./assets/app.js"></script>');
  await writeFile(join(dist, 'assets', 'app.js'), 'console.log("app");');
  await writeFile(join(root, 'secret.txt'), 'TOP SECRET');
  await symlink(join(root, 'secret.txt'), join(dist, 'assets', 'link.txt'));
  await mkdir(join(root, 'scenarios'));
  await writeFile(join(root, 'scenarios', 'fixture.tachanka.json'), JSON.stringify(scenarioFixture()));
  const handlers = createApiHandlers({ scenarios: new ScenarioFiles(join(root, 'scenarios')), games: new GameService() });
  host = await startWebHost({ api: handlers, staticDir: dist, port: 0, maxBodyBytes: 64 * 1024 });
  bare = await startWebHost({ api: handlers, staticDir: join(root, 'not-built'), port: 0 });
});
afterAll(async () => {
  await host.close();
  await bare.close();
  await rm(root, { recursive: true, force: true });
});

describe('the web host', () => {
  it('listens on loopback at a port of its own when asked for port 0', () => {
    expect(host.port).toBeGreaterThan(0);
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/`);
    expect(host.token).toMatch(/^[\w-]{43}$/);
  });

  it('serves the page with this launch token and the strict CSP', async () => {
    const reply = await send(host, '/');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(`content="${host.token}"`);
    expect(reply.body).not.toContain('%TACHANKA_TOKEN%');
    expect(reply.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('serves static files with their type, and the page for app routes', async () => {
    const js = await send(host, '/assets/app.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await send(host, '/play')).body).toContain(host.token);
    expect((await send(host, '/assets/missing.js')).status).toBe(404);
    expect((await send(host, '/', { method: 'HEAD' })).status).toBe(200);
  });

  it.each([
    '/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt', '/assets/..%5c..%5csecret.txt', '/assets/link.txt', '/%00index.html', '/%E0%A4%A',
  ])('refuses to leave the app folder: %s', async (path) => {
    const reply = await send(host, path);
    expect(reply.body).not.toContain('TOP SECRET');
    expect([400, 403]).toContain(reply.status);
  });

  it.each([
    ['a foreign host', 'evil.example:80'],
    ['a rebinding name on our port', 'attacker.example:PORT'],
    ['another port', '127.0.0.1:1'],
  ])('refuses %s in the Host header', async (_what, hostHeader) => {
    const value = hostHeader.replace('PORT', String(host.port));
    expect((await send(host, '/', { host: value })).status).toBe(403);
    expect((await api(host, 'listRulesets', {}, {}, value)).status).toBe(403);
  });

  it('refuses a request without a Host header (Node answers 400 before our 403)', async () => {
    expect([400, 403]).toContain((await send(host, '/', { host: null })).status);
  });

  it('accepts localhost on our port', async () => {
    expect((await send(host, '/', { host: `localhost:${host.port}` })).status).toBe(200);
  });

  it('refuses foreign origins and cross-site fetches, even with the token', async () => {
    expect((await api(host, 'listRulesets', {}, { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await api(host, 'listRulesets', {}, { Origin: 'null' })).status).toBe(403);
    expect((await api(host, 'listRulesets', {}, { Origin: `http://127.0.0.1:${host.port + 1}` })).status).toBe(403);
    expect((await api(host, 'listRulesets', {}, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await api(host, 'listRulesets', {}, { Origin: `http://127.0.0.1:${host.port}` })).status).toBe(200);
    expect((await api(host, 'listRulesets', {}, { Origin: `http://localhost:${host.port}` })).status).toBe(200);
  });

  it('refuses Api calls with a missing or wrong token', async () => {
    const noToken = await send(host, '/api/listRulesets', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(noToken.status).toBe(403);
    expect((await api(host, 'listRulesets', {}, { 'X-Tachanka-Token': 'guess' })).status).toBe(403);
    expect((await api(host, 'listRulesets', {}, { 'X-Tachanka-Token': `${host.token.slice(0, -1)}x` })).status).toBe(403);
  });

  it('closes the connection after a refusal instead of draining a body it will never read', async () => {
    // Headers promise 10 MB; only a little is sent. The refusal must come back and the host hang up at once.
    const heard = await new Promise<{ reply: string; closedByHost: boolean }>((resolve, reject) => {
      const socket = connect(host.port, '127.0.0.1');
      let reply = '';
      socket.on('error', reject);
      socket.on('data', (c: Buffer) => { reply += c.toString('utf8'); });
      socket.on('end', () => { resolve({ reply, closedByHost: true }); socket.destroy(); });
      socket.write([
        'POST /api/listRulesets HTTP/1.1', `Host: 127.0.0.1:${host.port}`, 'Content-Type: application/json',
        'X-Tachanka-Token: guess', 'Content-Length: 10000000', '', '{"a":',
      ].join('\r\n'));
    });
    expect(heard.reply).toMatch(/^HTTP\/1\.1 403/);
    expect(heard.reply.toLowerCase()).toContain('connection: close');
    expect(heard.closedByHost).toBe(true);
  });

  it('answers an Api call with its result as JSON', async () => {
    const reply = await api(host, 'listScenarios', {});
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(reply.body)).toMatchObject({ ok: true, value: [{ id: 'fixture' }] });
  });

  it('passes argument refusals through as results', async () => {
    const reply = await api(host, 'getGame', { gameId: 5 });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ ok: false, error: { problems: [{ path: '$.gameId' }] } });
  });

  it('answers 404 for an unknown method, including inherited names', async () => {
    expect((await api(host, 'deleteEverything', {})).status).toBe(404);
    expect((await api(host, 'constructor', {})).status).toBe(404);
    expect((await api(host, '__proto__', {})).status).toBe(404);
  });

  it('takes only POST with a JSON body for the Api', async () => {
    expect((await send(host, '/api/listRulesets')).status).toBe(405);
    expect((await api(host, 'listRulesets', '{}', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await send(host, '/', { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('refuses bad JSON, absurd nesting and oversized bodies', async () => {
    const bad = await api(host, 'listRulesets', '{"a":');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false });
    expect((await api(host, 'listRulesets', '['.repeat(10_000) + ']'.repeat(10_000))).status).toBe(400);
    expect((await api(host, 'checkScenario', { text: 'x'.repeat(70 * 1024) })).status).toBe(413);
  });

  it('says the pages are not built when the renderer is missing', async () => {
    const reply = await send(bare, '/');
    expect(reply.status).toBe(503);
    expect(reply.body).toMatch(/npm run build:renderer/);
  });
});
