import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { importScenarioText, refuseOversizedFile } from './import-scenario.ts';
import { libraryTestApi } from './test-api.ts';
import { freshDatabases } from '../testing/test-db.ts';

const freshDb = freshDatabases('tachanka-import-test');

const good = () => JSON.parse(JSON.stringify(scenarioFixture())) as Record<string, unknown>;
const options = { fileName: 'incoming.tachanka.json', now: 1000, newId: 'scenario-new' };

describe('importing a scenario file into the library', () => {
  it('stores a sound scenario under a fresh id, keeping its warnings to show', async () => {
    const db = freshDb();
    const outcome = await importScenarioText(db, libraryTestApi(), JSON.stringify(scenarioFixture()), options);
    expect(outcome.ok).toBe(true);
    const stored = await db.library.get('scenario-new');
    expect(stored).toMatchObject({ title: 'Fixture', rulesetId: 'duel-test', bundled: false, updatedAt: 1000 });
    expect(JSON.parse(stored!.text).id).toBe('fixture');
  });

  const hostile: [string, () => string, RegExp][] = [
    ['bad JSON', () => '{"format": "tachanka-scenario",', /not valid JSON/],
    ['a newer format', () => JSON.stringify({ ...good(), formatVersion: 99 }), /newer Tachanka/],
    ['50 MB', () => ' '.repeat(50 * 1024 * 1024), /50\.0 MB; the limit is 5 MB/],
    ['deep nesting', () => '['.repeat(5000) + ']'.repeat(5000), /nests 5000 levels deep/],
    ['a NaN position (written as a string)', () => JSON.stringify(good()).replace('"x":10', '"x":"NaN"'), /expected number/i],
    ['a NaN position (bare, not JSON)', () => JSON.stringify(good()).replace('"x":10', '"x":NaN'), /not valid JSON/],
    ['an unknown troop type', () => JSON.stringify({ ...good(), ruleset: { id: 'reds-versus-reds' } }), /unknown troop type "infantry"/],
    ['an unknown rule set', () => JSON.stringify({ ...good(), ruleset: { id: 'checkers' } }), /unknown rule set "checkers"/],
  ];

  it.each(hostile)('refuses %s with its problems and leaves the library untouched', async (_name, text, message) => {
    const db = freshDb();
    await db.library.put({ id: 'mine', title: 'Mine', rulesetId: 'duel-test', updatedAt: 1, thumbnail: '', text: '{}', bundled: false });
    const outcome = await importScenarioText(db, libraryTestApi(), text(), options);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.message).toMatch(/incoming\.tachanka\.json was not imported/);
      expect(outcome.problems.map((p) => p.message).join('\n')).toMatch(message);
      expect(outcome.problems.every((p) => p.path.startsWith('$'))).toBe(true);
    }
    expect((await db.library.toArray()).map((e) => e.id)).toEqual(['mine']);
  });

  it('refuses an oversized file by its size alone, without sending it to be checked', async () => {
    const api = libraryTestApi();
    await importScenarioText(freshDb(), api, ' '.repeat(6 * 1024 * 1024), options);
    expect(api.checks).toBe(0);
    expect(refuseOversizedFile(50 * 1024 * 1024)?.message).toMatch(/50\.0 MB/);
    expect(refuseOversizedFile(1000)).toBeNull();
  });
});
