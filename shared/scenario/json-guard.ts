import { LIMITS } from './limits.ts';
import { type Problem, error } from './problems.ts';
import type { Result } from '../core/result.ts';

/**
 * Reads untrusted JSON text: refuses oversized input and absurd nesting before parsing,
 * and reports a syntax error with its line and column.
 */
export function parseJsonText(text: string, maxBytes: number = LIMITS.fileBytes): Result<unknown, Problem[]> {
  if (text.length > maxBytes) {
    return { ok: false, error: [error([], `the file is ${(text.length / 1048576).toFixed(1)} MB; the limit is ${(maxBytes / 1048576).toFixed(0)} MB`)] };
  }
  const depth = maxNestingDepth(text);
  if (depth > LIMITS.nestingDepth) {
    return { ok: false, error: [error([], `the JSON nests ${depth} levels deep; the limit is ${LIMITS.nestingDepth}`)] };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, error: [error([], `not valid JSON: ${describeSyntaxError(text, message)}`)] };
  }
}

/** Bracket depth of a JSON text, ignoring brackets inside strings. */
export function maxNestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) { depth++; if (depth > max) max = depth; }
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

function describeSyntaxError(text: string, message: string): string {
  const match = /position (\d+)/.exec(message);
  if (!match) return message;
  const position = Number(match[1]);
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `${message.replace(/ in JSON at position \d+.*$/, '')} at line ${line}, column ${column}`;
}
