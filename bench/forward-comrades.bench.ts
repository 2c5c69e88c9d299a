import { aiFigures, bundled } from './ai.bench.ts';
import type { Figure } from './figure.ts';

/**
 * Forward Comrades on its bundled battle, the station at Lipki: the AI's speed and strength against the limits its
 * issue set. Fewer games than `ai.bench.ts` plays for every scenario, so the figure is quick to take; the intervals
 * printed say how far each rate could be off.
 */
const COUNTS = { gamesASide: 20, mirroredSeeds: 10, timedGames: 3 };

export function run(): Promise<Figure[]> {
  const entry = bundled().find((b) => b.scenario.id === 'lipki-station');
  if (!entry) throw new Error('the station at Lipki is not bundled');
  return Promise.resolve(aiFigures(entry, COUNTS));
}
