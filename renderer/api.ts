import { API_METHODS, type Api, type ApiMethod, type ApiResult } from '../shared/api.ts';

/**
 * The renderer's one door to main. In Electron the preload exposes `window.tachanka` (the Api itself);
 * in a browser the web host serves `POST /api/<method>` guarded by a per-run token that it writes into
 * the page's `tachanka-token` meta tag. Screens receive an `Api` and cannot tell which one they hold.
 */

declare global {
  interface Window {
    tachanka?: Api;
  }
}

export type FetchLike = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
}>;

export const TOKEN_PLACEHOLDER = '%TACHANKA_TOKEN%';

/** The web host's transport: one POST per call, the argument as JSON, the ApiResult back as JSON. */
export function createHttpApi(fetchFn: FetchLike, token: string, baseUrl = ''): Api {
  const call = async (method: ApiMethod, input: unknown): Promise<ApiResult<unknown>> => {
    let text: string;
    let status: number;
    try {
      const response = await fetchFn(`${baseUrl}/api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Tachanka-Token': token },
        body: JSON.stringify(input),
      });
      status = response.status;
      text = await response.text();
    } catch (e) {
      return { ok: false, error: { message: `cannot reach the Tachanka host (${describe(e)})` } };
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (isApiResult(parsed)) return parsed;
    } catch {
      // fall through to the status message below
    }
    return { ok: false, error: { message: `the host answered ${method} with HTTP ${status} and no result` } };
  };
  const api: Partial<Record<ApiMethod, (input: unknown) => Promise<ApiResult<unknown>>>> = {};
  for (const method of API_METHODS) api[method] = (input) => call(method, input);
  return api as Api;
}

function isApiResult(value: unknown): value is ApiResult<unknown> {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  if (value.ok === true) return 'value' in value;
  return value.ok === false && 'error' in value && typeof value.error === 'object' && value.error !== null;
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Reads the token the web host wrote into the page; null when the page was not served by the host. */
export function readHostToken(doc: Pick<Document, 'querySelector'>): string | null {
  const content = doc.querySelector('meta[name="tachanka-token"]')?.getAttribute('content') ?? '';
  return content === '' || content === TOKEN_PLACEHOLDER ? null : content;
}

/** Picks the transport for this window: the Electron preload when present, else the web host. */
export function connectApi(win: Window = window): Api {
  if (win.tachanka) return win.tachanka;
  const token = readHostToken(win.document);
  if (token === null) return unreachableApi('this page was not opened through the Tachanka app or its web host (no access token)');
  return createHttpApi((url, init) => win.fetch(url, init), token);
}

/** An Api whose every call explains why there is no host, so the start screen can say so instead of failing. */
export function unreachableApi(message: string): Api {
  const api: Partial<Record<ApiMethod, () => Promise<ApiResult<never>>>> = {};
  for (const method of API_METHODS) api[method] = () => Promise.resolve({ ok: false, error: { message } });
  return api as Api;
}
