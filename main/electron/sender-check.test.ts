import { describe, expect, it } from 'vitest';
import { isOwnPage, isTrustedSender, type TrustedSource } from './sender-check.ts';

const trust: TrustedSource = { webContentsIds: new Set([7]) };
const page = 'app://tachanka/index.html';
const dev: TrustedSource = { ...trust, devOrigin: 'http://localhost:5173/' };

describe('isTrustedSender', () => {
  it('accepts our window showing our page, with a hash or query', () => {
    expect(isTrustedSender(7, page, true, trust)).toBe(true);
    expect(isTrustedSender(7, `${page}#/play`, true, trust)).toBe(true);
    expect(isTrustedSender(7, 'app://tachanka/', true, trust)).toBe(true);
  });

  it.each([
    ['another window', 8, page, true],
    ['a sub-frame', 7, page, false],
    ['a local file', 7, 'file:///opt/Tachanka/resources/app.asar/out/renderer/index.html', true],
    ['another page of our origin', 7, 'app://tachanka/assets/evil.html', true],
    ['another app:// host', 7, 'app://evil/index.html', true],
    ['a remote page', 7, 'https://evil.example/', true],
    ['no URL', 7, undefined, true],
    ['a bad URL', 7, 'not a url', true],
    ['the dev server when not developing', 7, 'http://localhost:5173/', true],
  ])('drops %s', (_what, id, url, mainFrame) => {
    expect(isTrustedSender(id, url, mainFrame, trust)).toBe(false);
  });

  it('accepts the dev server only on its own origin', () => {
    expect(isTrustedSender(7, 'http://localhost:5173/index.html', true, dev)).toBe(true);
    expect(isTrustedSender(7, 'http://localhost:5174/', true, dev)).toBe(false);
  });

  it('lets the window reload its own page and nothing else', () => {
    expect(isOwnPage(page, trust)).toBe(true);
    expect(isOwnPage('file:///tmp/index.html', trust)).toBe(false);
    expect(isOwnPage('https://example.com/', trust)).toBe(false);
  });
});
