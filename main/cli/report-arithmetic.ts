/**
 * Checks that every sum a battle report or rule explainer prints is true as printed, whatever the rule set.
 *
 * A claim is an expression followed by "= N" or ", total N": numbers joined by + − × ÷ (dice written "4+6"
 * count too), each number optionally followed by one unit word ("2 bases") and a label in brackets
 * ("+ 2 (junior officer)"); other brackets are read through. "2 bases × 4 × 0.5 (long range) = 4" and "rolled 4+6 − 2 (flank) = 8" are claims;
 * a lone "= 5" after words is not, since nothing is computed. Each claim is evaluated (× and ÷ before + and −)
 * and compared with its result to within rounding shown (a result printed with d decimals must match to d).
 */

type Token =
  | { t: 'num'; v: number; decimals: number }
  | { t: 'op'; v: '+' | '-' | '*' | '/' }
  | { t: 'eq' }
  | { t: 'total' }
  | { t: 'label' }
  | { t: 'word' }
  | { t: 'stop' };

const OPS: Record<string, '+' | '-' | '*' | '/'> = { '+': '+', '-': '-', '−': '-', '–': '-', '×': '*', '*': '*', '/': '/', '÷': '/' };

function tokenise(line: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ') { i++; continue; }
    const num = /^\d+(?:\.(\d+))?/.exec(line.slice(i));
    if (num) {
      out.push({ t: 'num', v: Number(num[0]), decimals: num[1]?.length ?? 0 });
      i += num[0].length;
      continue;
    }
    const last = out.at(-1);
    const afterTerm = last?.t === 'num' || (last?.t === 'word' && out.at(-2)?.t === 'num');
    if (c === '(' && afterTerm) {
      // A bracketed label after a number: skipped whole, nested brackets included. Other brackets are read through.
      let depth = 0;
      let j = i;
      for (; j < line.length; j++) {
        if (line[j] === '(') depth++;
        else if (line[j] === ')' && --depth === 0) break;
      }
      out.push({ t: 'label' });
      i = j + 1;
      continue;
    }
    if (OPS[c]) { out.push({ t: 'op', v: OPS[c] }); i++; continue; }
    if (c === '=') { out.push({ t: 'eq' }); i++; continue; }
    const word = /^[\p{L}'’]+/u.exec(line.slice(i));
    if (word) {
      const prev = out.at(-1);
      if (word[0].toLowerCase() === 'total' && prev?.t === 'stop') out.push({ t: 'total' });
      else out.push({ t: 'word' });
      i += word[0].length;
      continue;
    }
    out.push({ t: 'stop' });
    i++;
  }
  return out;
}

interface Claim { expression: string; values: number[]; ops: ('+' | '-' | '*' | '/')[]; result: number; decimals: number }

/** Reads the expression ending just before index `end` (exclusive), walking back term by term. */
function expressionBefore(tokens: Token[], end: number): { values: number[]; ops: ('+' | '-' | '*' | '/')[] } | null {
  const values: number[] = [];
  const ops: ('+' | '-' | '*' | '/')[] = [];
  let i = end - 1;
  for (;;) {
    if (tokens[i]?.t === 'label') i--;
    if (tokens[i]?.t === 'word' && tokens[i - 1]?.t === 'num') i--;
    const n = tokens[i];
    if (n?.t !== 'num') return null;
    values.unshift(n.v);
    const op = tokens[i - 1];
    if (op?.t !== 'op') break;
    // A leading sign ("−2 (flank) = …" after words) belongs to the number, not to an operation.
    if (tokens[i - 2]?.t !== 'num' && tokens[i - 2]?.t !== 'label' && tokens[i - 2]?.t !== 'word') {
      if (op.v === '-') values[0] = -values[0]!;
      break;
    }
    ops.unshift(op.v);
    i -= 2;
  }
  return ops.length === 0 ? null : { values, ops };
}

function evaluate(values: number[], ops: ('+' | '-' | '*' | '/')[]): number {
  const terms: number[] = [values[0]!];
  const signs: number[] = [1];
  ops.forEach((op, k) => {
    const v = values[k + 1]!;
    if (op === '*') terms[terms.length - 1] = terms.at(-1)! * v;
    else if (op === '/') terms[terms.length - 1] = terms.at(-1)! / v;
    else { terms.push(v); signs.push(op === '+' ? 1 : -1); }
  });
  return terms.reduce((a, t, k) => a + signs[k]! * t, 0);
}

function claimsOf(line: string): Claim[] {
  const tokens = tokenise(line);
  const claims: Claim[] = [];
  tokens.forEach((tok, k) => {
    if (tok.t !== 'eq' && tok.t !== 'total') return;
    let r = k + 1;
    let sign = 1;
    const next = tokens[r];
    if (next?.t === 'op' && next.v === '-') { sign = -1; r++; }
    const result = tokens[r];
    if (result?.t !== 'num') return;
    // ", total N" claims only what the expression right before the comma computes.
    const end = tok.t === 'total' ? k - 1 : k;
    const expr = expressionBefore(tokens, end);
    if (!expr) return;
    claims.push({ expression: line, ...expr, result: sign * result.v, decimals: result.decimals });
  });
  return claims;
}

/** The lines of `text` holding a sum that does not compute as printed. */
export function checkReportArithmetic(text: string): string[] {
  const wrong: string[] = [];
  for (const line of text.split('\n')) {
    for (const c of claimsOf(line)) {
      const value = evaluate(c.values, c.ops);
      const tolerance = c.decimals === 0 ? 1e-9 : 0.5 * 10 ** -c.decimals + 1e-9;
      if (Math.abs(value - c.result) > tolerance) {
        wrong.push(line);
        break;
      }
    }
  }
  return wrong;
}
