import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import komuchJson from '../../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import { validateScenario } from '../../../shared/scenario/validate.ts';
import { exportPrint } from './export-print.ts';
import { legendEntries } from './legend.ts';
import { printUnits } from './print-units.ts';
import { getRuleset } from '../../../shared/rulesets/registry.ts';
import type { PrintOptionsInput } from './print-options.ts';

const komuch = () => {
  const r = validateScenario(komuchJson);
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
};

/** The text poppler reads from a PDF, runs of white space as one space. */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'tachanka-pdftext-'));
  try {
    writeFileSync(join(dir, 'x.pdf'), bytes);
    return execFileSync('/usr/bin/pdftotext', [join(dir, 'x.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function printed(options: PrintOptionsInput): Promise<{ fileName: string; text: string }> {
  const file = await exportPrint(komuch(), options);
  if (!file.ok) throw new Error(file.error.message);
  return { fileName: file.value.fileName, text: pdfText(file.value.bytes) };
}

describe('the Komuch village in print', { timeout: 60_000 }, () => {
  it('shows the armoured train in the legend as a train off the table, never as a station', () => {
    const s = komuch();
    const labels = legendEntries(s, printUnits(s, getRuleset(s.ruleset.id))).map((e) => e.label);
    expect(labels).toContain('Armoured train (off table)');
    expect(labels).not.toContain('Station');
  });

  it('prints the train\'s legend entry and its label on the briefing map', async () => {
    const { text } = await printed({ kind: 'overview', paper: 'a4' });
    expect(text).toContain('Armoured train (off table)');
    expect(text).not.toMatch(/\bStation\b/);
  });
});
