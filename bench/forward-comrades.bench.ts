import { aiFigures, bundled } from './ai.bench.ts';
import type { Figure } from './figure.ts';

/**
 * Forward Comrades on its bundled battle, the station at Lipki: the AI's speed and strength against the limits its
 * issue set. Fewer games than `ai.bench.ts` plays for every scenario, so the figure is quick to take (about a minute);
 * forty a side, not twenty, so that one game more or less moves a rate by 2.5 points, not 5. The intervals printed
 * say how far each rate could be off.
 */
const COUNTS = { gamesASide: 40, mirroredSeeds: 20, timedGames: 3 };

export function run(): Promise<Figure[]> {
  const entry = bundled().find((b) => b.scenario.id === 'lipki-station');
  if (!entry) throw new Error('the station at Lipki is not bundled');
  return Promise.resolve(aiFigures(entry, COUNTS));
}
