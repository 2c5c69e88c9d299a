import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import type { Choice } from '../../../engine/ruleset.ts';
import type { TrrAction } from '../actions.ts';
import { type TrrState, type TrrUnit, centreOf, findUnit, troopOf } from '../state.ts';
import { MOTIVATION_MODIFIERS } from '../motivation/motivation-table.ts';
import { readSosPoints } from '../options/sos-options.ts';
import { callFire, callRefusal, lineOfFire, unitsUnder } from './observed-fire.ts';
import { counterBattery, counterBatteryRefusal } from './counter-battery-fire.ts';
import { sosFire, sosRefusal } from './sos-fire.ts';
import { inGas } from './smoke-and-gas.ts';
import { airCallChoices, airCallRefusal, callAir } from '../options/air-calls.ts';

/**
 * The call decision (README "Calls"): "Off table artillery activates when it's OP team … is activated", so a unit that
 * may call fire decides, as it is activated and before it acts, whether to call its battery onto an enemy it sees,
 * counter-battery fire onto an enemy battery, or an SOS mission — or to call nothing. Each is one request a move.
 */
export type CallAction = Extract<TrrAction, { type: 'call-fire' | 'counter-battery' | 'sos' | 'hold-fire' | 'call-air' }>;

/**
 * The calls `u` may make now, the most promising first: a call onto a target is ranked by the enemy figures under a
 * 10 × 10 cm square on it, less twice its own (what a shell on target would find).
 */
export function callChoices(state: TrrState, u: TrrUnit): Choice<TrrAction>[] {
  const side = u.side;
  const worth = (t: TrrUnit) => unitsUnder(state, centreOf(t), lineOfFire(state, side)).reduce((a, v) => a + (v.side === side ? -2 : 1) * v.pieces.length, 0);
  const targets = state.units.filter((t) => callRefusal(state, u, t) === null).map((t) => ({ t, w: worth(t) })).sort((a, b) => b.w - a.w);
  const out: Choice<TrrAction>[] = targets.map(({ t }) => ({ action: { type: 'call-fire', side, unitId: u.id, targetId: t.id }, label: `${u.name}: call the battery onto ${t.name}`, unitId: u.id }));
  for (const p of readSosPoints(state.scenario)) {
    if (sosRefusal(state, u, p.areaId) !== null) continue;
    const area = state.scenario.terrain.find((f) => f.id === p.areaId);
    out.push({ action: { type: 'sos', side, unitId: u.id, areaId: p.areaId }, label: `${u.name}: signal the SOS mission on ${area && 'label' in area && area.label ? area.label : p.areaId}`, unitId: u.id });
  }
  out.push(...airCallChoices(state, u, targets.map(({ t }) => t)));
  for (const t of state.units) {
    if (counterBatteryRefusal(state, u, t) === null) out.push({ action: { type: 'counter-battery', side, unitId: u.id, targetId: t.id }, label: `${u.name}: counter-battery fire on ${t.name}' battery`, unitId: u.id });
  }
  if (out.length > 0) out.push({ action: { type: 'hold-fire', side, unitId: u.id }, label: `${u.name}: call no fire this move`, unitId: u.id });
  return out;
}

/** Whether the unit, just activated, has a call to decide. */
export const mayCall = (state: TrrState, u: TrrUnit): boolean => {
  state.artillery.calling = u.id;
  // Without a battery a unit may only signal its side's SOS points: most units activated have neither, and are not
  // asked for every call they cannot make.
  const any = (troopOf(u).battery !== undefined || readSosPoints(state.scenario).some((p) => p.side === u.side)) && callChoices(state, u).length > 0;
  state.artillery.calling = any ? u.id : null;
  return any;
};

/** Carries out the call (or the choice to call nothing); the refusal's reason, or null. */
export function applyCall(state: TrrState, u: TrrUnit, action: CallAction, dice: Dice, events: GameEvent[]): string | null {
  if (state.artillery.calling !== u.id) return `${u.name} call fire as they are activated, before they act`;
  switch (action.type) {
    case 'hold-fire': break;
    case 'call-fire': {
      const target = findUnit(state, action.targetId);
      const r = callRefusal(state, u, target);
      if (r) return r;
      callFire(state, u, target!, dice, events);
      break;
    }
    case 'counter-battery': {
      const target = findUnit(state, action.targetId);
      const r = counterBatteryRefusal(state, u, target);
      if (r) return r;
      counterBattery(state, u, target!, dice, events);
      break;
    }
    case 'call-air': {
      const target = findUnit(state, action.targetId);
      const r = airCallRefusal(state, u, target, action.attack);
      if (r) return r;
      callAir(state, u, target!, action.attack, dice, events);
      break;
    }
    case 'sos': {
      const r = sosRefusal(state, u, action.areaId);
      if (r) return r;
      sosFire(state, u, action.areaId, dice, events);
      break;
    }
  }
  state.artillery.calling = null;
  return null;
}

/** Section 8's modifiers that indirect fire brings: "Under Flame or gas attack - 2", and counter-battery points. */
export function indirectModifiers(state: TrrState, u: TrrUnit): Modifier[] {
  const out: Modifier[] = [];
  if (inGas(state, u)) out.push({ label: MOTIVATION_MODIFIERS['flame-or-gas'].label, value: MOTIVATION_MODIFIERS['flame-or-gas'].value });
  const p = state.artillery.penalty[u.id];
  if (p) out.push({ label: `${MOTIVATION_MODIFIERS['counter-battery'].label} (${p} point${p === 1 ? '' : 's'})`, value: MOTIVATION_MODIFIERS['counter-battery'].value * p });
  return out;
}
