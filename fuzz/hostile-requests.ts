import { API_METHODS } from '../shared/api.ts';
import type { WebHost } from '../main/web/web-host.ts';
import type { FuzzRandom } from './fuzzer.ts';

/** The text of the file beside the page's folder: no answer may ever contain it. */
export const SECRET = 'TACHANKA-FUZZ-SECRET-6f1c';

export interface HostileRequest {
  /** What makes it hostile, for the report. */
  what: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** An Api call, which must be refused (4xx) and never reach a handler. */
  api: boolean;
}

const FLAWS = ['foreign host', 'no host', 'foreign origin', 'cross-site', 'no token', 'wrong token', 'bad method', 'unknown method', 'bad json', 'huge body', 'traversal', 'odd path'] as const;
type Flaw = (typeof FLAWS)[number];

/** A request with one to three flaws, the rest of it as the page itself would send it. */
export function hostileRequest(random: FuzzRandom, host: WebHost, maxBodyBytes: number): HostileRequest {
  const flaws = new Set<Flaw>();
  const wanted = random.int(1, 3);
  while (flaws.size < wanted) flaws.add(random.pick(FLAWS));
  const at = `127.0.0.1:${host.port}`;
  const headers: Record<string, string> = { Host: random.chance(0.5) ? at : `localhost:${host.port}`, 'Content-Type': 'application/json', 'X-Tachanka-Token': host.token };
  let method = 'POST';
  let path = `/api/${random.pick(API_METHODS)}`;
  let body: string | undefined = '{}';
  let api = true;
  for (const flaw of flaws) {
    switch (flaw) {
      case 'foreign host': headers.Host = random.pick(['evil.example', `evil.example:${host.port}`, '127.0.0.2', `127.0.0.1:${host.port + 1}`, `LOCALHOST.evil:${host.port}`, `${at}@evil.example`]); break;
      case 'no host': delete headers.Host; break;
      case 'foreign origin': headers.Origin = random.pick(['http://evil.example', `https://${at}`, 'null', `http://${at}.evil.example`, `http://localhost:${host.port + 1}`]); break;
      case 'cross-site': headers['Sec-Fetch-Site'] = 'cross-site'; break;
      case 'no token': delete headers['X-Tachanka-Token']; break;
      case 'wrong token': headers['X-Tachanka-Token'] = random.pick(['', 'x', host.token.slice(1), `${host.token}x`, host.token.toUpperCase(), 'a'.repeat(43)]); break;
      case 'bad method': method = random.pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']); if (method === 'GET' || method === 'OPTIONS' || method === 'TRACE') body = undefined; break;
      case 'unknown method': path = `/api/${random.pick(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'eval', '', 'newGame/../listScenarios', 'listScenarios%00'])}`; break;
      case 'bad json': body = random.pick(['{', '{"a":', 'nul', '[1,2', '\u0000', '{"__proto__": {"polluted": 1}', '"unterminated']); break;
      case 'huge body': body = `{"text":"${'x'.repeat(maxBodyBytes + random.int(1, 3 * maxBodyBytes))}"}`; break;
      case 'traversal': method = 'GET'; body = undefined; api = false; path = random.pick(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '//secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']); break;
      case 'odd path': path = random.pick(['/api', '/api/', '/api//newGame', `/api/${'a'.repeat(5000)}`, '/%ff', '/api/%zz']); break;
    }
  }
  // A traversal on its own is a plain GET with good headers: its only flaw is the path, judged by the answer.
  return { what: [...flaws].join(' + '), method, path, headers, ...(body === undefined ? {} : { body }), api: api && path.startsWith('/api/') && !(flaws.size === 1 && flaws.has('odd path')) };
}
