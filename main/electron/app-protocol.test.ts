import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../csp.ts';
import { APP_INDEX_URL, appRequestPath, handleAppRequest } from './app-protocol.ts';

let root: string;
let outside: string;
beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'tachanka-app-protocol-'));
  root = join(base, 'renderer');
  outside = base;
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Tachanka</title>');
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(base, 'secret.txt'), 'not for the page');
});
afterAll(async () => { await rm(outside, { recursive: true, force: true }); });

const get = (url: string, method = 'GET') => handleAppRequest({ url, method }, root);

describe('the app:// protocol handler', () => {
  it('serves the renderer\'s files with their type and the CSP as a header', async () => {
    const page = await get(APP_INDEX_URL);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>Tachanka</title>');
    const script = await get('app://tachanka/assets/index-abc.js?v=1#x');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('app://tachanka/')).status).toBe(200);
  });

  it.each([
    'app://tachanka/../secret.txt', 'app://tachanka/%2e%2e/secret.txt', 'app://tachanka/assets%2f..%2f..%2fsecret.txt',
    'app://tachanka/assets/..%2f..%2fsecret.txt',
  ])('serves nothing from outside the folder: %s', async (url) => {
    const answer = await get(url);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('not for the page');
  });

  it.each([
    ['a backslash', 'app://tachanka/..%5csecret.txt', 400],
    ['a NUL byte', 'app://tachanka/index.html%00.js', 400],
    ['bad percent-encoding', 'app://tachanka/%E0%A4%A', 400],
    ['another host', 'app://evil/index.html', 403],
    ['another scheme', 'file:///etc/passwd', 403],
    ['a missing file', 'app://tachanka/nope.js', 404],
    ['a folder', 'app://tachanka/assets', 404],
  ])('refuses %s', async (_what, url, status) => {
    const answer = await get(url);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers only GET and HEAD', async () => {
    expect((await get(APP_INDEX_URL, 'POST')).status).toBe(405);
    const head = await get(APP_INDEX_URL, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('never names a file outside the folder, whatever the path', () => {
    for (const path of ['/..', '/a/../../b', '/./../x', '//etc/passwd', '/assets/../../secret.txt']) {
      const resolved = appRequestPath(`app://tachanka${path}`, root);
      if (resolved.ok) expect(resolved.path.startsWith(`${root}/`)).toBe(true);
    }
  });
});
