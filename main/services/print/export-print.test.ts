import { describe, expect, it } from 'vitest';
import { exportPrint, exportPrintFiles } from './export-print.ts';
import { pdfText } from './pdf-text.ts';
import { renderRoster } from './roster-layout.ts';
import { printSampleScenario } from './sample-scenario.ts';
import { printUnits } from './print-units.ts';
import { PrintOptionsSchema } from './print-options.ts';
import { scenarioFixture } from '../../../shared/testing/scenario-fixture.ts';
import { duelRuleset } from '../../../shared/testing/duel-ruleset.ts';
import type { AnyRuleset } from '../../../shared/rulesets/registry.ts';
import { ok } from '../../../shared/core/result.ts';

const scenario = printSampleScenario();

describe('exportPrint', { timeout: 60_000 }, () => {
  it('names the file after the scenario and the kind, with its MIME type', async () => {
    const result = await exportPrint(scenarioFixture(), { kind: 'overview', paper: 'a4', format: 'pdf' });
    expect(result).toMatchObject({ ok: true, value: { fileName: 'fixture-overview.pdf', mime: 'application/pdf' } });
    if (result.ok) expect(Buffer.from(result.value.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('names print files by the scenario\'s title, as an exported scenario file is named, never by its id', async () => {
    const made = scenarioFixture({ id: 'scenario-6a1fa466453a', title: 'Kamenka crossroads, 1919' });
    const overview = await exportPrint(made, { kind: 'overview', paper: 'a4', format: 'pdf' });
    expect(overview.ok && overview.value.fileName).toBe('kamenka-crossroads-1919-overview.pdf');
    const roster = await exportPrint(made, { kind: 'roster', paper: 'a4', format: 'pdf' });
    expect(roster.ok && roster.value.fileName).toBe('kamenka-crossroads-1919-roster.pdf');
    const mat = await exportPrintFiles(made, { kind: 'mat', paper: 'a4', format: 'svg' });
    expect(mat.ok && mat.value[0]!.fileName).toBe('kamenka-crossroads-1919-mat-assembly.svg');
    const untitled = await exportPrint(scenarioFixture({ id: 'scenario-6a1fa466453a', title: '???' }), { kind: 'overview', paper: 'a4', format: 'pdf' });
    expect(untitled.ok && untitled.value.fileName).toBe('scenario-6a1fa466453a-overview.pdf');
  });

  it('refuses bad options with their JSON paths', async () => {
    const result = await exportPrint(scenario, { kind: 'overview', paper: 'a5' as 'a4', dpi: 5000 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.problems?.map((p) => p.path).sort()).toEqual(['$.dpi', '$.paper']);
  });

  it('refuses a mat as SVG in one file, and roster sheets other than PDF', async () => {
    expect(await exportPrint(scenario, { kind: 'mat', format: 'svg' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('one per sheet') } });
    expect(await exportPrintFiles(scenario, { kind: 'roster', format: 'png' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('PDF only') } });
  });

  it('passes a refusal of the mat plan on (more than 1000 sheets)', async () => {
    const huge = printSampleScenario({ table: { width: 480, height: 480 } });
    expect(await exportPrint(huge, { kind: 'mat', overlapMm: 50, marginMm: 30 })).toMatchObject({ ok: false, error: { message: expect.stringContaining('1000') } });
  });

  it('fills in the defaults: A4, PDF, 300 dpi, 10 mm overlap, 6 mm margin', () => {
    expect(PrintOptionsSchema.parse({ kind: 'mat' })).toEqual({ kind: 'mat', paper: 'a4', format: 'pdf', dpi: 300, overlapMm: 10, marginMm: 6, orientation: 'auto', inkSaving: false });
  });

  it('puts the title, the rule set, the edges, the legend and both orders of battle on the overview', async () => {
    const file = await exportPrint(scenarioFixture(), { kind: 'overview', paper: 'a3' });
    if (!file.ok) throw new Error(file.error.message);
    const text = pdfText(file.value.bytes);
    for (const expected of ['Fixture', 'Rules: Duel (engine test rule set) by Tachanka', 'South edge — Reds baseline', 'North edge — Whites baseline', 'Legend', 'Reds (attacker, south edge)', 'r1: infantry, 3 bases', 'Whites (defender, north edge)', 'inches']) {
      expect(text).toContain(expected);
    }
  });
});

describe('roster sheets', () => {
  // A stand-in rule set with a troop type and a table, as a real one would give them.
  const ruleset: AnyRuleset = {
    ...(duelRuleset as unknown as AnyRuleset),
    id: 'roster-test',
    title: 'Roster Test Rules',
    author: 'A. Author',
    troopTypes: [{ id: 'sailors', name: 'Red Sailors', army: 'red', armyName: 'Red Army', troopClass: 'infantry', base: { width: 1, depth: 1 }, bases: { min: 4, max: 12, default: 8 }, stats: { 'Tactical Rating': 2, 'Morale Rating': 4 } }],
    tables: [{ id: 'firing', title: 'Firing table', rule: 'Firing', keys: {}, columns: ['Weapon', 'Max range', 'Dice'], rows: [['Rifle', 12, 1], ['Heavy machine gun', 40, 6]], lookup: () => ok(null) }],
  };

  it('gives each unit its troop type numbers, and prints the rule set\'s tables', async () => {
    const file = await renderRoster(scenario, ruleset, printUnits(scenario, ruleset), PrintOptionsSchema.parse({ kind: 'roster' }));
    const text = pdfText(file.bytes);
    for (const expected of ['Reds (attacker, south edge): roster', '1st Sailors', 'Red Sailors, 8 bases', 'Tactical Rating', 'Morale Rating',
      'Komuch and Czechs (defender, north edge): roster', 'Quick reference: Roster Test Rules', 'Firing table', 'Heavy machine gun', 'Lt Orlov (junior)']) {
      expect(text).toContain(expected);
    }
  });
});
