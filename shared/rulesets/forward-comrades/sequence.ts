import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { Pending } from '../../engine/ruleset.ts';
import { StateAnswers } from '../../engine/state-memo.ts';
import { otherSide, type SideId } from '../../scenario/terrain-kinds.ts';
import { type FcState, type LeaderState, type UnitState, findUnit, onTable } from './state.ts';
import { rollLeadership, rollOfficerMove } from './command/leadership.ts';
import { rallyTest } from './morale/morale.ts';
import { repairTest } from './fire/vehicles.ts';
import { mayFireNow } from './fire/fire-options.ts';
import { assaultTargets } from './melee/assault.ts';
import { resolveMelees } from './melee/melee.ts';
import { armyMoraleTest } from './morale/army-morale.ts';
import { judgeEndOfTurn } from './victory.ts';
import { recoveryAfterBattle } from './morale/recovery.ts';
import { PHASE_LABELS } from './phases.ts';
import { tableView } from './view.ts';
import { openStep } from '../../engine/step-tables.ts';


/** Leaders of `side` still to move in phase 1. */
export const leadersDue = (state: FcState, side: SideId): LeaderState[] =>
  state.leaders.filter((l) => l.side === side && l.status === 'active' && !state.done.includes(l.id));

/** Units of `side` that may move in phase 3: a leadership point, not fired, not suppressed, pinned or falling back, able to move. */
export function mayMoveNow(state: FcState, u: UnitState): boolean {
  return onTable(u) && u.leadership && !u.fired && !u.moved && !u.suppressed && !u.pinned && !u.fallingBack
    && u.immobile === 'no' && u.stillOnTurn !== state.turn;
}

/** Units of `side` due to decide in the current phase. */
export const unitsDue = (state: FcState, side: SideId): UnitState[] => state.units.filter(dueTest(state, side));

/** Whether a unit of `side` is due to decide in the current phase. */
function dueTest(state: FcState, side: SideId): (u: UnitState) => boolean {
  const open = (u: UnitState) => u.side === side && onTable(u) && !state.done.includes(u.id);
  switch (state.phase) {
    case 'preparatory': case 'attack-fire': case 'defensive-fire': return (u) => open(u) && mayFireNow(state, u);
    case 'movement': return (u) => open(u) && mayMoveNow(state, u);
    case 'assault': return (u) => open(u) && assaultTargets(state, u).length > 0;
    default: return () => false;
  }
}

const kept = new StateAnswers<FcState>();
/** The decision due in a state nobody changes any more, worked out once per state. */
export const pendingKept = kept.add((state: FcState) => pendingOf(state));

export function pendingOf(state: FcState): Pending | null {
  const side = state.toAct;
  switch (state.phase) {
    case 'over': return null;
    case 'withdraw': {
      const w = state.withdrawal!;
      const target = findUnit(state, w.target)!;
      return { side: target.side, kind: 'withdraw', prompt: `${target.name} are assaulted by ${findUnit(state, w.attacker)!.name}: withdraw before melee, or stand?`, unitIds: [target.id] };
    }
    default: return decisionOf(state, side, dueIds(state, side));
  }
}

/** The decision of `side` in the officers' or a unit phase, for the leaders or units `unitIds` due in it. */
function decisionOf(state: FcState, side: SideId, unitIds: string[]): Pending {
  const name = state.scenario.sides[side].name;
  return state.phase === 'officers'
    ? { side, kind: 'officer', prompt: `${name}: move your officers (join a unit without leadership to lead it heroically)`, unitIds }
    : { side, kind: state.phase, prompt: `${name}: ${PHASE_LABELS[state.phase]}`, unitIds };
}

const DECISION_PHASES: readonly FcState['phase'][] = ['officers', 'preparatory', 'attack-fire', 'movement', 'defensive-fire', 'assault'];

/** The ids of the leaders (phase 1) or units of `side` due to decide in the current phase. */
function dueIds(state: FcState, side: SideId): string[] {
  return state.phase === 'officers' ? leadersDue(state, side).map((l) => l.id) : unitsDue(state, side).map((u) => u.id);
}

/**
 * The decisions `advance` found due, by the state it settled: the step hands the state out unchanged, so
 * `settled` passes them on as its pending decision instead of looking for them a second time.
 */
const found = new WeakMap<FcState, Pending>();

/** Marks the decision `advance` found due in `state` as its pending decision (for a state nobody changes any more). */
export function settled(state: FcState): FcState {
  const due = found.get(state);
  if (due) {
    pendingKept.remember(state, due);
    found.delete(state);
  }
  return state;
}

/** Runs the game on until a decision is due or it is over: each phase the attacker's side first, then the defender's. */
export function advance(state: FcState, dice: Dice, events: GameEvent[]): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (state.outcome) { state.phase = 'over'; return; }
    if (state.phase === 'over' || state.phase === 'withdraw') return;
    const mine = dueIds(state, state.toAct);
    if (mine.length > 0) { found.set(state, decisionOf(state, state.toAct, mine)); return; }
    const theirs = dueIds(state, otherSide(state.toAct));
    if (theirs.length > 0) {
      state.toAct = otherSide(state.toAct);
      found.set(state, decisionOf(state, state.toAct, theirs));
      return;
    }
    const next = DECISION_PHASES[DECISION_PHASES.indexOf(state.phase) + 1];
    if (next) {
      openStep(events, { kind: 'phase', text: `${PHASE_LABELS[next][0]!.toUpperCase()}${PHASE_LABELS[next].slice(1)}` }, () => tableView(state));
      state.phase = next;
      state.done = [];
      state.toAct = state.scenario.attacker;
      continue;
    }
    endTurn(state, dice, events);
  }
  throw new Error('Forward Comrades: the sequence did not settle');
}

/** Phase 4 ends: the melees are fought, then army morale, then the turn is judged. */
function endTurn(state: FcState, dice: Dice, events: GameEvent[]): void {
  resolveMelees(state, dice, events);
  for (const side of [state.scenario.attacker, otherSide(state.scenario.attacker)]) {
    if (armyMoraleTest(state, side, dice, events)) {
      state.outcome = { winner: otherSide(side), reason: `${state.scenario.sides[side].name}' army failed its major morale and broke` };
      break;
    }
  }
  state.outcome ??= judgeEndOfTurn(state);
  if (state.outcome) {
    state.phase = 'over';
    events.push({ kind: 'victory', side: state.outcome.winner ?? undefined, text: state.outcome.winner ? `${state.scenario.sides[state.outcome.winner].name} win: ${state.outcome.reason}` : `A draw: ${state.outcome.reason}` });
    recoveryAfterBattle(state, events);
    return;
  }
  startTurn(state, dice, events);
}

/**
 * Phase 1 (README: "Sequence of play"): per-turn marks cleared and the bombardments lifted; officers back from a
 * scratch; engine repairs; falling-back units test to rally; every other unit's leadership; the officers' moves rolled.
 */
export function startTurn(state: FcState, dice: Dice, events: GameEvent[]): void {
  openStep(events, { kind: 'turn', text: `Turn ${state.turn + 1} of ${state.turnLimit}` }, () => tableView(state));
  state.turn += 1;
  state.bombardments = [];
  state.done = [];
  for (const l of state.leaders) {
    if (l.status === 'scratched' && state.turn >= l.backOnTurn) {
      l.status = 'active';
      events.push({ kind: 'note', side: l.side, unitId: l.id, text: `${l.name} is back in action` });
    }
    l.heroicAtTurnStart = l.status === 'active' && l.leading !== null;
    l.moved = false;
    l.spottedFor = null;
    l.allowance = 0;
  }
  const order = [state.scenario.attacker, otherSide(state.scenario.attacker)];
  for (const side of order) {
    for (const u of state.units) {
      if (u.side !== side || !onTable(u)) continue;
      Object.assign(u, { suppressed: false, pinned: false, leadership: false, allowance: 0, roadInches: 0, chargeInches: 0, moved: false, fired: false, assaulted: false });
      repairTest(state, u, dice, events);
      if (!onTable(u)) continue;
      if (u.fallingBack) rallyTest(state, u, dice, events);
      else rollLeadership(state, u, dice, events);
    }
  }
  for (const side of order) for (const l of state.leaders) if (l.side === side && l.status === 'active') rollOfficerMove(state, l, dice, events);
  state.phase = 'officers';
  state.toAct = state.scenario.attacker;
}
