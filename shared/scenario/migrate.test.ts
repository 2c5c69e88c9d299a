import { describe, expect, it } from 'vitest';
import { validateScenario } from '../scenario-checks/validate.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';

const current = () => JSON.parse(JSON.stringify(scenarioFixture())) as Record<string, unknown>;
/** A format-2 file: no train points (its trains were stations named for a train). */
const formatTwo = (points: unknown[] = []) => {
  const doc = current();
  return { ...doc, formatVersion: 2, terrain: [...(doc.terrain as unknown[]), ...points] } as Record<string, unknown>;
};
const formatOne = () => {
  const { table, weather: _weather, timeOfDay: _timeOfDay, ...rest } = formatTwo() as { table: { width: number; height: number }; weather?: unknown; timeOfDay?: unknown };
  return { ...rest, formatVersion: 1, table: { widthInches: table.width, heightInches: table.height } } as Record<string, unknown>;
};
const komuchTrain = { id: 'armoured-train', kind: 'point', type: 'station', label: 'the Czech armoured train (off table, firing from beyond the railway)', x: 60, y: 47.5, radius: 1 };
const realStation = { id: 'lozovaya', kind: 'point', type: 'station', label: 'Lozovaya station', x: 30, y: 30 };
const refusal = (doc: unknown) => {
  const r = validateScenario(doc);
  return r.ok ? [] : r.error.map((p) => `${p.path}: ${p.message}`);
};

describe('scenario format versions', () => {
  it('refuse a format-2 file relabelled as format 1, naming the format-2 fields it holds', () => {
    const doc = { ...formatTwo(), formatVersion: 1 };
    const found = refusal(doc);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^\$\.formatVersion: declares format 1, but holds table\.width, table\.height, weather, timeOfDay, which only format 2 and later have; correct formatVersion to 2/);
    expect(found[0]).not.toMatch(/undefined/);
  });

  it('refuse a format-2 file relabelled as format 1 even without weather, naming the table fields', () => {
    const { weather: _w, timeOfDay: _t, ...doc } = { ...formatTwo(), formatVersion: 1 } as Record<string, unknown>;
    expect(refusal(doc)).toEqual([expect.stringMatching(/^\$\.formatVersion: declares format 1, but holds table\.width, table\.height, which only format 2 and later have; correct formatVersion to 2/)]);
  });

  it('refuse a format-1 file labelled as format 2, naming the format-1 fields', () => {
    const doc = { ...formatOne(), formatVersion: 2 };
    expect(refusal(doc)[0]).toMatch(/^\$\.formatVersion: declares format 2, but holds table\.widthInches, table\.heightInches, which only format 1 has/);
    expect(refusal({ ...formatOne(), formatVersion: 3 })[0]).toMatch(/^\$\.formatVersion: declares format 3, but holds table\.widthInches, table\.heightInches, which only format 1 has; correct formatVersion to 1/);
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

  it('turn a format-2 station named for a train into a train point, and leave real stations alone', () => {
    const r = validateScenario(formatTwo([komuchTrain, realStation]));
    expect(r.ok && r.value.formatVersion).toBe(3);
    expect(r.ok && r.value.terrain.filter((f) => f.kind === 'point').map((f) => [f.id, f.type])).toEqual([['armoured-train', 'train'], ['lozovaya', 'station']]);
  });

  it('carry a format-1 file through both steps', () => {
    const doc = { ...formatOne(), terrain: [...(formatOne().terrain as unknown[]), komuchTrain] };
    const r = validateScenario(doc);
    expect(r.ok && r.value.terrain.at(-1)).toMatchObject({ kind: 'point', type: 'train' });
  });

  it('refuse a format-2 file that already holds a train point, naming where', () => {
    const doc = formatTwo([realStation, { ...komuchTrain, type: 'train' }]);
    expect(refusal(doc)).toEqual([
      '$.formatVersion: declares format 2, but holds terrain.2.type "train", which only format 3 and later have; correct formatVersion to 3 or remove that field',
    ]);
  });

  it('name only the first few train points of a long list', () => {
    const trains = Array.from({ length: 50 }, (_, i) => ({ ...komuchTrain, id: `t${i}`, type: 'train' }));
    const [message] = refusal(formatTwo(trains));
    expect(message).toContain('terrain.1.type "train", terrain.2.type "train", terrain.3.type "train", 47 more train points');
  });

  it('read a format-3 train point as it is', () => {
    const doc = current();
    const r = validateScenario({ ...doc, terrain: [...(doc.terrain as unknown[]), { ...komuchTrain, type: 'train' }] });
    expect(r.ok && r.value.terrain.at(-1)).toMatchObject({ type: 'train' });
  });
});
