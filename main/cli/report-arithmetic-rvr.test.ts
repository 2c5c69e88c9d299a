import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playGame } from '../../shared/ai/index.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { battleReport } from './battle-report.ts';
import { replaySteps } from './replay-steps.ts';
import { komuchVillageClose } from '../../shared/rulesets/reds-versus-reds/test-fixtures.ts';

/**
 * Every line of a Reds versus Reds battle report that prints arithmetic must compute as printed: a player checks
 * them. `checkReportArithmetic` checks the sums of every pinned report; this parser goes further for this rule
 * set: it knows the shapes of its roll lines and checks that each result follows from its total (a pass against
 * its target, markers held and after, who a close combat kills). Anything with "rolled" it cannot read is a
 * failure too, so a new shape cannot slip past unchecked.
 */

/** Splits " - 1 (target in close order (small arms)) + 2 (x)" into signed values, honouring nested brackets. */
function readModifiers(text: string): { values: number[]; rest: string } | null {
  const values: number[] = [];
  let s = text;
  for (;;) {
    const m = /^ ([+-]) (\d+) \(/.exec(s);
    if (!m) return { values, rest: s };
    let depth = 1, i = m[0].length;
    for (; i < s.length && depth > 0; i++) depth += s[i] === '(' ? 1 : s[i] === ')' ? -1 : 0;
    if (depth !== 0) return null;
    values.push((m[1] === '-' ? -1 : 1) * Number(m[2]));
    s = s.slice(i);
  }
}

/** "rolled 4+6 - 2 (x) = 8…": the score and what follows, or why it does not add up. */
function readScore(text: string): { total: number; rest: string } | string {
  const dice = /^rolled (-?\d+(?:\+\d+)*)/.exec(text);
  if (!dice) return 'no dice after "rolled"';
  const faces = dice[1]!.split('+').map(Number);
  const mods = readModifiers(text.slice(dice[0].length));
  if (!mods) return 'unbalanced brackets in the modifiers';
  const sum = faces.reduce((a, b) => a + b, 0) + mods.values.reduce((a, b) => a + b, 0);
  const printed = /^ = (-?\d+)/.exec(mods.rest);
  if (!printed) return faces.length === 1 && mods.values.length === 0 ? { total: sum, rest: mods.rest } : 'a sum with no total';
  if (Number(printed[1]) !== sum) return `the dice and modifiers come to ${sum}, not ${printed[1]}`;
  return { total: sum, rest: mods.rest.slice(printed[0].length) };
}

const SUCCESS = /^(casualty|saved|accepted|on target|rallied|passed)\b/;

/** The problem with one "roll:" line, or null when every number in it computes. */
function rollProblem(line: string): string | null {
  const m = /roll: ([\w-]+)(?: \[(.*?)\])?: (rolled .*) → (.*) \(Reds versus Reds: [^)]*\)$/.exec(line);
  if (!m) return 'not a roll line this checker knows';
  const [, table, column = '', rolled, result] = m as unknown as [string, string, string | undefined, string, string];
  const score = readScore(rolled);
  if (typeof score === 'string') return score;
  const { total, rest } = score;
  const against = / against (.*)$/.exec(rest)?.[1];
  if (!against && rest !== '') return `unread text "${rest}"`;
  if (table === 'close-combat-result') {
    const other = against && /^.*, who (rolled .*)$/.exec(against);
    if (!other) return 'no opponent score';
    const theirs = readScore(other[1]!);
    if (typeof theirs === 'string') return `opponent: ${theirs}`;
    const beats = /^(.*) killed: (-?\d+) beats (-?\d+) by (\d+), and 2 or more kills$/.exec(result);
    const none = /^no result: (-?\d+) against (-?\d+) is a difference of (\d+), and it takes 2 or more to kill$/.exec(result);
    if (beats) {
      const [hi, lo, by] = [Number(beats[2]), Number(beats[3]), Number(beats[4])];
      const pair = [hi, lo].sort().join(), scores = [total, theirs.total].sort().join();
      if (pair !== scores || hi - lo !== by || by < 2) return 'the close combat result does not follow from the scores';
      return null;
    }
    if (none) {
      const [a, b, by] = [Number(none[1]), Number(none[2]), Number(none[3])];
      return a === total && b === theirs.total && Math.abs(a - b) === by && by < 2 ? null : 'the close combat result does not follow from the scores';
    }
    return 'an unknown close combat result';
  }
  if (table === 'characteristics' || table === 'deviation') {
    const inches = /^(?:up to )?(\d+)"/.exec(result);
    return inches && Number(inches[1]) === total ? null : `the result ${result} is not the total ${total}`;
  }
  // A crew's save is the success its "casualty" is the failure of; for a shot, a casualty is the success.
  const ok = table === 'crew-save' ? result.startsWith('saved') : SUCCESS.test(result);
  const plus = against && /^(-?\d+)\+$/.exec(against);
  const orLess = against && /^(\d+) or less$/.exec(against);
  const under = against && /^under (\d+)$/.exec(against);
  const meets = plus ? total >= Number(plus[1]) : orLess ? total <= Number(orLess[1]) : under ? total < Number(under[1]) : null;
  if (meets === null) return `no target to judge ${total} against`;
  if (meets !== ok) return `${total} against ${against} cannot give "${result}"`;
  const held = /(\d+) markers? held/.exec(column);
  const after = /(\d+) markers?\b/.exec(result);
  if (held && after) {
    const change = table === 'rally' ? (ok ? -1 : 0) : ok ? 0 : 1;
    if (Number(after[1]) !== Number(held[1]) + change) return `${held[1]} markers held cannot become ${after[1]}`;
  }
  if (table === 'morale-test' && orLess && !column.startsWith(`Morale Rating ${orLess[1]},`)) return 'the test is not against the Morale Rating';
  return null;
}

/** Lines of a Reds versus Reds report whose arithmetic does not compute, each with why. */
function rvrArithmeticProblems(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (line.includes('roll: ')) {
      const problem = rollProblem(line.trim());
      if (problem) out.push(`${i + 1}: ${problem}: ${line.trim()}`);
      // "X dice to move in open going: 7"" says the throw the roll line under it adds up to.
      const said = /dice to move in \w+ going: (\d+)"$/.exec(lines[i - 1] ?? '');
      const total = /(?:= |rolled )(-?\d+) → up to/.exec(line);
      if (said && (!total || said[1] !== total[1])) out.push(`${i}: the move said is not the throw: ${lines[i - 1]!.trim()}`);
      // "A (5) against B (3): …" repeats the two scores of the close combat roll under it.
      const bout = /\((-?\d+)\) against .* \((-?\d+)\): /.exec(lines[i - 1] ?? '');
      if (bout && !line.includes(`${bout[1]} against ${bout[2]}`) && !line.includes(`${bout[1]} beats ${bout[2]}`) && !line.includes(`${bout[2]} beats ${bout[1]}`)) {
        out.push(`${i}: the combat line's scores are not the roll's: ${lines[i - 1]!.trim()}`);
      }
    } else if (/\brolled\b/.test(line)) {
      out.push(`${i + 1}: "rolled" outside a roll line: ${line.trim()}`);
    }
  });
  return out;
}

/** A game of random choices from a close start (the Reds 14" nearer), which soon brings fire, combat and rallies. */
function randomReport(seed: number): string {
  const ruleset = getRuleset('reds-versus-reds')!;
  const played = playGame(ruleset, komuchVillageClose(), seed, { red: { kind: 'random' }, white: { kind: 'random' } });
  const replayed = replaySteps(ruleset, played.log);
  if (!replayed.ok) throw new Error(replayed.reason);
  return battleReport(replayed.setupEvents, replayed.steps).join('\n');
}

const SEEDS = [1, 2, 3, 4];

describe('the arithmetic of Reds versus Reds battle reports', () => {
  it('finds what a referee would catch', () => {
    const wrong = [
      '      roll: close-combat [Sailors vs Komuch field gun]: rolled 2+3 = -1 against beat the opponent by 2 or more → no result (Reds versus Reds: Close combat)',
      '      roll: deviation [over]: rolled 4+5+3+6 = 8 against accuracy 3 or less (rolled 4) → 8" over (Reds versus Reds: Opportunity fire)',
      '      roll: shooting [Rifle]: rolled 5 - 1 (target on foot, halted throughout or ended in cover) = 5 against 4+ → casualty (Reds versus Reds: Shooting procedure)',
      '      roll: characteristics [difficult going (D6-2)]: rolled 1 - 2 (difficult going) = 0 → up to 0" (Reds versus Reds: Movement)',
      '      roll: morale-test [Morale Rating 3, 1 marker held]: rolled 4 against 3 or less → failed: 1 marker, acts as normal (Reds versus Reds: Morale)',
      '      roll: shooting [Rifle]: rolled 3 against 4+ → casualty (Reds versus Reds: Shooting procedure)',
    ];
    expect(wrong.map((line) => rvrArithmeticProblems(line).length)).toEqual(wrong.map(() => 1));
    const right = [
      '      roll: characteristics [difficult going (D6-2)]: rolled 1 - 2 (difficult going) + 1 (a move is never less than 0") = 0 → up to 0" (Reds versus Reds: Movement)',
      '      roll: close-combat-result [A vs B]: rolled 1 + 2 (second attacker against a single opponent) = 3 against B, figure 1, who rolled 4 → no result: 3 against 4 is a difference of 1, and it takes 2 or more to kill (Reds versus Reds: Close combat)',
    ];
    expect(rvrArithmeticProblems(right.join('\n'))).toEqual([]);
  });

  it('every arithmetic line of the pinned Komuch report computes', () => {
    const text = readFileSync(fileURLToPath(new URL('./__snapshots__/komuch-village-seed-7.report.txt', import.meta.url)), 'utf8');
    expect(text.match(/roll: /g)?.length).toBeGreaterThan(100);
    expect(rvrArithmeticProblems(text)).toEqual([]);
  });

  it('so does every line of random games, which reach rallies, routs, strikes and stray rounds', () => {
    const text = SEEDS.map(randomReport).join('\n');
    for (const table of ['rally', 'morale-test', 'close-combat-result', 'shooting', 'crew-save', 'stray-rounds', 'deviation', 'shrapnel']) expect(text, table).toContain(`roll: ${table} `);
    expect(rvrArithmeticProblems(text)).toEqual([]);
  }, 60_000);
});
