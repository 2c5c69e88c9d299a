import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { INITIATIVE_DICE, SETUP_COMMAND_SPREAD } from '../tables.ts';
import { type UnitState, type WwState, centroid, commandKey } from '../state.ts';
import { nearestPair, halfWidth, onTheTable, overlapsOthers, shifted } from '../ground/stands.ts';
import { commandLabel } from './commands.ts';
import { round } from '../movement/movement.ts';
import { terrainOf } from '../ground/terrain.ts';
import { squarePlaceWords } from '../../../table-orders/place-words.ts';

/** How far from its own baseline a side sets up when the scenario draws no deployment zone for it (README: "Set-up"). */
export const DEFAULT_DEPLOY_DEPTH = 12;

/** "Players dice for set up, high roller has the option of either setting up first, or of setting up second." 2d6 each, ties again. */
export function diceForSetup(state: WwState, dice: Dice, events: GameEvent[]): void {
  for (;;) {
    const red = dice.roll(INITIATIVE_DICE, 6), white = dice.roll(INITIATIVE_DICE, 6);
    const r = red[0]! + red[1]!, w = white[0]! + white[1]!;
    const winner: SideId | null = r > w ? 'red' : w > r ? 'white' : null;
    const name = (s: SideId) => state.scenario.sides[s].name;
    events.push({
      kind: 'note', text: winner ? `${name(winner)} win the dice for set-up (${Math.max(r, w)} to ${Math.min(r, w)}) and choose who sets up first` : `Both sides roll ${r} for set-up: roll again`,
      roll: { table: 'initiative', column: `${name('red')}, set-up`, target: `${name('white')}'s ${w} (${white.join('+')})`, dice: red, modifiers: [], total: r, result: winner ? `${name(winner)} win` : 'tie, roll again', rule: 'Wargame Wednesdays: Game setup 3' },
    });
    if (winner) {
      state.toAct = winner;
      state.phase = 'setup-order';
      return;
    }
  }
}

export function commandsOf(state: WwState, side: SideId): string[] {
  const out: string[] = [];
  for (const u of state.units) if (u.side === side && !out.includes(u.command)) out.push(u.command);
  return out;
}

export const undeployedCommands = (state: WwState, side: SideId): string[] =>
  commandsOf(state, side).filter((c) => !state.deployed.includes(commandKey(side, c)));

/** Whether a point is where `side` may set up: its deployment zones, or within 12" of its baseline when it has none. */
export function inSetupArea(scenario: Scenario, side: SideId, p: Vec): boolean {
  const zones = scenario.deployment.filter((z) => z.side === side);
  if (zones.length > 0) return zones.some((z) => pointInPolygon(p, z.polygon));
  const { width, height } = scenario.table;
  switch (scenario.sides[side].baseline) {
    case 'south': return p.y <= DEFAULT_DEPLOY_DEPTH;
    case 'north': return p.y >= height - DEFAULT_DEPLOY_DEPTH;
    case 'west': return p.x <= DEFAULT_DEPLOY_DEPTH;
    case 'east': return p.x >= width - DEFAULT_DEPLOY_DEPTH;
  }
}

/** Units of a command apart from every other unit of it by more than 6" (stand edge to stand edge); empty when it holds together. */
export function strayUnits(units: readonly { id: string; troopType: string; stands: readonly Vec[] }[]): string[] {
  if (units.length < 2) return [];
  return units.filter((u) => !units.some((o) => o !== u && nearestPair(u.stands, o.stands).centres - halfWidth(u) - halfWidth(o) <= SETUP_COMMAND_SPREAD + 1e-6)).map((u) => u.id);
}

export interface Placement { unitId: string; x: number; y: number }

/** Stands of the unit moved so that their centre is at (x, y). */
export function placedStands(unit: UnitState, p: Vec): UnitState['stands'] {
  const c = centroid(unit.stands);
  return shifted(unit.stands, p.x - c.x, p.y - c.y);
}

/**
 * Why setting up `command` with these placements is refused, or null: every unit of the command placed, each in
 * the side's set-up area, on no other unit, and "within six inches of another unit in the same command".
 */
export function deployRefusal(state: WwState, side: SideId, command: string, placements: readonly Placement[]): string | null {
  const key = commandKey(side, command);
  if (!state.units.some((u) => u.side === side && u.command === command)) return `there is no command "${commandLabel(command)}"`;
  if (state.deployed.includes(key)) return `the ${commandLabel(command)} command is already set up`;
  const units = state.units.filter((u) => u.side === side && u.command === command);
  const placed: { id: string; troopType: string; stands: UnitState['stands'] }[] = [];
  for (const unit of units) {
    const p = placements.find((q) => q.unitId === unit.id);
    if (!p) return `${unit.name} must be set up with the rest of the ${commandLabel(command)} command`;
    const stands = placedStands(unit, p);
    if (!onTheTable(state, stands)) return `${unit.name} would stand off the table`;
    if (!stands.every((s) => inSetupArea(state.scenario, side, s))) return `${unit.name} must set up in ${state.scenario.sides[side].name}' set-up area`;
    if (overlapsOthers(state, unit, stands)) return `${unit.name} would stand on another unit`;
    placed.push({ id: unit.id, troopType: unit.troopType, stands });
  }
  if (placements.some((p) => !units.some((u) => u.id === p.unitId))) return `only units of the ${commandLabel(command)} command may be set up with it`;
  const stray = strayUnits(placed);
  if (stray.length > 0) {
    const names = stray.map((id) => units.find((u) => u.id === id)!.name).join(', ');
    return `${names} must be within ${SETUP_COMMAND_SPREAD}" of another unit of the command`;
  }
  return null;
}

export function deploy(state: WwState, side: SideId, command: string, placements: readonly Placement[], events: GameEvent[]): void {
  for (const unit of state.units) {
    if (unit.side !== side || unit.command !== command) continue;
    const p = placements.find((q) => q.unitId === unit.id)!;
    unit.stands = placedStands(unit, p);
    unit.status = 'active';
  }
  state.deployed.push(commandKey(side, command));
  const c = placements.length > 0 ? { x: round(placements.reduce((a, p) => a + p.x, 0) / placements.length), y: round(placements.reduce((a, p) => a + p.y, 0) / placements.length) } : null;
  events.push({ kind: 'move', side, text: `${state.scenario.sides[side].name} set up the ${commandLabel(command)} command${c ? ` around square ${squarePlaceWords(terrainOf(state.scenario), c)}` : ''}` });
}
