import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CONTENT_SECURITY_POLICY } from '../csp.ts';

const require = createRequire(import.meta.url);
const builderConfig = require('../../electron-builder.config.cjs') as { asar: boolean; electronFuses: Record<string, boolean> };

const directives = (policy: string) => new Map(policy.split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0]!, d]));

describe('the packaged app\'s configuration', () => {
  it('flips the Electron fuses that lock the binary down', () => {
    expect(builderConfig.asar).toBe(true);
    expect(builderConfig.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('has a CSP with no plugins, no base URL, no form sent anywhere and no inline style, and the page carries the same one', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(policy.get('object-src')).toBe("object-src 'none'");
    expect(policy.get('base-uri')).toBe("base-uri 'none'");
    expect(policy.get('script-src')).toBe("script-src 'self'");
    expect(policy.get('style-src')).toBe("style-src 'self'");
    expect(policy.get('form-action')).toBe("form-action 'none'");
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    // frame-ancestors has no effect in a meta tag, so only the header carries it.
    policy.delete('frame-ancestors');
    expect(directives(meta ?? '')).toEqual(policy);
  });
});
