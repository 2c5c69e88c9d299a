import { describe, expect, it } from 'vitest';
import { parseScenarioText, validateScenario } from './validate.ts';
import { maxNestingDepth } from './json-guard.ts';
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
    const { table, ...rest } = doc as { table: { width: number; height: number } };
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

  it('refuse units off the table', () => {
    const doc = good();
    (doc.sides as { red: { units: { bases: { x: number }[] }[] } }).red.units[0]!.bases[0]!.x = -3;
    expect(messages(validateScenario(doc))[0]).toMatch(/units\[0\]\.bases\[0\]: .* off the 48"×48" table/);
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
});
