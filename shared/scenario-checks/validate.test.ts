import { describe, expect, it } from 'vitest';
import { parseScenarioText, scenarioProblems, validateScenario } from './validate.ts';
import { maxNestingDepth } from '../scenario/json-guard.ts';
import { offTable } from './cross-check.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';

const good = () => JSON.parse(JSON.stringify(scenarioFixture())) as Record<string, unknown>;
const messages = (r: ReturnType<typeof validateScenario>) => (r.ok ? [] : r.error.map((p) => `${p.path}: ${p.message}`));

describe('scenario files', () => {
  it('accept a sound scenario', () => {
    expect(validateScenario(good()).ok).toBe(true);
  });

  it('name the JSON path of a wrong type', () => {
    const doc = good();
    (doc.sides as { red: { units: { bases: { x: unknown }[] }[] } }).red.units[1]!.bases[0]!.x = 'left';
    expect(messages(validateScenario(doc))).toEqual([expect.stringMatching(/^\$\.sides\.red\.units\[1\]\.bases\[0\]\.x: /)]);
  });

  it('refuse non-finite and absurd coordinates', () => {
    const doc = good();
    (doc.sides as { white: { units: { bases: { y: unknown }[] }[] } }).white.units[0]!.bases[0]!.y = Number.NaN;
    expect(messages(validateScenario(doc))[0]).toMatch(/\$\.sides\.white\.units\[0\]\.bases\[0\]\.y/);
    const far = good();
    (far.sides as { white: { units: { bases: { y: unknown }[] }[] } }).white.units[0]!.bases[0]!.y = 1e9;
    expect(validateScenario(far).ok).toBe(false);
  });

  it('refuse a missing field', () => {
    const doc = good();
    delete doc.title;
    expect(messages(validateScenario(doc))[0]).toMatch(/^\$\.title: /);
  });

  it('refuse a newer formatVersion with a clear message', () => {
    const doc = { ...good(), formatVersion: 99 };
    expect(messages(validateScenario(doc))[0]).toMatch(/newer Tachanka \(format 99\)/);
  });

  it('migrate format 1', () => {
    const doc = good();
    // Format 1 had no weather or time of day.
    const { table, weather: _weather, timeOfDay: _timeOfDay, ...rest } = doc as { table: { width: number; height: number }; weather?: unknown; timeOfDay?: unknown };
    const v1 = { ...rest, formatVersion: 1, table: { widthInches: table.width, heightInches: table.height } };
    const r = validateScenario(v1);
    expect(r.ok && r.value.table).toEqual({ width: 48, height: 48 });
  });

  it('refuse duplicate ids and dangling references', () => {
    const doc = good();
    (doc.victory as unknown[]).push({ type: 'hold-area', winner: 'white', areaId: 'nowhere' });
    (doc.sides as { white: { units: { id: string }[] } }).white.units[0]!.id = 'r1';
    const found = messages(validateScenario(doc));
    expect(found).toContain('$.victory[2].areaId: no terrain area "nowhere"');
    expect(found.some((m) => m.startsWith('$.sides.white.units[0].id: id "r1" is already used'))).toBe(true);
  });

  it('refuse a unit partly off the table with one error naming it', () => {
    const doc = good();
    (doc.sides as { red: { units: { name: string; bases: { x: number }[] }[] } }).red.units[0]!.name = '1st Red company';
    (doc.sides as { red: { units: { bases: { x: number }[] }[] } }).red.units[0]!.bases[0]!.x = -3;
    expect(messages(validateScenario(doc))).toEqual(['$.sides.red.units[0].bases: 1st Red company is off the 48"×48" table: 1 of its 3 bases, up to 3" past the west edge; move it back onto the table']);
  });

  it('give a unit dragged off the table, every base of it, one error naming the unit and the edges it crossed', () => {
    const doc = good();
    const unit = (doc.sides as { white: { units: { name: string; bases: { x: number; y: number; facing: number }[] }[] } }).white.units[0]!;
    unit.name = 'Czech Legion platoon';
    unit.bases = Array.from({ length: 10 }, (_, i) => ({ x: 50 + i * 0.8, y: 49.5, facing: 0 }));
    const found = messages(validateScenario(doc));
    expect(found).toEqual(['$.sides.white.units[0].bases: Czech Legion platoon is off the 48"×48" table: 10 of its 10 bases, up to 9.2" past the east edge and 1.5" past the north edge; move it back onto the table']);
  });

  it('measure the overhang in the rule set\'s own unit: centimetres for a rule set that measures in them', () => {
    const bases = [{ x: -3, y: 10 }, { x: 2, y: 10 }];
    expect(offTable('1st Red company', bases, { width: 60, height: 40 }, 'cm')).toBe('1st Red company is off the 152×102 cm table: 1 of its 2 bases, up to 7.5 cm past the west edge; move it back onto the table');
  });

  it('refuse bad JSON with its line and column', () => {
    const r = parseScenarioText('{\n  "format": "tachanka-scenario",\n  oops\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.message).toMatch(/not valid JSON.*line 3/);
  });

  it('refuse a 50 MB file before parsing it', () => {
    const r = parseScenarioText(' '.repeat(50 * 1024 * 1024));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.message).toMatch(/50\.0 MB; the limit is 5 MB/);
  });

  it('refuse nesting 10,000 deep', () => {
    const text = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(maxNestingDepth(text)).toBe(10_000);
    const r = parseScenarioText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.message).toMatch(/nests 10000 levels deep/);
  });

  it('refuse a million terrain features', () => {
    const doc = good();
    const feature = { id: 'x', kind: 'point', type: 'objective', x: 1, y: 1 };
    doc.terrain = Array.from({ length: 1_000_000 }, () => feature);
    const r = validateScenario(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.path).toBe('$.terrain');
  });

  it('ignore brackets inside strings when measuring depth', () => {
    expect(maxNestingDepth('{"a":"[[[[\\"]]]"}')).toBe(1);
  });

  describe('overlapping bases', () => {
    const withWhiteAt = (x: number, y: number) => {
      const doc = good();
      const bases = (doc.sides as { white: { units: { bases: { x: number; y: number }[] }[] } }).white.units[0]!.bases;
      bases[0] = { ...bases[0]!, x, y };
      return doc;
    };
    const overlaps = (doc: unknown, options = {}) => scenarioProblems(doc, options).filter((p) => /overlap/.test(p.message));

    it('warn when two units stand in the same place, naming both', () => {
      // r1's first base stands at (10, 4); put w1's first base on top of it.
      const found = overlaps(withWhiteAt(10.3, 4.2));
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ severity: 'warning', path: '$.sides.white.units[0].bases[0]' });
      expect(found[0]!.message).toMatch(/w1 and r1 overlap/);
    });

    it('let bases touch edge to edge without a warning', () => {
      // r1 stands at x = 10, 11, 12; the fallback base is 0.8" square, so centres 0.8" apart touch without overlapping.
      expect(overlaps(withWhiteAt(12.8, 4))).toEqual([]);
    });

    it('measure with the rule set\'s base size when it is given', () => {
      const doc = withWhiteAt(13.5, 4);
      expect(overlaps(doc)).toEqual([]);
      expect(overlaps(doc, { baseSize: () => ({ width: 2, depth: 1 }) }).length).toBeGreaterThan(0);
    });

    it('skip reinforcements, which are not on the table yet', () => {
      const doc = withWhiteAt(10.3, 4.2);
      (doc.sides as { white: { units: Record<string, unknown>[] } }).white.units[0]!.reinforcement = { turn: 2, entry: { x: 24, y: 48 } };
      expect(overlaps(doc)).toEqual([]);
    });
  });
});
