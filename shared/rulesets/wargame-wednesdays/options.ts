import type { Choice } from '../../engine/ruleset.ts';
import { otherSide } from '../../scenario/terrain-kinds.ts';
import type { WwAction } from './actions.ts';
import { type WwState, findUnit, keptAnswers, kindOf } from './state.ts';
import { commandsToMove, pendingKept, unitsToMove } from './turn/sequence.ts';
import { deployRefusal, undeployedCommands, type Placement } from './setup/setup.ts';
import { keptMoveChoices } from './movement/kept-move-options.ts';
import { fireTargets } from './fire/fire.ts';
import { aimRefusal } from './fire/artillery.ts';
import { HOLD_FIRE_FORECAST, artilleryForecast, directFireForecast } from './forecast/fire-forecast.ts';
import { unitCentre, unitDistance } from './ground/stands.ts';
import { commandLabel } from './setup/commands.ts';
import { centroid } from './state.ts';
import { hypot } from '../../geometry/hypot.ts';

/** Set-up offers each command where the scenario drew it, and shifted 6" to either flank, where legal. */
const DEPLOY_SHIFTS: readonly number[] = [0, -6, 6];
/**
 * Where none of those is legal (another command set up first stands on its stands' rectangles), the command is
 * offered as drawn moved forward off its baseline by these inches, so there is always a place to set it up.
 */
const DEPLOY_FORWARD: readonly number[] = [3, 6];
/** How many targets an armoured car's split fire is offered among (nearest first). */
const SPLIT_AMONG = 3;

/** Every legal choice for the decision now due, concrete enough to submit as it is (kept per state). */
export const optionsOf = keptAnswers.add(optionsFor);

/**
 * `hasOptions`: whether `optionsOf` offers anything, listing only set-up and activation. The orders, the pin and
 * the morale choice always offer two or more; every unit of the moving command may hold, and every unit due to fire
 * may hold fire.
 */
export function offersOption(state: WwState): boolean {
  const due = pendingKept(state);
  if (!due) return false;
  switch (due.kind) {
    case 'setup-order': case 'move-order': case 'freeze': case 'morale': return true;
    case 'move': return unitsToMove(state).length > 0;
    case 'fire': return due.unitIds.length > 0;
    default: return optionsOf(state).length > 0;
  }
}

export function optionsFor(state: WwState): Choice<WwAction>[] {
  const due = pendingKept(state);
  if (!due) return [];
  const side = due.side;
  const name = state.scenario.sides[side].name;
  switch (due.kind) {
    case 'setup-order': return [
      { action: { type: 'setup-order', side, first: true }, label: `${name} set up first` },
      { action: { type: 'setup-order', side, first: false }, label: `${name} set up second` },
    ];
    case 'move-order': return [
      { action: { type: 'move-order', side, first: true }, label: `${name} move first` },
      { action: { type: 'move-order', side, first: false }, label: `${name} move second` },
    ];
    case 'deploy': return deployChoices(state, side);
    case 'freeze': return [
      ...state.units.filter((u) => u.side === otherSide(side) && u.status === 'active')
        .map((u) => ({ action: { type: 'freeze', side, unitId: u.id } as WwAction, label: `Pin ${u.name}: they may not move this turn`, unitId: u.id })),
      { action: { type: 'freeze', side, unitId: null }, label: 'Pin no enemy unit' },
    ];
    case 'activate': return commandsToMove(state, side).map((c) => ({ action: { type: 'activate', side, command: c }, label: `Move the ${commandLabel(c)} command` }));
    case 'move': return unitsToMove(state).flatMap((u) => keptMoveChoices(state, u));
    case 'fire': return due.unitIds.flatMap((id) => fireChoices(state, id));
    case 'morale': {
      const unit = findUnit(state, due.unitIds[0]!)!;
      return [
        { action: { type: 'morale-choice', side, unitId: unit.id, choice: 'rout' }, label: `${unit.name} rout (2d6" away from the enemy)`, unitId: unit.id },
        { action: { type: 'morale-choice', side, unitId: unit.id, choice: 'lose-stand' }, label: `${unit.name} lose a stand and stand firm (${unit.stands.length - 1} left)`, unitId: unit.id },
      ];
    }
    default: return [];
  }
}

function deployChoices(state: WwState, side: WwState['toAct']): Choice<WwAction>[] {
  const out: Choice<WwAction>[] = [];
  const baseline = state.scenario.sides[side].baseline;
  const across = baseline === 'south' || baseline === 'north';
  // Into the table from the baseline.
  const inward = baseline === 'south' ? { x: 0, y: 1 } : baseline === 'north' ? { x: 0, y: -1 } : baseline === 'west' ? { x: 1, y: 0 } : { x: -1, y: 0 };
  for (const command of undeployedCommands(state, side)) {
    const units = state.units.filter((u) => u.side === side && u.command === command);
    const offer = (dx: number, dy: number, where: string): boolean => {
      const placements: Placement[] = units.map((u) => {
        const c = centroid(u.stands);
        return { unitId: u.id, x: c.x + dx, y: c.y + dy };
      });
      if (deployRefusal(state, side, command, placements) !== null) return false;
      out.push({ action: { type: 'deploy', side, command, units: placements }, label: `Set up the ${commandLabel(command)} command ${where}` });
      return true;
    };
    let offered = false;
    for (const shift of DEPLOY_SHIFTS) {
      const where = shift === 0 ? 'as drawn' : `${Math.abs(shift)}" to the ${shift < 0 ? (across ? 'west' : 'south') : (across ? 'east' : 'north')}`;
      if (offer(across ? shift : 0, across ? 0 : shift, where)) offered = true;
    }
    for (const forward of offered ? [] : DEPLOY_FORWARD) {
      if (offer(inward.x * forward, inward.y * forward, `${forward}" forward of where it was drawn`)) break;
    }
  }
  return out;
}

function fireChoices(state: WwState, unitId: string): Choice<WwAction>[] {
  const unit = findUnit(state, unitId)!;
  const side = unit.side;
  const targets = fireTargets(state, unit).sort((a, b) => unitDistance(unit, a) - unitDistance(unit, b));
  const out: Choice<WwAction>[] = [];
  const kind = kindOf(unit);
  if (kind === 'artillery') {
    for (const t of targets) {
      // Aim at the target's stand nearest its centre.
      const c = unitCentre(t);
      const aim = t.stands.reduce((best, s) => (hypot(s.x - c.x, s.y - c.y) < hypot(best.x - c.x, best.y - c.y) ? s : best));
      if (aimRefusal(state, unit, aim) !== null) continue;
      out.push({ action: { type: 'bombard', side, unitId, x: aim.x, y: aim.y }, label: `${unit.name}: shell ${t.name}`, unitId, forecast: artilleryForecast(state, unit, aim) });
    }
  } else if (kind === 'armoured-car') {
    const near = targets.slice(0, SPLIT_AMONG);
    near.forEach((a, i) => near.slice(i).forEach((b) => out.push({
      action: { type: 'fire', side, unitId, targetIds: [a.id, b.id] },
      label: a === b ? `${unit.name}: fire twice at ${a.name}` : `${unit.name}: fire at ${a.name} and ${b.name}`, unitId,
      forecast: directFireForecast(state, unit, [a.id, b.id]),
    })));
  } else {
    for (const t of targets) out.push({ action: { type: 'fire', side, unitId, targetIds: [t.id] }, label: `${unit.name}: fire at ${t.name}`, unitId, forecast: directFireForecast(state, unit, [t.id]) });
  }
  out.push({ action: { type: 'hold-fire', side, unitId }, label: `${unit.name}: hold fire`, unitId, forecast: HOLD_FIRE_FORECAST });
  return out;
}
