import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { Dexie, type Transaction } from 'dexie';
import { openTachankaDb, SCHEMA, type LibraryScenario, type TachankaDb } from '../db.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { libraryEntry, readLibrary } from './library-store.ts';

let counter = 0;
const names: string[] = [];
const opened: Dexie[] = [];
function dbName(): string {
  const name = `tachanka-durability-${++counter}`;
  names.push(name);
  return name;
}
const open = (name: string, schema = SCHEMA): TachankaDb => {
  const db = openTachankaDb(name, schema);
  opened.push(db);
  return db;
};
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  for (const name of names.splice(0)) await Dexie.delete(name);
});

const good = (id: string, now = 1): LibraryScenario => libraryEntry({ ...scenarioFixture(), id, title: `Scenario ${id}` }, { id, now });

describe('a damaged record in the library', () => {
  it('is reported by id and reason and skipped, and the rest of the library still opens', async () => {
    const db = open(dbName());
    await db.library.bulkPut([good('a', 1), good('b', 2)]);
    // Records as a broken build or a damaged profile could have left them, written past Dexie's types.
    const raw = db.library as unknown as { put(value: unknown): Promise<unknown> };
    await raw.put({ ...good('no-title'), title: 42 });
    await raw.put({ ...good('cut-short'), text: '{"format": "tachanka-scenario", "formatVer' });
    await raw.put({ ...good('not-a-scenario'), text: '{"hello": 1}' });
    await raw.put({ ...good('remote-picture'), thumbnail: 'https://example.com/x.png' });
    await raw.put({ id: 'bare' });

    const read = await readLibrary(db);
    expect(read.entries.map((e) => e.id).sort()).toEqual(['a', 'b']);
    const reasons = Object.fromEntries(read.skipped.map((s) => [s.id, s.reason]));
    expect(reasons['no-title']).toBe('title: expected a string, found a number');
    expect(reasons['cut-short']).toMatch(/^text: /);
    expect(reasons['not-a-scenario']).toMatch(/^text: \$\.format/);
    expect(reasons['remote-picture']).toBe('thumbnail: expected a data:image/ URL');
    expect(reasons.bare).toBe('title: expected a string, found nothing');
    // Skipped, not deleted: the records stay for a later build or the user to recover.
    expect(await db.library.count()).toBe(7);
  });
});

describe('a failed schema upgrade', () => {
  it('refuses to open and leaves the old data readable at the old version', async () => {
    const name = dbName();
    const before = open(name);
    await before.library.bulkPut([good('a', 1), good('b', 2)]);
    await before.saves.add({ name: 'Turn 3', logText: '{}', humanSide: 'red', difficulty: 'normal', hash: 'h', scenarioTitle: 'S', rulesetId: 'duel-test', turn: 3, actionCount: 9, savedAt: 5 });
    before.close();

    const current = Math.max(...SCHEMA.map((v) => v.version));
    const failing = [...SCHEMA, {
      version: current + 1,
      stores: { library: 'id, title, rulesetId, updatedAt, bundled' },
      upgrade: async (tx: Transaction) => {
        // Half of the upgrade is done when it fails: none of it may survive.
        await tx.table('library').toCollection().modify((e: LibraryScenario) => { e.title = 'MIGRATED'; });
        throw new Error('upgrade step failed');
      },
    }];
    const upgrading = open(name, failing);
    await expect(upgrading.library.toArray()).rejects.toThrow(/upgrade step failed/);
    upgrading.close();

    const after = open(name);
    expect(after.verno).toBe(current);
    expect((await after.library.toArray()).map((e) => [e.id, e.title])).toEqual([['a', 'Scenario a'], ['b', 'Scenario b']]);
    expect((await after.saves.toArray()).map((s) => s.name)).toEqual(['Turn 3']);
    expect((await readLibrary(after)).skipped).toEqual([]);
  });
});
