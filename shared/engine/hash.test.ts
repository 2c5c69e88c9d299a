import { describe, expect, it } from 'vitest';
import { canonicalJson, hashLink, hashValue } from './hash.ts';

describe('state hash', () => {
  it('ignores key order and undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}');
    expect(hashValue({ x: 1, y: 2 })).toBe(hashValue({ y: 2, x: 1 }));
  });
  it('changes when a value changes', () => {
    expect(hashValue({ x: 1 })).not.toBe(hashValue({ x: 2 }));
    expect(hashValue([1, 2])).not.toBe(hashValue([2, 1]));
    expect(hashValue({ x: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });
  it('refuses non-finite numbers', () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow();
  });
});

describe('hashLink', () => {
  it('changes with the previous link, the text and each number, and is stable', () => {
    const base = hashLink('0123456789abcdef', '{"side":"red"}', [1, -2, 3]);
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(hashLink('0123456789abcdef', '{"side":"red"}', [1, -2, 3])).toBe(base);
    for (const other of [
      hashLink('0123456789abcdee', '{"side":"red"}', [1, -2, 3]),
      hashLink('0123456789abcdef', '{"side":"rod"}', [1, -2, 3]),
      hashLink('0123456789abcdef', '{"side":"red"}', [1, -2, 4]),
      hashLink('0123456789abcdef', '{"side":"red"}', [1, 3, -2]),
    ]) expect(other).not.toBe(base);
  });
});
