import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { moraleTestsDue, moraleThreshold } from '../tables/tables.ts';
import { markersEffect, moraleTestResult } from '../tables/procedures.ts';
import { type RvrState, type UnitState, ratingsOf, troopOf } from '../state.ts';
import { routUnit } from '../combat/casualties.ts';
import { counted } from '../../../engine/agreement.ts';

const RULE = 'Reds versus Reds: Morale';

/**
 * One morale test: a D6 above the Morale Rating fails and earns a marker; the third marker routs the unit
 * (`moraleTestResult`, the same procedure `tachanka rules reds-versus-reds morale-test` looks up).
 * Returns whether the test was failed.
 */
export function moraleTest(draft: RvrState, unit: UnitState, why: string, dice: Dice, events: GameEvent[]): boolean {
  const morale = ratingsOf(unit).morale;
  const die = dice.d(6);
  const held = unit.moraleMarkers;
  const r = moraleTestResult(morale, die, held);
  unit.moraleMarkers = r.markersAfter;
  const markers = counted(r.markersAfter, 'marker');
  events.push({
    kind: 'morale', side: unit.side, unitId: unit.id,
    text: `${unit.name} tests morale (${why}): ${r.passed ? 'pass' : `fail, ${markers}`}`,
    roll: {
      table: 'morale-test', column: `Morale Rating ${morale}, ${counted(held, 'marker')} held`, target: `${morale} or less`, dice: [die], modifiers: [], total: die,
      result: `${r.passed ? 'passed' : 'failed'}: ${markers}, ${markersEffect(r)}`, rule: RULE,
    },
  });
  if (r.routs) routUnit(draft, unit, 'a third morale failure', events);
  return !r.passed;
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
      moraleTest(draft, unit, `${counted(unit.casualties, 'casualty', 'casualties')} from ${counted(unit.turnStartFigures, 'figure')}, ${moraleThreshold(unit.turnStartFigures)} a test`, dice, events);
    }
  }
}
