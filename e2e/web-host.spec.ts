import { expect, test } from '@playwright/test';

// The web host as a browser meets it: the page carries this launch's token and a strict CSP, the Api answers
// only calls that present the token, and the page cannot reach anywhere else.
test('the page gets a token that opens the Api, and calls without it are refused', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const token = await page.locator('meta[name="tachanka-token"]').getAttribute('content');
  expect(token).toMatch(/^[\w-]{43}$/);

  const calls = await page.evaluate(async (t) => {
    const call = (headers: Record<string, string>) =>
      fetch('/api/listRulesets', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' })
        .then(async (r) => ({ status: r.status, body: await r.text() }));
    return { withToken: await call({ 'X-Tachanka-Token': t ?? '' }), without: await call({}) };
  }, token);
  expect(calls.withToken.status).toBe(200);
  expect(JSON.parse(calls.withToken.body)).toMatchObject({ ok: true });
  expect(calls.without.status).toBe(403);
});

test('the CSP keeps the page from connecting to other origins', async ({ page, baseURL }) => {
  await page.goto('/');
  // The same host under another name is another origin: it answers, so only the CSP can stop the request.
  const elsewhere = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const outcome = await page.evaluate((url) =>
    fetch(url, { mode: 'no-cors' }).then(() => 'connected', (e: unknown) => `blocked: ${String(e)}`), elsewhere);
  expect(outcome).toMatch(/^blocked/);
});
