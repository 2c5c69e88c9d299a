import { performance } from 'node:perf_hooks';
import type { UnitView } from '../shared/engine/ruleset.ts';
import { layoutUnits } from '../renderer/scene/troop-layout.ts';
import { type Figure, median } from './figure.ts';

/** Laying out 300 bases for instancing is redone on every action; it must stay well inside a frame. */
export async function run(): Promise<Figure[]> {
  const units: UnitView[] = Array.from({ length: 100 }, (_, i) => ({
    id: `u${i}`, side: i % 2 ? 'red' : 'white', name: `u${i}`, troopType: 'rifles', troopClass: 'infantry',
    bases: [0, 1, 2].map((k) => ({ x: 4 + (i % 10) * 4 + k * 1.6, y: 4 + Math.floor(i / 10) * 4, facing: 0, figures: 4 })),
    baseSize: { width: 1.6, depth: 0.8 }, officers: [], markers: [], status: 'active',
    strength: { now: 12, start: 12, unit: 'figures' }, stats: {},
  }));
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    layoutUnits({ units, table: { width: 48, height: 48 }, heightAt: () => 0 });
    times.push(performance.now() - t0);
  }
  return [{ name: 'lay out 300 bases for instancing (median of 15)', value: median(times), unit: 'ms', limit: { max: 100 } }];
}
