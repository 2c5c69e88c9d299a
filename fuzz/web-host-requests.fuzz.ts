import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_METHODS, type ApiMethod } from '../shared/api.ts';
import { startWebHost, type ApiCallTable, type WebHost } from '../main/web/web-host.ts';
import { FuzzRandom, type FuzzCounts, type FuzzOptions } from './fuzzer.ts';
import { hostileRequest, SECRET, type HostileRequest } from './hostile-requests.ts';

const MAX_BODY_BYTES = 64 * 1024;
const ANSWER_WITHIN_MS = 10_000;

/**
 * Sends the web host requests that are each hostile in at least one way (a foreign Host or Origin, a cross-site
 * fetch, no token or a wrong one, a wrong method or path, bad JSON, a body over the limit, a path out of the
 * page's folder) and counts any that reach the Api or the file beside the page, and any the host answers with
 * an internal error or not at all. `count` is the number of requests.
 */
export async function run(opts: FuzzOptions): Promise<FuzzCounts> {
  const random = new FuzzRandom(opts.seed);
  const root = await mkdtemp(join(tmpdir(), 'tachanka-fuzz-web-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<meta name="tachanka-token" content="%TACHANKA_TOKEN%">');
  await writeFile(join(dist, 'assets', 'app.js'), 'console.log("app");');
  await writeFile(join(root, 'secret.txt'), SECRET);
  const reached: ApiMethod[] = [];
  const api = Object.fromEntries(API_METHODS.map((m) => [m, async () => { reached.push(m); return { ok: true, value: null }; }])) as unknown as ApiCallTable;
  const host = await startWebHost({ api, staticDir: dist, port: 0, maxBodyBytes: MAX_BODY_BYTES });
  const counts = { requests: 0, 'accepted hostile requests': 0, crashes: 0 };
  try {
    for (let i = 0; i < opts.count; i++) {
      const hostile = hostileRequest(random, host, MAX_BODY_BYTES);
      counts.requests++;
      const before = reached.length;
      const reply = await send(host, hostile).catch((e: unknown) => ({ status: 0, body: String(e) }));
      if (reply.status === 0 || reply.status >= 500) {
        counts.crashes++;
        console.error(`the host failed on ${hostile.what}: ${reply.status} ${reply.body.slice(0, 200)}`);
      } else if (reached.length > before || reply.body.includes(SECRET) || (hostile.api && reply.status < 400)) {
        counts['accepted hostile requests']++;
        console.error(`the host accepted ${hostile.what}: ${reply.status}`);
      }
    }
    // Still serving a plain, friendly request after all that.
    if ((await send(host, { what: 'the page', method: 'GET', path: '/', headers: { Host: `127.0.0.1:${host.port}` }, api: false })).status !== 200) counts.crashes++;
  } finally {
    await host.close();
    await rm(root, { recursive: true, force: true });
  }
  return counts;
}

function send(host: WebHost, r: HostileRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // A connection per request: a refused request's unread body must not spill into the next one's.
    const req = httpRequest({ host: '127.0.0.1', port: host.port, path: r.path, method: r.method, headers: r.headers, setHost: false, agent: false, timeout: ANSWER_WITHIN_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // The host may close the connection on a body it refuses before reading it; its answer has come already.
    req.on('timeout', () => req.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)));
    req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e)));
    if (r.body !== undefined) req.write(r.body);
    req.end();
  });
}
