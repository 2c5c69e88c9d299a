import { AI_COUNTS, aiFigures, bundled } from './ai.bench.ts';
import type { Figure } from './figure.ts';

/**
 * Wargame Wednesdays on its bundled battle, the Kamenka crossroads: the AI's speed and strength against the limits
 * its issue set, over as many games as `ai.bench.ts` plays for every scenario (200 a side against random play, 40
 * mirrored games of hard against easy). `wargame-wednesdays-balance.bench.ts` times `balance`.
 */
export function run(): Promise<Figure[]> {
  const entry = bundled().find((b) => b.scenario.id === 'kamenka-crossroads');
  if (!entry) throw new Error('the Kamenka crossroads is not bundled');
  return Promise.resolve(aiFigures(entry, AI_COUNTS));
}
