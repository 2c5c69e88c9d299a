import { DIFFICULTIES, type Difficulty } from '../engine/ai-levels.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { Player } from './play-out.ts';

/** One game of a match: its seed, who plays each side, and the side whose win counts. */
export interface MatchGame { seed: number; side: SideId; players: Record<SideId, Player> }

/** A player at a level of the AI. */
export const aiPlayer = (difficulty: Difficulty): Player => ({ kind: 'ai', difficulty });

/**
 * A player against another on each seed twice, once on either side (mirrored: the same dice for both): a match that
 * one side's own advantage in the scenario cannot decide. The side that counts is `player`'s.
 */
export function mirroredGames(player: Player, opponent: Player, seeds: readonly number[]): MatchGame[] {
  return seeds.flatMap((seed) => [
    { seed, side: 'red' as const, players: { red: player, white: opponent } },
    { seed, side: 'white' as const, players: { red: opponent, white: player } },
  ]);
}

/** Games on one side only: `player` as `side`, `opponent` on the other. */
export function sideGames(player: Player, opponent: Player, side: SideId, seeds: readonly number[]): MatchGame[] {
  return seeds.map((seed) => ({ seed, side, players: side === 'red' ? { red: player, white: opponent } : { red: opponent, white: player } }));
}

/**
 * The AI's ladder, rung by rung from the bottom: each level and the player it must beat, the lowest level random
 * play, each other the level below it.
 */
export function ladderRungs(): { level: Difficulty; below: Player }[] {
  return DIFFICULTIES.map((level, i) => ({ level, below: i === 0 ? { kind: 'random' } : aiPlayer(DIFFICULTIES[i - 1]!) }));
}

/** `count` seeds from `first` on. */
export const seedsFrom = (first: number, count: number): number[] => Array.from({ length: count }, (_, i) => first + i);
