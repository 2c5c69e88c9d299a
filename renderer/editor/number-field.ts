/**
 * What a number field keeps of a typed number: within its limits (whole if it must be), and, when the number
 * typed was out of them, a note saying so beside the field ("at most 6"), so nothing is changed without a word.
 */
export interface FieldLimits {
  min: number;
  max: number;
  integer?: boolean;
  /** The mark after the number, e.g. `"` or `cm`; the note repeats it. */
  unit?: string;
}

export interface TypedValue {
  value: number;
  /** Why the value kept is not the one typed; null when it is. */
  note: string | null;
}

/** The value kept of a typed number, or null when what was typed is no number at all. */
export function typedValue(raw: number, { min, max, integer = false, unit = '' }: FieldLimits): TypedValue | null {
  if (!Number.isFinite(raw)) return null;
  const whole = integer ? Math.round(raw) : raw;
  const mark = unit === '' ? '' : unit.length === 1 ? unit : ` ${unit}`;
  if (whole > max) return { value: max, note: `at most ${max}${mark}` };
  if (whole < min) return { value: min, note: `at least ${min}${mark}` };
  return { value: whole, note: null };
}
