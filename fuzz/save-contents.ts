import { hashString } from '../shared/engine/hash.ts';

/**
 * A save whose wholeness can be checked: a header with the body's length and hash, then the body. A file cut short
 * or mixed from two saves fails `isWholeSave`.
 */
export function saveContents(n: number, length: number): string {
  const unit = `save ${n}; `;
  const body = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return `tachanka-fuzz-save ${length} ${hashString(body)}\n${body}`;
}

export function isWholeSave(text: string): boolean {
  const newline = text.indexOf('\n');
  const header = /^tachanka-fuzz-save (\d+) ([0-9a-f]{16})$/.exec(text.slice(0, newline));
  if (newline < 0 || !header) return false;
  const body = text.slice(newline + 1);
  return body.length === Number(header[1]) && hashString(body) === header[2];
}
