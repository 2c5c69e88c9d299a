import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { type FcState, type UnitState } from '../state.ts';
import { REPAIR_ON, armourResultFor, criticalFor, petrolResultFor, type ArmourResult, type CriticalResult, type PetrolResult } from '../tables/tables-fire.ts';
import { fallBack, testMorale } from '../morale/morale.ts';

const RULE = 'Forward Comrades: Tanks';

const ARMOUR_TEXT: Readonly<Record<ArmourResult, string>> = {
  'no-effect': 'the shell is defeated by the armour',
  'close-miss': 'a close miss: the commander grows alarmed and tests morale',
  'counted-hit': 'counts as a hit: no further damage, but its morale suffers',
  'critical': 'a critical hit',
};
const CRITICAL_TEXT: Readonly<Record<CriticalResult, string>> = {
  engine: 'engine or track hit: cannot move till repaired, but can shoot',
  immobilised: 'immobilised for the rest of the game',
  burning: 'on fire and abandoned: it burns for the rest of the day',
};
const PETROL_TEXT: Readonly<Record<PetrolResult, string>> = {
  'counted-hit': 'counts as a hit against the tank',
  'blinded': 'the driver is blinded by fumes: the tank does not move next turn',
  'ablaze': 'the tank is ablaze and burns for the rest of the game',
};

function destroy(unit: UnitState, events: GameEvent[], how: string): void {
  unit.status = 'destroyed';
  unit.stands = [];
  events.push({ kind: 'vehicle', side: unit.side, unitId: unit.id, text: `${unit.name} ${how}` });
}

/**
 * "3,4 = Immobilized for remainder of game. Test morale if hit again by artillery or attacked in melee by infantry.
 * Pass = may fire normally, Fail = surrender or abandon tank." True when the unit fights on; false when its crew
 * abandons it (or when it is not immobilised for the game, nothing is tested and it fights on).
 */
export function immobilisedHoldsOn(state: FcState, unit: UnitState, why: string, dice: Dice, events: GameEvent[]): boolean {
  if (unit.immobile !== 'game' || unit.status !== 'active') return true;
  if (testMorale(state, unit, dice, events, why).passed) return true;
  destroy(unit, events, 'is abandoned by its crew');
  return false;
}

/**
 * A shell hit on armour (the tank table; Tachanka reads it for armoured cars, trains and ships too, README:
 * "Armour"): 1-3 no effect, 4 a morale test, 5 a counted hit, 6 a critical hit rolled again. A unit immobilised for
 * the game tests morale first, every time it is hit.
 */
export function armourHit(state: FcState, unit: UnitState, dice: Dice, events: GameEvent[]): void {
  if (unit.status !== 'active') return;
  if (!immobilisedHoldsOn(state, unit, 'hit again by artillery while immobilised', dice, events)) return;
  const roll = dice.d(6);
  const result = armourResultFor(roll);
  events.push({
    kind: 'vehicle', side: unit.side, unitId: unit.id, text: `${unit.name}: ${ARMOUR_TEXT[result]}`,
    roll: { table: 'tank-damage', column: 'artillery hit', dice: [roll], modifiers: [], total: roll, result: ARMOUR_TEXT[result], rule: RULE },
  });
  if (result === 'close-miss') {
    if (!testMorale(state, unit, dice, events, 'a close miss').passed) fallBack(state, unit, dice, events, 'alarmed by a close miss');
  } else if (result === 'counted-hit') {
    unit.countedHits += 1;
  } else if (result === 'critical') {
    const again = dice.d(6);
    const critical = criticalFor(again);
    events.push({
      kind: 'vehicle', side: unit.side, unitId: unit.id, text: `${unit.name}: ${CRITICAL_TEXT[critical]}`,
      roll: { table: 'tank-critical', column: 'critical hit', dice: [again], modifiers: [], total: again, result: CRITICAL_TEXT[critical], rule: RULE },
    });
    if (critical === 'burning') destroy(unit, events, 'burns');
    else if (critical === 'immobilised') unit.immobile = 'game';
    else if (unit.immobile === 'no') unit.immobile = 'engine';
  }
}

/** An engine or track hit: "Test morale each turn Failure = no repairs. Pass, roll D10, repair on 5+". */
export function repairTest(state: FcState, unit: UnitState, dice: Dice, events: GameEvent[]): void {
  if (unit.immobile !== 'engine' || unit.status !== 'active') return;
  if (!testMorale(state, unit, dice, events, 'to repair the engine').passed) return;
  const roll = dice.d(10);
  const fixed = roll >= REPAIR_ON;
  events.push({
    kind: 'vehicle', side: unit.side, unitId: unit.id, text: `${unit.name}: ${fixed ? 'repaired and can move again' : 'repairs go on'}`,
    roll: { table: 'tank-repair', column: 'engine or track hit', target: `${REPAIR_ON}+`, dice: [roll], modifiers: [], total: roll, result: fixed ? 'repaired' : 'not yet', rule: RULE },
  });
  if (fixed) unit.immobile = 'no';
}

/** A petrol bomb that hit: the second tank table, a D6 (README: "Petrol bombs"). */
export function petrolBombHit(state: FcState, tank: UnitState, dice: Dice, events: GameEvent[]): void {
  if (tank.status !== 'active') return;
  const roll = dice.d(6);
  const result = petrolResultFor(roll);
  events.push({
    kind: 'vehicle', side: tank.side, unitId: tank.id, text: `${tank.name}: ${PETROL_TEXT[result]}`,
    roll: { table: 'petrol-bomb', column: 'petrol bomb hit', dice: [roll], modifiers: [], total: roll, result: PETROL_TEXT[result], rule: 'Forward Comrades: Petrol bombs vs. tank' },
  });
  if (result === 'counted-hit') tank.countedHits += 1;
  else if (result === 'blinded') tank.stillOnTurn = state.turn + 1;
  else destroy(tank, events, 'burns');
}
