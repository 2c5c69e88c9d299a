import { describe, expect, it } from 'vitest';
import { devServerUrl, isAllowedRequest, windowPreferences } from './shell-policy.ts';

describe('devServerUrl', () => {
  it('trusts ELECTRON_RENDERER_URL only in an unpackaged run, and only on loopback http', () => {
    expect(devServerUrl(false, { ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toBe('http://localhost:5173/');
    expect(devServerUrl(false, { ELECTRON_RENDERER_URL: 'http://127.0.0.1:5173/' })).toBe('http://127.0.0.1:5173/');
    expect(devServerUrl(true, { ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toBeUndefined();
    for (const url of ['https://evil.example/', 'http://evil.example:5173/', 'file:///tmp/index.html', 'nonsense', '']) {
      expect(devServerUrl(false, { ELECTRON_RENDERER_URL: url })).toBeUndefined();
    }
    expect(devServerUrl(false, {})).toBeUndefined();
  });
});

describe('windowPreferences', () => {
  it('isolates and sandboxes the page, and allows DevTools only in development', () => {
    const packaged = windowPreferences('/p.cjs', true);
    expect(packaged).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false, devTools: false });
    expect(windowPreferences('/p.cjs', false).devTools).toBe(true);
  });
});

describe('isAllowedRequest', () => {
  it('lets out our app:// origin, data and blob URLs, and nothing from disk or the network', () => {
    for (const url of ['app://tachanka/index.html', 'app://tachanka/assets/x.js', 'data:image/png;base64,AA==', 'blob:app://tachanka/1234']) {
      expect(isAllowedRequest(url, undefined)).toBe(true);
    }
    for (const url of ['file:///etc/passwd', 'file:///opt/Tachanka/resources/app.asar/out/renderer/index.html', 'https://example.com/', 'app://evil/x.js', 'devtools://devtools/bundled/x.html', 'http://localhost:5173/']) {
      expect(isAllowedRequest(url, undefined)).toBe(false);
    }
  });

  it('lets out the dev server and DevTools while developing', () => {
    const dev = 'http://localhost:5173/';
    expect(isAllowedRequest('http://localhost:5173/src/main.ts', dev)).toBe(true);
    expect(isAllowedRequest('devtools://devtools/bundled/x.html', dev)).toBe(true);
    expect(isAllowedRequest('http://localhost:5174/', dev)).toBe(false);
    expect(isAllowedRequest('file:///etc/passwd', dev)).toBe(false);
  });
});
