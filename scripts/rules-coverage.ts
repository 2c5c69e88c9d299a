// `npm run rules-coverage [-- --json] [-- --all] [-- --seeds <folder>]`: for each rule set's text, the share of its
// rule sentences that a test quotes or a README decision covers, and the rest by line. The texts are read from
// ../shared/seeds/ beside the checkout (or the folder given); the tests are every *.test.ts and the READMEs every *.md
// under the rule set's folder in shared/rulesets/. Reads only; the matching is scripts/rule-sentences.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { coverage, QUOTE_WORDS, seedTexts, type Source, type TextCoverage } from './rule-sentences.ts';

const root = resolve(import.meta.dirname, '..');

function filesUnder(folder: string, name: RegExp): Source[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((f) => join(folder, f))
    .filter((f) => name.test(f) && statSync(f).isFile())
    .sort()
    .map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') }));
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

function print(results: TextCoverage[], all: boolean): void {
  for (const { text, sentences, covered } of results) {
    const quoted = sentences.filter((s) => s.tests.length > 0).length;
    console.log(`\n${text.title} (${text.file}): ${covered} of ${sentences.length} rule sentences covered (${percent(covered, sentences.length)}); ${quoted} quoted by a test, ${covered - quoted} by a README decision alone; ${sentences.length - covered} left`);
    for (const s of sentences) {
      const open = s.tests.length === 0 && s.decisions.length === 0;
      if (!open && !all) continue;
      console.log(`  line ${s.line}: ${clip(s.text, 110)}`);
      if (all && !open) console.log(`    ${[...s.tests, ...s.decisions].join(', ')}`);
    }
  }
  const total = results.reduce((n, r) => n + r.sentences.length, 0);
  const covered = results.reduce((n, r) => n + r.covered, 0);
  console.log(`\nAll texts: ${covered} of ${total} rule sentences covered (${percent(covered, total)}). A quote covers a sentence when it shares ${QUOTE_WORDS} consecutive words with it.`);
}

function main(args: string[]): number {
  const at = args.indexOf('--seeds');
  const seeds = resolve(at >= 0 && args[at + 1] ? args[at + 1]! : join(root, '..', 'shared', 'seeds'));
  const index = join(seeds, 'README.md');
  if (!existsSync(index)) {
    console.error(`rules-coverage: the rule sets' texts are not found: no ${index}. They live beside the checkout in ../shared/seeds/ (or give --seeds <folder>).`);
    return 2;
  }
  const texts = seedTexts(readFileSync(index, 'utf8'));
  if (texts.length === 0) {
    console.error(`rules-coverage: ${index} lists no texts (a table row "| 000_….txt | title | … | \`ruleset-id\` |" each).`);
    return 2;
  }
  const missing = texts.filter((t) => !existsSync(join(seeds, t.file)));
  if (missing.length > 0) {
    console.error(`rules-coverage: ${index} lists texts that are not in ${seeds}: ${missing.map((t) => t.file).join(', ')}.`);
    return 2;
  }
  const folders = new Map(texts.map((t) => [t.ruleset, join(root, 'shared', 'rulesets', t.ruleset)]));
  const tests = new Map([...folders].map(([id, folder]) => [id, filesUnder(folder, /\.test\.ts$/)]));
  const readmes = new Map([...folders].map(([id, folder]) => [id, filesUnder(folder, /\.md$/)]));
  const results = coverage(texts.map((text) => ({ text, body: readFileSync(join(seeds, text.file), 'utf8') })), tests, readmes);
  const json = results.map((r) => ({ ...r, sentences: r.sentences.map(({ words: _words, ...s }) => s) }));
  if (args.includes('--json')) console.log(JSON.stringify({ quoteWords: QUOTE_WORDS, texts: json }, null, 2));
  else print(results, args.includes('--all'));
  return 0;
}

// Piped into `head`, the output may be cut short: that is no error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});
process.exitCode = main(process.argv.slice(2));
