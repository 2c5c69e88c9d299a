import { cpuUsage } from 'node:process';

/** One benchmark figure, printed by `npm run bench` next to the limit an issue set for it. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The limit and which way it points: value must stay at or below (`max`) or at or above (`min`). */
  limit: { max: number } | { min: number };
}

export const withinLimit = (f: Figure): boolean => ('max' in f.limit ? f.value <= f.limit.max : f.value >= f.limit.min);

/** Median of a list of timings. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Time spent by this process on the CPU, in seconds. Figures are measured on CPU time rather than the wall
 * clock: on a shared machine other work steals wall time but not CPU time, so the figure stays steady. It
 * counts V8's helper threads (garbage collection, compilation) too, so on a quiet machine it errs slow.
 */
export function cpuSeconds<T>(work: () => T): { seconds: number; value: T } {
  const start = cpuUsage();
  const value = work();
  const used = cpuUsage(start);
  return { seconds: (used.user + used.system) / 1e6, value };
}
