import type { GameLog } from '../engine/game.ts';

/**
 * A log as Tachanka wrote it in game log format 1: no chain, no entered dice, and its scenario in format 2 (the
 * newest of those days). The caller's scenario holds nothing of format 3 (no train points), so it reads the same.
 */
export function asFormat1Log(log: GameLog, finalHash?: string): Record<string, unknown> {
  const { chain: _chain, enteredDice: _entered, ...older } = log;
  return { ...older, formatVersion: 1, scenario: { ...log.scenario, formatVersion: 2 }, ...(finalHash === undefined ? {} : { finalHash }) };
}
