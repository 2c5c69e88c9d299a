import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { exportPrintFromText as exportWith } from './print-request.ts';
import { PrintRenderer } from './print/print-renderer.ts';
import type { PrintChildMessage } from './print/print-job.ts';

const komuch = readFileSync(new URL('../../scenarios/komuch-village.tachanka.json', import.meta.url), 'utf8');

const heard: PrintChildMessage[] = [];
const renderer = new PrintRenderer({ onMessage: (m) => heard.push(m) });
const exportPrintFromText = (text: string, options: Record<string, unknown>) => exportWith(renderer, text, options);

describe('print export over the Api', { timeout: 30_000 }, () => {
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
  it('refuses a mat as PNG, which makes one file per sheet, before it draws a sheet', async () => {
    heard.length = 0;
    const r = await exportPrintFromText(komuch, { kind: 'mat', paper: 'a3', format: 'png' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('this export makes 26 files (one per sheet); ask for a PDF to get them in one file');
    expect(heard.map((m) => m.kind)).toEqual(['started', 'done']);
  });
});
