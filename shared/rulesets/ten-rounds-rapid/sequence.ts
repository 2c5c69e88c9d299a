import type { Dice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { Pending } from '../../engine/ruleset.ts';
import { perState } from '../../engine/state-memo.ts';
import { otherSide, type SideId } from '../../scenario/terrain-kinds.ts';
import { type TrrState, type TrrUnit, centreOf, findUnit, onTable } from './state.ts';
import { rollInitiative } from './initiative.ts';
import { rout } from './motivation/morale-moves.ts';
import { judgeEndOfMove } from './victory.ts';
import { preliminaryBombardment } from './combat/bombardment.ts';
import { tableView } from './view.ts';
import { openStep } from '../../engine/step-tables.ts';
import { BAND_TEXT, RALLY_SCORE } from './motivation/motivation-table.ts';
import { plannedFire } from './options/planned-fire.ts';
import { cloudsMove } from './combat/smoke-and-gas.ts';
import { firesSpread } from './combat/burning.ts';
import { laySmokePots } from './options/smoke-pots.ts';
import { lightStartingFires } from './options/burning-at-start.ts';
import { sectorName } from './sectors.ts';
import { airDecision, openAirPhase } from './options/air-phase.ts';
import { tickSupply } from './options/logistics.ts';

/**
 * Units of `side` still to be activated this move: every unit on the table, routing ones included (to rally); with
 * sectors, those of the sector being played.
 */
export function activatable(state: TrrState, side: SideId): TrrUnit[] {
  const out: TrrUnit[] = [];
  for (const u of state.units) if (u.side === side && onTable(u) && !u.activated && u.sector === state.sector) out.push(u);
  return out;
}

export function decisionDue(state: TrrState): Pending | null {
  if (state.phase === 'over') return null;
  if (state.phase === 'air') return airDecision(state);
  const side = state.toAct;
  const name = state.scenario.sides[side].name;
  if (state.phase === 'act') {
    const u = findUnit(state, state.activeUnit!)!;
    if (state.artillery.calling === u.id) return { side: u.side, kind: 'call', prompt: `${u.name}: call fire as they are activated, or call none (${actWords(u)})`, unitIds: [u.id] };
    return { side: u.side, kind: 'act', prompt: `${u.name}: act on the motivation result, ${actWords(u)}`, unitIds: [u.id] };
  }
  const where = state.options.sectors > 1 ? ` in ${sectorName(state.scenario, state.options.sectors, state.sector)}` : '';
  return { side, kind: 'activate', prompt: `${name}: activate a unit${where} (its motivation is tested first)`, unitIds: activatable(state, side).map((u) => u.id) };
}

/** What the band the unit's test read allows, shown before it acts (the HUD prints the decision's prompt). */
function actWords(u: TrrUnit): string {
  if (u.band === null) return 'its band unknown';
  if (u.band === 'retire' && u.status === 'halted') return `under ${RALLY_SCORE}: stays halted, may fire at half firepower`;
  return BAND_TEXT[u.band];
}

/** The decision due in a state nobody changes any more (the engine's states), worked out once per state. */
export const pendingKept = perState(decisionDue);

/** Ends the active unit's activation and passes the move to the other side, if it has units left to activate. */
export function endActivation(state: TrrState, dice: Dice, events: GameEvent[]): void {
  const u = state.activeUnit ? findUnit(state, state.activeUnit) : undefined;
  if (u) { u.band = u.status === 'halted' ? 'retire' : u.band; }
  state.activeUnit = null;
  state.artillery.calling = null;
  state.phase = 'activate';
  const side = u?.side ?? state.toAct;
  state.toAct = otherSide(side);
  advance(state, dice, events);
}

/**
 * Runs on until a decision is due: a side with no unit left to activate lets the other go on; then the next sector
 * is played (with sectors), and after the last the move ends.
 */
export function advance(state: TrrState, dice: Dice, events: GameEvent[]): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (state.outcome) { state.phase = 'over'; return; }
    if (state.phase !== 'activate') return;
    if (activatable(state, state.toAct).length > 0) return;
    if (activatable(state, otherSide(state.toAct)).length > 0) { state.toAct = otherSide(state.toAct); return; }
    if (state.sector < state.options.sectors - 1) { state.sector += 1; openSector(state, dice, events); continue; }
    endMove(state, dice, events);
  }
  throw new Error('Ten Rounds Rapid: the sequence did not settle');
}

/** The end of a move: victory is judged, then the next move starts (the first from set-up). */
export function endMove(state: TrrState, dice: Dice, events: GameEvent[]): void {
  if (state.turn > 0) {
    routersRunOn(state, dice, events);
    state.outcome = judgeEndOfMove(state);
    if (state.outcome) {
      state.phase = 'over';
      const w = state.outcome.winner;
      events.push({ kind: 'victory', ...(w ? { side: w } : {}), text: w ? `${state.scenario.sides[w].name} win: ${state.outcome.reason}` : `A draw: ${state.outcome.reason}` });
      return;
    }
  }
  startMove(state, dice, events);
}

/** A new move: per-move marks cleared, planned fire falls, and the d10 initiative is rolled. */
export function startMove(state: TrrState, dice: Dice, events: GameEvent[]): void {
  const opening = { kind: 'turn', text: `Move ${state.turn + 1} of ${state.turnLimit}` } as const;
  // The first move's bombardment comes before it, in the set-up; a later move opens a new step within an action.
  if (state.turn > 0) openStep(events, opening, () => tableView(state));
  state.turn += 1;
  if (state.turn === 1) {
    laySmokePots(state, dice, events);
    lightStartingFires(state, dice, events);
    preliminaryBombardment(state, dice, events);
    events.push(opening);
  }
  state.located = { red: [], white: [] };
  for (const u of state.units) {
    tickSupply(state, u);
    Object.assign(u, { activated: false, moved: false, stayed: false, fired: false, movedToFire: false, reformed: false, spentCm: 0, lostThisMove: 0, band: null, stiffened: false });
  }
  state.artillery.strikes = [];
  state.artillery.startOfMove = Object.fromEntries(state.units.map((u) => [u.id, centreOf(u)]));
  cloudsMove(state, dice, events);
  firesSpread(state, dice, events);
  plannedFire(state, dice, events);
  state.sector = 0;
  if (!openAirPhase(state)) openSector(state, dice, events);
}

/** The initiative of the sector now played, if either side has a unit there to activate (README: "Sectors"). */
export function openSector(state: TrrState, dice: Dice, events: GameEvent[]): void {
  if (activatable(state, 'red').length > 0 || activatable(state, 'white').length > 0) rollInitiative(state, dice, events);
}

/** Routing units that were not activated to rally run on at the end of the move. */
export function routersRunOn(state: TrrState, dice: Dice, events: GameEvent[]): void {
  for (const u of state.units) if (u.status === 'routing' && !u.activated) rout(state, u, dice, events);
}
