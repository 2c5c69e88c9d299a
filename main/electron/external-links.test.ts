import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_ORIGINS, isAllowedExternalLink } from './external-links.ts';

describe('isAllowedExternalLink', () => {
  const allowed = ['https://docs.example.org'];

  it('opens only https pages of an origin on the list', () => {
    expect(isAllowedExternalLink('https://docs.example.org/rules#fire', allowed)).toBe(true);
    for (const url of [
      'http://docs.example.org/', 'https://docs.example.org.evil.com/', 'https://evil.com/?https://docs.example.org',
      'https://user:pw@docs.example.org/', 'https://docs.example.org:8443/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url',
    ]) expect(isAllowedExternalLink(url, allowed)).toBe(false);
  });

  it('opens nothing by default, since the app links to no page', () => {
    expect(EXTERNAL_LINK_ORIGINS).toEqual([]);
    expect(isAllowedExternalLink('https://example.com/')).toBe(false);
  });
});
