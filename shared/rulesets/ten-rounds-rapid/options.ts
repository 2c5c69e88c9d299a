import type { Choice } from '../../engine/ruleset.ts';
import { perState } from '../../engine/state-memo.ts';
import type { TrrAction } from './actions.ts';
import { type TrrState, type TrrUnit, FORMATIONS, findUnit, kindOf } from './state.ts';
import { pendingKept } from './sequence.ts';
import { stiffenerOf } from './motivation/motivation.ts';
import { SPECIALIST_LABELS } from './troop-kinds.ts';
import { mayMove } from './movement/movement.ts';
import { keptMoveChoices } from './movement/kept-move-options.ts';
import { fireTargets } from './combat/fire.ts';
import { closeRefusal } from './combat/close-combat.ts';
import { callChoices } from './combat/calls.ts';
import { unitDistanceCm } from './observation/observation.ts';
import { cmText } from './scale.ts';
import { entrenchRefusal } from './options/entrenching.ts';
import { flameRefusal } from './combat/flame-thrower.ts';
import { airChoices } from './options/air-phase.ts';
import { clearRefusal } from './options/mine-clearing.ts';
import { resupplyRefusal } from './options/logistics.ts';
import { formationRefusal, horsesRefusal, type HorsesChange } from './movement/formations.ts';
import { transportChoices } from './transport/transport-choices.ts';
import { rideSuits } from './transport/ride-worth.ts';
import { emergencySmokeRefusal } from './combat/emergency-smoke.ts';

/** Every legal choice for the decision now due (kept per state). */
export const optionsOf = perState(optionsFor);

/**
 * `hasOptions`: whether `optionsOf` offers anything, listing only a call for fire (which may offer nothing). The air
 * phase may always keep its aircraft back, a unit due to activate may always stay put, and one acting may always end
 * its activation.
 */
export function offersOption(state: TrrState): boolean {
  const due = pendingKept(state);
  if (!due) return false;
  if (due.kind === 'call') return optionsOf(state).length > 0;
  return due.kind !== 'activate' || due.unitIds.length > 0;
}

export function optionsFor(state: TrrState): Choice<TrrAction>[] {
  const due = pendingKept(state);
  if (!due) return [];
  if (due.kind === 'air') return airChoices(state);
  if (due.kind === 'activate') return due.unitIds.flatMap((id) => activationChoices(findUnit(state, id)!));
  if (due.kind === 'call') return callChoices(state, findUnit(state, due.unitIds[0]!)!);
  return actChoices(state, findUnit(state, due.unitIds[0]!)!);
}

function activationChoices(u: TrrUnit): Choice<TrrAction>[] {
  const side = u.side;
  if (u.status === 'routing') return [{ action: { type: 'activate', side, unitId: u.id, stiffen: false }, label: `${u.name}: test to rally (10 or more halts the rout)`, unitId: u.id }];
  const out: Choice<TrrAction>[] = [{ action: { type: 'activate', side, unitId: u.id, stiffen: false }, label: `${u.name}: test motivation and act`, unitId: u.id }];
  const stiffener = stiffenerOf(u);
  if (stiffener) out.push({ action: { type: 'activate', side, unitId: u.id, stiffen: true }, label: `${u.name}: test motivation stiffened by the ${SPECIALIST_LABELS[stiffener]}`, unitId: u.id });
  out.push({ action: { type: 'stand', side, unitId: u.id }, label: `${u.name}: stay put (no test)`, unitId: u.id });
  return out;
}

const CHANGES: readonly HorsesChange[] = ['mount', 'dismount', 'limber', 'unlimber'];

function actChoices(state: TrrState, u: TrrUnit): Choice<TrrAction>[] {
  const side = u.side;
  const out: Choice<TrrAction>[] = [];
  for (const t of fireTargets(state, u)) out.push({ action: { type: 'fire', side, unitId: u.id, targetId: t.id }, label: `${u.name}: fire at ${t.name} (${cmText(unitDistanceCm(u, t))})`, unitId: u.id });
  for (const t of state.units) {
    if (flameRefusal(state, u, t) === null) out.push({ action: { type: 'flame', side, unitId: u.id, targetId: t.id }, label: `${u.name}: flame-thrower at ${t.name} (${cmText(unitDistanceCm(u, t))})`, unitId: u.id });
    for (const kind of ['assault', 'charge'] as const) {
      if (closeRefusal(state, u, t, kind) !== null) continue;
      out.push({ action: { type: kind, side, unitId: u.id, targetId: t.id }, label: `${u.name}: ${kind} ${t.name} (${cmText(unitDistanceCm(u, t))})`, unitId: u.id });
    }
  }
  const transport = transportChoices(state, u);
  out.push(...transport.filter((c) => rideSuits(state, c)));
  // Resupply for a unit out of supply and a lane through mines ahead come before the moves: the AI weighs the first
  // few of a unit's choices the table rates alike (README "What the AI foresees").
  const resupplyChoice = resupplyRefusal(state, u) === null ? [{ action: { type: 'resupply', side, unitId: u.id } as const, label: `${u.name}: spend the activation being resupplied`, unitId: u.id }] : [];
  if (u.unsupplied) out.push(...resupplyChoice);
  if (clearRefusal(state, u) === null) out.push({ action: { type: 'clear-mines', side, unitId: u.id }, label: `${u.name}: clear a lane forward through the mines`, unitId: u.id });
  if (mayMove(u)) out.push(...keptMoveChoices(state, u));
  if (emergencySmokeRefusal(state, u) === null) out.push({ action: { type: 'emergency-smoke', side, unitId: u.id }, label: `${u.name}: throw smoke grenades (once a game)`, unitId: u.id });
  if (!u.unsupplied) out.push(...resupplyChoice);
  if (entrenchRefusal(state, u) === null) out.push({ action: { type: 'entrench', side, unitId: u.id }, label: `${u.name}: dig in where they stand`, unitId: u.id });
  // Changes of order and horses come after what the unit does with them: a player choosing among equals (the AI's
  // ties go to the first listed) acts rather than changes its order for nothing.
  if (u.band === 'any' && formationRefusal(u) === null) {
    for (const f of FORMATIONS) if (f !== u.formation) out.push({ action: { type: 'formation', side, unitId: u.id, formation: f }, label: `${u.name}: form ${f} order`, unitId: u.id });
  }
  if (u.band === 'any' && kindOf(u) !== 'train') {
    for (const c of CHANGES) if (horsesRefusal(u, c) === null) out.push({ action: { type: 'horses', side, unitId: u.id, change: c }, label: `${u.name}: ${c}`, unitId: u.id });
  }
  out.push(...transport.filter((c) => !rideSuits(state, c)));
  out.push({ action: { type: 'done', side, unitId: u.id }, label: `${u.name}: end the activation`, unitId: u.id });
  return out;
}
