import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Choice, Pending } from '../../../engine/ruleset.ts';
import { SIDE_IDS, type SideId } from '../../../scenario/terrain-kinds.ts';
import type { AirAction } from '../actions.ts';
import { type TrrState, type TrrUnit, sidesOwn } from '../state.ts';
import { knownFromTheAir } from './spotting.ts';
import { AIRCRAFT_BUILD, airSupportOf } from './aircraft-options.ts';
import type { AircraftType } from '../fire/special/bombing.ts';
import type { AirAttackKind } from './air-state.ts';
import { resolveAirAttacks } from './air-attacks.ts';

/**
 * Section 17 in the move (README "Aircraft"): "Aircraft attack during the first phase of the move at the same time as
 * programmed artillery". After planned fire and before the initiative, each side with flights left (the attacker
 * first) sends one flight at an enemy unit or keeps its aircraft back; then the sorties are flown together.
 */

/**
 * What the pilots may aim at: "known enemy positions", an enemy unit on the table that stands in the open or that a
 * unit of their side sees (README "Aircraft").
 */
export function airTargets(state: TrrState, side: SideId): TrrUnit[] {
  return state.units.filter((t) => knownFromTheAir(state, side, t));
}

/** Opens the air phase if a side has flights left and something to attack; false when there is nothing to decide. */
export function openAirPhase(state: TrrState): boolean {
  const order = [state.scenario.attacker, ...SIDE_IDS.filter((s) => s !== state.scenario.attacker)];
  state.air.deciding = order.filter((s) => state.air.flightsLeft[s] > 0 && airTargets(state, s).length > 0);
  state.air.sorties = [];
  if (state.air.deciding.length === 0) return false;
  state.phase = 'air';
  state.toAct = state.air.deciding[0]!;
  return true;
}

/** "Whites' air support": the side's aircraft, off the table, as the actor of the air decision. */
export function airSupportName(state: TrrState, side: SideId): string {
  return `${sidesOwn(state, side)} air support`;
}

/** What the side has in the air: "2 flights of light bombers left, attacking from low altitude, armoured". */
export function airSupportDetail(state: TrrState, side: SideId): string {
  const s = airSupportOf(state.scenario, side)!;
  const left = state.air.flightsLeft[side];
  return `${left} flight${left === 1 ? '' : 's'} of ${TYPE_WORDS[s.type]} left, attacking from ${s.altitude} altitude${s.armoured ? ', armoured' : ''}`;
}

/** No unit of the side acts: its air support, off the table, does (the choices name their targets). */
export function airDecision(state: TrrState): Pending {
  const side = state.air.deciding[0]!;
  const s = airSupportOf(state.scenario, side)!;
  return {
    side, kind: 'air', prompt: `${state.scenario.sides[side].name}: send a flight of ${TYPE_WORDS[s.type]} (${state.air.flightsLeft[side]} left) or keep them back`, unitIds: [],
    actor: { name: airSupportName(state, side), detail: airSupportDetail(state, side) },
  };
}

export const TYPE_WORDS = { scout: 'scouts', 'light-bomber': 'light bombers', 'heavy-bomber': 'heavy bombers' } as const;

/** Dive-bombing for single-engined types: the Muromets bombs "in level flight" only (README "Aircraft"). */
export const mayDive = (type: AircraftType): boolean => AIRCRAFT_BUILD[type].kind === 'single-engined';

/** The attacks a type may make: bombing for every type, dive-bombing for single-engined ones, strafing for scouts. */
export function attacksOf(type: AircraftType): AirAttackKind[] {
  return ['bomb', ...(mayDive(type) ? ['dive-bomb' as const] : []), ...(type === 'scout' ? ['strafe' as const] : [])];
}

export const ATTACK_WORDS: Readonly<Record<AirAttackKind, string>> = { bomb: 'bomb', 'dive-bomb': 'dive-bomb', strafe: 'strafe' };

/** Bombing for every type; strafing for scouts, the "fighter type aircraft" (README "Aircraft"). */
export function airChoices(state: TrrState): Choice<AirAction>[] {
  const side = state.air.deciding[0]!;
  const s = airSupportOf(state.scenario, side)!;
  const out: Choice<AirAction>[] = [];
  for (const t of airTargets(state, side)) {
    for (const attack of attacksOf(s.type)) out.push({ action: { type: 'air', side, targetId: t.id, attack }, label: `${TYPE_WORDS[s.type]}: ${ATTACK_WORDS[attack]} ${t.name}` });
  }
  out.push({ action: { type: 'air', side, targetId: null, attack: null }, label: `${TYPE_WORDS[s.type]}: keep them back this move` });
  return out;
}

export function airRefusal(state: TrrState, action: AirAction): string | null {
  if (action.targetId === null) return action.attack === null ? null : 'an attack needs a target';
  if (action.attack === null) return 'a flight sent names its attack: bomb, dive-bomb or strafe';
  if (!airTargets(state, action.side).some((t) => t.id === action.targetId)) return 'the pilots can only attack an enemy unit in the open or one their side sees';
  const type = airSupportOf(state.scenario, action.side)!.type;
  if (action.attack === 'strafe' && type !== 'scout') return 'only scouts strafe';
  if (action.attack === 'dive-bomb' && !mayDive(type)) return 'heavy bombers bomb in level flight: only single-engined aircraft dive-bomb';
  return null;
}

/** Records a side's answer; once both have answered the sorties are flown and the move goes on to the initiative. */
export function answerAir(state: TrrState, action: AirAction, dice: Dice, events: GameEvent[]): boolean {
  state.air.deciding.shift();
  if (action.targetId !== null && action.attack !== null) {
    state.air.flightsLeft[action.side] -= 1;
    state.air.sorties.push({ side: action.side, targetId: action.targetId, attack: action.attack });
  } else {
    events.push({ kind: 'note', side: action.side, text: `${state.scenario.sides[action.side].name} keep their aircraft back this move` });
  }
  if (state.air.deciding.length > 0) { state.toAct = state.air.deciding[0]!; return false; }
  resolveAirAttacks(state, dice, events);
  state.air.sorties = [];
  state.phase = 'activate';
  return true;
}
