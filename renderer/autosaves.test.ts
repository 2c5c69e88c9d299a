import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { deleteAutosave, listAutosaves, readAutosave, storedGameOf, writeAutosave } from './db.ts';
import { fakeSnapshot } from './testing/fake-play.ts';
import { freshDatabases, storedGame } from './testing/test-db.ts';

const freshDb = freshDatabases('tachanka-autosaves');

const game = storedGame;

describe('autosaves', () => {
  it('keep each game in progress under its own key: a new game leaves the other one as it was', async () => {
    const db = freshDb();
    await writeAutosave(db, 'komuch', game({ turn: 4, savedAt: 10 }));
    await writeAutosave(db, 'raid', game({ scenarioTitle: 'The Lozovaya station raid', rulesetId: 'red-actions', savedAt: 20 }));
    await writeAutosave(db, 'raid', game({ scenarioTitle: 'The Lozovaya station raid', rulesetId: 'red-actions', turn: 2, savedAt: 30 }));
    const all = await listAutosaves(db);
    expect(all.map((a) => [a.key, a.scenarioTitle, a.turn])).toEqual([['raid', 'The Lozovaya station raid', 2], ['komuch', 'The Komuch village', 4]]);
    expect((await readAutosave(db, 'komuch'))?.turn).toBe(4);
    await deleteAutosave(db, 'raid');
    expect((await listAutosaves(db)).map((a) => a.key)).toEqual(['komuch']);
  });

  it('mark a finished game with how it ended, and name the side played', () => {
    const over = { ...fakeSnapshot(), outcome: { winner: 'red' as const, reason: 'the village is held at the end of turn 14' } };
    expect(storedGameOf(over, 5).ended).toBe('Red Army win: the village is held at the end of turn 14');
    expect(storedGameOf(fakeSnapshot(), 5).ended).toBeUndefined();
    expect(storedGameOf(fakeSnapshot(), 5).sideName).toBe('Red Army');
  });

  it('carry the one game an older version autosaved into the new table', async () => {
    const name = 'tachanka-autosaves-old';
    const old = new Dexie(name);
    old.version(1).stores({ library: 'id, title, rulesetId, updatedAt', saves: '++id, name, savedAt', autosave: 'slot', settings: 'key' });
    await old.table('autosave').put({ slot: 'current', ...game({ turn: 3, hash: 'kept' }) });
    old.close();
    const db = freshDb(name);
    const all = await listAutosaves(db);
    expect(all.map((a) => [a.turn, a.hash, 'slot' in a])).toEqual([[3, 'kept', false]]);
  });
});
