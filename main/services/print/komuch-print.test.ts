import { describe, expect, it } from 'vitest';
import komuchJson from '../../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import { validateScenario } from '../../../shared/scenario-checks/validate.ts';
import { exportPrint } from './export-print.ts';
import { legendEntries } from './legend.ts';
import { printUnits } from './print-units.ts';
import { unitDetails } from './scenario-text.ts';
import { getRuleset } from '../../../shared/rulesets/registry.ts';
import type { PrintOptionsInput } from './print-options.ts';
import { pdfText } from './pdf-text.ts';

const komuch = () => {
  const r = validateScenario(komuchJson);
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
};

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

  it('names a base\'s special weapon in the roster and the briefing, never by its id', async () => {
    const s = komuch();
    const withLewis = printUnits(s, getRuleset(s.ruleset.id)).find((u) => u.bases.some((b) => b.weapon))!;
    expect(unitDetails(withLewis)).toMatch(/; with Lewis gun(;|$)/);
    for (const kind of ['roster', 'overview'] as const) {
      const { text } = await printed({ kind, paper: 'a4' });
      expect(text).toContain('with Lewis gun');
      expect(text).not.toContain('lewis-gun');
    }
  });

  it('counts several bases with one weapon instead of repeating it', () => {
    const s = komuch();
    const unit = printUnits(s, getRuleset(s.ruleset.id)).find((u) => u.bases.some((b) => b.weapon))!;
    const twice = { ...unit, bases: unit.bases.map((b) => ({ ...b, weapon: 'Lewis gun' })) };
    expect(unitDetails(twice)).toContain(`with ${unit.bases.length} × Lewis gun`);
  });
});
