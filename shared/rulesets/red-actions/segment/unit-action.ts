import type { RaAction } from '../actions.ts';

/**
 * The actions a unit takes in its own action segment: not the set-up's choices (officer tokens, the entry), nor what
 * is done out of turn (answering a charge, a shot or a retire, carrying a charge on, a pre-emption, an ambush sprung).
 */
export type UnitAction = Exclude<RaAction, { type: 'choose-officer' | 'end-entry' | 'entry-move' | 'charge-response' | 'charge-on' | 'shot-at-response' | 'retire-choice' | 'preempt' | 'spring' }>;

const REACTIONS: ReadonlySet<string> = new Set(['charge-response', 'charge-on', 'shot-at-response', 'retire-choice', 'entry-move']);

export function isUnitAction(a: RaAction): a is UnitAction {
  return 'unitId' in a && !REACTIONS.has(a.type);
}
