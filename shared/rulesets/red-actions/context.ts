import type { Dice } from '../../engine/dice.ts';
import type { EventKind, GameEvent, Modifier, RollExplanation } from '../../engine/events.ts';
import type { Vec } from '../../geometry/vec.ts';
import type { RaState, RaUnit } from './state.ts';

/**
 * The working context of one step: a private copy of the state the mechanics may change in place,
 * the dice, and the events written so far. `step` copies the input state first, so it never mutates it.
 */
export interface Ctx {
  s: RaState;
  dice: Dice;
  events: GameEvent[];
}

/** Deep copy of everything but the scenario, which is shared and never changed (it stays the last key, as ever). */
export function cloneState(s: RaState): RaState {
  const source = s as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in source) {
    if (key === 'scenario') continue;
    const v = source[key];
    out[key] = key === 'units' ? s.units.map(copyUnit) : v !== null && typeof v === 'object' ? copyJson(v) : v;
  }
  out.scenario = s.scenario;
  return out as unknown as RaState;
}

/** The unit fields that hold objects or lists; the type below makes the list name every such field. */
type NestedKey<T> = { [K in keyof T]-?: NonNullable<T[K]> extends object ? K : never }[keyof T];
const UNIT_NESTED: { readonly [K in NestedKey<RaUnit>]: true } = {
  bases: true, officers: true, traits: true, vehicle: true, reinforcement: true, indirect: true, rangedOn: true,
  routFrom: true, routStart: true, weaponsAt: true, offTable: true,
};
const UNIT_NESTED_KEYS = Object.keys(UNIT_NESTED) as NestedKey<RaUnit>[];

/**
 * A unit's deep copy: the flat fields in one spread, then only the nested ones copied (a unit has some fifty
 * fields, a dozen of them nested, and every step copies every unit).
 */
export function copyUnit(u: RaUnit): RaUnit {
  const out = { ...u } as Record<string, unknown>;
  for (const key of UNIT_NESTED_KEYS) {
    const v = u[key];
    if (v !== null) out[key] = copyJson(v);
  }
  return out as unknown as RaUnit;
}

/** Copies plain JSON data (objects, arrays, primitives); much quicker than structuredClone for small states. */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out[i] = v !== null && typeof v === 'object' ? copyJson(v) : v;
    }
    return out as T;
  }
  // Spreading first lets the engine copy the object's shape in one go; only nested objects are then copied.
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const v = out[key];
    if (v !== null && typeof v === 'object') out[key] = copyJson(v);
  }
  return out as T;
}

export function emit(ctx: Ctx, kind: EventKind, text: string, extra: Partial<GameEvent> = {}): void {
  ctx.events.push({ kind, text, ...extra });
}

export function unitEvent(ctx: Ctx, kind: EventKind, u: RaUnit, text: string, extra: Partial<GameEvent> = {}): void {
  ctx.events.push({ kind, text, side: u.side, unitId: u.id, ...extra });
}

/**
 * A roll written out for the rule explainer and the battle report. The total is always the dice plus the
 * modifiers, so every sum printed from it computes; whatever changes the number needed rather than the roll goes
 * into `target` (see `sumText`), and factors of a total into `column`.
 */
export function explain(
  rule: string, dice: number[], result: string,
  opts: { table?: string; column?: string; target?: string; modifiers?: Modifier[] } = {},
): RollExplanation {
  const modifiers = opts.modifiers ?? [];
  const total = dice.reduce((a, b) => a + b, 0) + modifiers.reduce((a, m) => a + m.value, 0);
  const out: RollExplanation = { dice, modifiers, total, result, rule: `Red Actions!: ${rule}` };
  if (opts.table !== undefined) out.table = opts.table;
  if (opts.column !== undefined) out.column = opts.column;
  if (opts.target !== undefined) out.target = opts.target;
  return out;
}

/** A number and what changes it, as a sum that computes: "8 + 2 (junior officer) − 2 (enemy behind the flank) = 8". */
export function sumText(base: number, modifiers: readonly Modifier[]): string {
  if (modifiers.length === 0) return `${base}`;
  const total = base + modifiers.reduce((a, m) => a + m.value, 0);
  return `${base}${modifiers.map((m) => ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)} (${m.label})`).join('')} = ${total}`;
}

/** Throws n six-sided dice and returns each. */
export const rollD6 = (ctx: Ctx, n: number): number[] => ctx.dice.roll(n, 6);

export const atOf = (...points: Vec[]): Vec[] => points.map((p) => ({ x: p.x, y: p.y }));
