import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../csp.ts';
import { contentTypeOf } from '../web/static-files.ts';

/**
 * The packaged renderer is served from `app://tachanka/…` rather than `file://`: a page on its own origin
 * reaches only the files of the renderer's folder, never the rest of the disk, and every answer carries the
 * Content-Security-Policy as a header. Plain Node, so the handler is tested without Electron.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'tachanka';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** What `protocol.registerSchemesAsPrivileged` needs: a standard, secure origin that fetch and workers may use. */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, stream: true } as const;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
};

/** The file an `app://` URL names inside `rootDir`, or why there is none. */
export function appRequestPath(url: string, rootDir: string): { ok: true; path: string } | { ok: false; status: 400 | 403 | 404 } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, status: 400 };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return { ok: false, status: 403 };
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return { ok: false, status: 400 };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { ok: false, status: 400 };
  const relative = normalize(pathname === '/' ? '/index.html' : pathname).replace(/^[/\\]+/, '');
  const root = normalize(rootDir);
  const path = join(root, relative);
  if (relative === '' || relative.startsWith('..') || !path.startsWith(root.endsWith(sep) ? root : root + sep)) return { ok: false, status: 403 };
  return { ok: true, path };
}

/** Answers one `app://` request from the renderer's folder: GET and HEAD only, with the security headers. */
export async function handleAppRequest(
  request: { url: string; method: string }, rootDir: string, read: (path: string) => Promise<Uint8Array> = readFile,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refusal(405);
  const resolved = appRequestPath(request.url, rootDir);
  if (!resolved.ok) return refusal(resolved.status);
  let body: Uint8Array;
  try {
    body = await read(resolved.path);
  } catch {
    return refusal(404);
  }
  const headers = { ...SECURITY_HEADERS, 'Content-Type': contentTypeOf(resolved.path) };
  // A fresh view on its own buffer: what Response's types accept, whatever the reader returned.
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

const refusal = (status: number): Response => new Response(null, { status, headers: SECURITY_HEADERS });
