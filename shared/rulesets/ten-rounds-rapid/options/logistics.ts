import type { GameEvent } from '../../../engine/events.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, troopOf } from '../state.ts';
import { MOVEMENT_TABLE } from '../movement/movement-table.ts';
import { toCm } from '../scale.ts';

/**
 * Section 18 "Logistics" (option `logistics`, README "Logistics"). The text says how often units need supply, not what
 * lack of it does, and Tachanka has no battalion HQs or supply wagons on the table, so: a rifle company or MG platoon
 * needs supply every other move when its side attacks, every five when it defends; a medium mortar one load per two
 * moves it fires; guns and heavy mortars (4.2" and up) one load per move they fire. Out of supply, companies and MGs
 * fire at half their firepower; guns and mortars do not fire. A unit is resupplied by spending its activation on it
 * (8 or more, before it moves or fires) where a wagon can reach it: within a horse-drawn wagon's road move of its own
 * edge; guns anywhere ("They may use their teams to do this").
 */

export const LOGISTICS_RULE = '18. Optional Rules: Logistics';
/** "Infantry battalions attacking they need to be resupplied every other move, if on defence every five moves." */
export const ATTACKING_EVERY = 2;
export const DEFENDING_EVERY = 5;
/** "Medium Mortar Platoons (70 - 90 mm) require 1 Wagon Load per 2 moves they fire"; "heavy mortars (4.2" or larger)". */
export const HEAVY_MORTAR_MM = 107;
export const WAGON_REACH_CM = MOVEMENT_TABLE['horse-transport'].road as number;

type Need = { by: 'moves'; every: number } | { by: 'fired'; loads: number } | null;

export function supplyNeed(state: TrrState, u: TrrUnit): Need {
  if (!state.options.logistics) return null;
  const kind = kindOf(u);
  if (kind === 'rifles' || kind === 'mg') return { by: 'moves', every: state.scenario.attacker === u.side ? ATTACKING_EVERY : DEFENDING_EVERY };
  if (kind === 'mortar') return { by: 'fired', loads: (troopOf(u).calibre ?? 81) >= HEAVY_MORTAR_MM ? 1 : 2 };
  if (kind === 'gun') return { by: 'fired', loads: 1 };
  return null;
}

/** At the start of each move, before its marks are cleared: the moves begun or fired since the last supply. */
export function tickSupply(state: TrrState, u: TrrUnit): void {
  const need = supplyNeed(state, u);
  if (!need) return;
  if (need.by === 'moves' || u.fired) u.supplyMoves += 1;
  u.unsupplied = need.by === 'moves' ? u.supplyMoves > need.every : u.supplyMoves >= need.loads;
}

/** Centimetres from the unit's centre to its own table edge. */
function cmFromOwnEdge(state: TrrState, u: TrrUnit): number {
  const c = centreOf(u), { width, height } = state.scenario.table;
  switch (state.scenario.sides[u.side].baseline) {
    case 'south': return toCm(c.y);
    case 'north': return toCm(height - c.y);
    case 'west': return toCm(c.x);
    case 'east': return toCm(width - c.x);
  }
}

export function resupplyRefusal(state: TrrState, u: TrrUnit): string | null {
  if (!supplyNeed(state, u)) return `${u.name} draw no supply`;
  if (u.supplyMoves === 0) return `${u.name} are supplied`;
  if (u.band !== 'any' && u.band !== 'advance') return `${u.name} are resupplied only on a motivation of 8 or more`;
  if (u.moved || u.fired) return `${u.name} are resupplied instead of moving or firing`;
  if (kindOf(u) !== 'gun' && cmFromOwnEdge(state, u) > WAGON_REACH_CM) return `no wagon reaches ${u.name}: more than ${WAGON_REACH_CM} cm from their own edge`;
  return null;
}

export function resupply(u: TrrUnit, events: GameEvent[]): void {
  u.supplyMoves = 0;
  u.unsupplied = false;
  events.push({ kind: 'special-rule', side: u.side, unitId: u.id, text: `${u.name} are resupplied (${kindOf(u) === 'gun' ? 'by their own teams' : 'the wagons come up'})` });
}
