import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isApiMethod, type ApiMethod, type ApiResult, type PairingAddresses } from '../../shared/api.ts';
import { parseJsonText } from '../../shared/scenario/json-guard.ts';
import { CONTENT_SECURITY_POLICY } from '../csp.ts';
import { contentTypeOf, lookupStatic } from './static-files.ts';
import { isLoopbackClient, newPairingCode, PairingGate, sameSecret } from './pairing.ts';

/** What the host calls for `POST /api/<method>`: the Api handlers, each taking an unchecked argument. */
export type ApiCallTable = Readonly<Record<ApiMethod, (input: unknown) => Promise<ApiResult<unknown>>>>;

export interface WebHostOptions {
  api: ApiCallTable;
  /** The built renderer (renderer/dist). */
  staticDir: string;
  /** 0 picks any free port. */
  port: number;
  /** The per-launch secret; a random one when left out. */
  token?: string;
  maxBodyBytes?: number;
  /**
   * Listen on the local network too (`--lan`): the machine's own network addresses, the only ones besides
   * loopback that the Host and Origin headers may name. Left out, the host listens on 127.0.0.1 only.
   */
  lan?: { addresses: readonly string[]; pairingCode?: string };
}

export interface WebHost {
  url: string;
  port: number;
  token: string;
  /** The address the server is bound to: 127.0.0.1, or 0.0.0.0 with `lan`. */
  bindAddress: string;
  pairing?: PairingAddresses;
  close(): Promise<void>;
}

export const TOKEN_HEADER = 'x-tachanka-token';
export const TOKEN_PLACEHOLDER = '%TACHANKA_TOKEN%';
/** A scenario or log travels as a JSON string of up to 5 MB; escaping can grow it, so the body limit is wider. */
export const DEFAULT_MAX_BODY_BYTES = 12 * 1024 * 1024;
const LOOPBACK = '127.0.0.1';
const ALL_IPV4 = '0.0.0.0';

const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * The Api over HTTP for a browser on this machine (and, with `lan`, a paired tablet): a per-launch token the page receives in its
 * HTML, and refusals for foreign Host and Origin headers (DNS rebinding and cross-site requests).
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(32).toString('base64url');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  let port = options.port;
  const lanAddresses = options.lan?.addresses ?? [];
  const gate = options.lan ? new PairingGate(token, options.lan.pairingCode ?? newPairingCode()) : undefined;
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', `internal error: ${e instanceof Error ? e.message : String(e)}`);
      else res.destroy();
    });
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const hosts = [`${LOOPBACK}:${port}`, `localhost:${port}`, ...lanAddresses.map((a) => `${a}:${port}`)];
    const host = (req.headers.host ?? '').toLowerCase();
    if (!hosts.includes(host)) return refuse(res, 403, 'foreign Host header');
    const origin = req.headers.origin;
    if (origin !== undefined && !hosts.some((h) => origin.toLowerCase() === `http://${h}`)) return refuse(res, 403, 'foreign Origin header');
    if (req.headers['sec-fetch-site'] === 'cross-site') return refuse(res, 403, 'cross-site request');

    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (rawPath.startsWith('/api/')) return handleApi(req, res, rawPath.slice('/api/'.length));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return refuse(res, 405, 'method not allowed');
    }
    if (rawPath === '/') return sendIndex(req, res);
    const found = await lookupStatic(options.staticDir, rawPath);
    if (found.kind === 'refused') return refuse(res, 403, found.reason);
    if (found.kind === 'not-found') {
      // Paths without a file extension are the app's own routes: they get the page, which routes itself.
      return /\.[A-Za-z0-9]+$/.test(rawPath) ? refuse(res, 404, 'not found') : sendIndex(req, res);
    }
    if (found.path.endsWith('.html')) {
      const paired = pairing(req);
      return paired === 'refused' ? refuseUnpaired(res) : sendHtml(res, found.body.toString('utf8'), paired);
    }
    send(res, 200, contentTypeOf(found.path), found.body, { 'Cache-Control': 'no-cache' });
  }

  async function sendIndex(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const paired = pairing(req);
    if (paired === 'refused') return refuseUnpaired(res);
    let html: string;
    try {
      html = await readFile(join(options.staticDir, 'index.html'), 'utf8');
    } catch {
      return refuse(res, 503, 'the app pages are not built yet: run `npm run build:renderer`');
    }
    sendHtml(res, html, paired);
  }

  /** A client on the network gets a page (and so the token) only once paired; this machine's browser as before. */
  function pairing(req: IncomingMessage): 'paired-now' | 'paired' | 'refused' {
    return gate === undefined || isLoopbackClient(req) ? 'paired' : gate.check(req);
  }

  /** Pages carry the token (for the Api transport) and the strict CSP, and are never cached: the token changes each launch. */
  function sendHtml(res: ServerResponse, html: string, paired: 'paired-now' | 'paired'): void {
    send(res, 200, 'text/html; charset=utf-8', html.split(TOKEN_PLACEHOLDER).join(token), {
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'Cache-Control': 'no-store',
      ...(paired === 'paired-now' && gate ? { 'Set-Cookie': gate.cookie() } : {}),
    });
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, method: string): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return refuse(res, 405, 'the Api takes POST only');
    }
    if (!tokenMatches(req.headers[TOKEN_HEADER], token)) return refuse(res, 403, 'missing or wrong access token');
    if (!isApiMethod(method)) return refuse(res, 404, `no Api method "${method}"`);
    const contentType = req.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) return refuse(res, 415, 'send the argument as application/json');
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > maxBodyBytes) return refuse(res, 413, 'request body too large');
    const body = await readBody(req, maxBodyBytes);
    if (body === null) return refuse(res, 413, 'request body too large');
    const json = parseJsonText(body, maxBodyBytes);
    if (!json.ok) return sendJson(res, 400, { ok: false, error: { message: 'the request body is not valid JSON', problems: json.error } });
    const result = await options.api[method](json.value);
    sendJson(res, 200, result);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.lan ? ALL_IPV4 : LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;
  port = bound.port;
  return {
    url: `http://${LOOPBACK}:${port}/`,
    port,
    token,
    bindAddress: bound.address,
    ...(gate ? {
      pairing: {
        tokenUrls: lanAddresses.map((a) => `http://${a}:${port}/?pair=${token}`),
        codeUrls: lanAddresses.map((a) => `http://${a}:${port}/?pair=${gate.code}`),
        code: gate.code,
      },
    } : {}),
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

function tokenMatches(sent: string | string[] | undefined, token: string): boolean {
  return typeof sent === 'string' && sameSecret(sent, token);
}

/** Reads the body as UTF-8, or null as soon as it passes the limit. */
function readBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    let ended = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > maxBytes) {
        over = true;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      ended = true;
      if (!over) resolve(Buffer.concat(chunks, size).toString('utf8'));
    });
    // A client that hangs up midway leaves nothing to answer.
    req.on('close', () => { if (!ended && !over) resolve(null); });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, contentType: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value), { 'Cache-Control': 'no-store' });
}

function refuseUnpaired(res: ServerResponse): void {
  refuse(res, 403, 'not paired: open the pairing address printed where Tachanka was started');
}

/**
 * A refusal: a short plain message, and the connection closed. A refused request's body is never read, so keeping
 * the connection would have Node drain whatever the sender goes on sending.
 */
function refuse(res: ServerResponse, status: number, message: string): void {
  send(res, status, 'text/plain; charset=utf-8', `${message}\n`, { Connection: 'close' });
}
