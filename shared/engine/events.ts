import type { SideId } from '../scenario/terrain-kinds.ts';
import type { Vec } from '../geometry/vec.ts';

/** A modifier applied to a roll, with the rule it comes from. */
export interface Modifier {
  label: string;
  value: number;
}

/**
 * Everything a player needs to trust a roll: which table or target number, the dice, the modifiers and the result.
 * The play screen's rule explainer and the battle report draw from this, never from a second copy of the rules.
 */
export interface RollExplanation {
  /** Table name as `tachanka rules <ruleset> --list` shows it, e.g. "firing". */
  table?: string;
  /** Row or column looked up, e.g. "rifle" or "13-16". */
  column?: string;
  /** What the total had to reach, e.g. "4+" or "under 3". */
  target?: string;
  dice: number[];
  /** The dice are judged one by one against the target and counted (hits on 5+), never added: `total` is the count. */
  each?: true;
  modifiers: Modifier[];
  total: number;
  result: string;
  /** Where the rule lives in the rule set, e.g. "Shooting procedure". */
  rule: string;
}

export type EventKind =
  | 'turn' | 'phase' | 'move' | 'hold' | 'shot' | 'casualty' | 'save' | 'stray' | 'combat' | 'morale'
  | 'rally' | 'rout' | 'artillery-request' | 'artillery-strike' | 'special-rule' | 'reaction' | 'marker'
  | 'vehicle' | 'victory' | 'note'
  /** Fog of war: an enemy unit the side did not see comes into its sight (`shared/engine/fog.ts`). */
  | 'reveal';

export interface GameEvent {
  kind: EventKind;
  /** One line in the game's own words: "Sailors (2) move 7\" toward the village". */
  text: string;
  side?: SideId;
  unitId?: string;
  targetUnitId?: string;
  /** Places on the table the event concerns (shooter and target, a beaten zone centre…). */
  at?: Vec[];
  roll?: RollExplanation;
  /**
   * For a shot: the hits it scored on its target as its rule set counts them (0 for a miss). The battle log's
   * one-line summary of a volley adds these; a shot without it (a table's effect, such as a retire) is summed up
   * by its roll's result instead.
   */
  hits?: number;
}
