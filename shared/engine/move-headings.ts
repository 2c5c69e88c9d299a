import type { Scenario } from '../scenario/schema.ts';
import type { Vec } from '../geometry/vec.ts';
import { polygonCentroid } from '../geometry/polygon.ts';

/** Eight compass headings (north is +y, away from the Red baseline): the moves rule sets offer besides those toward enemies and objectives. */
export const COMPASS_HEADINGS: readonly { name: string; dir: Vec }[] = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west']
  .map((name, i) => ({ name, dir: { x: Math.sin((i * Math.PI) / 4), y: Math.cos((i * Math.PI) / 4) } }));

/** Centres of the scenario's areas to clear or hold: moves toward them are offered. */
export function victoryAreaCentres(scenario: Scenario): Vec[] {
  const out: Vec[] = [];
  for (const c of scenario.victory) {
    if (c.type !== 'clear-area' && c.type !== 'hold-area') continue;
    const area = scenario.terrain.find((f) => f.id === c.areaId);
    if (area && area.kind === 'area') out.push(polygonCentroid(area.polygon));
  }
  return out;
}
