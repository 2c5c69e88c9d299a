import type { Modifier } from '../../../engine/events.ts';

/**
 * The modifiers on a target number, each with its own sign, and their sum when there are several, so that the
 * printed sum computes, after a target number: "; modifiers: -1 (long range) + 1 (officer leading heroically) + 1
 * (commissar) = 1". Empty when there are none.
 */
export function modifierWords(modifiers: readonly Modifier[]): string {
  const shown = modifiers.filter((m) => m.value !== 0);
  if (shown.length === 0) return '';
  const sign = (m: Modifier): string => (m.value < 0 ? '-' : '+');
  const terms = shown.map((m, i) => (i === 0 ? `${sign(m)}${Math.abs(m.value)} (${m.label})` : ` ${sign(m)} ${Math.abs(m.value)} (${m.label})`)).join('');
  return shown.length === 1 ? `; modifier: ${terms}` : `; modifiers: ${terms} = ${shown.reduce((a, m) => a + m.value, 0)}`;
}
