import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS, deleteLibraryScenario, deleteNamedSave, listLibrary, listNamedSaves, loadSettings,
  putLibraryScenario, saveNamedGame, saveSettings,
} from './db.ts';
import { freshDatabases, storedGame } from './testing/test-db.ts';

const freshDb = freshDatabases('tachanka-test');

const game = storedGame;

describe('settings', () => {
  it('start at the defaults and keep what the player chose', async () => {
    const db = freshDb();
    expect(await loadSettings(db)).toEqual(DEFAULT_SETTINGS);
    await saveSettings(db, { textSize: 'larger', aiSpeed: 'fast', undoMode: 'lenient', colourScheme: 'high-contrast', phasePace: 'run-through', figureScale: 'true', activationStops: 'each' });
    expect(await loadSettings(db)).toEqual({ textSize: 'larger', aiSpeed: 'fast', undoMode: 'lenient', colourScheme: 'high-contrast', phasePace: 'run-through', figureScale: 'true', activationStops: 'each' });
  });

  it('replace a value an older or newer build wrote and this one does not know', async () => {
    const db = freshDb();
    await db.settings.put({ key: 'settings', aiSpeed: 'ludicrous' as never, textSize: 'large' });
    expect(await loadSettings(db)).toEqual({ ...DEFAULT_SETTINGS, textSize: 'large' });
  });
});

describe('named saves', () => {
  it('list newest first and replace a save of the same name', async () => {
    const db = freshDb();
    await saveNamedGame(db, 'before the assault', game({ savedAt: 1 }));
    await saveNamedGame(db, 'turn 3', game({ savedAt: 2 }));
    await saveNamedGame(db, ' before the assault ', game({ savedAt: 3, hash: 'later' }));
    const saves = await listNamedSaves(db);
    expect(saves.map((s) => s.name)).toEqual(['before the assault', 'turn 3']);
    expect(saves[0]?.hash).toBe('later');
    await deleteNamedSave(db, saves[1]!.id!);
    expect((await listNamedSaves(db)).length).toBe(1);
  });

  it('refuse an empty name', async () => {
    await expect(saveNamedGame(freshDb(), '   ', game())).rejects.toThrow('needs a name');
  });
});

describe('scenario library', () => {
  it('lists newest first and keeps bundled scenarios from deletion', async () => {
    const db = freshDb();
    const entry = { id: 'komuch-village', title: 'Komuch village', rulesetId: 'reds-versus-reds', updatedAt: 5, thumbnail: '', text: '{}', bundled: true };
    await putLibraryScenario(db, entry);
    await putLibraryScenario(db, { ...entry, id: 'my-ambush', title: 'My ambush', updatedAt: 9, bundled: false });
    expect((await listLibrary(db)).map((s) => s.id)).toEqual(['my-ambush', 'komuch-village']);
    await expect(deleteLibraryScenario(db, 'komuch-village')).rejects.toThrow('ships with Tachanka');
    await deleteLibraryScenario(db, 'my-ambush');
    expect((await listLibrary(db)).map((s) => s.id)).toEqual(['komuch-village']);
  });
});
