import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { type Figure, withinLimit } from './figure.ts';

/**
 * `npm run bench [name…]`: runs every bench/*.bench.ts (or those whose name contains an argument)
 * and prints each figure against its limit. Exits 1 when a figure misses its limit. A bench's `run` returns its
 * figures, or yields them a batch at a time (a long bench: each batch is printed as it is taken).
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((q) => f.includes(q)))
  .sort();

let missed = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run: () => Promise<Figure[]> | Iterable<Figure[]> };
  console.log(`\n${file.replace('.bench.ts', '')}`);
  const figures = mod.run();
  if (Symbol.iterator in figures) for (const batch of figures) print(batch);
  else print(await figures);
}
console.log(missed === 0 ? '\nall figures within their limits' : `\n${missed} figure(s) missed their limits`);
process.exit(missed === 0 ? 0 : 1);

function print(figures: readonly Figure[]): void {
  for (const figure of figures) {
    const good = withinLimit(figure);
    if (!good) missed++;
    const limit = 'max' in figure.limit ? `≤ ${figure.limit.max}` : `≥ ${figure.limit.min}`;
    console.log(`  ${good ? 'ok  ' : 'MISS'} ${figure.name}: ${round(figure.value)} ${figure.unit} (limit ${limit} ${figure.unit})`);
  }
}

function round(v: number): string {
  return Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(v >= 10 ? 1 : 2);
}
