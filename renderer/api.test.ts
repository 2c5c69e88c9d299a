import { describe, expect, it } from 'vitest';
import type { Api } from '../shared/api.ts';
import { connectApi, createHttpApi, readHostToken, type FetchLike } from './api.ts';

const doc = (content: string | null) => ({
  querySelector: () => (content === null ? null : { getAttribute: () => content }),
}) as unknown as Pick<Document, 'querySelector'>;

describe('web host transport', () => {
  it('posts the argument to /api/<method> with the token and returns the host result as it is', async () => {
    const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
    const fetchFn: FetchLike = async (url, init) => {
      calls.push({ url, headers: init.headers, body: init.body });
      return { ok: true, status: 200, text: async () => JSON.stringify({ ok: true, value: { closed: true } }) };
    };
    const api = createHttpApi(fetchFn, 'secret-token');
    const result = await api.closeGame({ gameId: 'g1' });
    expect(result).toEqual({ ok: true, value: { closed: true } });
    expect(calls).toEqual([{ url: '/api/closeGame', headers: { 'Content-Type': 'application/json', 'X-Tachanka-Token': 'secret-token' }, body: '{"gameId":"g1"}' }]);
  });

  it('passes a refusal from the host through with its problems', async () => {
    const refusal = { ok: false, error: { message: 'bad argument to getGame', problems: [{ path: '$.gameId', message: 'too short', severity: 'error' }] } };
    const api = createHttpApi(async () => ({ ok: false, status: 400, text: async () => JSON.stringify(refusal) }), 't');
    expect(await api.getGame({ gameId: '' })).toEqual(refusal);
  });

  it('turns a network failure or a body that is not a result into a refusal, never a throw', async () => {
    const down = createHttpApi(async () => { throw new Error('connection refused'); }, 't');
    const r1 = await down.listScenarios({});
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.error.message).toContain('connection refused');
    const html = createHttpApi(async () => ({ ok: false, status: 403, text: async () => '<h1>Forbidden</h1>' }), 't');
    const r2 = await html.listScenarios({});
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.message).toContain('HTTP 403');
  });
});

describe('choosing the transport', () => {
  it('reads the token only when the host filled the placeholder in', () => {
    expect(readHostToken(doc('abc123'))).toBe('abc123');
    expect(readHostToken(doc('%TACHANKA_TOKEN%'))).toBeNull();
    expect(readHostToken(doc(null))).toBeNull();
  });

  it('prefers the Electron preload when the window has one', () => {
    const preload = { marker: true } as unknown as Api;
    const win = { tachanka: preload, document: doc('abc') } as unknown as Window;
    expect(connectApi(win)).toBe(preload);
  });

  it('explains itself when there is neither a preload nor a token', async () => {
    const api = connectApi({ document: doc(null) } as unknown as Window);
    const r = await api.listRulesets({});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('no access token');
  });
});
