import { describe, expect, it } from 'vitest';
import { validateScenario } from './validate.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';

const current = () => JSON.parse(JSON.stringify(scenarioFixture())) as Record<string, unknown>;
const formatOne = () => {
  const { table, weather: _weather, timeOfDay: _timeOfDay, ...rest } = current() as { table: { width: number; height: number }; weather?: unknown; timeOfDay?: unknown };
  return { ...rest, formatVersion: 1, table: { widthInches: table.width, heightInches: table.height } } as Record<string, unknown>;
};
const refusal = (doc: unknown) => {
  const r = validateScenario(doc);
  return r.ok ? [] : r.error.map((p) => `${p.path}: ${p.message}`);
};

describe('scenario format versions', () => {
  it('refuse a format-2 file relabelled as format 1, naming the format-2 fields it holds', () => {
    const doc = { ...current(), formatVersion: 1 };
    const found = refusal(doc);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^\$\.formatVersion: declares format 1, but holds table\.width, table\.height, weather, timeOfDay, which only format 2 has/);
    expect(found[0]).not.toMatch(/undefined/);
  });

  it('refuse a format-2 file relabelled as format 1 even without weather, naming the table fields', () => {
    const { weather: _w, timeOfDay: _t, ...doc } = { ...current(), formatVersion: 1 } as Record<string, unknown>;
    expect(refusal(doc)).toEqual([expect.stringMatching(/^\$\.formatVersion: declares format 1, but holds table\.width, table\.height, which only format 2 has; correct formatVersion to 2/)]);
  });

  it('refuse a format-1 file labelled as format 2, naming the format-1 fields', () => {
    const doc = { ...formatOne(), formatVersion: 2 };
    expect(refusal(doc)[0]).toMatch(/^\$\.formatVersion: declares format 2, but holds table\.widthInches, table\.heightInches, which only format 1 has/);
  });

  it('say what a format-1 table lacks, at its own path, instead of a path the migration invented', () => {
    const doc = formatOne();
    doc.table = { widthInches: 'wide', heightInches: 48 };
    expect(refusal(doc)).toEqual(['$.table.widthInches: format 1 gives table.widthInches as a number; found "wide"']);
    doc.table = [];
    expect(refusal(doc)).toEqual([
      '$.table.widthInches: format 1 gives table.widthInches as a number; found nothing',
      '$.table.heightInches: format 1 gives table.heightInches as a number; found nothing',
    ]);
  });

  it('still migrate a true format-1 file', () => {
    const r = validateScenario(formatOne());
    expect(r.ok && r.value.table).toEqual({ width: 48, height: 48 });
  });
});
