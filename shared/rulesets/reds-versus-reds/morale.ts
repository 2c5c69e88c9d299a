import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import { MORALE_MARKERS, moraleTestsDue, moraleThreshold } from './tables.ts';
import { type RvrState, type UnitState, ratingsOf, troopOf } from './state.ts';
import { routUnit } from './casualties.ts';

const RULE = 'Reds versus Reds: Morale';

/**
 * One morale test: a D6 above the Morale Rating fails and earns a marker; the third marker routs the unit.
 * Returns whether the test was failed.
 */
export function moraleTest(draft: RvrState, unit: UnitState, why: string, dice: Dice, events: GameEvent[]): boolean {
  const morale = ratingsOf(unit).morale;
  const die = dice.d(6);
  const failed = die > morale;
  if (failed) unit.moraleMarkers += 1;
  events.push({
    kind: 'morale', side: unit.side, unitId: unit.id,
    text: `${unit.name} test morale (${why}): ${failed ? `fail, ${unit.moraleMarkers} marker${unit.moraleMarkers > 1 ? 's' : ''}` : 'pass'}`,
    roll: { table: 'morale', column: `Morale Rating ${morale}`, target: `${morale} or less`, dice: [die], modifiers: [], total: die, result: failed ? 'failed' : 'passed', rule: RULE },
  });
  if (failed && unit.moraleMarkers >= MORALE_MARKERS.rout) routUnit(draft, unit, 'a third morale failure', events);
  return failed;
}

/**
 * The morale phase: each unit tests once for every complete multiple of casualties its size at the start of the
 * turn calls for (1 for 6 figures or fewer, 2 for 7 to 12, 3 for 13 or more). Independent figures never test.
 */
export function moralePhase(draft: RvrState, dice: Dice, events: GameEvent[]): void {
  for (const unit of draft.units) {
    if (troopOf(unit).role !== 'unit' || unit.status !== 'active') continue;
    const tests = moraleTestsDue(unit.turnStartFigures, unit.casualties);
    for (let i = 0; i < tests && unit.status === 'active'; i++) {
      moraleTest(draft, unit, `${unit.casualties} casualties from ${unit.turnStartFigures} figures, ${moraleThreshold(unit.turnStartFigures)} a test`, dice, events);
    }
  }
}
