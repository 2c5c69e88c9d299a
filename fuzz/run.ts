import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FuzzCounts, FuzzOptions } from './fuzzer.ts';

/**
 * `npm run fuzz [name…] [--count N] [--seed S]`: runs every fuzz/*.fuzz.ts (or those whose name contains an
 * argument) and prints each one's counts. A count that names a failure (a crash, a hang, an accepted hostile
 * request, an edited or downgraded log that verified, a partial or leftover file, an unclear refusal, a malformed
 * file) is marked and makes the run exit 1.
 */

const FAILURE = /^(crashes|hangs\b.*|accepted hostile requests|edited logs verified|downgraded logs verified|partial files|debris files|unclear refusals|malformed files)$/;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { count: { type: 'string', default: '100' }, seed: { type: 'string', default: '1' } },
});
const options: FuzzOptions = { count: wholeNumber('--count', values.count), seed: wholeNumber('--seed', values.seed) };

const dir = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.fuzz.ts'))
  .filter((f) => positionals.length === 0 || positionals.some((q) => f.includes(q)))
  .sort();
if (files.length === 0) {
  console.error(`no fuzzer matches ${positionals.join(', ')}`);
  process.exit(2);
}

console.log(`seed ${options.seed}, count ${options.count}`);
let failures = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run: (opts: FuzzOptions) => Promise<FuzzCounts> };
  const started = performance.now();
  const counts = await mod.run(options);
  console.log(`\n${file.replace('.fuzz.ts', '')} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  for (const [name, value] of Object.entries(counts)) {
    const bad = FAILURE.test(name) && value > 0;
    if (bad) failures++;
    console.log(`  ${bad ? 'FAIL' : '    '} ${name}: ${value}`);
  }
}
console.log(failures === 0 ? '\nno failures' : `\n${failures} failure count(s) above zero`);
process.exit(failures === 0 ? 0 : 1);

function wholeNumber(flag: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${flag} takes a whole number, not "${text}"`);
    process.exit(2);
  }
  return n;
}
