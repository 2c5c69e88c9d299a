import type { GameEvent } from '../../engine/events.ts';

const PREFIX = 'Ten Rounds Rapid: ';

/**
 * A rule as a roll or a refusal names it: the rule set, then the section as its rules table gives it ("Ten Rounds
 * Rapid: 12 Direct Fire at Infantry and Soft Targets"). The fire rules name their sections alone, as their tables
 * do; every rule is worded one way wherever a person reads it.
 */
export const ruleName = (section: string): string => (section.startsWith(PREFIX) ? section : PREFIX + section);

/** Gives every roll among the events its rule's full name (see ruleName). */
export function nameRules(events: GameEvent[]): void {
  for (const e of events) if (e.roll && !e.roll.rule.startsWith(PREFIX)) e.roll = { ...e.roll, rule: ruleName(e.roll.rule) };
}
