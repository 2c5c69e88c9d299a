import { counted } from '../../../engine/agreement.ts';
import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { towardBaseline } from '../../../engine/baselines.ts';
import { ROUT_DICE, moralePasses } from '../tables.ts';
import { type UnitState, type WwState, troopOf } from '../state.ts';
import { direction, nearestEnemy, onTheTable, shifted, unitCentre } from '../ground/stands.ts';
import { furthestAlong, round, shiftUnit } from '../movement/movement.ts';
import { said } from '../unit-words.ts';

/**
 * "Roll 1d6, if it is Less than the number of stands remaining it passes"; Elite units count one stand more.
 * `why` says what the test is for (a lost stand, recovering from a rout).
 */
export function testMorale(unit: UnitState, dice: Dice, events: GameEvent[], why: string): boolean {
  const roll = dice.d(6);
  const elite = troopOf(unit).elite;
  const stands = unit.stands.length;
  const passed = moralePasses(roll, stands, elite);
  const needed = stands + (elite ? 1 : 0);
  events.push({
    kind: 'morale', side: unit.side, unitId: unit.id, text: `${unit.name} test morale (${why}): ${passed ? 'passed' : 'failed'}`,
    roll: {
      table: 'morale', column: `${counted(stands, 'stand')}${elite ? ', Elite' : ''}`, target: `under ${needed}`,
      dice: [roll], modifiers: [], total: roll, result: passed ? 'passed' : 'failed', rule: 'Wargame Wednesdays: Morale and results 1, 5',
    },
  });
  return passed;
}

/**
 * "Move it 2d6" away from the enemy": straight away from the nearest enemy unit. A router that would leave the
 * table has fled and is out of the game (README: "Routing off the table"); one stopped by rough terrain or
 * another unit goes as far as it can.
 */
export function routMove(state: WwState, unit: UnitState, dice: Dice, events: GameEvent[]): void {
  const rolled = dice.roll(ROUT_DICE, 6);
  const inches = rolled[0]! + rolled[1]!;
  const enemy = nearestEnemy(state, unit);
  const centre = unitCentre(unit);
  const dir = enemy ? direction(unitCentre(enemy), centre) : towardBaseline(state.scenario, unit.side);
  const roll = { table: 'rout', target: '2d6"', dice: rolled, modifiers: [], total: inches, result: `${inches}" away from the enemy`, rule: 'Wargame Wednesdays: Morale and results 3' };
  const full = shifted(unit.stands, dir.x * inches, dir.y * inches);
  if (!onTheTable(state, full)) {
    unit.status = 'routed';
    events.push({ kind: 'rout', side: unit.side, unitId: unit.id, text: `${unit.name} ${said(unit, 'rout', 'routs')} ${inches}" and ${said(unit, 'flee', 'flees')} off the table`, roll });
    return;
  }
  const d = furthestAlong(state, unit, dir, inches, inches * 2, [], false);
  shiftUnit(unit, dir.x * d, dir.y * d);
  unit.status = 'routing';
  events.push({ kind: 'rout', side: unit.side, unitId: unit.id, text: `${unit.name} ${said(unit, 'rout', 'routs')} ${round(d)}" away from the enemy${d < inches ? ` (${inches}" rolled, stopped short)` : ''}`, roll });
}

/**
 * "When a routing unit's command is activated … roll a morale test for the routing unit, if it passes, it
 * recovers from routing … If it fails, it continues routing (2d6")." A recovered unit only turns to face the
 * enemy this turn (README: "Recovery").
 */
export function recoveryTest(state: WwState, unit: UnitState, dice: Dice, events: GameEvent[]): void {
  if (testMorale(unit, dice, events, 'to recover from routing')) {
    unit.status = 'active';
    unit.moved = true;
    const enemy = nearestEnemy(state, unit);
    if (enemy) {
      const dir = direction(unitCentre(unit), unitCentre(enemy));
      const facing = ((Math.atan2(dir.x, dir.y) * 180) / Math.PI + 360) % 360;
      unit.stands = unit.stands.map((s) => ({ ...s, facing }));
    }
    events.push({ kind: 'rally', side: unit.side, unitId: unit.id, text: `${unit.name} ${said(unit, 'recover and turn', 'recovers and turns')} to face the enemy` });
  } else {
    routMove(state, unit, dice, events);
  }
}
