// A unit's order in words, from its steps: "2nd Czech platoon: take 1 base off the table, leaving the rest in
// square F8 by the hedge, facing south".
import type { MarkerKind } from '../engine/ruleset.ts';
import { unitMark, type DistanceUnit } from '../core/distance-units.ts';
import type { OrderStep, UnitSteps, Where } from './order-steps.ts';

/** A marker as a person at the table calls it. */
const MARKER_WORDS: Record<MarkerKind, string> = {
  'morale-failure': 'morale failure', 'terror': 'terror', 'humiliated': 'humiliated', 'pinned': 'pinned', 'routing': 'routing',
  'moved': 'moved', 'hidden': 'hidden', 'fire': 'fired', 'ammo-low': 'ammunition low', 'immobilised': 'immobilised', 'dug-in': 'dug-in',
};

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const article = (word: string): string => (/^[aeiou]/.test(word) ? 'an' : 'a');
const listWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Quarters as a person writes them on a marker: "¼", "1½". */
function quarters(n: number): string {
  const whole = Math.floor(n);
  const part = ['', '¼', '½', '¾'][Math.round((n - whole) * 4) % 4]!;
  return whole === 0 && part !== '' ? part : `${whole}${part}`;
}

/** Bases and figures together, or figures alone where each base is one figure: "1 base of 3 figures", "2 figures". */
function strengthWords(bases: number, figures: number): string {
  if (bases === figures || bases === 0) return plural(figures, 'figure');
  return bases === 1 ? `1 base of ${plural(figures, 'figure')}` : `${plural(bases, 'base')} (${plural(figures, 'figure')})`;
}

function markerWords(kind: MarkerKind, was: number, now: number): string {
  const name = MARKER_WORDS[kind];
  if (!Number.isInteger(was) || !Number.isInteger(now)) return now === 0 ? `take its ${name} marker off` : `set its ${name} marker to ${quarters(now)}`;
  if (now > was) {
    const added = now - was;
    return `${added === 1 ? `put ${article(name)} ${name} marker` : `put ${added} ${name} markers`} by it${was > 0 ? `, making ${now}` : ''}`;
  }
  if (now === 0) return was === 1 ? `take its ${name} marker off` : `take its ${was} ${name} markers off`;
  return `take ${plural(was - now, `${name} marker`)} off (${now} left)`;
}

const facingWords = (at: Where): string => `facing ${at.facing}`;

/** The words of one step; `at` is where the unit ends, said by the step that ends it there. */
function stepWords(step: OrderStep, at: Where | null, unit: DistanceUnit): string {
  const where = at ? `${at.place}, ${facingWords(at)}` : '';
  switch (step.do) {
    case 'place': {
      const officers = step.officers.length > 0 ? ` and ${listWords(step.officers)}` : '';
      return `place it${at ? ` in ${where}` : ''}, with ${strengthWords(step.bases, step.figures)}${officers}`;
    }
    case 'set-marker': return `set it down${at ? ` in ${where}` : ''}`;
    case 'take-off': return step.why === 'lifted' ? 'lift it off the table' : `take it off the table (${step.why})`;
    case 'recount': return `it now counts as ${step.now}${step.was === 'active' || step.was === 'hidden' ? '' : ` (it left the table ${step.was})`}`;
    case 'board': return step.towed ? `hook it up behind ${step.transport}` : `put it aboard ${step.transport}`;
    case 'leave': return step.towed ? `unhook it from ${step.transport}` : `take it out of ${step.transport}`;
    case 'move': return `${step.verb} ${step.distance}${unitMark(unit)} ${step.toward}, ending in ${where}`;
    case 'edge': return `edge it into ${where}`;
    case 'turn': return `turn to face ${at!.facing}, staying in ${at!.place}`;
    case 'stay': return `nothing to move (in ${where})`;
    case 'lose': {
      const which = step.weapons.length > 0 ? ` (with ${step.weapons.length === 1 ? 'its' : 'the'} ${listWords(step.weapons)})` : '';
      return `take ${step.bases > 0 ? strengthWords(step.bases, step.figures) : plural(step.figures, 'figure')}${which} off the table`;
    }
    case 'gain': return `put ${step.bases > 0 ? strengthWords(step.bases, step.figures) : plural(step.figures, 'figure')} back with it`;
    case 'officers': return [
      ...(step.off.length > 0 ? [`take ${listWords(step.off)} off the table`] : []),
      ...(step.on.length > 0 ? [`put ${listWords(step.on)} with it`] : []),
    ].join('; ');
    case 'marker': return markerWords(step.kind, step.was, step.now);
  }
}

/** The steps that say where the unit ends; the first of them in an order says it, and an order without one adds it. */
const ENDS: ReadonlySet<OrderStep['do']> = new Set(['place', 'set-marker', 'move', 'edge', 'turn', 'stay']);

/**
 * A unit's order in words: its name, then each step, the place it ends said once: by its move or placing, after
 * its first losses ("leaving the rest in…"), or at the end in brackets.
 */
export function orderWords(order: UnitSteps, unit: DistanceUnit): string {
  const { at } = order;
  let said = at === null;
  const parts = order.steps.map((step) => {
    if (ENDS.has(step.do) && !said) {
      said = true;
      return stepWords(step, at, unit);
    }
    const words = stepWords(step, null, unit);
    if (step.do === 'lose' && !said) {
      said = true;
      return `${words}, leaving the rest in ${at!.place}, ${facingWords(at!)}`;
    }
    return words;
  });
  const text = `${order.name}: ${parts.join('; ')}`;
  return said ? text : `${text} (in ${at!.place}, ${facingWords(at!)})`;
}
