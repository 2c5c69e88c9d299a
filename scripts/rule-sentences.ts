// The matching behind `npm run rules-coverage` (scripts/rules-coverage.ts reads the files): the rule sentences of a
// rule set's text, the quotes in its tests and READMEs, and which sentences each quote or line reference covers.
// Pure and linear in the size of the inputs: sentences are indexed by their word runs, and each quote looks its own
// runs up, so no sentence is ever compared with a quote.

/** A quote covers a sentence when it shares a run of this many consecutive words with it (or is all of a shorter one). */
export const QUOTE_WORDS = 5;
/** A sentence shorter than QUOTE_WORDS is covered only by a quote holding all of it, and needs at least this many words. */
const SHORT_SENTENCE_WORDS = 2;
/** Words that make a sentence state a procedure or a condition (besides a digit or a table row). */
const RULE_WORDS = new Set(['must', 'may', 'cannot', 'if', 'when', 'unless', 'until', 'each', 'every', 'any', 'only', 'except']);
/** A quote that is not closed within this many characters (or before a blank line) was no quote. */
const LONGEST_QUOTE = 600;
/** A line reference naming a range covers at most this many lines (a longer one is a slip, not a decision). */
const LONGEST_RANGE = 30;

export type Sentence = { line: number; text: string; words: string[] };
export type Quote = { line: number; words: string[] };
export type LineReference = { line: number; text: string | null; from: number; to: number };
export type SeedText = { file: string; code: string; title: string; ruleset: string };
export type Source = { path: string; text: string };

/** Lower-case words of letters and digits: case, punctuation, markup (HTML tags too) and spacing do not count. */
export const wordsOf = (text: string): string[] =>
  text.toLowerCase().replace(/<\/?[a-z]+>/g, ' ').replace(/[’‘']/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];

/** The texts listed in the seeds' README table: file, its three-digit code, title and rule-set folder. */
export function seedTexts(readme: string): SeedText[] {
  const texts: SeedText[] = [];
  for (const row of readme.split('\n')) {
    const cells = row.split('|').map((c) => c.trim());
    const file = cells[1] ?? '';
    const ruleset = /^`([a-z0-9-]+)`$/.exec(cells[cells.length - 2] ?? '')?.[1];
    if (!/^\d{3}_\w+\.txt$/.test(file) || !ruleset) continue;
    texts.push({ file, code: file.slice(0, 3), title: cells[2] ?? file, ruleset });
  }
  return texts;
}

/**
 * The rule sentences of a text, with their 1-based line numbers. Each line is a paragraph, list item, heading or table
 * row (a sentence never runs on to the next line); a line is cut into sentences after `.`, `!` or `?` followed by a
 * space and a capital, digit or quote. A sentence is a rule when it is a table row (its line holds `|`), or holds a
 * digit (or ½), or one of RULE_WORDS, and has at least two words. Headings (`#`) and contents lines (a title, a tab
 * and a page number) are not rules.
 */
export function ruleSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || /\t\s*(<b>)?\d+(<\/b>)?$/.test(line)) return;
    const row = line.includes('|');
    const parts = row ? [line] : line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“*(])/u);
    for (const part of parts) {
      const words = wordsOf(part);
      if (words.length < SHORT_SENTENCE_WORDS) continue;
      if (row || /[\d½¼¾]/.test(part) || words.some((w) => RULE_WORDS.has(w))) sentences.push({ line: index + 1, text: part.trim(), words });
    }
  });
  return sentences;
}

/**
 * The quotes in a test or README: runs between “ and ”, or between a " that opens (after the start, a space or an
 * opening bracket, and before a non-space) and the next " or ” after a non-space. An inch mark (`4"`) cannot open,
 * and inside a quote it ends it early: the words before it still count as a fragment. A quote may wrap lines, also
 * from one `//` or ` *` comment line to the next, but not across a blank line.
 */
export function quotesIn(source: string): Quote[] {
  const quotes: Quote[] = [];
  let line = 1;
  let open = -1;
  let openLine = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\n') {
      line++;
      if (open >= 0 && /^\n\s*\n/.test(source.slice(i, i + 200))) open = -1;
      continue;
    }
    if (c !== '"' && c !== '“' && c !== '”') continue;
    const before = i > 0 ? source[i - 1]! : '\n';
    const after = source[i + 1] ?? '\n';
    if (open >= 0 && c !== '“' && !/\s/.test(before)) {
      quotes.push({ line: openLine, words: wordsOf(source.slice(open, i).replace(/\n\s*(\/\/+|\*(?!\/))/g, ' ')) });
      open = -1;
    } else if (open < 0 && (c === '“' || (c === '"' && /[\s([{'`:=,-]/.test(before))) && !/\s/.test(after)) {
      open = i + 1;
      openLine = line;
    }
    if (open >= 0 && i - open > LONGEST_QUOTE) open = -1;
  }
  return quotes;
}

/**
 * The lines a README names: `line 95`, `lines 95-97` (or `–`), and `(000, line 95)` naming another text by its code.
 * `text` is the three-digit code when given, else null (the README's own text).
 */
export function lineReferences(source: string): LineReference[] {
  const refs: LineReference[] = [];
  source.split('\n').forEach((row, index) => {
    for (const m of row.matchAll(/(?:\b(\d{3}),\s*)?\blines?\s+(\d+)(?:\s*[-–]\s*(\d+))?/gi)) {
      const from = Number(m[2]);
      const to = m[3] ? Number(m[3]) : from;
      if (to >= from && to - from < LONGEST_RANGE) refs.push({ line: index + 1, text: m[1] ?? null, from, to });
    }
  });
  return refs;
}

/** Where a sentence is named: a test's path, or a README's path and line (`README.md:12`). */
export type SentenceCoverage = Sentence & { tests: string[]; decisions: string[] };
export type TextCoverage = { text: SeedText; sentences: SentenceCoverage[]; covered: number };

/** Sentences by each of their QUOTE_WORDS-word runs, and short ones by all their words. */
function indexSentences(sentences: Sentence[]): { runs: Map<string, number[]>; whole: Map<string, number[]> } {
  const runs = new Map<string, number[]>();
  const whole = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, id: number) => {
    const ids = map.get(key);
    if (!ids) map.set(key, [id]);
    else if (ids[ids.length - 1] !== id) ids.push(id);
  };
  sentences.forEach((s, id) => {
    if (s.words.length < QUOTE_WORDS) add(whole, s.words.join(' '), id);
    for (let i = 0; i + QUOTE_WORDS <= s.words.length; i++) add(runs, s.words.slice(i, i + QUOTE_WORDS).join(' '), id);
  });
  return { runs, whole };
}

function byLine<T extends Sentence>(sentences: T[]): Map<number, T[]> {
  const lines = new Map<number, T[]>();
  for (const s of sentences) lines.set(s.line, [...(lines.get(s.line) ?? []), s]);
  return lines;
}

/** The sentences (by index) a quote covers. */
function coveredBy(index: ReturnType<typeof indexSentences>, words: string[]): Set<number> {
  const found = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    for (let k = SHORT_SENTENCE_WORDS; k <= QUOTE_WORDS && i + k <= words.length; k++) {
      const key = words.slice(i, i + k).join(' ');
      for (const id of (k === QUOTE_WORDS ? index.runs : index.whole).get(key) ?? []) found.add(id);
    }
  }
  return found;
}

/**
 * Which rule sentences of each text its rule set's tests quote and its READMEs cover (by a quote or by naming the
 * line; a README may name another text's line by its code). `tests` and `readmes` are keyed by rule-set folder.
 */
export function coverage(texts: { text: SeedText; body: string }[], tests: Map<string, Source[]>, readmes: Map<string, Source[]>): TextCoverage[] {
  const result = texts.map(({ text, body }) => ({ text, sentences: ruleSentences(body).map((s) => ({ ...s, tests: [] as string[], decisions: [] as string[] })) }));
  const onLine = new Map(result.map((r) => [r.text.code, byLine(r.sentences)]));
  const note = (list: string[], where: string) => {
    if (list[list.length - 1] !== where) list.push(where);
  };
  for (const r of result) {
    const index = indexSentences(r.sentences);
    for (const test of tests.get(r.text.ruleset) ?? []) {
      for (const quote of quotesIn(test.text)) for (const id of coveredBy(index, quote.words)) note(r.sentences[id]!.tests, test.path);
    }
    for (const readme of readmes.get(r.text.ruleset) ?? []) {
      for (const quote of quotesIn(readme.text)) for (const id of coveredBy(index, quote.words)) note(r.sentences[id]!.decisions, `${readme.path}:${quote.line}`);
      for (const ref of lineReferences(readme.text)) {
        const lines = onLine.get(ref.text ?? r.text.code);
        for (let l = ref.from; l <= ref.to; l++) for (const s of lines?.get(l) ?? []) note(s.decisions, `${readme.path}:${ref.line}`);
      }
    }
  }
  return result.map((r) => ({ ...r, covered: r.sentences.filter((s) => s.tests.length > 0 || s.decisions.length > 0).length }));
}
