import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import {
  BUNDLED_PREFIX, duplicateEntry, libraryEntry, readDraft, removeEntry, restoreEntry, saveDraft, scenarioText, searchLibrary, syncBundled,
} from './library-store.ts';
import { libraryTestApi } from './test-api.ts';
import { mapPicture } from './map-picture.ts';
import { freshDatabases } from '../testing/test-db.ts';

const freshDb = freshDatabases('tachanka-library-test');

describe('the scenario library', () => {
  it('copies the bundled scenarios in read-only, once', async () => {
    const db = freshDb();
    expect(await syncBundled(db, libraryTestApi(), 5)).toEqual([]);
    const bundled = await db.library.get(`${BUNDLED_PREFIX}fixture`);
    expect(bundled).toMatchObject({ bundled: true, title: 'Fixture', updatedAt: 5 });
    // Not opened yet: its picture is the map of its table.
    expect(bundled!.thumbnail).toBe(mapPicture(scenarioFixture()));
    await db.library.update(`${BUNDLED_PREFIX}fixture`, { thumbnail: 'data:image/png;base64,xx' });
    await syncBundled(db, libraryTestApi(), 9);
    expect(await db.library.get(`${BUNDLED_PREFIX}fixture`)).toMatchObject({ updatedAt: 5, thumbnail: 'data:image/png;base64,xx' });
  });

  it('gives a bundled scenario copied in before its map picture existed the map, keeping its date', async () => {
    const db = freshDb();
    await db.library.put(libraryEntry(scenarioFixture(), { id: `${BUNDLED_PREFIX}fixture`, now: 2, bundled: true }));
    await syncBundled(db, libraryTestApi(), 9);
    expect(await db.library.get(`${BUNDLED_PREFIX}fixture`)).toMatchObject({ updatedAt: 2, thumbnail: mapPicture(scenarioFixture()) });
  });

  it('draws the map again when the bundled scenario changes, but keeps a view taken in the editor', async () => {
    const db = freshDb();
    const older = { ...scenarioFixture(), title: 'Fixture, first edition' };
    await db.library.put(libraryEntry(older, { id: `${BUNDLED_PREFIX}fixture`, now: 2, bundled: true, thumbnail: mapPicture({ ...older, terrain: [] }) }));
    await syncBundled(db, libraryTestApi(), 9);
    expect((await db.library.get(`${BUNDLED_PREFIX}fixture`))!.thumbnail).toBe(mapPicture(scenarioFixture()));
    await db.library.put(libraryEntry(older, { id: `${BUNDLED_PREFIX}fixture`, now: 2, bundled: true, thumbnail: 'data:image/png;base64,view' }));
    await syncBundled(db, libraryTestApi(), 10);
    expect((await db.library.get(`${BUNDLED_PREFIX}fixture`))!.thumbnail).toBe('data:image/png;base64,view');
  });

  it('refuses to delete or overwrite a bundled scenario, and duplicates it for editing', async () => {
    const db = freshDb();
    await syncBundled(db, libraryTestApi(), 5);
    await expect(removeEntry(db, `${BUNDLED_PREFIX}fixture`)).rejects.toThrow(/ships with Tachanka/);
    await expect(saveDraft(db, `${BUNDLED_PREFIX}fixture`, scenarioFixture(), 6)).rejects.toThrow(/read-only/);
    const copy = await duplicateEntry(db, `${BUNDLED_PREFIX}fixture`, 7, 'scenario-copy');
    expect(copy).toMatchObject({ id: 'scenario-copy', title: 'Fixture (copy)', bundled: false });
    const draft = readDraft(copy.text);
    expect(draft.ok && draft.value.id).toBe('scenario-copy');
  });

  it('deletes with undo: the removed entry comes back exactly', async () => {
    const db = freshDb();
    const entry = libraryEntry(scenarioFixture(), { id: 'mine', now: 3, thumbnail: 'data:x' });
    await db.library.put(entry);
    const removed = await removeEntry(db, 'mine');
    expect(await db.library.get('mine')).toBeUndefined();
    await restoreEntry(db, removed);
    expect(await db.library.get('mine')).toEqual(entry);
  });

  it('autosaves a draft over its entry, keeping the thumbnail', async () => {
    const db = freshDb();
    await db.library.put(libraryEntry(scenarioFixture(), { id: 'mine', now: 3, thumbnail: 'data:x' }));
    await saveDraft(db, 'mine', { ...scenarioFixture(), title: 'Renamed' }, 4);
    expect(await db.library.get('mine')).toMatchObject({ title: 'Renamed', updatedAt: 4, thumbnail: 'data:x' });
  });

  it('reads a draft back even when it is unfinished, but not when its shape is wrong', () => {
    const unfinished = { ...scenarioFixture(), victory: [{ type: 'hold-area' as const, winner: 'red' as const, areaId: 'nowhere' }] };
    expect(readDraft(scenarioText(unfinished)).ok).toBe(true);
    const broken = readDraft('{"format":"tachanka-scenario","formatVersion":2}');
    expect(broken.ok).toBe(false);
  });

  it('searches titles, rule sets and descriptions by every word, user scenarios first', () => {
    const a = libraryEntry({ ...scenarioFixture(), title: 'Village fight', description: 'Sailors storm a hamlet' }, { id: 'a', now: 1 });
    const b = libraryEntry({ ...scenarioFixture(), title: 'Bridge' }, { id: 'b', now: 2, bundled: true });
    const c = libraryEntry({ ...scenarioFixture(), title: 'River crossing' }, { id: 'c', now: 3 });
    expect(searchLibrary([a, b, c], '').map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(searchLibrary([a, b, c], 'sailors village').map((e) => e.id)).toEqual(['a']);
    expect(searchLibrary([a, b, c], 'duel').map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(searchLibrary([a, b, c], 'tank')).toEqual([]);
  });
});
