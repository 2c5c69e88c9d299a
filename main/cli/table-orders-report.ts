import { applyAction, startGame, type GameLog } from '../../shared/engine/game.ts';
import type { AnyRuleset } from '../../shared/rulesets/registry.ts';
import type { TableView } from '../../shared/engine/ruleset.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { knowledgeOf, viewForSide, type SideKnowledge } from '../../shared/engine/fog.ts';
import { decisionOrders, tableOrderContext } from '../../shared/table-orders/order.ts';
import { CM_PER_INCH, type DistanceUnit } from '../../shared/core/distance-units.ts';
import { GRID_INCHES } from '../../shared/table-orders/grid.ts';
import { choiceOf } from './replay-steps.ts';

/** Printed above a report with table orders, so every number in them says how it was measured (in the rule set's unit). */
export const tableOrdersKey = (unit: DistanceUnit): string =>
  `Table orders use the printed mat's grid (${unit === 'cm' ? `${GRID_INCHES * CM_PER_INCH} cm (6 inch)` : '6"'} squares, columns lettered from the west edge, rows numbered from the south edge); `
  + `distances run between the middles of a unit's bases, to the nearest ${unit === 'cm' ? 'centimetre' : 'inch'}; directions and facings are the nearest of eight compass points, north being the mat's top edge.`;

/**
 * For each action of a log, the instructions that carry it out on the printed mat (see shared/table-orders).
 * The log must replay (the caller has checked it); an action that does not stops the list there. `side`: the
 * orders for that side's table under fog of war (`play --as`): the enemy's units placed when revealed, its markers as markers.
 */
export function tableOrdersOfLog(ruleset: AnyRuleset, log: GameLog, side?: SideId): string[][] {
  const ctx = tableOrderContext(log.scenario, ruleset.distanceUnit);
  let state = startGame(ruleset, log.scenario, log.seed).state;
  let knows: SideKnowledge | null = null;
  const seen = (game: unknown): TableView => {
    if (side === undefined) return ruleset.view(game);
    knows = knowledgeOf(ruleset, game, side, knows);
    return viewForSide(ruleset.view(game), side, knows.sighting, knows.memory);
  };
  let before = seen(state.game);
  const orders: string[][] = [];
  for (const [i, action] of log.actions.entries()) {
    const unitId = choiceOf(ruleset, state, action)?.unitId;
    const next = applyAction(ruleset, state, action, log.enteredDice?.[i]);
    if (!next.ok) break;
    state = next.value.state;
    const after = seen(state.game);
    orders.push(decisionOrders(before, after, action.side, unitId, ctx));
    before = after;
  }
  return orders;
}
