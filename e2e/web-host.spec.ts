import { expect, test } from '@playwright/test';
import { startKomuchAsReds, waitForPlayer } from './play-helpers.ts';

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

test('the app draws its screens under the CSP without a violation: the start screen, a game on the 3D table, the editor', async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  // Chromium logs each thing the policy refuses (an inline style, a style element, a form sent) on the console.
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} (${e.blockedURI || 'inline'}) at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
  await page.goto('/');
  await expect(page.locator('#tab-new')).toBeVisible();
  await startKomuchAsReds(page, { seed: 3, aiSpeed: 'instant' });
  await waitForPlayer(page);
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.getByTestId('menu').click();
  await page.getByTestId('leave-game').click();
  await page.getByRole('button', { name: 'Editor' }).click();
  await expect(page.getByTestId('library')).toHaveAttribute('data-loaded', 'true');
  await page.getByTestId('new-scenario').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect(page.getByTestId('editor-canvas')).toBeVisible();
  expect(violations).toEqual([]);
});
