import { afterEach } from 'vitest';
import { openTachankaDb, type StoredGame, type TachankaDb } from '../db.ts';

/**
 * For a test file: a function that opens a fresh, uniquely named database (fake-indexeddb), or the one named
 * (a test that first writes an older version), each closed and deleted after its test.
 */
export function freshDatabases(prefix: string): (name?: string) => TachankaDb {
  let counter = 0;
  const opened: TachankaDb[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await db.delete();
    }
  });
  return (name = `${prefix}-${++counter}`) => {
    const db = openTachankaDb(name);
    opened.push(db);
    return db;
  };
}

/** A stored game of the Komuch village at its first turn, with what a test changes. */
export const storedGame = (over: Partial<StoredGame> = {}): StoredGame => ({
  logText: '{"format":"tachanka-game","actions":[]}', humanSide: 'red', difficulty: 'normal', hash: 'abc', scenarioTitle: 'The Komuch village',
  rulesetId: 'reds-versus-reds', turn: 1, actionCount: 0, savedAt: 1000, ...over,
});
