import type { GameSnapshot } from '../../shared/api.ts';

/**
 * A game played in table mode keeps its autosave under a key starting with this, so Continue reopens it at the
 * table; a game of the players' own dice always opens there, since only table mode asks for dice.
 */
export const TABLE_KEY_PREFIX = 'table:';

export const isTableGame = (snapshot: GameSnapshot, key: string | undefined): boolean =>
  snapshot.ownDice || (key?.startsWith(TABLE_KEY_PREFIX) ?? false);
