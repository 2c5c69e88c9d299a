import type { RaAction } from '../actions.ts';

/**
 * The actions a unit takes in its own action segment, as against the set-up's choices and the reactions and
 * answers asked of it out of turn (to a charge, to being shot at, to a retire).
 */
export type UnitAction = Exclude<RaAction, { type: 'choose-officer' | 'end-entry' | 'entry-move' | 'charge-response' | 'charge-on' | 'shot-at-response' | 'retire-choice' | 'preempt' | 'spring' }>;

const REACTIONS: ReadonlySet<string> = new Set(['charge-response', 'charge-on', 'shot-at-response', 'retire-choice', 'entry-move']);

export function isUnitAction(a: RaAction): a is UnitAction {
  return 'unitId' in a && !REACTIONS.has(a.type);
}
