import { describe, expect, it } from 'vitest';
import { aiPlayer, ladderRungs, mirroredGames, seedsFrom, sideGames } from './ladder.ts';

describe("the AI's ladder of levels", () => {
  it('has easy beat random play, normal beat easy and hard beat normal', () => {
    expect(ladderRungs()).toEqual([
      { level: 'easy', below: { kind: 'random' } },
      { level: 'normal', below: aiPlayer('easy') },
      { level: 'hard', below: aiPlayer('normal') },
    ]);
  });

  it('plays a mirrored match on every seed once from each side, counting the same player both times', () => {
    const games = mirroredGames(aiPlayer('hard'), aiPlayer('normal'), seedsFrom(7, 2));
    expect(games.map((g) => [g.seed, g.side, g.players.red, g.players.white])).toEqual([
      [7, 'red', aiPlayer('hard'), aiPlayer('normal')],
      [7, 'white', aiPlayer('normal'), aiPlayer('hard')],
      [8, 'red', aiPlayer('hard'), aiPlayer('normal')],
      [8, 'white', aiPlayer('normal'), aiPlayer('hard')],
    ]);
    for (const g of games) expect(g.players[g.side]).toEqual(aiPlayer('hard'));
  });

  it('plays a one-sided match with the player always on its side', () => {
    const games = sideGames(aiPlayer('normal'), { kind: 'random' }, 'white', seedsFrom(1000, 3));
    expect(games.map((g) => g.seed)).toEqual([1000, 1001, 1002]);
    for (const g of games) expect([g.side, g.players.white, g.players.red]).toEqual(['white', aiPlayer('normal'), { kind: 'random' }]);
  });
});
