import { aiFigures, bundled } from './ai.bench.ts';
import type { Figure } from './figure.ts';

/**
 * Wargame Wednesdays on its bundled battle, the Kamenka crossroads: the AI's speed and strength against the limits
 * its issue set. Fewer games than `ai.bench.ts` plays for every scenario, so the figure is quick to take; the
 * intervals printed say how far each rate could be off. `wargame-wednesdays-balance.bench.ts` times `balance`.
 */
const COUNTS = { gamesASide: 40, mirroredSeeds: 10, timedGames: 3 };

export function run(): Promise<Figure[]> {
  const entry = bundled().find((b) => b.scenario.id === 'kamenka-crossroads');
  if (!entry) throw new Error('the Kamenka crossroads is not bundled');
  return Promise.resolve(aiFigures(entry, COUNTS));
}
