import { describe, expect, it } from 'vitest';
import { coverage, lineReferences, quotesIn, ruleSentences, seedTexts, type SeedText, type Source } from './rule-sentences.ts';

const index = [
  '| file | title | author | ruleset id |',
  '|---|---|---|---|',
  '| 000_aaaa.txt | Alpha Rules | someone | `alpha` |',
  '| 001_bbbb.txt | Beta Rules | someone else | `beta` |',
].join('\n');

/** Line 3 holds two sentences (the second no rule), 5 and 11 are rules by their words, 7 is prose, 9 a table row. */
const alpha = [
  '# 1. Movement',
  '',
  'Infantry move 6" a turn. Cavalry move twice as far across open ground.',
  '',
  'A unit cannot charge unless its officer leads it forward.',
  '',
  'The steppe is wide and the winters are long.',
  '',
  'Green troops | test on 4+ |',
  '',
  'Units that fail morale must fall back one full move to the rear.',
].join('\n');

const beta = 'Guns fire 2 shells.\n\nA train lost counts as 3 units lost.\n';

const texts = (): { text: SeedText; body: string }[] => {
  const [a, b] = seedTexts(index);
  return [
    { text: a!, body: alpha },
    { text: b!, body: beta },
  ];
};

const covered = (tests: Record<string, Source[]>, readmes: Record<string, Source[]> = {}) =>
  coverage(texts(), new Map(Object.entries(tests)), new Map(Object.entries(readmes)));

describe('rule sentences', () => {
  it('reads the seeds index: file, code, title and rule-set folder, skipping the header and the rule', () => {
    expect(seedTexts(index)).toEqual([
      { file: '000_aaaa.txt', code: '000', title: 'Alpha Rules', ruleset: 'alpha' },
      { file: '001_bbbb.txt', code: '001', title: 'Beta Rules', ruleset: 'beta' },
    ]);
  });

  it('keeps sentences with a digit, a rule word or a table row, by line, and drops headings and prose', () => {
    expect(ruleSentences(alpha).map((s) => [s.line, s.text])).toEqual([
      [3, 'Infantry move 6" a turn.'],
      [5, 'A unit cannot charge unless its officer leads it forward.'],
      [9, 'Green troops | test on 4+ |'],
      [11, 'Units that fail morale must fall back one full move to the rear.'],
    ]);
  });

  it('finds quotes across a wrapped comment, stops one at an inch mark, and takes no inch mark for an opening', () => {
    const source = 'it(\'"Units that fail\', () => {\n  // morale fall back": 4" of it, then "move 6" a turn"\n});';
    expect(quotesIn(source).map((q) => [q.line, q.words.join(' ')])).toEqual([
      [1, 'units that fail morale fall back'],
      [2, 'move 6'],
    ]);
  });

  it('reads line references, ranges and another text named by its code', () => {
    expect(lineReferences('as line 5 says\nsee lines 3–5 and (001, line 3); the trench line holds')).toEqual([
      { line: 1, text: null, from: 5, to: 5 },
      { line: 2, text: null, from: 3, to: 5 },
      { line: 2, text: '001', from: 3, to: 3 },
    ]);
  });
});

describe('coverage', () => {
  it('counts a sentence a test quotes in another case, wrapping and punctuation, and lists the one it does not', () => {
    const test = { path: 'alpha/move.test.ts', text: 'it("keeps it", () => {\n  // "morale MUST\n  //   fall, back one" move\n' };
    const [a] = covered({ alpha: [test] });
    const rows = a!.sentences.map((s) => [s.line, s.tests, s.decisions]);
    expect(rows).toContainEqual([11, ['alpha/move.test.ts'], []]);
    expect(rows).toContainEqual([5, [], []]);
    expect(a!.covered).toBe(1);
  });

  it('needs five shared words: a four-word fragment covers nothing', () => {
    const [a] = covered({ alpha: [{ path: 'alpha/t.test.ts', text: '"fail morale must fall"' }] });
    expect(a!.covered).toBe(0);
  });

  it('takes a whole short sentence as its quote, and not a part of it', () => {
    const [, whole] = covered({ beta: [{ path: 'beta/t.test.ts', text: 'expect(note).toBe("Guns fire 2 shells");' }] });
    expect(whole!.sentences.map((s) => s.tests.length)).toEqual([1, 0]);
    const [, part] = covered({ beta: [{ path: 'beta/t.test.ts', text: 'expect(note).toBe("guns fire 2");' }] });
    expect(part!.covered).toBe(0);
  });

  it('matches a rule set\'s tests against its own text only', () => {
    const [a, b] = covered({ alpha: [{ path: 'alpha/t.test.ts', text: '"A train lost counts as 3 units lost"' }] });
    expect([a!.covered, b!.covered]).toEqual([0, 0]);
  });

  it('counts a README decision by a quoted fragment, by its own line and by another text\'s line', () => {
    const readme = {
      path: 'alpha/README.md',
      text: 'Charges: “cannot charge unless its officer leads” it.\n\nTables (line 9) are ours; trains count as in (001, line 3).\n',
    };
    const [a, b] = covered({}, { alpha: [readme] });
    expect(a!.sentences.filter((s) => s.decisions.length > 0).map((s) => [s.line, s.decisions])).toEqual([
      [5, ['alpha/README.md:1']],
      [9, ['alpha/README.md:3']],
    ]);
    expect(b!.sentences.map((s) => s.decisions)).toEqual([[], ['alpha/README.md:3']]);
  });
});

describe('npm run rules-coverage', () => {
  it('says where it looked, and exits 2, when the texts are not found', async () => {
    const { execFile } = await import('node:child_process');
    const { join } = await import('node:path');
    const script = join(import.meta.dirname, 'rules-coverage.ts');
    const missing = join(import.meta.dirname, 'no-such-seeds');
    const run = await new Promise<{ code: number; stderr: string }>((done) => {
      execFile(process.execPath, ['--import', 'tsx', script, '--seeds', missing], (error, _stdout, stderr) => done({ code: error ? Number(error.code) : 0, stderr }));
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`the rule sets' texts are not found: no ${join(missing, 'README.md')}`);
  });
});
