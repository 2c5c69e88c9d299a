import { aiFigures, bundled } from './ai.bench.ts';
import type { Figure } from './figure.ts';

/**
 * Ten Rounds Rapid on its bundled battle, the wire before Tsaritsyn: the AI's speed and strength against the limits
 * its issue set. Fewer games than `ai.bench.ts` plays for every scenario, so the figure is quick to take; the intervals
 * printed say how far each rate could be off. `ten-rounds-rapid-balance.bench.ts` times `balance`.
 */
const COUNTS = { gamesASide: 20, mirroredSeeds: 10, timedGames: 3 };

export function run(): Promise<Figure[]> {
  const entry = bundled().find((b) => b.scenario.id === 'tsaritsyn-wire');
  if (!entry) throw new Error('the wire before Tsaritsyn is not bundled');
  return Promise.resolve(aiFigures(entry, COUNTS));
}
