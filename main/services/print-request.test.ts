import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { exportPrintFromText } from './print-request.ts';

const komuch = readFileSync(new URL('../../scenarios/komuch-village.tachanka.json', import.meta.url), 'utf8');

describe('print export over the Api', () => {
  it('sends an overview PDF as base64', async () => {
    const r = await exportPrintFromText(komuch, { kind: 'overview', paper: 'a4', format: 'pdf' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.mime).toBe('application/pdf');
    expect(Buffer.from(r.value.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
  it('names a bad option by its path', async () => {
    const r = await exportPrintFromText(komuch, { kind: 'poster' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems?.[0]?.path).toBe('$.options.kind');
  });
  it('refuses a broken scenario with its problems', async () => {
    const r = await exportPrintFromText('{"format":"tachanka-scenario","formatVersion":99}', { kind: 'overview' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems?.[0]?.path).toBe('$.formatVersion');
  });
});
