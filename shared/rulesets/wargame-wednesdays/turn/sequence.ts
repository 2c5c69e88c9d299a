import { counted } from '../../../engine/agreement.ts';
import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Pending } from '../../../engine/ruleset.ts';
import { otherSide, type SideId } from '../../../scenario/terrain-kinds.ts';
import { isVehicle, testsOnStandLoss, vehicleDestroyed } from '../tables.ts';
import { type UnitState, type WwState, commandKey, findUnit, keptAnswers, kindOf } from '../state.ts';
import { undeployedCommands } from '../setup/setup.ts';
import { rollInitiative } from './initiative.ts';
import { mayFireNow } from '../fire/fire.ts';
import { applyHits } from '../fire/hits.ts';
import { testMorale } from '../morale/morale.ts';
import { resolveMelees } from '../melee/melee.ts';
import { allowanceOf } from '../movement/movement.ts';
import { contactOn } from '../melee/charge.ts';
import { judgeEndOfTurn } from './victory.ts';
import { commandLabel } from '../setup/commands.ts';
import { draftTableView } from '../view.ts';
import { openStep } from '../../../engine/step-tables.ts';

/** Commands of `side` that have not moved this turn and still have a unit on the table. */
export function commandsToMove(state: WwState, side: SideId): string[] {
  const out: string[] = [];
  for (const u of state.units) {
    if (u.side !== side || (u.status !== 'active' && u.status !== 'routing') || out.includes(u.command)) continue;
    if (!state.commandsMoved.includes(commandKey(side, u.command))) out.push(u.command);
  }
  return out;
}

/** Units of the moving command still to make a voluntary move: not routing, not frozen, not done, able to move or evade. */
export function unitsToMove(state: WwState): UnitState[] {
  if (!state.activeCommand) return [];
  return state.units.filter((u) => commandKey(u.side, u.command) === state.activeCommand && u.status === 'active' && !u.moved
    && !state.unitsDone.includes(u.id) && !state.frozen.includes(u.id) && (allowanceOf(u) > 0 || contactOn(state, u.id) !== undefined));
}

/** Units of `side` that may still fire in this step at something. */
export function unitsToFire(state: WwState, side: SideId): UnitState[] {
  return state.units.filter((u) => u.side === side && !state.fireDone.includes(u.id) && mayFireNow(state, u));
}

const anyToFire = (state: WwState, side: SideId): boolean => state.units.some((u) => u.side === side && !state.fireDone.includes(u.id) && mayFireNow(state, u));

/** The decision due in a state nobody changes any more (the engine's states), worked out once per state. */
export const pendingKept = keptAnswers.add((state: WwState) => pendingOf(state));

export function pendingOf(state: WwState): Pending | null {
  const side = state.toAct;
  const name = state.scenario.sides[side].name;
  switch (state.phase) {
    case 'over': return null;
    case 'setup-order': return { side, kind: 'setup-order', prompt: `${name}: set up first or second?`, unitIds: [] };
    case 'deploy': return { side, kind: 'deploy', prompt: `${name}: set up a command`, unitIds: state.units.filter((u) => u.side === side && u.status === 'undeployed').map((u) => u.id) };
    case 'freeze': return { side, kind: 'freeze', prompt: `${name} rolled doubles: name an enemy unit that may not move this turn`, unitIds: [] };
    case 'move-order': return { side, kind: 'move-order', prompt: `${name} won the initiative: move first or second?`, unitIds: [] };
    case 'activate': return { side, kind: 'activate', prompt: `${name}: choose a command to move`, unitIds: [] };
    case 'move': return { side, kind: 'move', prompt: `${name}: move the ${commandLabel(state.activeCommand!.slice(side.length + 1))} command`, unitIds: unitsToMove(state).map((u) => u.id) };
    case 'fire': return { side, kind: 'fire', prompt: `${name}: fire (step ${state.fireStep}: ${state.fireStep === 1 ? 'guns, tanks, armoured cars and MGs' : 'infantry and cavalry'})`, unitIds: unitsToFire(state, side).map((u) => u.id) };
    case 'morale': {
      const unit = findUnit(state, state.moraleChoices[0]!.unitId)!;
      return { side: unit.side, kind: 'morale', prompt: `${unit.name} failed morale: rout, or lose a stand`, unitIds: [unit.id] };
    }
  }
}

/** Runs the game on from `state` until a decision is due or the game is over. */
export function advance(state: WwState, dice: Dice, events: GameEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.outcome) { state.phase = 'over'; return; }
    switch (state.phase) {
      case 'deploy': {
        if (undeployedCommands(state, state.toAct).length > 0) return;
        if (undeployedCommands(state, otherSide(state.toAct)).length > 0) { state.toAct = otherSide(state.toAct); return; }
        startTurn(state, dice, events);
        continue;
      }
      case 'activate': {
        if (commandsToMove(state, state.toAct).length > 0) return;
        if (commandsToMove(state, otherSide(state.toAct)).length > 0) { state.toAct = otherSide(state.toAct); return; }
        startFire(state, 1);
        continue;
      }
      case 'move': {
        if (unitsToMove(state).length > 0) return;
        const side = state.toAct;
        state.commandsMoved.push(state.activeCommand!);
        state.activeCommand = null;
        state.phase = 'activate';
        state.toAct = otherSide(side);
        continue;
      }
      case 'fire': {
        if (anyToFire(state, state.toAct)) return;
        if (anyToFire(state, otherSide(state.toAct))) { state.toAct = otherSide(state.toAct); return; }
        endFireStep(state, dice, events);
        continue;
      }
      case 'morale': {
        if (state.moraleChoices.length > 0) { state.toAct = findUnit(state, state.moraleChoices[0]!.unitId)!.side; return; }
        if (state.afterMorale === 'fire-2') { startFire(state, 2); continue; }
        if (state.afterMorale === 'melee') {
          resolveMelees(state, dice, events);
          state.afterMorale = 'end';
          continue;
        }
        endTurn(state, dice, events);
        continue;
      }
      default: return;
    }
  }
  throw new Error('Wargame Wednesdays: the sequence did not settle');
}

function startFire(state: WwState, step: 1 | 2): void {
  state.phase = 'fire';
  state.fireStep = step;
  state.fireDone = [];
  state.incoming = [];
  state.toAct = state.firstMover;
}

/** The end of a fire step: the hits land all at once, and infantry and cavalry that lost a stand test morale. */
function endFireStep(state: WwState, dice: Dice, events: GameEvent[]): void {
  openStep(events, { kind: 'phase', text: `Fire step ${state.fireStep}: the hits land` }, () => draftTableView(state));
  for (const { unitId, hits } of state.incoming) {
    const unit = findUnit(state, unitId)!;
    if (unit.stands.length === 0) continue;
    const lost = applyHits(unit, hits, events);
    if (lost > 0 && unit.status === 'active' && testsOnStandLoss(kindOf(unit))) {
      const charging = state.charges.some((c) => c.charger === unit.id && c.contact);
      if (!testMorale(unit, dice, events, `${counted(lost, 'stand')} lost`)) {
        state.moraleChoices.push({ unitId });
        if (charging) state.failedChargers.push(unitId);
      }
    }
  }
  state.incoming = [];
  state.phase = 'morale';
  state.afterMorale = state.fireStep === 1 ? 'fire-2' : 'melee';
}

/** The end of the turn: vehicles hit this turn test once for destruction, then victory, then the next turn. */
function endTurn(state: WwState, dice: Dice, events: GameEvent[]): void {
  for (const unit of state.units) {
    if (!isVehicle(kindOf(unit)) || !unit.hitThisTurn || unit.stands.length === 0) continue;
    const roll = dice.d(6);
    const destroyed = vehicleDestroyed(roll, unit.vehicleHits);
    events.push({
      kind: 'vehicle', side: unit.side, unitId: unit.id, text: `${unit.name} test for destruction: ${destroyed ? 'destroyed' : 'still running'}`,
      roll: { table: 'vehicle-destruction', column: `${counted(unit.vehicleHits, 'hit')} in the game`, target: `${unit.vehicleHits} or less destroys`, dice: [roll], modifiers: [], total: roll, result: destroyed ? 'destroyed' : 'survives', rule: 'Wargame Wednesdays: Hit results (vehicles)' },
    });
    if (destroyed) { unit.status = 'destroyed'; unit.stands = []; }
  }
  state.outcome = judgeEndOfTurn(state);
  if (state.outcome) {
    state.phase = 'over';
    events.push({ kind: 'victory', side: state.outcome.winner ?? undefined, text: state.outcome.winner ? `${state.scenario.sides[state.outcome.winner].name} win: ${state.outcome.reason}` : `A draw: ${state.outcome.reason}` });
    return;
  }
  startTurn(state, dice, events);
}

/** A new turn: per-turn marks cleared, then the initiative roll. */
export function startTurn(state: WwState, dice: Dice, events: GameEvent[]): void {
  openStep(events, { kind: 'turn', text: `Turn ${state.turn + 1} of ${state.turnLimit}` }, () => draftTableView(state));
  state.turn += 1;
  for (const u of state.units) {
    u.hitThisTurn = false; u.moved = false; u.evaded = false; u.firedStep = 0; u.allowance = null;
  }
  Object.assign(state, { frozen: [], freezesDue: [], commandsMoved: [], activeCommand: null, unitsDone: [], charges: [], failedChargers: [], moraleChoices: [], noMovement: false, winner: null });
  rollInitiative(state, dice, events);
  if (state.noMovement) startFire(state, 1);
}
