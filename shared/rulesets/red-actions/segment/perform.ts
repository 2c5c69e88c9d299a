import type { UnitAction } from './unit-action.ts';
import type { RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { mayEvade, mustUnit } from '../troops/units.ts';
import { performMove } from '../movement/move-action.ts';
import { declareShot } from '../shooting/fire-flow.ts';
import { declareCharge } from '../charge/charge-flow.ts';
import { rallyFromRout, rallyFromTerror } from '../morale/rally.ts';
import { routMove } from '../morale/rout.ts';
import { combine, dismount, divide, enter, mount } from './unit-changes.ts';
import { crossWire, dig, eliminatePrisoners, fire, possess } from '../terrain/engineering.ts';
import { repair } from '../vehicles/vehicles.ts';
import { attach, detach, orderOut } from '../officers/officer-actions.ts';
import { scout } from '../terrain/ambush.ts';
import { runTrain, trainOf } from '../vehicles/trains.ts';
import { placeUnit } from '../troops/units.ts';
import { shootBuilding } from '../shooting/building-fire.ts';
import { disembark, embark } from '../vehicles/riding.ts';
import { recoverWeapons } from '../morale/abandoned-weapons.ts';
import { isOfficerUnit } from '../officers/command.ts';
import { possessivePronoun } from '../../../engine/agreement.ts';

/** Carries out a unit action already found legal. Returns false when the action left the segment open. */

export function performUnitAction(ctx: Ctx, u: RaUnit, a: UnitAction, ambush: boolean): void {
  switch (a.type) {
    case 'move': performMove(ctx, u, a); return;
    case 'shoot': declareShot(ctx, u, a, ambush || u.concealment === 'ambush' || u.ambushOn === a.targetId); return;
    case 'shoot-building': shootBuilding(ctx, u, a.buildingId); return;
    case 'charge': {
      const target = mustUnit(ctx.s, a.targetId);
      const sprung = ambush || u.concealment === 'ambush' || u.ambushOn === target.id;
      if (u.concealment === 'ambush') u.concealment = 'none';
      if (!declareCharge(ctx, u, target, sprung)) ctx.s.decision = { kind: 'segment', side: u.side, unitId: u.id, used: ['charge'] };
      return;
    }
    case 'hold':
      if ((a.evading || u.pinned) && mayEvade(u)) u.evading = true;
      unitEvent(ctx, 'hold', u, `${u.name} holds ${possessivePronoun(isOfficerUnit(u))} ground${u.evading ? ', keeping low' : ''}`);
      return;
    case 'end-segment': unitEvent(ctx, 'hold', u, `${u.name} does nothing more this turn`); return;
    case 'enter': enter(ctx, u); return;
    case 'rally-terror': rallyFromTerror(ctx, u); return;
    case 'rally-rout': rallyFromRout(ctx, u); return;
    case 'rout-on': unitEvent(ctx, 'rout', u, `${u.name} keeps running`); routMove(ctx, u); return;
    case 'divide': divide(ctx, u, a); return;
    case 'combine': combine(ctx, u, a); return;
    case 'hide': u.concealment = 'hiding'; unitEvent(ctx, 'note', u, `${u.name} hides`); return;
    case 'possess': possess(ctx, u, a.targetId); return;
    case 'mount': mount(ctx, u); return;
    case 'dismount': dismount(ctx, u); return;
    case 'embark': embark(ctx, u, a.carId); return;
    case 'disembark': disembark(ctx, u, a.door); return;
    case 'recover-weapons': recoverWeapons(ctx, u); return;
    case 'limber': case 'unlimber': {
      const move = a.type === 'limber' ? a.then : a.before;
      if (move && a.type === 'unlimber') placeUnit(u, move.to, move.facing, undefined, ctx.s.scenario.table);
      u.limbered = a.type === 'limber';
      if (move && a.type === 'limber') placeUnit(u, move.to, move.facing, undefined, ctx.s.scenario.table);
      unitEvent(ctx, 'note', u, `${u.name} ${a.type === 'limber' ? 'limbers up' : 'unlimbers'}${move ? ' and moves half a move' : ''}`);
      return;
    }
    case 'cross-wire': crossWire(ctx, u); return;
    case 'dig': dig(ctx, u); return;
    case 'set-fire': case 'fight-fire': fire(ctx, u, a); return;
    case 'train': runTrain(ctx, trainOf(ctx.s, u)!, a.command); return;
    case 'eliminate-prisoners': eliminatePrisoners(ctx, u, a.prisonersId); return;
    case 'scout': scout(ctx, u, a.featureId); return;
    case 'repair': repair(ctx, u); return;
    case 'attach': attach(ctx, u, a); return;
    case 'detach': detach(ctx, u); return;
    case 'order-out': orderOut(ctx, u, a); return;
  }
}
