import type { UnitAction } from './unit-action.ts';
import type { RaState, RaUnit } from '../state.ts';
import { kindOf } from '../troops/units.ts';
import { isOfficerUnit } from '../officers/command.ts';
import { checkChargeAction, checkMoveAction, checkShootAction } from './legality-move.ts';
import { checkRallyRout, checkRallyTerror } from '../morale/rally.ts';
import { checkCombine, checkDismount, checkDivide, checkEnter, checkHide, checkLimber, checkLimberMove, checkMount } from './unit-changes.ts';
import { checkCrossWire, checkDig, checkFire, possessable, prisonersNear } from '../terrain/engineering.ts';
import { checkRepair } from '../vehicles/vehicles.ts';
import { checkAttach, checkDetach, checkOrderOut } from '../officers/officer-actions.ts';
import { scoutableFeatures } from '../terrain/ambush.ts';
import { forcedHeading, trainCommands, trainOf, commandMove, engineForward } from '../vehicles/trains.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { checkShootBuilding } from '../shooting/building-fire.ts';
import { checkDisembark, checkEmbark } from '../vehicles/riding.ts';
import { checkRecoverWeapons } from '../morale/abandoned-weapons.ts';

/** Whether a unit may take this action now, before any dice: null, or the reason it may not. */

/** What a unit in its state may try at all: routers only rally or run, reserves only arrive, ambushers only spring. */
export function stateAllows(u: RaUnit, a: UnitAction): string | null {
  if (u.offTable) return a.type === 'rally-rout' ? null : 'off the table, the routers can only try to rally';
  if (u.status === 'routing') return a.type === 'rally-rout' || a.type === 'rout-on' ? null : 'a routing unit may only try to rally or run on';
  if (a.type === 'rally-rout' && !isTrainKind(kindOf(u))) return 'the unit is not routing';
  if (a.type === 'rout-on') return 'the unit is not routing';
  if (u.status === 'reserve') return a.type === 'enter' || a.type === 'hold' ? null : 'the unit has not arrived yet';
  if (u.status !== 'active') return 'the unit is no longer in the fight';
  if (u.concealment === 'ambush' && !['shoot', 'charge', 'hold', 'end-segment'].includes(a.type)) {
    return 'ambushers only shoot or charge until a senior officer orders them out';
  }
  if (isTrainKind(kindOf(u)) && !['train', 'shoot', 'shoot-building', 'hold', 'end-segment', 'rally-rout'].includes(a.type)) return 'train cars only move with the engine or fire';
  if (u.riding && !RIDER_ACTIONS.has(a.type)) return 'troops aboard a train may only fire, rally from terror, scout or get down';
  if (u.horsesFor && !['move', 'hold', 'end-segment'].includes(a.type)) return 'horse holders only look after the horses';
  return null;
}

/** What troops riding in a wagon may do. */
const RIDER_ACTIONS: ReadonlySet<string> = new Set(['shoot', 'shoot-building', 'hold', 'end-segment', 'rally-terror', 'scout', 'disembark']);

export function checkUnitAction(s: RaState, u: RaUnit, a: UnitAction): string | null {
  const allowed = stateAllows(u, a);
  if (allowed) return allowed;
  switch (a.type) {
    case 'move': return checkMoveAction(s, u, a);
    case 'shoot': return checkShootAction(s, u, a);
    case 'shoot-building': return checkShootBuilding(s, u, a);
    case 'charge': return checkChargeAction(s, u, a);
    case 'hold': return null;
    case 'end-segment': return null;
    case 'enter': return checkEnter(s, u);
    case 'rally-terror': return checkRallyTerror(u);
    case 'rally-rout': return checkRallyRout(s, u);
    case 'rout-on': return null;
    case 'divide': return checkDivide(u, a);
    case 'combine': return checkCombine(s, u, a);
    case 'hide': return checkHide(s, u);
    case 'possess': return possessable(s, u).includes(a.targetId) ? null : 'nothing to take possession of there';
    case 'mount': return checkMount(s, u);
    case 'dismount': return checkDismount(u);
    case 'embark': return checkEmbark(s, u, a.carId);
    case 'disembark': return checkDisembark(s, u, a.door);
    case 'recover-weapons': return checkRecoverWeapons(s, u);
    case 'limber': return checkLimber(u, true) ?? checkLimberMove(s, u, a.then);
    case 'unlimber': return checkLimber(u, false) ?? checkLimberMove(s, u, a.before);
    case 'cross-wire': return checkCrossWire(u);
    case 'dig': return checkDig(u);
    case 'set-fire': case 'fight-fire': return checkFire(s, u, a);
    case 'train': return checkTrain(s, u, a.command);
    case 'eliminate-prisoners': return prisonersNear(s, u).includes(a.prisonersId) ? null : 'no prisoners of yours there';
    case 'scout': return isOfficerUnit(u) || scoutableFeatures(s, u).includes(a.featureId) ? (isOfficerUnit(u) ? 'officers do not scout' : null) : 'that terrain is out of reach or already scouted this turn';
    case 'repair': return checkRepair(u);
    case 'attach': return checkAttach(s, u, a);
    case 'detach': return checkDetach(u);
    case 'order-out': return checkOrderOut(s, u, a);
  }
}

/** The engine's commands, bound when the train must leave artillery range or the table. */
export function checkTrain(s: RaState, u: RaUnit, command: 'start-forward' | 'start-back' | 'accelerate' | 'steady' | 'brake' | 'stay'): string | null {
  const train = trainOf(s, u);
  if (!train || kindOf(u) !== 'train-engine') return 'only the engine moves the train';
  if (!trainCommands(s, train).includes(command)) return `the train cannot ${command.replace('-', ' ')} now`;
  const forced = forcedHeading(s, train);
  if (forced === null || !maxMoveAvailable(s, u)) return null;
  const why = train.fleeing ? 'the train must try to leave the table' : 'the train must try to leave artillery range';
  // Going the wrong way, it must first stop; going the right way, it may not dawdle.
  if (train.speed > 0 && train.heading !== forced) return command === 'brake' ? null : `${why}: it must stop before reversing`;
  const move = commandMove(train, command, engineForward(s, train));
  if (command === 'stay' || move.heading !== forced) return why;
  if (command === 'brake') return why;
  return null;
}

function maxMoveAvailable(s: RaState, u: RaUnit): boolean {
  const train = trainOf(s, u);
  return !!train && trainCommands(s, train).some((c) => c !== 'stay');
}
