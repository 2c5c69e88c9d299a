/**
 * Dice typed at the table ("4 6", "4,6" or "46" for d6s): the values, or what is wrong with them, naming the
 * die. A d6 shows 1 to 6, a d10 1 to 10; the count must be the number the rules asked for.
 */
export function parseDiceText(text: string, count: number, sides: number): { ok: true; values: number[] } | { ok: false; reason: string } {
  const t = text.trim();
  if (t === '') return { ok: false, reason: `enter ${count} ${count === 1 ? 'die' : 'dice'}` };
  // Single-digit dice may be typed run together; a d10 or larger needs separators (10 is two digits).
  const parts = /^\d+$/.test(t) && sides < 10 && t.length === count ? t.split('') : t.split(/[\s,;+]+/);
  const values: number[] = [];
  for (const [i, part] of parts.entries()) {
    if (!/^\d+$/.test(part)) return { ok: false, reason: `die ${i + 1}: "${part}" is not a number` };
    const v = Number(part);
    if (v < 1 || v > sides) return { ok: false, reason: `die ${i + 1}: a d${sides} shows 1 to ${sides}, not ${v}` };
    values.push(v);
  }
  if (values.length !== count) return { ok: false, reason: `the rules asked for ${count} ${count === 1 ? 'die' : 'dice'}; ${values.length} entered` };
  return { ok: true, values };
}
