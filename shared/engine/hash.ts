/**
 * A stable hash of any JSON-able value: canonical JSON (object keys sorted, no whitespace),
 * then two 32-bit FNV-1a style lanes with different seeds, printed as 16 hex digits.
 * Used to prove a replay or a resumed game is exactly the same game.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('canonicalJson: non-finite number');
    return JSON.stringify(value) ?? 'null';
  }
  // Plain loops and string concatenation: replay hashes every action, and map/filter/join cost several times more.
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`;
  }
  return `${out}}`;
}

export function hashString(text: string): string {
  return hashLanes(0x811c9dc5, 0x01000193 ^ 0x9e3779b9, text, NO_NUMBERS);
}

const NO_NUMBERS: readonly number[] = [];

/**
 * One link of a hash chain: the previous link (16 hex digits, as `hashString` prints), then `text`, then 32-bit
 * integers folded in directly. Starting from the previous link's lanes rather than hashing its digits again keeps
 * a link of a 10,000-action log cheap.
 */
export function hashLink(previous: string, text: string, numbers: readonly number[]): string {
  return hashLanes(parseInt(previous.slice(0, 8), 16) ^ 0x811c9dc5, parseInt(previous.slice(8, 16), 16) ^ 0x9e3779b9, text, numbers);
}

function hashLanes(h1: number, h2: number, text: string, numbers: readonly number[]): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i]! | 0;
    h1 = Math.imul(h1 ^ n, 0x01000193);
    h2 = Math.imul(h2 ^ n, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b) ^ Math.imul(h2, 0xc2b2ae35);
  h2 = Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35) ^ Math.imul(h1, 0x85ebca6b);
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

export const hashValue = (value: unknown): string => hashString(canonicalJson(value));
